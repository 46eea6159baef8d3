import Foundation

/// The scroll view's pan: a `UIPanGestureRecognizer` that also tells its scroll view when a
/// finger goes down and lifts, before any drag. UIKit's scroll view tracks from the touch
/// down: `isTracking` turns on and a finger on decelerating content stops it (the "catch").
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches == touches.count { scrollView?.trackingBegan() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches <= touches.count { scrollView?.trackingEnded() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.trackingEnded()
    }

    /// The gesture is over for every recognizer (another may have won the touch, so this pan
    /// never saw it lift): tracking ends here at the latest.
    override func reset() {
        super.reset()
        if scrollView?.isTracking == true && scrollView?.isDragging == false { scrollView?.trackingEnded() }
    }
}

import Foundation

/// Controls keep their own gestures from recognizers on their ancestors, as Apple documents in
/// "Attaching gesture recognizers to UIKit controls" (developer.apple.com/documentation/uikit/
/// attaching-gesture-recognizers-to-uikit-controls): a single-finger single tap on a UIButton,
/// UISwitch, UIStepper, UISegmentedControl or UIPageControl, a single-finger swipe on a
/// UISlider's knob parallel to the slider, a single-finger pan on a UISwitch's knob parallel to
/// the switch. Such a recognizer on an ancestor fails and the control acts; one attached to the
/// control itself comes first, as recognizers always do. (Of those classes, UIStepper and
/// UIPageControl do not exist here yet. The switch's whole body is taken as its knob.)
extension UIControl {
    func performGestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self else { return true }
        switch self {
        case is UIButton, is UISegmentedControl:
            return !isSingleFingerSingleTap(gestureRecognizer)
        case is UISwitch:
            return !isSingleFingerSingleTap(gestureRecognizer) && !isParallelPan(gestureRecognizer)
        case let slider as UISlider:
            return !isParallelSwipe(gestureRecognizer, onKnobOf: slider)
        default:
            return true
        }
    }

    private func isSingleFingerSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// A one-finger pan moving more across than up or down.
    private func isParallelPan(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let pan = recognizer as? UIPanGestureRecognizer, pan.numberOfTouches <= 1 else { return false }
        let translation = pan.translation(in: self)
        return abs(translation.x) >= abs(translation.y)
    }

    /// A one-finger left or right swipe that began on the slider's thumb.
    private func isParallelSwipe(_ recognizer: UIGestureRecognizer, onKnobOf slider: UISlider) -> Bool {
        guard let swipe = recognizer as? UISwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1,
            !swipe.direction.isDisjoint(with: [.left, .right])
        else { return false }
        let start = slider.thumb.convert(swipe.startLocationInWindow, from: swipe.lastWindow)
        let margin = UISlider.thumbTouchMargin
        return slider.thumb.bounds.insetBy(dx: -margin, dy: -margin).contains(start)
    }
}

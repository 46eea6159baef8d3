import Foundation

/// An interaction controller: drives a transition's progress (from a gesture, usually) through
/// the context's `updateInteractiveTransition`, `finishInteractiveTransition` and
/// `cancelInteractiveTransition`.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning)
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How much faster than the animator's own pace the rest runs after a finish or cancel
    /// (optional in UIKit: 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest after a finish or cancel (optional in UIKit: `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (optional in UIKit: true); false starts it
    /// animating, to be taken over later.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

import Foundation

/// What UIKit tells the animator and interaction controller of a transition, and how they
/// report back: which controllers and views take part, where their views start and end, and
/// `completeTransition(_:)` once the animations are done (UIKit finishes nothing until then).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning)
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the animation happens in; the from-view is in it, the animator adds the to-view.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    /// True while an interaction controller drives the transition.
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    /// `.none` for a navigation or tab bar transition, else the presented controller's style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition (identity but for a rotation).
    var targetTransform: CGAffineTransform { get }

    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Ends the transition; `didComplete` false puts the from-state back (a cancelled one).
    func completeTransition(_ didComplete: Bool)

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate; nil when the animator must leave it alone (a presenter's view that a
    /// presentation keeps on screen).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where the controller's view starts; `.zero` when unknown (the arriving one's).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where the controller's view ends; `.zero` when unknown (the leaving one's).
    func finalFrame(for vc: UIViewController) -> CGRect
}

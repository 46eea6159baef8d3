import Foundation

/// What a transition tells the code that runs alongside it: a rotation's, or a push, pop, tab
/// switch, presentation or dismissal's (built in or custom; Transitions/TransitionContext.swift).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext)
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    /// `.none` for a rotation or a container's transition, else the presented controller's style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether an interaction controller drove it from its start.
    var initiallyInteractive: Bool { get }
    /// Whether the transition runs through an interruptible animator (`interruptibleAnimator(using:)`).
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    /// The interaction controller's `completionSpeed` once interaction ends (1 without one).
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    /// The rotation the transition applies (for a device rotation, the turn between orientations).
    var targetTransform: CGAffineTransform { get }
}

/// Lets a controller run its own animations in the same animation as a transition, and code
/// after it ends.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator)
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `animation` runs inside the transition's animation block, `completion` after it ends.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside the
    /// container (UIKit lets them run in that view's own animation; here they run alike).
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// `handler` runs each time an interactive transition stops or starts being interactive
    /// (a finish or cancel, a pause).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// UIKit's `completion: … = nil`.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one interface rotation: it also carries the orientations, for the legacy
/// rotation callbacks that the default `viewWillTransition(to:with:)` sends.
@MainActor
final class RotationCoordinator: UIViewControllerTransitionCoordinator {
    let from: UIInterfaceOrientation
    let to: UIInterfaceOrientation
    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    /// The window that turns.
    let containerView: UIView
    var isAnimated: Bool { transitionDuration > 0 }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// A rotation has no from and to controllers or views.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    private(set) var percentComplete: CGFloat = 0

    private var blocks = CoordinatorBlocks()

    init(
        from: UIInterfaceOrientation, to: UIInterfaceOrientation, duration: TimeInterval,
        targetTransform: CGAffineTransform, containerView: UIView
    ) {
        self.containerView = containerView
        self.from = from
        self.to = to
        self.transitionDuration = duration
        self.targetTransform = targetTransform
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        // Asked for once the animations ran: it runs now, without an animation of its own.
        blocks.add(alongside: animation, completion: completion)?(self)
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A rotation is never interactive: the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    }

    /// Inside the rotation's animation block, in the order they were asked for.
    func runAlongside() {
        for block in blocks.takeAlongside() { block(self) }
    }

    func runCompletions() {
        percentComplete = 1
        for block in blocks.takeCompletions() { block(self) }
    }
}

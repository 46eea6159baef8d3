import Foundation

/// What a transition tells the code that runs alongside it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    /// The rotation the transition applies (for a device rotation, the turn between orientations).
    var targetTransform: CGAffineTransform { get }
}

/// Lets a controller run its own animations in the same animation as a transition, and code
/// after it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `animation` runs inside the transition's animation block, `completion` after it ends.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of one interface rotation: it also carries the orientations, for the legacy
/// rotation callbacks that the default `viewWillTransition(to:with:)` sends.
@MainActor
final class RotationCoordinator: UIViewControllerTransitionCoordinator {
    let from: UIInterfaceOrientation
    let to: UIInterfaceOrientation
    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    var isAnimated: Bool { transitionDuration > 0 }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    private(set) var percentComplete: CGFloat = 0

    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsRan = false

    init(
        from: UIInterfaceOrientation, to: UIInterfaceOrientation, duration: TimeInterval,
        targetTransform: CGAffineTransform
    ) {
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
        if let animation {
            // Asked for once the animations ran: it runs now, without an animation of its own.
            if animationsRan { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Inside the rotation's animation block, in the order they were asked for.
    func runAlongside() {
        animationsRan = true
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    func runCompletions() {
        percentComplete = 1
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}

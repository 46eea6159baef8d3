import UIKit

/// A container that forwards appearance by hand, as Apple's guide asks of one that returns false
/// from `shouldAutomaticallyForwardAppearanceMethods`: each of its appearance changes goes to
/// the children whose views are inside its view, and `embed`/`unembed` bracket a child's view
/// moving while it is on screen. It ends only the changes it began, so its calls are balanced.
@MainActor
open class ManualForwardingContainer: UIViewController {
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    private enum Phase { case disappeared, appearing, appeared, disappearing }
    private var phase = Phase.disappeared
    /// Children that were sent a begin this container still owes the end of.
    private var owed: [UIViewController] = []

    private var childrenInView: [UIViewController] {
        children.filter { $0.viewIfLoaded.map { $0.isDescendant(of: view) } ?? false }
    }

    /// A will-callback: ends what an interrupted change still owes, then begins `phase` for the
    /// children in view.
    private func beginForwarding(_ phase: Phase, animated: Bool) {
        endForwarding(phase)
        owed = childrenInView
        for child in owed { child.beginAppearanceTransition(phase == .appearing, animated: animated) }
    }

    /// A did-callback (or the start of a will): ends the changes this container began.
    private func endForwarding(_ phase: Phase) {
        self.phase = phase
        let ending = owed
        owed = []
        for child in ending { child.endAppearanceTransition() }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        beginForwarding(.appearing, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        endForwarding(.appeared)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        beginForwarding(.disappearing, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        endForwarding(.disappeared)
    }

    /// Apple's add sequence, with the child's appearance when this container is on screen or
    /// appearing (then the container's `viewDidAppear` ends it).
    public func embed(_ child: UIViewController) {
        addChild(child)
        guard child.parent === self else { return }
        switch phase {
        case .appeared:
            child.beginAppearanceTransition(true, animated: false)
            view.addSubview(child.view)
            child.endAppearanceTransition()
        case .appearing:
            child.beginAppearanceTransition(true, animated: false)
            view.addSubview(child.view)
            owed.append(child)
        case .disappeared, .disappearing:
            view.addSubview(child.view)
        }
        child.didMove(toParent: self)
    }

    /// Apple's remove sequence, with the child's disappearance when it had appeared or was
    /// appearing or disappearing with this container.
    public func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        let wasOwed = owed.contains { $0 === child }
        owed.removeAll { $0 === child }
        switch phase {
        case .appeared, .appearing:
            // Mid-appearance the begin in the other direction starts the change over: one end.
            child.beginAppearanceTransition(false, animated: false)
            child.viewIfLoaded?.removeFromSuperview()
            child.endAppearanceTransition()
        case .disappearing:
            child.viewIfLoaded?.removeFromSuperview()
            if wasOwed { child.endAppearanceTransition() }
        case .disappeared:
            child.viewIfLoaded?.removeFromSuperview()
        }
        child.removeFromParent()
    }
}

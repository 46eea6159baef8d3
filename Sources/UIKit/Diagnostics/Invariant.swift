import Foundation

/// Beyond UIKit: a rule about controllers and views that holds on iOS at every moment (links) or
/// once nothing animates (appearance, placement, flags). `UIApplication.invariantViolations(_:)`
/// checks them on demand; in `.debug` and `.strict` diagnostic modes every frame does.
public enum Invariant: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A parent lists each child once and each child names that parent; a controller is in one
    /// parent's `children` at most.
    case parentChildLinks = "parent-child links"
    /// `presentedViewController` and `presentingViewController` name each other.
    case presentationLinks = "presentation links"
    /// Settled: a controller is appeared exactly when its view is in a visible window, with no
    /// appearance change left open (for controllers whose containers forward appearance).
    case appearanceFollowsWindow = "appearance follows the window"
    /// Settled: every controller's view in a window is where its controller says (the root's in
    /// the window, a child's in its parent's, a presented one over its presenter), and a
    /// container shows the children it says it shows.
    case viewPlacement = "view placement"
    /// Settled: the root's view, and a full-screen presented view, fill the window's bounds.
    case rootFillsWindow = "root fills the window"
    /// Settled: no `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` or
    /// `isBeingDismissed` is left set.
    case transitionFlagsCleared = "transition flags cleared"
    /// Settled: every view in a window, and every controller whose view is, was last told the
    /// traits it has now (`traitCollectionDidChange(_:)` is not owed; dynamic colours resolved
    /// for them).
    case traitsAnnounced = "traits announced"
    /// Settled: every controller's view in a visible window was last told the safe area it has
    /// now (`viewSafeAreaInsetsDidChange()` is not owed), the window's own, a subclass's
    /// `safeAreaInsets` override included, at the start of the chain.
    case safeAreaAnnounced = "safe area announced"

    /// The rule's name, as diagnostics and the fuzzer's repros print it.
    public var description: String { rawValue }
}

/// What `UIApplication.invariantViolations(_:)` checks.
public struct InvariantOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from their bits; use the named options instead.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Also the rules that hold only once nothing animates.
    public static let settled = InvariantOptions(rawValue: 1 << 0)
    /// Holds children of containers that forward appearance by hand
    /// (`shouldAutomaticallyForwardAppearanceMethods == false`) to the window rule too, for
    /// apps whose containers forward every change as Apple's guide shows.
    public static let manualForwardingIsFaithful = InvariantOptions(rawValue: 1 << 1)
}

extension UIApplication {
    /// Checks the invariants over every window's controllers (and `controllers`, which need not
    /// be in a window); returns one `.invariant` diagnostic per broken rule and controller.
    public func invariantViolations(
        _ options: InvariantOptions = [], including controllers: [UIViewController] = []
    )
        -> [Diagnostic]
    {
        var checker = InvariantChecker(options: options)
        checker.check(windows: windows, extra: controllers)
        return checker.violations
    }

    /// Whether nothing moves: no animation, transition or rotation in flight or waiting.
    /// (A `.repeat` animation never settles: while one plays, only the links are checked.)
    var isSettled: Bool {
        !animation.isBusy && !frameLoop.layout.isRequested
            && !windows.contains { $0.rotationHeld || $0.rotationEnd.isPending }
    }

    /// After a frame in `.debug` or `.strict` mode: reports each violation once, when it appears.
    /// A settled rule's violation counts as reported until the next settled frame, so one is
    /// not reported again after every animation.
    func reportNewInvariantViolations() {
        let settled = isSettled
        let found = invariantViolations(settled ? [.settled] : [])
        let reported = runtime.reportedInvariantMessages
        for diagnostic in found where !reported.contains(diagnostic.message) {
            runtime.diagnosticHandler(diagnostic)
        }
        let messages = Set(found.map(\.message))
        runtime.reportedInvariantMessages = settled ? messages : reported.union(messages)
    }
}

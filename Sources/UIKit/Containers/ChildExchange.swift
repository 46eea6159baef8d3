import Foundation

/// Controllers leaving and arriving in UIKit's own change (a push or pop, a tab switch, a
/// presentation, a page turn): the leaving ones' viewWillDisappear and the arriving ones'
/// viewWillAppear now, the did-callbacks at `end`, or at `cancel` the change turned back.
/// Off screen, nothing fires.
@MainActor
struct AppearanceExchange {
    /// Which side's callbacks come first (DESIGN §2).
    enum Order {
        /// A tab switch, a push or pop, `transition(from:to:)`: old.viewDidDisappear · new.viewDidAppear;
        /// also the begin of these (old.viewWillDisappear · new.viewWillAppear) and a page curl's end.
        case leavingFirst
        /// A presentation or dismissal: the arriving controller's viewDidAppear comes before the
        /// leaving one's viewDidDisappear, as recorded on iOS; also a page turn's begin and a
        /// scroll page turn's end.
        case arrivingFirst
    }

    /// How a cancelled change's callbacks interleave, each as recorded on iOS (DESIGN §2).
    enum CancelOrder {
        /// An interactive pop, presentation or dismissal let go: the arriving controllers turn
        /// back whole (below.viewWillDisappear · below.viewDidDisappear), `between` runs, then the
        /// leaving ones appear again (top.viewWillAppear · top.viewDidAppear).
        case arrivingFirst
        /// A scroll page turn: the leaving pages appear again whole, then the arriving ones turn
        /// back, `between` (their views leave) before their viewDidDisappear.
        case leavingFirst
        /// A page curl: the arriving pages' viewWillDisappear, the leaving ones' viewWillAppear,
        /// `between` (the page uncurled into place), then the did-callbacks in the same order.
        case interleaved
    }

    private let leaving: [OwnAppearanceChange]
    private let arriving: [OwnAppearanceChange]
    private let animated: Bool
    /// When given, the leaving controllers appear again on a cancel only while it is appeared.
    private let container: UIViewController?

    /// `old` leave and `new` arrive, the begins in `order` (a page turn's arriving pages first).
    init(
        from old: [UIViewController], to new: [UIViewController], animated: Bool, onScreen: Bool = true,
        order: Order = .leavingFirst, container: UIViewController? = nil
    ) {
        self.animated = animated
        self.container = container
        let begin = { (controllers: [UIViewController], appearing: Bool) in
            onScreen ? controllers.map { $0.beginOwnAppearanceTransition(appearing, animated: animated) } : []
        }
        if order == .leavingFirst {
            leaving = begin(old, false)
            arriving = begin(new, true)
        } else {
            arriving = begin(new, true)
            leaving = begin(old, false)
        }
    }

    init(from old: UIViewController?, to new: UIViewController?, animated: Bool, onScreen: Bool = true) {
        self.init(from: old.map { [$0] } ?? [], to: new.map { [$0] } ?? [], animated: animated, onScreen: onScreen)
    }

    /// Ends both sides in `order`; `between` runs after the first side's ends and before the
    /// second's (a view leaving the window in between).
    func end(_ order: Order = .leavingFirst, between: () -> Void = {}) {
        let (first, second) = order == .leavingFirst ? (leaving, arriving) : (arriving, leaving)
        for change in first { change.end() }
        between()
        for change in second { change.end() }
    }

    /// A cancelled change: the arriving controllers turn back and disappear, and the leaving
    /// ones appear again, interleaved as `order` says. `returning` runs just before the leaving
    /// ones begin to appear again (a page turn tells its pages they stay there).
    func cancel(_ order: CancelOrder = .arrivingFirst, returning: () -> Void = {}, between: () -> Void = {}) {
        switch order {
        case .arrivingFirst:
            for change in turnBack() { change.end() }
            between()
            returning()
            for change in comeBack() { change.end() }
        case .leavingFirst:
            returning()
            for change in comeBack() { change.end() }
            let back = turnBack()
            between()
            for change in back { change.end() }
        case .interleaved:
            let back = turnBack()
            returning()
            let again = comeBack()
            between()
            for change in back { change.end() }
            for change in again { change.end() }
        }
    }

    /// The arriving controllers' viewWillDisappear; the returned changes end them.
    private func turnBack() -> [OwnAppearanceChange] {
        arriving.map { $0.controller.beginOwnAppearanceTransition(false, animated: animated) }
    }

    /// The leaving controllers' viewWillAppear; the returned changes end them. One whose view is
    /// no longer in a visible window (its container left the window, or the window hid, found by
    /// the fuzzer, seed 1181), whose `container` no longer appears, or whose parent is itself
    /// disappearing (a navigation controller dismissed while its push is held, campaign seed 636:
    /// a child's appearance follows its parent's), cannot appear there: its returned change only
    /// finishes its disappearing.
    private func comeBack() -> [OwnAppearanceChange] {
        leaving.map { change in
            let controller = change.controller
            let parentShows = controller.parent.map { [.appeared, .appearing].contains($0.appearState) } ?? true
            guard controller.viewIfLoaded?.isInVisibleWindow ?? false, parentShows,
                (container?.appearState ?? .appeared) == .appeared
            else { return change }
            return controller.beginOwnAppearanceTransition(true, animated: animated)
        }
    }
}

extension UIViewController {
    /// Runs `change` (which swaps two children's views) inside their appearance exchange when
    /// this container is on screen.
    func exchangeChildAppearance(
        from old: UIViewController?, to new: UIViewController?, animated: Bool,
        _ change: () -> Void
    ) {
        let onScreen = appearState == .appeared
        // Loaded first, so its viewDidLoad comes before the switch's callbacks.
        if onScreen { new?.loadViewIfNeeded() }
        let exchange = AppearanceExchange(from: old, to: new, animated: animated, onScreen: onScreen)
        change()
        exchange.end()
    }
}

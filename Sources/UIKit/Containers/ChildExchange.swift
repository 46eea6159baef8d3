import Foundation

/// One controller leaving and one arriving in UIKit's own change: old.viewWillDisappear ·
/// new.viewWillAppear now, and the two did-callbacks at `end`. Off screen, nothing fires.
@MainActor
struct AppearanceExchange {
    /// Which did-callback comes first (DESIGN §2).
    enum EndOrder {
        /// A tab switch, a push or pop, `transition(from:to:)`: old.viewDidDisappear · new.viewDidAppear.
        case leavingFirst
        /// A presentation or dismissal: the arriving controller's viewDidAppear comes before the
        /// leaving one's viewDidDisappear, as recorded on iOS.
        case arrivingFirst
    }

    private let leaving: OwnAppearanceChange?
    private let arriving: OwnAppearanceChange?
    private let animated: Bool

    init(from old: UIViewController?, to new: UIViewController?, animated: Bool, onScreen: Bool = true) {
        self.animated = animated
        leaving = onScreen ? old?.beginOwnAppearanceTransition(false, animated: animated) : nil
        arriving = onScreen ? new?.beginOwnAppearanceTransition(true, animated: animated) : nil
    }

    /// A cancelled change (an interactive pop or dismissal let go): the arriving controller turns
    /// back and disappears, then the leaving one appears again — the order recorded on iOS for a
    /// cancelled interactive pop (DESIGN §2): below.viewWillDisappear · below.viewDidDisappear ·
    /// top.viewWillAppear · top.viewDidAppear. `between` runs between the two. When the
    /// container left the window (or the window was hidden) during the change, or is itself
    /// disappearing (a navigation controller dismissed while its push is held), the leaving
    /// controller only finishes disappearing: it cannot appear in a container that is gone or
    /// going, as a child's appearance follows its parent's (found by the fuzzer, campaign seed 636).
    func cancel(between: () -> Void = {}) {
        if let arriving { arriving.controller.beginOwnAppearanceTransition(false, animated: animated).end() }
        between()
        guard let leaving else { return }
        let controller = leaving.controller
        let parentShows = controller.parent.map { $0.appearState == .appeared || $0.appearState == .appearing } ?? true
        // A hidden window counts as gone: nothing appears in it (found by the fuzzer, seed 1181).
        if parentShows, controller.viewIfLoaded?.isInVisibleWindow ?? false {
            leaving.controller.beginOwnAppearanceTransition(true, animated: animated).end()
        } else {
            leaving.end()
        }
    }

    /// Ends both; `between` runs after the first end and before the second (a view leaving the
    /// window in between).
    func end(_ order: EndOrder = .leavingFirst, between: () -> Void = {}) {
        let (first, second) = order == .leavingFirst ? (leaving, arriving) : (arriving, leaving)
        first?.end()
        between()
        second?.end()
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

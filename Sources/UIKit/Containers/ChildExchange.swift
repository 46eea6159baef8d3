import Foundation

/// One controller leaving and one arriving in UIKit's own change (a tab switch, a push or pop,
/// `transition(from:to:)`): old.viewWillDisappear · new.viewWillAppear now, and at `end()`
/// old.viewDidDisappear · new.viewDidAppear, the order of DESIGN §2. Off screen, nothing fires.
@MainActor
struct AppearanceExchange {
    private let leaving: OwnAppearanceChange?
    private let arriving: OwnAppearanceChange?

    init(from old: UIViewController?, to new: UIViewController?, animated: Bool, onScreen: Bool) {
        leaving = onScreen ? old?.beginOwnAppearanceTransition(false, animated: animated) : nil
        arriving = onScreen ? new?.beginOwnAppearanceTransition(true, animated: animated) : nil
    }

    func end() {
        leaving?.end()
        arriving?.end()
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

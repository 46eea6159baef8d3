import Foundation

extension UIViewController {
    /// Runs `change` (which swaps two children's views) inside their appearance changes when this
    /// container is on screen: old.viewWillDisappear · new.viewWillAppear · change ·
    /// old.viewDidDisappear · new.viewDidAppear, the tab-switch order of DESIGN §2.
    func exchangeChildAppearance(
        from old: UIViewController?, to new: UIViewController?, animated: Bool,
        _ change: () -> Void
    ) {
        let onScreen = appearState == .appeared
        // Loaded first, so its viewDidLoad comes before the switch's callbacks.
        if onScreen { new?.loadViewIfNeeded() }
        let leaving = onScreen ? old?.beginOwnAppearanceTransition(false, animated: animated) : nil
        let arriving = onScreen ? new?.beginOwnAppearanceTransition(true, animated: animated) : nil
        change()
        leaving?.end()
        arriving?.end()
    }
}

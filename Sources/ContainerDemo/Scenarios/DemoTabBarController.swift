import UIKit

/// The demo's root: one tab per scenario. As its own delegate it cross-dissolves the content
/// when the user picks a tab (UIKit switches tabs without animation; apps add one this way).
final class DemoTabBarController: UITabBarController, UITabBarControllerDelegate {
    static let tabSwitchDuration: TimeInterval = 0.25

    /// The tabs; the Tunnel's maps draw `earth`.
    init(earth: Tunnel.Earth = Tunnel.Earth()) {
        super.init(nibName: nil, bundle: nil)
        title = "Demo"
        viewControllers = [
            Navigation.make(), Tunnel.make(earth: earth), Modal.make(), Cycle.make(), Split.make(), Pages.make(),
        ]
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    /// Selects tab `index` as a tap on its item would: through the delegate, with the dissolve.
    func userSelect(_ index: Int) {
        guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
        guard tabBarController(self, shouldSelect: controllers[index]) else { return }
        selectedIndex = index
        tabBarController(self, didSelect: controllers[index])
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        if viewController !== selectedViewController {
            UIView.transition(
                with: view, duration: Self.tabSwitchDuration, options: .transitionCrossDissolve, animations: nil)
        }
        return true
    }
}

import UIKit
import SeedContainers

/// The Modal tab: seed 000's SimpleModalContainerController presenting a card over a dimmed
/// background (tap the background to dismiss), and UIKit's `present` with each transition style.
@MainActor
enum Modal {
    static func make() -> Menu {
        let menu = Menu()
        menu.tabBarItem = UITabBarItem(title: "Modal", image: nil, tag: 3)
        return menu
    }

    static let styles: [(name: String, style: UIModalTransitionStyle, colour: UIColor)] = [
        ("Cover vertical", .coverVertical, .systemIndigo),
        ("Flip horizontal", .flipHorizontal, .systemTeal),
        ("Cross dissolve", .crossDissolve, .systemPink),
        ("Partial curl", .partialCurl, .systemGreen),
    ]
}

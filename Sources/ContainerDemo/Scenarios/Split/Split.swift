import UIKit

/// The Split tab: a table of colours beside their detail when the window is at least 700 pt
/// wide; narrower, the split collapses as iOS does: the detail is pushed onto the list's
/// navigation controller, and Back returns to the list.
@MainActor
enum Split {
    static let items: [(name: String, colour: UIColor)] = [
        ("Blue", .systemBlue), ("Green", .systemGreen), ("Orange", .systemOrange), ("Purple", .systemPurple),
        ("Teal", .systemTeal),
    ]

    static func make() -> UISplitViewController {
        let split = UISplitViewController()
        split.title = "Split"
        // The list in a navigation controller, as iOS apps give their primary column its bar.
        split.viewControllers = [UINavigationController(rootViewController: List()), Detail(item: 0)]
        split.tabBarItem = UITabBarItem(title: "Split", image: nil, tag: 5)
        return split
    }
}

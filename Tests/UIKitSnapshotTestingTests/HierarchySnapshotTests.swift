import Foundation
import SnapshotTesting
import Testing
import UIKitSnapshotTesting

@_spi(Testing) import UIKit

/// `.hierarchy`: UIKit's `_printHierarchy` format (controller, appearance state, view, `not in
/// the window`, `(view not loaded)`; children `   | `, presented `   + ` with the presentation
/// controller). Goldens in `__Snapshots__/`, read against real iOS outputs when recorded.
@MainActor @Suite struct HierarchySnapshotTests {
    /// The tree pointfree documents for `.hierarchy`: a tab bar of navigation controllers, the
    /// first showing a page view controller with one page; the other tabs never shown.
    private func tabsWithPages() -> UITabBarController {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.setViewControllers([UIViewController()], direction: .forward, animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: pages),
            UINavigationController(rootViewController: UIViewController()),
            UINavigationController(rootViewController: UIViewController()),
        ]
        return tabs
    }

    @Test func aTabBarOfNavigationControllersWithAPageViewController() {
        assertSnapshot(of: tabsWithPages(), as: .hierarchy, named: "tabs-navigation-pages")
    }

    /// A full-screen presentation: the presenter's views leave the window, the presented
    /// navigation controller is listed under `   + ` with the presentation controller.
    @Test func aFullScreenPresentationIsListedUnderAPlus() {
        let list = UIViewController()
        list.title = "List"
        let navigation = UINavigationController(rootViewController: list)
        let detail = UINavigationController(rootViewController: UIViewController())

        assertSnapshot(
            of: navigation, as: .hierarchy(after: { $0.present(detail, animated: false) }),
            named: "presented-fullscreen-over-navigation")
    }

    /// Half way through an animated presentation both sides are changing state.
    @Test func halfWayThroughAPresentationTheStatesAreChanging() {
        let root = UIViewController()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .overFullScreen

        assertSnapshot(
            of: root, as: .hierarchy(at: 0.25, after: { $0.present(sheet, animated: true) }),
            named: "over-full-screen-half-way")
    }

    /// Each controller of a window's tree (children and presented) has exactly one line.
    @Test func everyControllerIsListedOnce() {
        let tabs = tabsWithPages()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        var all: [UIViewController] = []
        func walk(_ controller: UIViewController) {
            all.append(controller)
            controller.children.forEach(walk)
            // What it presented itself (`presentedViewController` also answers for an ancestor's).
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                walk(presented)
            }
        }
        walk(tabs)

        let text = tabs._printHierarchy()

        #expect(text.split(separator: "\n").count == all.count)
        for controller in all {
            let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(controller)), radix: 16)
            #expect(text.components(separatedBy: " \(address)>, state: ").count == 2)
        }
    }
}

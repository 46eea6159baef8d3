import Testing
import Foundation
import SnapshotTesting
@testable import UIKit
@testable import UIKitSnapshotTesting
@testable import ContainerDemo
import SeedContainers

/// Goldens of the demo's scenarios and of this project's containers mid-transition, compared
/// with zero tolerance (`__Snapshots__/DemoSnapshotTests/`). Recorded with `make screenshots`,
/// each looked at before it was committed; `make test` never records.
@MainActor @Suite struct DemoSnapshotTests {
    static let portrait = CGSize(width: 480, height: 800)
    static let landscape = CGSize(width: 800, height: 480)

    init() {
        UIApplication.shared.lifecycleTrace = nil
        UIApplication.shared.animationSpeed = 1
    }

    // MARK: Each scenario at rest

    @Test(arguments: [("navigation", 0), ("tunnel", 1), ("modal", 2), ("cycle", 3), ("split", 4), ("pages", 5)])
    func scenarioAtRest(name: String, tab: Int) {
        let portrait = DemoTabBarController()
        portrait.selectedIndex = tab
        let landscape = DemoTabBarController()
        landscape.selectedIndex = tab

        assertSnapshot(of: portrait, as: .image(size: Self.portrait), named: "\(name)-portrait")
        assertSnapshot(of: landscape, as: .image(size: Self.landscape), named: "\(name)-landscape")
    }

    /// Dark appearance (the `D` key): every dynamic colour — backgrounds, labels, bars, the
    /// segmented control, the status strip's text — resolves for dark.
    @Test(arguments: [("navigation", 0), ("modal", 2), ("cycle", 3), ("split", 4), ("pages", 5)])
    func scenarioInDarkAppearance(name: String, tab: Int) {
        let tabs = DemoTabBarController()
        tabs.selectedIndex = tab
        tabs.overrideUserInterfaceStyle = .dark

        assertSnapshot(of: tabs, as: .image(size: Self.portrait), named: "\(name)-dark")
    }

    // MARK: Mid-transition frames

    @Test func pushAtHalfTime() {
        assertSnapshot(
            of: Navigation.make(),
            as: .image(size: Self.portrait, at: 0.175) {
                ($0 as! UINavigationController).pushViewController(Navigation.Numbered(number: 2), animated: true)
            })
    }

    /// Pop at half time mirrors push at half time; a quarter in shows which way it goes too.
    @Test(arguments: [("half", 0.175), ("quarter", 0.0875)])
    func pop(name: String, time: TimeInterval) {
        let navigation = Navigation.make()
        navigation.pushViewController(Navigation.Numbered(number: 2), animated: false)

        assertSnapshot(
            of: navigation,
            as: .image(size: Self.portrait, at: time) {
                _ = ($0 as! UINavigationController).popViewController(animated: true)
            }, named: name)
    }

    @Test func tabSwitchDissolveAtHalfTime() {
        assertSnapshot(
            of: DemoTabBarController(),
            as: .image(size: Self.portrait, at: DemoTabBarController.tabSwitchDuration / 2) {
                ($0 as! DemoTabBarController).userSelect(1)
            })
    }

    /// The radar's first flip (the top map), a quarter and three quarters of its 0.2 s in.
    @Test(arguments: [("25", 0.05), ("75", 0.15)])
    func tunnelFlipFromTop(percent: String, time: TimeInterval) {
        assertSnapshot(
            of: Tunnel.make(),
            as: .image(size: Self.portrait, at: time) {
                ($0 as! Tunnel.Container).radarButton.sendActions(for: .primaryActionTriggered)
            }, named: "at-\(percent)")
    }

    @Test func crossDissolvePresentationAtHalfTime() {
        assertSnapshot(
            of: Modal.make(),
            as: .image(size: Self.portrait, at: 0.2) { menu in
                let sheet = Modal.Sheet(name: "Cross dissolve", colour: .systemPink)
                sheet.modalTransitionStyle = .crossDissolve
                menu.present(sheet, animated: true)
            })
    }

    /// Seed 000's SimpleModalContainerController fades its card in over 0.3 s.
    @Test(arguments: [("half", 0.15), ("presented", 0.5)])
    func seedModalFade(name: String, time: TimeInterval) {
        assertSnapshot(
            of: Modal.make(),
            as: .image(size: Self.portrait, at: time) {
                ($0 as! SimpleModalContainerController).presentSimpleModalViewController(Modal.Card(), animated: true)
            }, named: name)
    }

    /// The Pages tab in the scroll style, › pressed: half way through the slide to page 2, the
    /// 12 pt gap between the pages, and the page control in its strip below them.
    @Test func pagesScrollSlideAtHalfTime() {
        assertSnapshot(
            of: Pages.make(),
            as: .image(size: Self.portrait, at: UIScrollView.scrollAnimationDuration / 2) { controller in
                let book = controller as! Pages.Book
                book.styleSwitch.selectedSegmentIndex = 1
                book.styleSwitch.sendActions(for: .valueChanged)
                book.view.layoutIfNeeded()
                book.turn(.forward)
            })
    }

    @Test func cycleSlideAtHalfTime() {
        assertSnapshot(
            of: Cycle.make(),
            as: .image(size: Self.portrait, at: 0.125) { cycle in
                let container = cycle as! Cycle.Container
                container.cycleFromViewController(container.current, toViewController: Cycle.Page(number: 2))
            })
    }

    @Test func splitWideAndCollapsed() {
        assertSnapshot(of: Split.make(), as: .image(size: Self.landscape), named: "wide")
        // A 4.7-inch phone on its side: compact width, so the split collapses.
        assertSnapshot(of: Split.make(), as: .image(size: CGSize(width: 667, height: 375)), named: "collapsed")
    }

    /// The portrait-only Tunnel on screen while the device turns to landscape-right: the
    /// whole app stays portrait, drawn sideways (the at-rest landscape shot turns the other way).
    @Test func refusedRotationDrawnSideways() {
        let tabs = DemoTabBarController()
        tabs.selectedIndex = 1

        assertSnapshot(
            of: tabs,
            as: .image(size: Self.portrait, at: UIWindow.rotationDuration) {
                $0.view.window!.turnDevice(to: .landscapeRight)
            })
    }

    /// Half way through turning to landscape: the new layout, turned by 45°.
    @Test func midRotation() {
        let tabs = DemoTabBarController()
        tabs.selectedIndex = 4

        assertSnapshot(
            of: tabs,
            as: .image(size: Self.portrait, at: UIWindow.rotationDuration / 2) {
                $0.view.window!.turnDevice(to: .landscapeLeft)
            })
    }

    /// The strip over a dark and a light controller (portrait: in compact height it hides).
    @Test(arguments: [("light", UIStatusBarStyle.lightContent), ("dark", .darkContent)])
    func statusStrip(name: String, style: UIStatusBarStyle) {
        assertSnapshot(of: StripSample(style: style), as: .image(size: CGSize(width: 240, height: 260)), named: name)
    }
}

/// A plain controller asking for one status-strip style, on a background that suits it.
final class StripSample: UIViewController {
    let style: UIStatusBarStyle

    init(style: UIStatusBarStyle) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = style == .lightContent ? .systemIndigo : .systemYellow
    }
}

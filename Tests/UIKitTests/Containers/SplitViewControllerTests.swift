import Testing
import UIKit

/// UISplitViewController: side by side from 700 pt, collapsed below, the primary's appearance
/// following it in and out, the display-mode button, detail replacement.
@MainActor @Suite struct SplitViewControllerTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    private func split(
        width: CGFloat, preferredDisplayMode: UISplitViewController.DisplayMode = .automatic
    ) -> (UIWindow, UISplitViewController, Coloured, Coloured) {
        let primary = Coloured("List", .red), secondary = Coloured("Detail", .blue)
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        split.preferredDisplayMode = preferredDisplayMode
        return (windows.show(split, width: width, height: 480), split, primary, secondary)
    }

    /// Answers the collapse question with a fixed value, and notes that it was asked.
    private final class CollapseDelegate: UISplitViewControllerDelegate {
        let handles: Bool
        var asked: [String] = []
        init(handles: Bool) { self.handles = handles }

        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            asked.append(
                "\(traceName(secondaryViewController)) onto \(traceName(primaryViewController))"
            )
            return handles
        }
    }

    private func compactSplit() -> (UISplitViewController, UINavigationController, Coloured, Coloured) {
        let list = Coloured("List", .red), detail = Coloured("Detail", .blue)
        let navigation = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [navigation, detail]
        return (split, navigation, list, detail)
    }

    /// Apple's documentation of `collapseSecondaryViewController(_:for:)` and of the delegate's
    /// `splitViewController(_:collapseSecondary:onto:)`: with no delegate the primary collapses
    /// the secondary onto itself (a navigation controller pushes it) and the primary is displayed.
    /// The collapse is settled before anything appears: the list never appears.
    @Test func aCompactLaunchWithNoDelegatePushesTheSecondaryOntoThePrimaryNavigation() {
        let (split, navigation, list, detail) = compactSplit()

        let lines = recordingSequence { _ in _ = windows.show(split, width: 375, height: 667) }

        // The views load with the split's, before its window gives it a width.
        #expect(
            lines == [
                "UISplitViewController viewDidLoad", "Coloured(Detail) viewDidLoad",
                "UINavigationController viewDidLoad", "Coloured(List) viewDidLoad",
                "Coloured(Detail) willMove(toParent: nil)", "Coloured(Detail) didMove(toParent: nil)",
                "Coloured(Detail) willMove(toParent: UINavigationController)",
                "Coloured(Detail) didMove(toParent: UINavigationController)",
                "UISplitViewController viewWillAppear(animated: false)",
                "UINavigationController viewWillAppear(animated: false)",
                "Coloured(Detail) viewWillAppear(animated: false)",
                "UISplitViewController viewIsAppearing(animated: false)",
                "UINavigationController viewIsAppearing(animated: false)",
                "Coloured(Detail) viewIsAppearing(animated: false)",
                "UISplitViewController viewDidAppear(animated: false)",
                "UINavigationController viewDidAppear(animated: false)",
                "Coloured(Detail) viewDidAppear(animated: false)",
            ])
        #expect(split.isCollapsed && split.viewControllers == [navigation])
        #expect(navigation.viewControllers == [list, detail] && detail.parent === navigation)
        #expect(list.view.window == nil && detail.view.window != nil)
    }

    /// Back after the collapse returns to the list, which appears for the first time.
    @Test func backAfterTheCompactLaunchShowsTheList() {
        let (split, navigation, list, detail) = compactSplit()
        _ = windows.show(split, width: 375, height: 667)

        let lines = recordingSequence { _ in
            navigation.popViewController(animated: false)
            app.advance(by: 1.0 / 60)
        }

        #expect(
            lines == [
                "Coloured(Detail) willMove(toParent: nil)",
                "Coloured(Detail) viewWillDisappear(animated: false)",
                "Coloured(List) viewWillAppear(animated: false)",
                "Coloured(Detail) viewDidDisappear(animated: false)",
                "Coloured(List) viewIsAppearing(animated: false)",
                "Coloured(List) viewDidAppear(animated: false)",
                "Coloured(Detail) didMove(toParent: nil)",
            ])
        #expect(navigation.viewControllers == [list] && list.view.window != nil)
        #expect(split.viewControllers == [navigation])
    }

    /// Expanding again: the navigation controller pops the pushed secondary
    /// (`separateSecondaryViewController(for:)`), which shows beside the list.
    @Test func wideningAfterTheCompactLaunchSeparatesTheSecondaryFromTheNavigation() {
        let (split, navigation, list, detail) = compactSplit()
        let window = windows.show(split, width: 375, height: 667)

        window.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
        app.advance(by: 1)

        #expect(!split.isCollapsed && split.viewControllers == [navigation, detail])
        #expect(navigation.viewControllers == [list] && detail.parent === split)
        #expect(list.appearance == .appeared && detail.appearance == .appeared)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(detail.view.frame == CGRect(x: 321, y: 0, width: 479, height: 480))
    }

    /// The delegate returning true has handled the collapse: the primary shows alone, the list
    /// appears, and the secondary never does.
    @Test func aCompactLaunchWithTheDelegateHandlingTheCollapseShowsThePrimary() {
        let (split, navigation, list, detail) = compactSplit()
        let delegate = CollapseDelegate(handles: true)
        split.delegate = delegate

        let lines = recordingSequence { _ in _ = windows.show(split, width: 375, height: 667) }

        #expect(delegate.asked == ["Coloured(Detail) onto UINavigationController"])
        #expect(
            lines == [
                "UISplitViewController viewDidLoad", "Coloured(Detail) viewDidLoad",
                "UINavigationController viewDidLoad", "Coloured(List) viewDidLoad",
                "Coloured(Detail) willMove(toParent: nil)", "Coloured(Detail) didMove(toParent: nil)",
                "UISplitViewController viewWillAppear(animated: false)",
                "UINavigationController viewWillAppear(animated: false)",
                "Coloured(List) viewWillAppear(animated: false)",
                "UISplitViewController viewIsAppearing(animated: false)",
                "UINavigationController viewIsAppearing(animated: false)",
                "Coloured(List) viewIsAppearing(animated: false)",
                "UISplitViewController viewDidAppear(animated: false)",
                "UINavigationController viewDidAppear(animated: false)",
                "Coloured(List) viewDidAppear(animated: false)",
            ])
        #expect(split.isCollapsed && split.viewControllers == [navigation])
        #expect(navigation.viewControllers == [list] && detail.viewIfLoaded?.window == nil)
    }

    /// The delegate returning false asks for the default: the secondary is pushed as with none.
    @Test func aCompactLaunchWithTheDelegateDecliningPushesTheSecondary() {
        let (split, navigation, list, detail) = compactSplit()
        let delegate = CollapseDelegate(handles: false)
        split.delegate = delegate

        _ = windows.show(split, width: 375, height: 667)

        #expect(delegate.asked == ["Coloured(Detail) onto UINavigationController"])
        #expect(navigation.viewControllers == [list, detail] && detail.view.window != nil)
        #expect(list.appearance != .appeared)
    }

    @Test func wideShowsBothColumnsWithThePrimary320Wide() {
        let (window, split, primary, secondary) = split(width: 800)

        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(secondary.view.frame == CGRect(x: 321, y: 0, width: 479, height: 480))
        #expect(primary.view.window === window && secondary.view.window === window)
        #expect(primary.appearance == .appeared && secondary.appearance == .appeared)
    }

    /// Apple's documentation: collapsed, the primary is displayed; a primary that is not a
    /// navigation controller does not incorporate the secondary (`collapseSecondaryViewController`
    /// does nothing), and expanding gives the previous secondary back
    /// (`separateSecondaryViewController(for:)`).
    /// Fuzzer (seed 121 of a 100-seed campaign): the secondary a collapse set aside, since made
    /// the split's own ancestor by the app, cannot come back as its column when it widens; the
    /// split stays with its primary and nothing is refused.
    @Test func aSetAsideSecondaryThatNowHoldsTheSplitStaysOutOfItWhenItWidens() {
        let (window, split, primary, secondary) = split(width: 800)
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        app.advance(by: 1.0 / 60)
        window.rootViewController = secondary
        secondary.addChild(split)
        secondary.view.addSubview(split.view)
        split.didMove(toParent: secondary)
        app.advance(by: 1.0 / 60)

        let diagnostics = capturingDiagnostics {
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
            app.advance(by: 1.0 / 60)
        }

        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(split.parent === secondary && split.viewControllers == [primary])
        window.rootViewController = nil
    }

    /// Fuzzer (campaign seed 1073): the secondary a collapse set aside, since made another
    /// window's root, stays that window's root when the split widens again.
    @Test func aSetAsideSecondaryNowAnotherWindowsRootStaysThereWhenTheSplitWidens() {
        let (window, split, primary, secondary) = split(width: 800)
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        app.advance(by: 1.0 / 60)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        other.isHidden = false
        other.rootViewController = secondary
        app.advance(by: 1.0 / 60)

        let diagnostics = capturingDiagnostics {
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
            app.advance(by: 1.0 / 60)
        }

        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(split.viewControllers == [primary])
        #expect(other.rootViewController === secondary && secondary.view.window === other)
        other.rootViewController = nil
        other.isHidden = true
        window.rootViewController = nil
    }

    /// Fuzzer (campaign seed 182): the same for a window's root whose view left the window
    /// because it presents full screen; it is still that window's root, appears again there when
    /// the presentation is dismissed, and never joins the split.
    @Test func aSetAsideSecondaryNowAWindowsRootPresentingFullScreenStaysThereWhenTheSplitWidens() {
        let (window, split, primary, secondary) = split(width: 800)
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        app.advance(by: 1.0 / 60)
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        other.isHidden = false
        other.rootViewController = secondary
        let cover = Coloured("Cover", .green)
        cover.modalPresentationStyle = .fullScreen
        secondary.present(cover, animated: false)
        app.advance(by: 1.0 / 60)

        let sequence = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
            app.advance(by: 1.0 / 60)
            secondary.dismiss(animated: false)
            app.advance(by: 1.0 / 60)
        }

        #expect(split.viewControllers == [primary] && secondary.parent == nil)
        #expect(other.rootViewController === secondary && secondary.view.window === other)
        #expect(
            sequence == [
                "UISplitViewController willTransition(to: regular×compact light)",
                "Coloured(List) willTransition(to: regular×compact light)",
                "UISplitViewController traitCollectionDidChange(now: regular×compact light)",
                "Coloured(List) traitCollectionDidChange(now: regular×compact light)",
                "Coloured(Cover) viewWillDisappear(animated: false)",
                "Coloured(Detail) viewWillAppear(animated: false)",
                "Coloured(Detail) viewIsAppearing(animated: false)", "Coloured(Detail) viewDidAppear(animated: false)",
                "Coloured(Cover) viewDidDisappear(animated: false)",
            ])
        other.rootViewController = nil
        other.isHidden = true
        window.rootViewController = nil
    }

    /// The same for one the app has since put in another container.
    @Test func aSetAsideSecondaryNowAnotherContainersChildStaysThereWhenTheSplitWidens() {
        let (window, split, primary, secondary) = split(width: 800)
        window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        app.advance(by: 1.0 / 60)
        let navigation = UINavigationController(rootViewController: secondary)

        window.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
        app.advance(by: 1.0 / 60)

        #expect(split.viewControllers == [primary])
        #expect(secondary.parent === navigation)
        window.rootViewController = nil
    }

    /// Fuzzer (campaign seeds 242 and 838): a detail shown right after the split became a
    /// compact window's root, before any layout folded it, goes where a collapsed split puts
    /// it: pushed on the primary navigation controller, in the window.
    @Test func aDetailShownBeforeTheFirstLayoutOfACompactSplitIsPushedOnThePrimary() {
        let list = Coloured("List", .red), detail = Coloured("Detail", .blue), next = Coloured("Next", .green)
        let navigation = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [navigation, detail]
        let window = makeKeyWindow(width: 400, height: 720)

        window.rootViewController = split
        split.showDetailViewController(next, sender: nil)
        ScrollFixture.settleAll()

        #expect(split.isCollapsed && split.viewControllers == [navigation])
        #expect(navigation.topViewController === next && next.view.window === window)
        window.rootViewController = nil
    }

    @Test func narrowingCollapsesToThePrimaryAndWideningBringsTheSecondaryBack() {
        let (window, split, primary, secondary) = split(width: 800)

        let collapse = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
            app.advance(by: 1.0 / 60)
        }
        let collapsed = (
            split.isCollapsed, split.viewControllers == [primary], primary.view.window === window,
            secondary.viewIfLoaded?.window == nil
        )
        let expand = recordingSequence { _ in
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
            app.advance(by: 1.0 / 60)
        }

        // A 4.7-inch phone on its side has a compact width: the split collapses on the size
        // class, which every controller hears about first; the detail leaves the columns.
        #expect(
            collapse == [
                "UISplitViewController willTransition(to: compact×compact light)",
                "Coloured(List) willTransition(to: compact×compact light)",
                "Coloured(Detail) willTransition(to: compact×compact light)",
                "UISplitViewController traitCollectionDidChange(now: compact×compact light)",
                "Coloured(Detail) traitCollectionDidChange(now: compact×compact light)",
                "Coloured(List) traitCollectionDidChange(now: compact×compact light)",
                "Coloured(Detail) willMove(toParent: nil)",
                "Coloured(Detail) viewWillDisappear(animated: false)",
                "Coloured(Detail) viewDidDisappear(animated: false)",
                "Coloured(Detail) didMove(toParent: nil)",
            ])
        #expect(collapsed == (true, true, true, true))
        // The detail, out of the window, hears its new traits when it is back in it.
        #expect(
            expand == [
                "UISplitViewController willTransition(to: regular×compact light)",
                "Coloured(List) willTransition(to: regular×compact light)",
                "UISplitViewController traitCollectionDidChange(now: regular×compact light)",
                "Coloured(List) traitCollectionDidChange(now: regular×compact light)",
                "Coloured(Detail) willMove(toParent: UISplitViewController)",
                "Coloured(Detail) viewWillAppear(animated: false)",
                "Coloured(Detail) traitCollectionDidChange(now: regular×compact light)",
                "Coloured(Detail) viewIsAppearing(animated: false)",
                "Coloured(Detail) viewDidAppear(animated: false)",
                "Coloured(Detail) didMove(toParent: UISplitViewController)",
            ])
        #expect(!split.isCollapsed && split.viewControllers == [primary, secondary])
        #expect(primary.view.frame.width == 320 && secondary.view.frame.minX == 321)
    }

    @Test func theDisplayModeButtonLaysThePrimaryOverAndATapOnTheRestPutsItAway() {
        let (_, split, primary, secondary) = split(width: 800, preferredDisplayMode: .secondaryOnly)
        let button = centre(of: split.view.subviews.last!)

        let show = recordingSequence { _ in
            click(at: button)
            app.advance(by: SystemTimings.splitOverlay)
        }
        let shown = (split.displayMode, primary.view.frame)
        let hide = recordingSequence { _ in
            click(at: CGPoint(x: 380, y: 300))
            app.advance(by: SystemTimings.splitOverlay)
        }

        #expect(
            show == [
                "Coloured(List) viewWillAppear(animated: true)", "Coloured(List) viewIsAppearing(animated: true)",
                "Coloured(List) viewDidAppear(animated: true)",
            ])
        #expect(shown == (.oneOverSecondary, CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(
            hide == [
                "Coloured(List) viewWillDisappear(animated: true)", "Coloured(List) viewDidDisappear(animated: true)",
            ])
        #expect(split.displayMode == .secondaryOnly && primary.viewIfLoaded?.window == nil)
        #expect(secondary.appearance == .appeared)
    }

    @Test func showDetailReplacesTheSecondaryWithTheSwitchOrder() {
        let (_, split, primary, secondary) = split(width: 800)
        let detail = Coloured("Other", .green)

        let lines = recordingSequence { _ in primary.showDetailViewController(detail, sender: nil) }

        #expect(
            lines == [
                "Coloured(Detail) willMove(toParent: nil)",
                "Coloured(Other) willMove(toParent: UISplitViewController)",
                "Coloured(Other) viewDidLoad",
                "Coloured(Detail) viewWillDisappear(animated: false)",
                "Coloured(Other) viewWillAppear(animated: false)",
                "Coloured(Detail) viewDidDisappear(animated: false)",
                "Coloured(Other) viewIsAppearing(animated: false)",
                "Coloured(Other) viewDidAppear(animated: false)",
                "Coloured(Detail) didMove(toParent: nil)",
                "Coloured(Other) didMove(toParent: UISplitViewController)",
            ])
        #expect(split.viewControllers == [primary, detail] && secondary.parent == nil)
        #expect(detail.splitViewController === split && detail.view.frame.minX == 321)
        #expect(split.childForStatusBarStyle === detail)
    }

    /// An interrupted appearance change starts over the other way (DESIGN §2), as when an
    /// interactive pop is cancelled: willAppear · willDisappear · didDisappear.
    @Test func aSecondTapWhileThePrimarySlidesInTurnsItBack() {
        let (_, split, primary, secondary) = split(width: 800, preferredDisplayMode: .secondaryOnly)
        let button = centre(of: split.view.subviews.last!)

        let lines = recordingSequence { recorder in
            click(at: button)
            app.advance(by: SystemTimings.splitOverlay / 2)
            recorder.note("second tap")
            click(at: button)
            app.advance(by: SystemTimings.splitOverlay)
        }

        #expect(
            lines == [
                "Coloured(List) viewWillAppear(animated: true)",
                "Coloured(List) viewIsAppearing(animated: true)",
                "second tap",
                "Coloured(List) viewWillDisappear(animated: true)",
                "Coloured(List) viewDidDisappear(animated: true)",
            ])
        #expect(split.displayMode == .secondaryOnly && primary.viewIfLoaded?.window == nil)
        #expect(primary.appearance == .disappeared && secondary.appearance == .appeared)
    }

    @Test func swappingTheColumnsKeepsBothChildrenAndMovesOnlyTheirViews() {
        let (_, split, primary, secondary) = split(width: 800)

        let lines = recordingSequence { _ in split.viewControllers = [secondary, primary] }

        #expect(lines.isEmpty)
        #expect(split.viewControllers == [secondary, primary] && split.children.count == 2)
        #expect(primary.parent === split && secondary.parent === split)
        #expect(secondary.view.frame.width == 320 && primary.view.frame.minX == 321)
    }

    @Test func theColumnsLoadAfterTheSplitsOwnViewDidLoad() {
        final class Split: UISplitViewController {
            var childViewsLoadedInViewDidLoad: [Bool] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                childViewsLoadedInViewDidLoad = children.map(\.isViewLoaded)
            }
        }
        let split = Split()
        split.viewControllers = [Coloured("List", .red), Coloured("Detail", .blue)]

        split.loadViewIfNeeded()

        #expect(split.childViewsLoadedInViewDidLoad == [false, false])
        #expect(split.children.allSatisfy { $0.isViewLoaded })
    }

    @Test func aColumnThatCannotBecomeAChildChangesNothing() {
        let (_, split, primary, secondary) = split(width: 800)
        let owner = Coloured("Owner", .white), stray = Coloured("Stray", .green)
        owner.view.addSubview(stray.view)

        let diagnostics = capturingDiagnostics { split.viewControllers = [primary, stray] }

        #expect(
            diagnostics.map(\.message) == [
                "child view controller:\(stray) should have parent view controller:\(owner) but requested parent is:\(split)"
            ])
        #expect(split.viewControllers == [primary, secondary] && split.children == [primary, secondary])
        #expect(stray.parent == nil && secondary.appearance == .appeared)
    }
}

import Testing
import UIKit

/// UITabBarController: DESIGN §2's tab-switch order, the delegate, the bar, the selection rule.
@MainActor @Suite struct TabBarControllerTests {
    private let windows = WindowKeeper()

    /// Notes the delegate's calls; vetoes the controllers in `refused`.
    final class DelegateLog: UITabBarControllerDelegate {
        weak var recorder: SequenceRecorder?
        var refused: [UIViewController] = []

        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            recorder?.note("delegate shouldSelect \(traceName(viewController))")
            return !refused.contains { $0 === viewController }
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            recorder?.note("delegate didSelect \(traceName(viewController))")
        }
    }

    /// The bar's tab controls, in order, as a UI test finds them: its subviews that are controls.
    private func tabButtons(_ bar: UITabBar) -> [UIControl] { bar.subviews.compactMap { $0 as? UIControl } }

    private func tabs(_ controllers: [UIViewController]) -> (UIWindow, UITabBarController) {
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        return (windows.show(tabs), tabs)
    }

    @Test func showingTheTabsShowsOnlyTheFirstChild() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)

        let lines = recordingSequence { _ in _ = tabs([a, b]) }

        #expect(
            lines == [
                "Coloured(A) willMove(toParent: UITabBarController)",
                "Coloured(B) willMove(toParent: UITabBarController)",
                "Coloured(A) didMove(toParent: UITabBarController)",
                "Coloured(B) didMove(toParent: UITabBarController)",
                "UITabBarController viewDidLoad",
                "Coloured(A) viewDidLoad",
                "UITabBarController viewWillAppear(animated: false)",
                "Coloured(A) viewWillAppear(animated: false)",
                "UITabBarController viewIsAppearing(animated: false)",
                "Coloured(A) viewIsAppearing(animated: false)",
                "UITabBarController viewDidAppear(animated: false)",
                "Coloured(A) viewDidAppear(animated: false)",
            ])
        #expect(!b.isViewLoaded)
    }

    @Test func selectingInCodeRunsTheTabSwitchOrderWithoutTheDelegate() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (window, tabs) = tabs([a, b])
        let delegate = DelegateLog()
        tabs.delegate = delegate

        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            tabs.selectedIndex = 1
        }

        #expect(
            lines == [
                "Coloured(B) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: false)",
                "Coloured(B) viewWillAppear(animated: false)",
                "Coloured(A) viewDidDisappear(animated: false)",
                "Coloured(B) viewIsAppearing(animated: false)",
                "Coloured(B) viewDidAppear(animated: false)",
            ])
        #expect(tabs.selectedViewController === b && tabs.tabBar.selectedItem === b.tabBarItem)
        #expect(a.viewIfLoaded?.window == nil && b.view.window === window)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480 - 49))
        #expect(b.movingFlags == ["viewWillAppear to:false from:false", "viewDidAppear to:false from:false"])
    }

    @Test func clickingATabAsksTheDelegateThenSwitchesThroughHitTesting() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (_, tabs) = tabs([a, b])
        let delegate = DelegateLog()
        tabs.delegate = delegate
        let secondTab = centre(of: tabButtons(tabs.tabBar)[1])

        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            click(at: secondTab)
        }

        #expect(
            lines == [
                "delegate shouldSelect Coloured(B)",
                "Coloured(B) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: false)",
                "Coloured(B) viewWillAppear(animated: false)",
                "Coloured(A) viewDidDisappear(animated: false)",
                "Coloured(B) viewIsAppearing(animated: false)",
                "Coloured(B) viewDidAppear(animated: false)",
                "delegate didSelect Coloured(B)",
            ])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func aDelegateVetoLeavesEverythingAsItWas() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (window, tabs) = tabs([a, b])
        let delegate = DelegateLog()
        delegate.refused = [b]
        tabs.delegate = delegate
        let secondTab = centre(of: tabButtons(tabs.tabBar)[1])

        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            click(at: secondTab)
        }

        #expect(lines == ["delegate shouldSelect Coloured(B)"])
        #expect(tabs.selectedIndex == 0 && a.view.window === window && !b.isViewLoaded)
    }

    @Test func theBarShowsEachChildsItemTitleAndBadge() {
        let a = Coloured("Mail", .red), b = Coloured("B", .blue)
        b.tabBarItem = UITabBarItem(title: "Calendar", image: nil, tag: 7)
        b.tabBarItem.badgeValue = "3"
        let (_, tabs) = tabs([a, b])

        a.title = "Inbox"

        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Calendar"])
        #expect(tabs.tabBar.items?[1].badgeValue == "3" && tabs.tabBar.items?[1].tag == 7)
        #expect(tabButtons(tabs.tabBar).count == 2)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 480 - 49, width: 320, height: 49))
    }

    @Test func replacingTheTabsKeepsTheSelectedControllerOrItsIndex() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), c = Coloured("C", .green), d = Coloured("D", .red)
        let (_, tabs) = tabs([a, b, c])
        tabs.selectedIndex = 1

        tabs.viewControllers = [c, b]
        let kept = tabs.selectedViewController
        let lines = recordingSequence { _ in tabs.setViewControllers([d, a, c], animated: false) }

        #expect(kept === b)
        #expect(
            lines == [
                "Coloured(B) willMove(toParent: nil)",
                "Coloured(D) willMove(toParent: UITabBarController)",
                "Coloured(A) willMove(toParent: UITabBarController)",
                "Coloured(B) viewWillDisappear(animated: false)",
                "Coloured(A) viewWillAppear(animated: false)",
                "Coloured(B) viewDidDisappear(animated: false)",
                "Coloured(A) viewIsAppearing(animated: false)",
                "Coloured(A) viewDidAppear(animated: false)",
                "Coloured(B) didMove(toParent: nil)",
                "Coloured(D) didMove(toParent: UITabBarController)",
                "Coloured(A) didMove(toParent: UITabBarController)",
            ])
        #expect(tabs.selectedIndex == 1 && tabs.children == [d, a, c] && b.parent == nil)
    }

    @Test func lookupsFindTheTabsAndTheSelectedChildDecidesTheStatusBar() {
        let a = Coloured("A", .red)
        let navigation = UINavigationController(rootViewController: a)
        let (_, tabs) = tabs([navigation])

        #expect(a.tabBarController === tabs && navigation.tabBarController === tabs)
        #expect(tabs.childForStatusBarStyle === navigation && navigation.childForStatusBarStyle === a)
    }

    @Test func aTabThatCannotBecomeAChildChangesNothing() {
        let a = Coloured("A", .red), owner = Coloured("Owner", .white), stray = Coloured("Stray", .green)
        let (_, tabs) = tabs([a])
        owner.view.addSubview(stray.view)

        let diagnostics = capturingDiagnostics { tabs.setViewControllers([a, stray], animated: false) }

        #expect(
            diagnostics.map(\.message) == [
                "child view controller:\(stray) should have parent view controller:\(owner) but requested parent is:\(tabs)"
            ])
        #expect(tabs.viewControllers == [a] && tabs.children == [a] && stray.parent == nil)
        #expect(tabs.tabBar.items?.count == 1 && a.appearance == .appeared)
    }
    /// Issue 32 item 12: a controller listed twice would be two tabs and one child; the set is
    /// refused and the tabs stay as they were (UIKit's wording for this is not documented).
    @Test func aControllerListedTwiceIsRefused() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (_, tabs) = tabs([b])

        let diagnostics = capturingDiagnostics { tabs.viewControllers = [a, a, b] }

        #expect(diagnostics.map(\.kind) == [.exception])
        #expect(diagnostics.first?.message.contains("more than once") == true)
        #expect(tabs.viewControllers == [b] && tabs.children == [b] && a.parent == nil)
        #expect(tabs.tabBar.items?.count == 1 && tabs.selectedViewController === b)
    }

    /// Issue 32 item 12: "-[UITabBarController setSelectedViewController:] only a view controller
    /// in the tab bar controller's list of view controllers can be selected." (NSInvalidArgument-
    /// Exception, as iOS crash reports quote it); the selection stays.
    @Test func selectingAControllerThatIsNotATabIsRefusedWithUIKitsMessage() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), stranger = Coloured("S", .green)
        let (_, tabs) = tabs([a, b])

        let diagnostics = capturingDiagnostics { tabs.selectedViewController = stranger }

        #expect(
            diagnostics == [
                Diagnostic(
                    kind: .exception, name: "NSInvalidArgumentException",
                    message: "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar "
                        + "controller's list of view controllers can be selected.")
            ])
        #expect(tabs.selectedViewController === a && stranger.parent == nil && !stranger.isViewLoaded)
    }

    /// Issue 32 item 17: tapping the selected tab pops its navigation controller to the root,
    /// animated, between the delegate's shouldSelect and didSelect (iOS's behaviour, which apps
    /// turn off by returning false from shouldSelect for the selected controller).
    @Test func tappingTheSelectedNavigationTabPopsToTheRootAnimated() {
        let root = Coloured("Root", .red), top = Coloured("Top", .blue), other = Coloured("Other", .green)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        let (window, tabs) = tabs([navigation, other])
        let delegate = DelegateLog()
        tabs.delegate = delegate
        let firstTab = centre(of: tabButtons(tabs.tabBar)[0])

        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            click(at: firstTab)
            UIApplication.shared.advance(by: 1)
        }

        #expect(
            lines == [
                "delegate shouldSelect UINavigationController",
                "Coloured(Top) willMove(toParent: nil)",
                "Coloured(Root) viewDidLoad",
                "Coloured(Top) viewWillDisappear(animated: true)",
                "Coloured(Root) viewWillAppear(animated: true)",
                "delegate didSelect UINavigationController",
                "Coloured(Root) viewIsAppearing(animated: true)",
                "Coloured(Top) viewDidDisappear(animated: true)",
                "Coloured(Root) viewDidAppear(animated: true)",
                "Coloured(Top) didMove(toParent: nil)",
            ])
        #expect(navigation.viewControllers == [root] && root.view.window === window && tabs.selectedIndex == 0)
    }

    @Test func aPushedControllerThatHidesTheBottomBarGetsTheWholeHeightUntilPopped() {
        // Precondition: Apple's `hidesBottomBarWhenPushed` — the bar hides while the controller
        // (or one pushed above it) is in the tab's navigation stack.
        let root = Coloured("Root", .red), detail = Coloured("Detail", .blue), deeper = Coloured("Deeper", .green)
        let other = Coloured("Other", .gray)
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: root)
        let (window, tabs) = tabs([navigation, other])
        let full = window.bounds.height
        let withBar = navigation.view.frame.height
        #expect(!tabs.tabBar.isHidden && withBar < full)

        // Action & assertion: hidden through a push and a deeper push, back after the pops.
        navigation.pushViewController(detail, animated: true)
        UIApplication.shared.advance(by: 1)
        #expect(tabs.tabBar.isHidden && navigation.view.frame.height == full)
        #expect(detail.view.frame.maxY == full)
        navigation.pushViewController(deeper, animated: false)
        #expect(tabs.tabBar.isHidden)
        navigation.popToRootViewController(animated: true)
        UIApplication.shared.advance(by: 1)
        #expect(!tabs.tabBar.isHidden && navigation.view.frame.height == withBar)

        // Another tab shows the bar whatever the first stack holds.
        navigation.pushViewController(detail, animated: false)
        #expect(tabs.tabBar.isHidden)
        tabs.selectedIndex = 1
        #expect(!tabs.tabBar.isHidden && other.view.frame.height == withBar)
        tabs.selectedIndex = 0
        #expect(tabs.tabBar.isHidden && navigation.view.frame.height == full)
    }

    @Test func aShouldSelectVetoOnTheSelectedTabKeepsTheStack() {
        let root = Coloured("Root", .red), top = Coloured("Top", .blue)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        let (window, tabs) = tabs([navigation])
        let delegate = DelegateLog()
        delegate.refused = [navigation]
        tabs.delegate = delegate
        let firstTab = centre(of: tabButtons(tabs.tabBar)[0])

        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            click(at: firstTab)
            UIApplication.shared.advance(by: 1)
        }

        #expect(lines == ["delegate shouldSelect UINavigationController"])
        #expect(navigation.viewControllers == [root, top] && top.view.window === window)
    }
}

import Testing
import Compositor
import UIKit

/// UINavigationController: DESIGN §2's push and pop orders, the slide, the bar, the diagnostics.
@MainActor @Suite struct NavigationControllerTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    /// The bar's title as a UI test finds it: its label.
    private func titleLabel(of bar: UINavigationBar) -> UILabel? {
        bar.subviews.lazy.compactMap { $0 as? UILabel }.first
    }

    /// The bar's button left (the back button's side) or right of its middle.
    private func button(of bar: UINavigationBar, left: Bool) -> UIButton? {
        bar.subviews.lazy.compactMap { $0 as? UIButton }.first { ($0.frame.midX < bar.bounds.midX) == left }
    }

    /// A visible 320×480 window whose root is a navigation controller over `root`.
    private func navigation(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        return (windows.show(navigation), navigation)
    }

    @Test func pushRunsUIKitsOrderAroundTheSlide() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (window, navigation) = navigation(a)
        let delegate = NavigationDelegateLog()
        navigation.delegate = delegate

        var atHalf: [String] = []
        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            navigation.pushViewController(b, animated: true)
            app.advance(by: SystemTimings.navigationSlide / 2)
            atHalf = recorder.lines
            app.advance(by: SystemTimings.navigationSlide / 2)
        }

        let head = [
            "Coloured(B) willMove(toParent: UINavigationController)",
            "Coloured(B) viewDidLoad",
            "Coloured(A) viewWillDisappear(animated: true)",
            "Coloured(B) viewWillAppear(animated: true)",
            "delegate willShow Coloured(B) animated: true",
            "Coloured(B) viewIsAppearing(animated: true)",
        ]
        #expect(atHalf == head)
        #expect(
            lines == head + [
                "Coloured(A) viewDidDisappear(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: UINavigationController)",
                "delegate didShow Coloured(B) animated: true",
            ])
        #expect(b.movingFlags == ["viewWillAppear to:true from:false", "viewDidAppear to:true from:false"])
        #expect(navigation.viewControllers == [a, b] && navigation.children == [a, b])
        #expect(a.viewIfLoaded?.window == nil && b.view.window === window)
        #expect(b.view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
    }

    @Test func atHalfTimeTheNewViewIsHalfInAndTheOldAThirdOfTheWayLeftUnderTheDimming() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (window, navigation) = navigation(a)

        navigation.pushViewController(b, animated: true)
        app.advance(by: SystemTimings.navigationSlide / 2)
        let frame = renderArtifact(window, "navigation-push-50")

        // The ease-in-out curve is symmetric: half way at half time.
        let newX = b.view.layer.presentation()!.frame.minX, oldX = a.view.layer.presentation()!.frame.minX
        #expect(abs(newX - 160) < 0.5 && abs(oldX - (-320.0 / 6)) < 0.5)
        let left = colour(frame.pixel(x: 80, y: 300)), right = colour(frame.pixel(x: 240, y: 300))
        #expect(isBlue(right))
        // Red dimmed by black at half the final 0.1: 1 − 0.05.
        #expect(abs(left.red - 0.95) < 0.01 && left.green < 0.01 && left.blue < 0.01)
        #expect(isBlue(colour(frame.pixel(x: 162, y: 300))) && !isBlue(colour(frame.pixel(x: 158, y: 300))))
        app.advance(by: SystemTimings.navigationSlide / 2)
    }

    @Test func popRunsUIKitsOrderAroundTheSlide() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (window, navigation) = navigation(a)
        navigation.pushViewController(b, animated: false)
        let delegate = NavigationDelegateLog()
        navigation.delegate = delegate

        var popped: UIViewController?
        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            popped = navigation.popViewController(animated: true)
            app.advance(by: SystemTimings.navigationSlide)
        }

        #expect(
            lines == [
                "Coloured(B) willMove(toParent: nil)",
                "Coloured(B) viewWillDisappear(animated: true)",
                "Coloured(A) viewWillAppear(animated: true)",
                "delegate willShow Coloured(A) animated: true",
                "Coloured(A) viewIsAppearing(animated: true)",
                "Coloured(B) viewDidDisappear(animated: true)",
                "Coloured(A) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: nil)",
                "delegate didShow Coloured(A) animated: true",
            ])
        #expect(popped === b)
        #expect(
            b.movingFlags.suffix(2) == ["viewWillDisappear to:false from:true", "viewDidDisappear to:false from:true"])
        #expect(a.movingFlags.suffix(2) == ["viewWillAppear to:false from:false", "viewDidAppear to:false from:false"])
        #expect(navigation.viewControllers == [a] && navigation.children == [a] && b.parent == nil)
        #expect(a.view.window === window && b.view.window == nil)
    }

    /// Issue 32 item 11: Apple's remove sequence applied by an app to the root under a pushed
    /// controller. On iOS `viewControllers` is the navigation controller's children, so the root
    /// leaves the stack with its parent, and no pop can bring its view back without one.
    @Test func aRootRemovedWithApplesRemoveSequenceLeavesTheStack() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (window, navigation) = navigation(a)
        navigation.pushViewController(b, animated: false)

        let (lines, diagnostics) = recordingDiagnostics {
            recordingSequence { _ in
                a.willMove(toParent: nil)
                a.view.removeFromSuperview()
                a.removeFromParent()
                navigation.popViewController(animated: true)
                app.advance(by: SystemTimings.navigationSlide)
            }
        }

        #expect(lines == ["Coloured(A) willMove(toParent: nil)", "Coloured(A) didMove(toParent: nil)"])
        #expect(diagnostics.isEmpty)
        #expect(navigation.viewControllers == [b] && navigation.children == [b] && a.parent == nil)
        #expect(navigation.topViewController === b && b.view.window === window && a.view.window == nil)
        #expect(navigation.navigationBar.items == [b.navigationItem])
        #expect(app.invariantViolations().isEmpty)
    }

    /// The top removed the same way: the controller below becomes the top, and its view takes
    /// the top's place in the window, appearing as a view joining a visible hierarchy does.
    @Test func aTopRemovedWithApplesRemoveSequenceUncoversTheControllerBelow() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (window, navigation) = navigation(a)
        navigation.pushViewController(b, animated: false)

        let lines = recordingSequence { _ in
            b.willMove(toParent: nil)
            b.view.removeFromSuperview()
            b.removeFromParent()
        }

        #expect(
            lines == [
                "Coloured(B) willMove(toParent: nil)",
                "Coloured(B) viewWillDisappear(animated: false)",
                "Coloured(B) viewDidDisappear(animated: false)",
                "Coloured(A) viewWillAppear(animated: false)",
                "Coloured(A) viewIsAppearing(animated: false)",
                "Coloured(A) viewDidAppear(animated: false)",
                "Coloured(B) didMove(toParent: nil)",
            ])
        #expect(navigation.viewControllers == [a] && navigation.children == [a] && b.parent == nil)
        #expect(a.view.window === window && a.view.frame == contentFrame(of: navigation))
        #expect(navigation.navigationBar.items == [a.navigationItem])
        #expect(app.invariantViolations().isEmpty)
    }

    @Test func popToRootOverThreeTellsOnlyTheTopAndTheRootAboutAppearance() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), c = Coloured("C", .green)
        let (_, navigation) = navigation(a)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)

        var popped: [UIViewController]?
        let lines = recordingSequence { _ in
            popped = navigation.popToRootViewController(animated: true)
            app.advance(by: SystemTimings.navigationSlide)
        }

        #expect(
            lines == [
                "Coloured(C) willMove(toParent: nil)",
                "Coloured(B) willMove(toParent: nil)",
                "Coloured(C) viewWillDisappear(animated: true)",
                "Coloured(A) viewWillAppear(animated: true)",
                "Coloured(A) viewIsAppearing(animated: true)",
                "Coloured(C) viewDidDisappear(animated: true)",
                "Coloured(A) viewDidAppear(animated: true)",
                "Coloured(C) didMove(toParent: nil)",
                "Coloured(B) didMove(toParent: nil)",
            ])
        #expect(popped == [b, c])
        #expect(navigation.viewControllers == [a] && navigation.children == [a])
        #expect(b.appearance == .disappeared && c.appearance == .disappeared && a.appearance == .appeared)
    }

    @Test func setViewControllersPushesANewTopAndLinksTheOthersQuietly() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), c = Coloured("C", .green)
        let (_, navigation) = navigation(a)

        let lines = recordingSequence { _ in
            navigation.setViewControllers([b, c], animated: true)
            app.advance(by: SystemTimings.navigationSlide)
        }

        #expect(
            lines == [
                "Coloured(A) willMove(toParent: nil)",
                "Coloured(B) willMove(toParent: UINavigationController)",
                "Coloured(C) willMove(toParent: UINavigationController)",
                "Coloured(C) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: true)",
                "Coloured(C) viewWillAppear(animated: true)",
                "Coloured(C) viewIsAppearing(animated: true)",
                "Coloured(A) viewDidDisappear(animated: true)",
                "Coloured(C) viewDidAppear(animated: true)",
                "Coloured(A) didMove(toParent: nil)",
                "Coloured(B) didMove(toParent: UINavigationController)",
                "Coloured(C) didMove(toParent: UINavigationController)",
            ])
        #expect(navigation.viewControllers == [b, c] && navigation.children == [b, c] && a.parent == nil)
        #expect(!b.isViewLoaded)
    }

    @Test func setViewControllersWithAnOlderTopPopsAndTheSameTopDoesNotMove() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), c = Coloured("C", .green)
        let (_, navigation) = navigation(a)
        navigation.setViewControllers([a, b, c], animated: false)

        let popLines = recordingSequence { _ in
            navigation.setViewControllers([a, b], animated: true)
            app.advance(by: SystemTimings.navigationSlide)
        }
        let sameTopLines = recordingSequence { _ in navigation.setViewControllers([b], animated: true) }

        #expect(
            popLines == [
                "Coloured(C) willMove(toParent: nil)",
                "Coloured(B) viewDidLoad",
                "Coloured(C) viewWillDisappear(animated: true)",
                "Coloured(B) viewWillAppear(animated: true)",
                "Coloured(B) viewIsAppearing(animated: true)",
                "Coloured(C) viewDidDisappear(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(C) didMove(toParent: nil)",
            ])
        #expect(sameTopLines == ["Coloured(A) willMove(toParent: nil)", "Coloured(A) didMove(toParent: nil)"])
        #expect(navigation.viewControllers == [b] && b.appearance == .appeared)
    }

    @Test func theBarShowsTheTopTitleItsButtonsAndABackButtonNamedForTheControllerBelow() {
        let a = Coloured("Inbox", .red), b = Coloured("Message", .blue)
        let (_, navigation) = navigation(a)
        var tapped = 0
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { _ in tapped += 1 })

        navigation.pushViewController(b, animated: false)
        let bar = navigation.navigationBar

        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 64))
        #expect(titleLabel(of: bar)?.text == "Message")
        #expect(button(of: bar, left: true)?.currentTitle == "‹ Inbox")
        #expect(button(of: bar, left: false)?.currentTitle == "Done")
        #expect(bar.topItem === b.navigationItem && bar.backItem === a.navigationItem)
        click(at: centre(of: button(of: bar, left: false)!))
        #expect(tapped == 1)
        b.title = "Re: Message"
        #expect(titleLabel(of: bar)?.text == "Re: Message")
    }

    @Test func itemArraysLineUpOutermostFirstAndTheBackItemTitlesTheBackButton() {
        // Precondition: Apple documents the first of `rightBarButtonItems` as the rightmost,
        // and the item below's `backBarButtonItem` as the back button.
        let a = Coloured("Inbox", .red), b = Coloured("Message", .blue)
        let (_, navigation) = navigation(a)
        a.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mail")
        b.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "One"), UIBarButtonItem(title: "Two")]
        b.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Edit")]

        // Action
        navigation.pushViewController(b, animated: false)
        let replacing = titles(of: navigation.navigationBar)
        b.navigationItem.leftItemsSupplementBackButton = true
        let supplementing = titles(of: navigation.navigationBar)
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Only")

        // Assertion
        #expect(replacing == ["Edit", "Two", "One"])
        #expect(supplementing == ["‹ Mail", "Edit", "Two", "One"])
        #expect(b.navigationItem.leftBarButtonItems?.map(\.title) == ["Only"])
        #expect(titles(of: navigation.navigationBar) == ["‹ Mail", "Only", "Two", "One"])
    }

    /// The bar's button titles, left to right.
    private func titles(of bar: UINavigationBar) -> [String?] {
        bar.layoutIfNeeded()
        return bar.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }.map(\.currentTitle)
    }

    @Test func clickingTheBackButtonPopsThroughHitTesting() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (_, navigation) = navigation(a)
        navigation.pushViewController(b, animated: false)
        let back = centre(of: button(of: navigation.navigationBar, left: true)!)

        click(at: back)
        app.advance(by: SystemTimings.navigationSlide)

        #expect(navigation.viewControllers == [a])
        #expect(a.appearance == .appeared && b.appearance == .disappeared && b.parent == nil)
    }

    @Test func pushingDuringAPushFinishesTheFirstAtOnceThenPushesAndLogs() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), c = Coloured("C", .green)
        let (_, navigation) = navigation(a)

        var diagnostics: [Diagnostic] = []
        let lines = recordingSequence { _ in
            navigation.pushViewController(b, animated: true)
            app.advance(by: 0.1)
            diagnostics = capturingDiagnostics { navigation.pushViewController(c, animated: true) }
            app.advance(by: SystemTimings.navigationSlide)
        }

        #expect(
            diagnostics == [
                Diagnostic(kind: .log, message: "nested push animation can result in corrupted navigation bar")
            ])
        #expect(
            lines == [
                "Coloured(B) willMove(toParent: UINavigationController)",
                "Coloured(B) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: true)",
                "Coloured(B) viewWillAppear(animated: true)",
                "Coloured(B) viewIsAppearing(animated: true)",
                "Coloured(A) viewDidDisappear(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: UINavigationController)",
                "Coloured(C) willMove(toParent: UINavigationController)",
                "Coloured(C) viewDidLoad",
                "Coloured(B) viewWillDisappear(animated: true)",
                "Coloured(C) viewWillAppear(animated: true)",
                "Coloured(C) viewIsAppearing(animated: true)",
                "Coloured(B) viewDidDisappear(animated: true)",
                "Coloured(C) viewDidAppear(animated: true)",
                "Coloured(C) didMove(toParent: UINavigationController)",
            ])
        #expect(navigation.viewControllers == [a, b, c])
        #expect(navigation.view.subviews.filter { $0 !== navigation.navigationBar } == [c.view])
        #expect(b.view.frame == contentFrame(of: navigation))
    }

    @Test func pushingTheSameInstanceTwiceIsRefusedWithUIKitsMessage() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let (_, navigation) = navigation(a)
        navigation.pushViewController(b, animated: false)

        let diagnostics = capturingDiagnostics { navigation.pushViewController(b, animated: false) }

        #expect(
            diagnostics.map(\.message) == [
                "Pushing the same view controller instance more than once is not supported (\(b))"
            ])
        #expect(diagnostics.first?.name == "NSInvalidArgumentException")
        #expect(navigation.viewControllers == [a, b] && navigation.children == [a, b])
        #expect(b.view.superview === navigation.view && b.appearance == .appeared)
    }

    @Test func pushingANavigationControllerIsRefused() {
        let a = Coloured("A", .red)
        let (_, navigation) = navigation(a)
        let other = UINavigationController(rootViewController: Coloured("B", .blue))

        let diagnostics = capturingDiagnostics { navigation.pushViewController(other, animated: true) }

        #expect(diagnostics.map(\.message) == ["Pushing a navigation controller is not supported"])
        #expect(navigation.viewControllers == [a] && navigation.children == [a] && other.parent == nil)
    }

    @Test func pushingAControllerThatCannotBecomeAChildChangesNothing() {
        let a = Coloured("A", .red), owner = Coloured("Owner", .white), stray = Coloured("Stray", .green)
        let (_, navigation) = navigation(a)
        owner.view.addSubview(stray.view)

        let diagnostics = capturingDiagnostics { navigation.pushViewController(stray, animated: true) }

        #expect(
            diagnostics.map(\.message) == [
                "child view controller:\(stray) should have parent view controller:\(owner) but requested parent is:\(navigation)"
            ])
        #expect(navigation.viewControllers == [a] && navigation.children == [a] && stray.parent == nil)
        #expect(a.appearance == .appeared && stray.view.superview === owner.view)
    }

    @Test func poppingToAControllerNotInTheStackIsRefused() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), stranger = Coloured("S", .green)
        let (_, navigation) = navigation(a)
        navigation.pushViewController(b, animated: false)

        var result: [UIViewController]?
        let diagnostics = capturingDiagnostics { result = navigation.popToViewController(stranger, animated: true) }

        #expect(diagnostics.map(\.message) == ["Tried to pop to a view controller that doesn't exist."])
        #expect(diagnostics.first?.kind == .exception)
        #expect(result == nil && navigation.viewControllers == [a, b] && b.appearance == .appeared)
    }

    @Test func hidingTheBarGivesTheContentTheWholeView() {
        let a = Coloured("A", .red)
        let (_, navigation) = navigation(a)

        navigation.setNavigationBarHidden(true, animated: true)
        app.advance(by: TimeInterval(UINavigationController.hideShowBarDuration))

        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        navigation.isNavigationBarHidden = false
        #expect(!navigation.navigationBar.isHidden && a.view.frame.minY == 64)
    }

    @Test func lookupsWalkTheParentChainAndShowPushes() {
        let a = Coloured("A", .red), inner = Coloured("Inner", .blue), shown = Coloured("Shown", .green)
        let (_, navigation) = navigation(a)
        embed(inner, in: a)

        inner.show(shown, sender: nil)
        app.advance(by: SystemTimings.navigationSlide)

        #expect(inner.navigationController === navigation && a.navigationController === navigation)
        #expect(navigation.navigationController == nil)
        #expect(navigation.viewControllers == [a, shown])
        #expect(navigation.visibleViewController === shown)
    }

    /// Apple: the visible controller is the top one "or a view controller that was presented
    /// modally on top of the navigation controller itself".
    @Test func aControllerPresentedOverTheContainerAroundItIsTheVisibleOne() {
        let a = Coloured("A", .red), cover = Coloured("Cover", .blue)
        let navigation = UINavigationController(rootViewController: a)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        _ = windows.show(tabs)

        a.present(cover, animated: false)

        #expect(tabs.presentedViewController === cover && navigation.visibleViewController === cover)
        #expect(navigation.topViewController === a)
    }
}

/// The value `body` returns and the diagnostics reported while it ran.
@MainActor
private func recordingDiagnostics<T>(_ body: () -> T) -> (T, [String]) {
    var result: T?
    let diagnostics = capturingDiagnostics { result = body() }
    return (result!, diagnostics.map(\.message))
}

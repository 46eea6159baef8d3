import Testing
import UIKit

/// Issue 32 item 19, `viewIsAppearing(_:)` (iOS 17 SDK, back-deployed to iOS 13). Apple's
/// documentation: called "once each time a view controller's view appears after the
/// viewWillAppear(_:) call", after the view is added to the hierarchy and its superview lays it
/// out, with updated traits and accurate geometry. So: will · isAppearing · (own layout) · did.
@MainActor @Suite struct ViewIsAppearingTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    /// Notes what its view looked like when `viewIsAppearing` ran.
    final class Observing: Strict {
        var seen: (inWindow: Bool, frame: CGRect, width: UIUserInterfaceSizeClass)?

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            seen = (view.window != nil, view.frame, traitCollection.horizontalSizeClass)
        }
    }

    @Test func atLaunchItComesBeforeTheFirstLayoutWithTheWindowsGeometry() {
        let root = Observing("Root"), child = Strict("Child")
        embed(child, in: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root

        let lines = tracing(includesLayout: true) { window.makeKeyAndVisible() }

        #expect(
            lines == [
                "ViewIsAppearingTests.Observing(Root) viewWillAppear(animated: false)",
                "Strict(Child) viewWillAppear(animated: false)",
                "ViewIsAppearingTests.Observing(Root) viewIsAppearing(animated: false)",
                "ViewIsAppearingTests.Observing(Root) viewWillLayoutSubviews",
                "ViewIsAppearingTests.Observing(Root) viewDidLayoutSubviews",
                "Strict(Child) viewIsAppearing(animated: false)",
                "Strict(Child) viewWillLayoutSubviews",
                "Strict(Child) viewDidLayoutSubviews",
                "ViewIsAppearingTests.Observing(Root) viewDidAppear(animated: false)",
                "Strict(Child) viewDidAppear(animated: false)",
            ])
        #expect(root.seen?.inWindow == true && root.seen?.frame == window.bounds)
        #expect(root.seen?.width == .compact)
        withExtendedLifetime(window) {}
    }

    @Test func aPushCallsItOnTheIncomingControllerWhenItsViewIsLaidOutInTheSlide() {
        let a = Strict("A"), b = Observing("B")
        let navigation = UINavigationController(rootViewController: a)
        _ = windows.show(navigation)

        let lines = recordingSequence { _ in
            navigation.pushViewController(b, animated: true)
            app.advance(by: SystemTimings.navigationSlide)
        }

        #expect(
            lines == [
                "ViewIsAppearingTests.Observing(B) willMove(toParent: UINavigationController)",
                "ViewIsAppearingTests.Observing(B) viewDidLoad",
                "Strict(A) viewWillDisappear(animated: true)",
                "ViewIsAppearingTests.Observing(B) viewWillAppear(animated: true)",
                "ViewIsAppearingTests.Observing(B) viewIsAppearing(animated: true)",
                "Strict(A) viewDidDisappear(animated: true)",
                "ViewIsAppearingTests.Observing(B) viewDidAppear(animated: true)",
                "ViewIsAppearingTests.Observing(B) didMove(toParent: UINavigationController)",
            ])
        #expect(b.seen?.inWindow == true && b.seen?.frame.size == contentFrame(of: navigation).size)
    }

    @Test func aTabSwitchCallsItOnTheNewTabBeforeItsViewDidAppear() {
        let a = Strict("A"), b = Strict("B")
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        _ = windows.show(tabs)

        let lines = recordingSequence { _ in tabs.selectedIndex = 1 }

        #expect(
            lines == [
                "Strict(B) viewDidLoad",
                "Strict(A) viewWillDisappear(animated: false)",
                "Strict(B) viewWillAppear(animated: false)",
                "Strict(A) viewDidDisappear(animated: false)",
                "Strict(B) viewIsAppearing(animated: false)",
                "Strict(B) viewDidAppear(animated: false)",
            ])
    }

    @Test func aPresentationCallsItOnThePresentedControllerOnly() {
        let a = Strict("A"), b = Observing("B")
        _ = windows.show(a)

        let lines = recordingSequence { _ in
            a.present(b, animated: true)
            app.advance(by: SystemTimings.modal(.coverVertical))
        }

        #expect(
            lines == [
                "ViewIsAppearingTests.Observing(B) viewDidLoad",
                "Strict(A) viewWillDisappear(animated: true)",
                "ViewIsAppearingTests.Observing(B) viewWillAppear(animated: true)",
                "ViewIsAppearingTests.Observing(B) viewIsAppearing(animated: true)",
                "ViewIsAppearingTests.Observing(B) viewDidAppear(animated: true)",
                "Strict(A) viewDidDisappear(animated: true)",
            ])
        #expect(b.seen?.inWindow == true && b.seen?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// Seed 001's displayContentController into a visible parent: the synchronous pair, with
    /// viewIsAppearing between its halves (no layout runs inside the call).
    @Test func aChildAddedToAVisibleParentGetsItInsideTheSynchronousPair() {
        let parent = Strict("P"), child = Observing("C")
        _ = windows.show(parent)

        let lines = recordingSequence { _ in
            parent.addChild(child)
            child.view.frame = parent.view.bounds
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }

        #expect(
            lines == [
                "ViewIsAppearingTests.Observing(C) willMove(toParent: Strict(P))",
                "ViewIsAppearingTests.Observing(C) viewDidLoad",
                "ViewIsAppearingTests.Observing(C) viewWillAppear(animated: false)",
                "ViewIsAppearingTests.Observing(C) viewIsAppearing(animated: false)",
                "ViewIsAppearingTests.Observing(C) viewDidAppear(animated: false)",
                "ViewIsAppearingTests.Observing(C) didMove(toParent: Strict(P))",
            ])
        #expect(child.seen?.inWindow == true && child.seen?.frame == parent.view.bounds)
    }

    /// Manual forwarding (seed 000's base class): the begin makes viewWillAppear, the next layout
    /// of the child's view viewIsAppearing, the end viewDidAppear; nested begins make one of each.
    @Test func manualForwardingGetsItAtTheNextLayoutOnceForNestedBegins() {
        let container = ManualContainer("M"), child = Strict("C")
        _ = windows.show(container)
        embed(child, in: container)

        let lines = recordingSequence { recorder in
            child.beginAppearanceTransition(true, animated: true)
            child.beginAppearanceTransition(true, animated: true)
            recorder.note("frame")
            app.advance(by: 1.0 / 60)
            child.endAppearanceTransition()
            recorder.note("inner end")
            child.endAppearanceTransition()
        }

        #expect(
            lines == [
                "Strict(C) viewWillAppear(animated: true)",
                "frame",
                "Strict(C) viewIsAppearing(animated: true)",
                "inner end",
                "Strict(C) viewDidAppear(animated: true)",
            ])
    }

    /// Apple: once "each time" the view appears. Disappearing and appearing again calls it again;
    /// an appearance overtaken before any layout (will, then at once will-disappear) has none.
    @Test func eachAppearanceHasItsOwnAndAnOvertakenOneNone() {
        let container = ManualContainer("M"), child = Strict("C")
        _ = windows.show(container)
        embed(child, in: container)

        let lines = recordingSequence { _ in
            child.beginAppearanceTransition(true, animated: false)
            child.beginAppearanceTransition(false, animated: false)
            child.endAppearanceTransition()
            child.beginAppearanceTransition(true, animated: false)
            app.advance(by: 1.0 / 60)
            child.endAppearanceTransition()
        }

        #expect(
            lines == [
                "Strict(C) viewWillAppear(animated: false)",
                "Strict(C) viewWillDisappear(animated: false)",
                "Strict(C) viewDidDisappear(animated: false)",
                "Strict(C) viewWillAppear(animated: false)",
                "Strict(C) viewIsAppearing(animated: false)",
                "Strict(C) viewDidAppear(animated: false)",
            ])
    }
}

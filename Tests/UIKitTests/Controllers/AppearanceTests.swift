import Testing
import UIKit

/// A container that forwards appearance by hand (seed 000's and seed 001 §4.1's switch).
@MainActor
final class ManualContainer: Strict {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// Turns forwarding off the iOS 5 way only, as a pre-iOS 6 container did.
@MainActor
final class IOS5ManualContainer: Strict {
    override func automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers() -> Bool { false }
}

/// Adds its content in viewDidLoad, before it is anywhere near a window (Apple's
/// `displayContentController:` run from viewDidLoad).
@MainActor
final class DisplayingParent: Strict {
    let content: UIViewController
    init(_ title: String, content: UIViewController) {
        self.content = content
        super.init(title)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        content.view.frame = view.bounds
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

/// Appearance follows the view into and out of a visible window; containers forward it
/// (DESIGN §2 Appearance; Apple, "beginAppearanceTransition(_:animated:)").
@MainActor @Suite struct AppearanceTests {
    @Test func addingAChildToAVisibleParent() {
        let parent = Strict("P"), child = Strict("C")
        let window = showInWindow(parent)

        let lines = tracing {
            parent.addChild(child)
            child.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }

        #expect(
            lines == [
                "Strict(C) willMove(toParent: Strict(P))",
                "Strict(C) viewDidLoad",
                "Strict(C) viewWillAppear(animated: false)",
                "Strict(C) viewIsAppearing(animated: false)",
                "Strict(C) viewDidAppear(animated: false)",
                "Strict(C) didMove(toParent: Strict(P))",
            ])
        #expect(child.appearance == .appeared)
        withExtendedLifetime(window) {}
    }

    @Test func addChildAloneMakesNothingAppear() {
        let parent = Strict("P"), child = Strict("C")
        let window = showInWindow(parent)
        child.loadViewIfNeeded()

        let lines = tracing {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }

        #expect(lines == ["Strict(C) willMove(toParent: Strict(P))", "Strict(C) didMove(toParent: Strict(P))"])
        #expect(child.appearance == .disappeared)
        withExtendedLifetime(window) {}
    }

    @Test func aChildAddedInViewDidLoadAppearsAfterItsParentWhenTheWindowShows() {
        let child = Strict("C")
        let parent = DisplayingParent("P", content: child)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

        let lines = tracing {
            window.rootViewController = parent
            window.makeKeyAndVisible()
        }

        #expect(
            lines == [
                "DisplayingParent(P) viewDidLoad",
                "Strict(C) willMove(toParent: DisplayingParent(P))",
                "Strict(C) viewDidLoad",
                "Strict(C) didMove(toParent: DisplayingParent(P))",
                "DisplayingParent(P) viewWillAppear(animated: false)",
                "Strict(C) viewWillAppear(animated: false)",
                "DisplayingParent(P) viewIsAppearing(animated: false)",
                "Strict(C) viewIsAppearing(animated: false)",
                "DisplayingParent(P) viewDidAppear(animated: false)",
                "Strict(C) viewDidAppear(animated: false)",
            ])
        #expect(parent.view.frame == window.bounds)
    }

    @Test func removingAVisibleChild() {
        let parent = Strict("P"), child = Strict("C")
        let window = showInWindow(parent)
        embed(child, in: parent)

        let lines = tracing {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }

        #expect(
            lines == [
                "Strict(C) willMove(toParent: nil)",
                "Strict(C) viewWillDisappear(animated: false)",
                "Strict(C) viewDidDisappear(animated: false)",
                "Strict(C) didMove(toParent: nil)",
            ])
        #expect(child.appearance == .disappeared)
        withExtendedLifetime(window) {}
    }

    @Test func replacingTheRootRemovesTheOldContentBeforeInstallingTheNew() {
        let old = Strict("A"), new = Strict("B")
        let window = showInWindow(old)

        let lines = tracing { window.rootViewController = new }

        #expect(
            lines == [
                "Strict(A) viewWillDisappear(animated: false)",
                "Strict(A) viewDidDisappear(animated: false)",
                "Strict(B) viewDidLoad",
                "Strict(B) viewWillAppear(animated: false)",
                "Strict(B) viewIsAppearing(animated: false)",
                "Strict(B) viewDidAppear(animated: false)",
            ])
        #expect(window.subviews == [new.view])
        #expect(new.view.frame == window.bounds)
        #expect(old.viewIfLoaded?.superview == nil)
    }

    @Test func hidingAndShowingTheWindowForwardsToChildrenParentFirst() {
        let child = Strict("C")
        let parent = DisplayingParent("P", content: child)
        let window = showInWindow(parent)

        let lines = tracing {
            window.isHidden = true
            window.isHidden = false
        }

        #expect(
            lines == [
                "DisplayingParent(P) viewWillDisappear(animated: false)",
                "Strict(C) viewWillDisappear(animated: false)",
                "DisplayingParent(P) viewDidDisappear(animated: false)",
                "Strict(C) viewDidDisappear(animated: false)",
                "DisplayingParent(P) viewWillAppear(animated: false)",
                "Strict(C) viewWillAppear(animated: false)",
                "DisplayingParent(P) viewIsAppearing(animated: false)",
                "Strict(C) viewIsAppearing(animated: false)",
                "DisplayingParent(P) viewDidAppear(animated: false)",
                "Strict(C) viewDidAppear(animated: false)",
            ])
    }

    @Test func aChildWhoseViewIsNotInTheParentsViewIsNotForwardedTo() {
        let parent = Strict("P"), offstage = Strict("C")
        parent.addChild(offstage)
        offstage.didMove(toParent: parent)
        offstage.loadViewIfNeeded()

        var window: UIWindow?
        let lines = tracing { window = showInWindow(parent) }

        #expect(
            lines == [
                "Strict(P) viewDidLoad", "Strict(P) viewWillAppear(animated: false)",
                "Strict(P) viewIsAppearing(animated: false)", "Strict(P) viewDidAppear(animated: false)",
            ])
        #expect(offstage.appearance == .disappeared)
        withExtendedLifetime(window) {}
    }

    @Test func withoutAutomaticForwardingChildrenGetNothingFromTheWindow() {
        let container = ManualContainer("M"), child = Strict("C")
        let window = showInWindow(container)

        let lines = tracing {
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            window.isHidden = true
        }

        #expect(
            lines == [
                "Strict(C) willMove(toParent: ManualContainer(M))",
                "Strict(C) viewDidLoad",
                "Strict(C) didMove(toParent: ManualContainer(M))",
                "ManualContainer(M) viewWillDisappear(animated: false)",
                "ManualContainer(M) viewDidDisappear(animated: false)",
            ])
        #expect(child.appearance == .disappeared)
    }

    @Test func theIOS5SwitchAloneTurnsAutomaticForwardingOff() {
        let container = IOS5ManualContainer("M"), child = Strict("C")
        let window = showInWindow(container)

        let lines = tracing {
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }

        #expect(!container.shouldAutomaticallyForwardAppearanceMethods)
        #expect(
            lines == [
                "Strict(C) willMove(toParent: IOS5ManualContainer(M))",
                "Strict(C) viewDidLoad",
                "Strict(C) didMove(toParent: IOS5ManualContainer(M))",
            ])
        withExtendedLifetime(window) {}
    }

    @Test func aRootTakenOverByAnotherWindowIsNoLongerTheFirstWindowsRoot() {
        let root = Strict("R")
        let first = showInWindow(root)
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        second.rootViewController = root

        #expect(first.rootViewController == nil)
        #expect(first.subviews.isEmpty)
        #expect(root.view.window === second)
        #expect(root.appearance == .disappeared)
    }

    @Test func aWindowShownThroughIsHiddenIsDrawnLikeOneMadeKeyAndVisible() {
        let root = Strict("R")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = root

        window.isHidden = false
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(window.renderer != nil)
        #expect(root.appearance == .appeared)
    }

    @Test func theRootViewFollowsTheWindowsSize() {
        let root = Strict("R")
        let window = showInWindow(root, width: 320, height: 480)

        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)

        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        // The rotation this started ends here, not in a later test's recording (its animation
        // keeps the window alive until it ends).
        UIApplication.shared.advance(by: 1)
    }

    @Test func callingViewWillAppearDirectlyDoesNotCount() {
        let container = ManualContainer("M"), child = UIViewController()
        let window = showInWindow(container)
        embed(child, in: container)

        child.viewWillAppear(false)
        child.viewDidAppear(false)
        let lines = tracing {
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
        }

        #expect(
            lines == [
                "UIViewController viewWillAppear(animated: false)", "UIViewController viewIsAppearing(animated: false)",
                "UIViewController viewDidAppear(animated: false)",
            ])
        withExtendedLifetime(window) {}
    }

    @Test func beginAndEndDriveAChildByHand() {
        let container = ManualContainer("M"), child = Strict("C")
        let window = showInWindow(container)
        container.addChild(child)

        let lines = tracing {
            child.beginAppearanceTransition(true, animated: true)
            container.view.addSubview(child.view)
            child.endAppearanceTransition()
            child.didMove(toParent: container)
        }

        #expect(
            lines == [
                "Strict(C) viewDidLoad",
                "Strict(C) viewWillAppear(animated: true)",
                "Strict(C) viewIsAppearing(animated: true)",
                "Strict(C) viewDidAppear(animated: true)",
                "Strict(C) didMove(toParent: ManualContainer(M))",
            ])
        withExtendedLifetime(window) {}
    }

    @Test func nestedBeginsFireOnlyTheOutermostPair() {
        let container = ManualContainer("M"), child = Strict("C")
        let window = showInWindow(container)
        embed(child, in: container)
        let trace = LifecycleTrace()
        UIApplication.shared.lifecycleTrace = trace
        defer { UIApplication.shared.lifecycleTrace = nil }

        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        let afterInnerEnd = trace.lines
        child.endAppearanceTransition()

        #expect(afterInnerEnd == ["Strict(C) viewWillAppear(animated: false)"])
        #expect(
            trace.lines == [
                "Strict(C) viewWillAppear(animated: false)", "Strict(C) viewIsAppearing(animated: false)",
                "Strict(C) viewDidAppear(animated: false)",
            ])
        withExtendedLifetime(window) {}
    }

    @Test func aBeginInTheOtherDirectionStartsOver() {
        let container = ManualContainer("M"), child = Strict("C")
        let window = showInWindow(container)
        embed(child, in: container)

        var diagnostics: [Diagnostic] = []
        let lines = tracing {
            child.beginAppearanceTransition(true, animated: true)
            child.beginAppearanceTransition(false, animated: true)
            child.endAppearanceTransition()
            diagnostics = capturingDiagnostics { child.endAppearanceTransition() }
        }

        #expect(
            lines == [
                "Strict(C) viewWillAppear(animated: true)",
                "Strict(C) viewWillDisappear(animated: true)",
                "Strict(C) viewDidDisappear(animated: true)",
            ])
        #expect(diagnostics.map(\.message) == ["Unbalanced calls to begin/end appearance transitions for \(child)."])
        #expect(child.appearance == .disappeared)
        withExtendedLifetime(window) {}
    }

    @Test func anEndWithoutBeginIsLoggedAndChangesNothing() {
        let parent = Strict("P")
        let window = showInWindow(parent)

        var lines: [String] = []
        let diagnostics = capturingDiagnostics { lines = tracing { parent.endAppearanceTransition() } }

        #expect(
            diagnostics == [
                Diagnostic(kind: .log, message: "Unbalanced calls to begin/end appearance transitions for \(parent).")
            ])
        #expect(lines.isEmpty)
        #expect(parent.appearance == .appeared)
        withExtendedLifetime(window) {}
    }

    @Test func beginningTheStateAlreadyReachedIsLoggedAndFiresNothing() {
        let parent = Strict("P")
        let window = showInWindow(parent)

        var lines: [String] = []
        let diagnostics = capturingDiagnostics {
            lines = tracing {
                parent.beginAppearanceTransition(true, animated: false)
                parent.endAppearanceTransition()
            }
        }

        #expect(diagnostics.map(\.message) == ["Unbalanced calls to begin/end appearance transitions for \(parent)."])
        #expect(lines.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func movingFlagsAreTrueExactlyInTheCallbacksOfAddingAndRemoving() {
        let parent = Strict("P"), child = Strict("C")
        let window = showInWindow(parent)
        embed(child, in: parent)
        let afterAdding = (child.isMovingToParent, child.isMovingFromParent)

        window.isHidden = true
        window.isHidden = false
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()

        #expect(
            child.movingFlags == [
                "viewWillAppear to:true from:false",
                "viewDidAppear to:true from:false",
                "viewWillDisappear to:false from:false",
                "viewDidDisappear to:false from:false",
                "viewWillAppear to:false from:false",
                "viewDidAppear to:false from:false",
                "viewWillDisappear to:false from:true",
                "viewDidDisappear to:false from:true",
            ])
        #expect(afterAdding == (false, false))
        #expect(!child.isMovingFromParent)
        #expect(!child.isBeingPresented && !child.isBeingDismissed)
    }
}

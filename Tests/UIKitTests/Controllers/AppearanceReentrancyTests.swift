import Testing
@testable import UIKit

/// A strict controller that runs a closure once from one of its callbacks.
@MainActor
final class Hooked: Strict {
    var onWillAppear: (() -> Void)?
    var onDidAppear: (() -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let hook = onWillAppear
        onWillAppear = nil
        hook?()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let hook = onDidAppear
        onDidAppear = nil
        hook?()
    }
}

/// Callbacks that rearrange the hierarchy while an appearance change is running: every
/// controller still ends appeared exactly when its view is in a visible window, with the
/// callbacks that took, and nothing is left half-way.
@MainActor @Suite struct AppearanceReentrancyTests {
    @Test func aRootReplacedFromItsViewDidAppearTakesItsChildrenAlong() {
        let splash = Hooked("Splash"), child = Strict("C"), main = Strict("Main")
        embed(child, in: splash)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        splash.onDidAppear = { window.rootViewController = main }

        let lines = tracing { window.rootViewController = splash }

        #expect(
            lines == [
                "Hooked(Splash) viewWillAppear(animated: false)",
                "Strict(C) viewWillAppear(animated: false)",
                "Hooked(Splash) viewIsAppearing(animated: false)",
                "Hooked(Splash) viewDidAppear(animated: false)",
                "Hooked(Splash) viewWillDisappear(animated: false)",
                "Strict(C) viewWillDisappear(animated: false)",
                "Hooked(Splash) viewDidDisappear(animated: false)",
                "Strict(C) viewDidDisappear(animated: false)",
                "Strict(Main) viewDidLoad",
                "Strict(Main) viewWillAppear(animated: false)",
                "Strict(Main) viewIsAppearing(animated: false)",
                "Strict(Main) viewDidAppear(animated: false)",
            ])
        #expect(child.appearance == .disappeared && child.appearState == .disappeared)
        #expect(window.subviews == [main.view])
    }

    @Test func aChildRemovedDuringItsParentsAppearanceEndsWhereItsViewIs() {
        let root = Strict("R"), a = Strict("A"), b = Hooked("B")
        embed(a, in: root)
        embed(b, in: root)
        b.onWillAppear = {
            a.willMove(toParent: nil)
            a.view.removeFromSuperview()
            a.removeFromParent()
        }
        var window: UIWindow?

        let lines = tracing { window = showInWindow(root) }
        let other = Strict("Q")
        let otherWindow = showInWindow(other)
        let reused = tracing { embed(a, in: other) }

        #expect(
            lines == [
                "Strict(R) viewWillAppear(animated: false)",
                "Strict(A) viewWillAppear(animated: false)",
                "Hooked(B) viewWillAppear(animated: false)",
                "Strict(A) willMove(toParent: nil)",
                "Strict(A) viewWillDisappear(animated: false)",
                "Strict(A) viewDidDisappear(animated: false)",
                "Strict(A) didMove(toParent: nil)",
                "Strict(R) viewIsAppearing(animated: false)",
                "Hooked(B) viewIsAppearing(animated: false)",
                "Strict(R) viewDidAppear(animated: false)",
                "Hooked(B) viewDidAppear(animated: false)",
            ])
        #expect(
            reused == [
                "Strict(A) willMove(toParent: Strict(Q))",
                "Strict(A) viewWillAppear(animated: false)",
                "Strict(A) viewIsAppearing(animated: false)",
                "Strict(A) viewDidAppear(animated: false)",
                "Strict(A) didMove(toParent: Strict(Q))",
            ])
        #expect(a.appearanceTransitionDepth == 0)
        withExtendedLifetime((window, otherWindow)) {}
    }

    @Test func settingTheRootAgainFromTheRootsViewWillAppearLeavesOneRoot() {
        let first = Hooked("R"), second = Strict("O")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        first.onWillAppear = { window.rootViewController = second }

        let lines = tracing { window.rootViewController = first }

        #expect(
            lines == [
                "Hooked(R) viewDidLoad",
                "Hooked(R) viewWillAppear(animated: false)",
                "Strict(O) viewDidLoad",
                "Strict(O) viewWillAppear(animated: false)",
                "Strict(O) viewIsAppearing(animated: false)",
                "Strict(O) viewDidAppear(animated: false)",
                "Hooked(R) viewIsAppearing(animated: false)",
                "Hooked(R) viewDidAppear(animated: false)",
                "Hooked(R) viewWillDisappear(animated: false)",
                "Hooked(R) viewDidDisappear(animated: false)",
            ])
        #expect(window.rootViewController === second)
        #expect(window.subviews == [second.view])
    }

    @Test func hidingTheWindowFromAViewWillAppearWinsAfterTheShowEnds() {
        let root = Hooked("R")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = root
        root.onWillAppear = { window.isHidden = true }

        let lines = tracing { window.isHidden = false }

        #expect(
            lines == [
                "Hooked(R) viewWillAppear(animated: false)",
                "Hooked(R) viewIsAppearing(animated: false)",
                "Hooked(R) viewDidAppear(animated: false)",
                "Hooked(R) viewWillDisappear(animated: false)",
                "Hooked(R) viewDidDisappear(animated: false)",
            ])
        #expect(window.isHidden)
    }

    @Test func aParentlessControllerPlacedBeforeTheWindowShowsAppearsAndDisappearsWithIt() {
        let root = Strict("R"), orphan = Strict("X")
        root.view.addSubview(orphan.view)
        var window: UIWindow?

        var lines: [String] = []
        let diagnostics = capturingDiagnostics {
            lines = tracing {
                window = showInWindow(root)
                orphan.view.removeFromSuperview()
            }
        }

        #expect(
            lines == [
                "Strict(R) viewWillAppear(animated: false)",
                "Strict(X) viewWillAppear(animated: false)",
                "Strict(R) viewIsAppearing(animated: false)",
                "Strict(X) viewIsAppearing(animated: false)",
                "Strict(R) viewDidAppear(animated: false)",
                "Strict(X) viewDidAppear(animated: false)",
                "Strict(X) viewWillDisappear(animated: false)",
                "Strict(X) viewDidDisappear(animated: false)",
            ])
        #expect(diagnostics.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func aChildUnlinkedWithItsViewLeftInPlaceStillDisappearsWithTheWindow() {
        let container = ManualContainer("M"), child = Strict("C")
        let window = showInWindow(container)
        container.addChild(child)
        child.beginAppearanceTransition(true, animated: false)
        container.view.addSubview(child.view)
        child.endAppearanceTransition()
        child.didMove(toParent: container)
        child.willMove(toParent: nil)
        child.removeFromParent()

        let lines = tracing { window.isHidden = true }

        #expect(
            lines == [
                "ManualContainer(M) viewWillDisappear(animated: false)",
                "Strict(C) viewWillDisappear(animated: false)",
                "ManualContainer(M) viewDidDisappear(animated: false)",
                "Strict(C) viewDidDisappear(animated: false)",
            ])
    }
}

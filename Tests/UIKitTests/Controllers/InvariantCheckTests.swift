import Testing
@testable import UIKit

/// The invariant checker as apps use it (issue 16): in `.debug` mode every frame checks, and a
/// broken rule is reported once, as a `Diagnostic` naming it; `invariantViolations(_:)` checks
/// on demand.
@MainActor @Suite struct InvariantCheckTests {
    private let windows = WindowKeeper()

    /// Runs `body` in `.debug` mode, capturing diagnostics.
    private func debugging(_ body: () -> Void) -> [Diagnostic] {
        let app = UIApplication.shared
        let previous = app.diagnosticMode
        app.diagnosticMode = .debug
        defer { app.diagnosticMode = previous }
        return capturingDiagnostics(body)
    }

    /// The rules `invariantViolations(_:)` checks, on `window` alone: a window another suite
    /// still holds (Swift Testing runs suites in parallel) must not count.
    private func violations(in window: UIWindow, _ options: InvariantOptions) -> [Diagnostic] {
        var checker = InvariantChecker(options: options)
        checker.check(windows: [window], extra: [])
        return checker.violations
    }

    @Test func aChildNeverToldItArrivedIsReportedOnceNamingTheRule() {
        let root = Coloured("Root", .red), child = Coloured("Child", .blue)
        _ = windows.show(root)
        defer { windows.close() }

        let diagnostics = debugging {
            root.addChild(child)
            root.view.addSubview(child.view)
            UIApplication.shared.advance(by: 0.5)
        }

        #expect(diagnostics.map(\.kind) == [.invariant])
        #expect(diagnostics.map(\.name) == [Invariant.transitionFlagsCleared.rawValue])
        #expect(diagnostics.first?.message == "\(child).isMovingToParent is still true")
        #expect(diagnostics.first?.line.hasPrefix("UIKit: invariant 'transition flags cleared' broken: ") == true)
    }

    /// A child's view moved out of its parent's view (into the window) breaks view placement.
    @Test func aChildsViewOutsideItsParentBreaksViewPlacement() {
        let root = Coloured("Root", .red), child = Coloured("Child", .blue)
        let window = windows.show(root)
        defer { windows.close() }
        embed(child, in: root)

        let diagnostics = debugging {
            window.addSubview(child.view)
            UIApplication.shared.advance(by: 1.0 / 60)
        }

        #expect(
            diagnostics.filter { $0.kind == .invariant }.map(\.message) == [
                "\(child)'s view is in a window outside its parent \(root)'s view"
            ])
    }

    /// Apple allows a parentless controller's view in another's ("not recommended"); UIKit
    /// logs it, and debug mode reports it, since nothing will ever make it leave.
    @Test func aStrayControllerViewInTheWindowBreaksViewPlacement() {
        let root = Coloured("Root", .red), stray = Coloured("Stray", .blue)
        _ = windows.show(root)
        defer { windows.close() }

        let diagnostics = debugging {
            root.view.addSubview(stray.view)
            UIApplication.shared.advance(by: 1.0 / 60)
            stray.view.removeFromSuperview()
            UIApplication.shared.advance(by: 1.0 / 60)
        }

        #expect(
            diagnostics.filter { $0.kind == .invariant }.map(\.message) == [
                "\(stray)'s view is in a window, but it is no root, child or presented controller"
            ])
    }

    /// Debug mode reports nothing about a correct app's push, however its frames fall.
    @Test func aPushInDebugModeReportsNothing() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = UINavigationController(rootViewController: a)
        _ = windows.show(navigation)
        defer { windows.close() }

        let diagnostics = debugging {
            navigation.pushViewController(b, animated: true)
            UIApplication.shared.advance(by: 1)
            navigation.popViewController(animated: true)
            UIApplication.shared.advance(by: 1)
        }

        #expect(diagnostics.isEmpty)
    }

    /// Mid-animation only the links are checked; appearance is held to the window once settled.
    @Test func appearanceIsCheckedOnlyOnceNothingMoves() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = UINavigationController(rootViewController: a)
        let window = windows.show(navigation)
        defer { windows.close() }
        navigation.pushViewController(b, animated: true)
        UIApplication.shared.advance(by: 0.1)

        let moving = violations(in: window, [])
        let asIfSettled = violations(in: window, [.settled])
        UIApplication.shared.advance(by: 1)
        let settled = violations(in: window, [.settled])

        #expect(moving.isEmpty)
        #expect(asIfSettled.contains { $0.name == Invariant.appearanceFollowsWindow.rawValue })
        #expect(settled.isEmpty)
    }

    /// A container forwarding by hand decides its children's appearance; only the option for
    /// faithful forwarding holds them to the window rule.
    @Test func manuallyForwardedChildrenAreHeldToTheWindowOnlyOnRequest() {
        let root = Coloured("Root", .red), manual = Silent("Manual"), child = Coloured("Child", .blue)
        let window = windows.show(root)
        defer { windows.close() }
        embed(manual, in: root)
        embed(child, in: manual)
        UIApplication.shared.advance(by: 1.0 / 60)

        let trusting = violations(in: window, [.settled])
        let faithful = violations(in: window, [.settled, .manualForwardingIsFaithful])

        #expect(trusting.isEmpty)
        #expect(faithful.map(\.message) == ["\(child)'s view is in a visible window, but it has not appeared"])
    }

    @Test func brokenLinksAreNamed() {
        let parent = Coloured("Parent", .red), child = Coloured("Child", .blue), other = Coloured("Other", .green)
        parent.addChild(child)
        child.didMove(toParent: parent)

        other.childList.append(child)
        let violations = UIApplication.shared.invariantViolations([], including: [parent, other])
        other.childList.removeAll()

        #expect(violations.map(\.name) == [Invariant.parentChildLinks.rawValue, Invariant.parentChildLinks.rawValue])
        #expect(
            violations.map(\.message) == [
                "\(other) lists \(child) as a child, but its parent is \(parent)",
                "\(child) is listed as a child more than once",
            ])
    }
}

/// A container that forwards nothing to its children.
@MainActor
private final class Silent: Strict {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

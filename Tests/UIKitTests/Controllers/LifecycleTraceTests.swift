import Testing
import UIKit

@MainActor
final class Tunnel {
    /// A nested type, to show how trace names read: `Tunnel.Map(top)`.
    final class Map: UIViewController {}
}

private final class PrivateController: UIViewController {}

/// The lifecycle recorder (beyond UIKit): order, names, parents, export, live observer.
@MainActor @Suite struct LifecycleTraceTests {
    @Test func eventsCarryNameCallbackAnimatedAndParentAtTheTime() {
        let parent = Strict("P"), map = Tunnel.Map()
        map.title = "top"
        let window = showInWindow(parent)
        let trace = LifecycleTrace()
        UIApplication.shared.lifecycleTrace = trace
        defer { UIApplication.shared.lifecycleTrace = nil }

        embed(map, in: parent)

        #expect(trace.events.map(\.controller) == Array(repeating: "Tunnel.Map(top)", count: 6))
        #expect(
            trace.events.map(\.callback) == [
                .willMoveToParent("Strict(P)"), .viewDidLoad, .viewWillAppear(animated: false),
                .viewIsAppearing(animated: false), .viewDidAppear(animated: false), .didMoveToParent("Strict(P)"),
            ])
        #expect(trace.events.map(\.parent) == [nil, "Strict(P)", "Strict(P)", "Strict(P)", "Strict(P)", "Strict(P)"])
        #expect(Set(trace.events.map(\.controllerID)) == [ObjectIdentifier(map)])
        #expect(
            trace.text == """
                Tunnel.Map(top) willMove(toParent: Strict(P))
                Tunnel.Map(top) viewDidLoad
                Tunnel.Map(top) viewWillAppear(animated: false)
                Tunnel.Map(top) viewIsAppearing(animated: false)
                Tunnel.Map(top) viewDidAppear(animated: false)
                Tunnel.Map(top) didMove(toParent: Strict(P))
                """)
        withExtendedLifetime(window) {}
    }

    @Test func privateTypesAreNamedWithoutTheirContext() {
        let controller = PrivateController()
        controller.title = "x"

        let lines = tracing { controller.loadViewIfNeeded() }

        #expect(lines == ["PrivateController(x) viewDidLoad"])
    }

    @Test func theLiveObserverSeesEachEventAsItIsRecorded() {
        let controller = Strict("A")
        let trace = LifecycleTrace()
        var seen: [String] = []
        trace.onRecord = { seen.append("\($0)") }
        UIApplication.shared.lifecycleTrace = trace
        defer { UIApplication.shared.lifecycleTrace = nil }

        let window = showInWindow(controller)

        #expect(
            seen == [
                "Strict(A) viewDidLoad", "Strict(A) viewWillAppear(animated: false)",
                "Strict(A) viewIsAppearing(animated: false)", "Strict(A) viewDidAppear(animated: false)",
            ])
        #expect(seen == trace.lines)
        withExtendedLifetime(window) {}
    }

    @Test func theTraceKeepsNoControllerAlive() {
        let trace = LifecycleTrace()
        UIApplication.shared.lifecycleTrace = trace
        defer { UIApplication.shared.lifecycleTrace = nil }
        weak var weakController: Strict?

        do {
            let controller = Strict("A")
            weakController = controller
            controller.loadViewIfNeeded()
        }

        #expect(weakController == nil)
        #expect(trace.lines == ["Strict(A) viewDidLoad"])
    }
}

/// The public diagnostics hook: UIKit's messages, one line on standard error by default, and a
/// strict mode that traps like an uncaught exception.
@MainActor @Suite struct DiagnosticsTests {
    @Test func theDefaultLineNamesTheExceptionAndKeepsUIKitsWords() {
        let exception = Diagnostic(
            kind: .exception, name: "UIViewControllerHierarchyInconsistency",
            message: "child view controller:<A> should have parent view controller:<B> but actual parent is:<C>")
        let log = Diagnostic(kind: .log, message: "Unbalanced calls to begin/end appearance transitions for <A>.")

        let lines = [exception.line, log.line]

        #expect(
            lines == [
                "UIKit: refused: 'UIViewControllerHierarchyInconsistency', reason: 'child view controller:<A> should have parent view controller:<B> but actual parent is:<C>'",
                "UIKit: Unbalanced calls to begin/end appearance transitions for <A>.",
            ])
        #expect(!lines.contains { $0.contains("\n") })
    }

    @Test func strictModeTrapsOnARefusedOperation() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.shared.diagnosticMode = .strict
                let controller = UIViewController()
                controller.addChild(controller)
            }
        }
    }

    @Test func strictModeOnlyLogsWhatUIKitOnlyLogs() {
        let controller = Strict("A")
        UIApplication.shared.diagnosticMode = .strict
        defer { UIApplication.shared.diagnosticMode = .report }

        let diagnostics = capturingDiagnostics { controller.endAppearanceTransition() }

        #expect(diagnostics.map(\.kind) == [.log])
    }
}

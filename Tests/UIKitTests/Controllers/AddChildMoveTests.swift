import Testing
import UIKit

/// Apple, `addChild(_:)`: "If the child controller has a different parent controller, it will
/// first be removed from its current parent" (DESIGN §2) — a move, not a refusal.
@MainActor @Suite struct AddChildMoveTests {
    @Test func addChildOfAnotherContainersChildMovesIt() {
        let root = Strict("R"), p = Strict("P"), q = Strict("Q"), child = Strict("C")
        let window = showInWindow(root)
        embed(p, in: root)
        embed(q, in: root)
        embed(child, in: p)

        var lines: [String] = []
        let diagnostics = capturingDiagnostics {
            lines = tracing {
                q.addChild(child)
                q.view.addSubview(child.view)
                child.didMove(toParent: q)
            }
        }

        #expect(diagnostics == [])
        #expect(
            lines == [
                "Strict(C) didMove(toParent: nil)",
                "Strict(C) willMove(toParent: Strict(Q))",
                "Strict(C) didMove(toParent: Strict(Q))",
            ])
        #expect(child.parent === q && q.children == [child] && p.children.isEmpty)
        #expect(child.view.superview === q.view && child.appearance == .appeared)
        withExtendedLifetime(window) {}
    }
}

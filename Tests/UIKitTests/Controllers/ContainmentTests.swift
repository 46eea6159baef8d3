import Testing
import UIKit

/// addChild/removeFromParent and the implicit willMove/didMove calls (DESIGN §2 Containment;
/// Apple, "Implementing a Container View Controller").
@MainActor @Suite struct ContainmentTests {
    @Test func addChildCallsWillMoveOnceThenLinksAndNeverDidMove() {
        let parent = Strict("P"), child = Strict("C")

        let lines = tracing { parent.addChild(child) }

        #expect(lines == ["Strict(C) willMove(toParent: Strict(P))"])
        #expect(parent.children == [child])
        #expect(child.parent === parent)
        #expect(!child.isViewLoaded)
    }

    @Test func removeFromParentUnlinksThenCallsDidMoveNil() {
        let parent = Strict("P"), child = Strict("C")
        parent.addChild(child)

        let lines = tracing {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }

        #expect(lines == ["Strict(C) willMove(toParent: nil)", "Strict(C) didMove(toParent: nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func aChildWithAnotherParentIsRemovedFirst() {
        let first = Strict("P"), second = Strict("Q"), child = Strict("C")
        first.addChild(child)
        child.didMove(toParent: first)

        let lines = tracing { second.addChild(child) }

        #expect(lines == ["Strict(C) didMove(toParent: nil)", "Strict(C) willMove(toParent: Strict(Q))"])
        #expect(first.children.isEmpty)
        #expect(second.children == [child])
        #expect(child.parent === second)
    }

    @Test func childrenKeepTheirOrderAndAddingTheSameChildAgainChangesNothing() {
        let parent = Strict("P"), a = Strict("A"), b = Strict("B")
        parent.addChild(a)
        parent.addChild(b)

        let lines = tracing { parent.addChild(a) }

        #expect(lines.isEmpty)
        #expect(parent.children == [a, b])
    }

    @Test func removingAControllerWithoutParentDoesNothing() {
        let orphan = Strict("O")

        var lines: [String] = []
        let diagnostics = capturingDiagnostics { lines = tracing { orphan.removeFromParent() } }

        #expect(lines.isEmpty)
        #expect(diagnostics.isEmpty)
        #expect(orphan.parent == nil)
    }

    @Test func aParentRetainsItsChildrenAndRemovalReleasesThem() {
        let parent = Strict("P")
        weak var weakChild: Strict?
        do {
            let child = Strict("C")
            weakChild = child
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        #expect(weakChild != nil)

        weakChild?.willMove(toParent: nil)
        weakChild?.view.removeFromSuperview()
        weakChild?.removeFromParent()

        #expect(weakChild == nil)
        #expect(parent.children.isEmpty)
        #expect(parent.view.subviews.isEmpty)
    }

    @Test func aWindowKeepsItsRootControllerAndReleasesItWhenReplaced() {
        weak var weakRoot: Strict?
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        do {
            let root = Strict("A")
            weakRoot = root
            window.rootViewController = root
        }
        #expect(weakRoot != nil)

        window.rootViewController = Strict("B")

        #expect(weakRoot == nil)
    }

    @Test(arguments: ["self", "ancestor"])
    func addingAControllerUnderItselfIsRefused(_ shape: String) {
        let grandparent = Strict("G"), parent = Strict("P"), child = Strict("C")
        grandparent.addChild(parent)
        parent.addChild(child)

        var lines: [String] = []
        let diagnostics = capturingDiagnostics {
            lines = tracing {
                if shape == "self" { child.addChild(child) } else { child.addChild(grandparent) }
            }
        }

        #expect(diagnostics.map(\.kind) == [.exception])
        #expect(diagnostics.first?.name == "NSInvalidArgumentException")
        #expect(lines.isEmpty)
        #expect(grandparent.parent == nil)
        #expect(grandparent.children == [parent])
        #expect(parent.children == [child])
        #expect(child.children.isEmpty)
    }
}

import Testing
import UIKit

/// Apple, `UIViewController.hierarchyInconsistencyException`: the first controller found above a
/// view's new place must be its controller's parent; a controller without a parent may be added,
/// "not recommended", which we warn about when it joins a window's hierarchy.
@MainActor @Suite struct HierarchyConsistencyTests {
    @Test func aChildsViewUnderAnotherControllersViewIsRefused() {
        let root = Strict("R"), p = Strict("P"), q = Strict("Q"), child = Strict("C")
        let window = showInWindow(root)
        for container in [p, q] {
            root.addChild(container)
            root.view.addSubview(container.view)
            container.didMove(toParent: root)
        }
        p.addChild(child)

        var lines: [String] = []
        let diagnostics = capturingDiagnostics { lines = tracing { q.view.addSubview(child.view) } }

        #expect(
            diagnostics == [
                Diagnostic(
                    kind: .exception, name: "UIViewControllerHierarchyInconsistency",
                    message:
                        "child view controller:\(child) should have parent view controller:\(q) but actual parent is:\(p)"
                )
            ])
        #expect(lines == ["Strict(C) viewDidLoad"])
        #expect(child.view.superview == nil)
        #expect(q.view.subviews.isEmpty)
        #expect(child.parent === p)
        #expect(p.children == [child])
        #expect(child.appearance == .disappeared)
        withExtendedLifetime(window) {}
    }

    @Test func addChildRefusesAControllerWhoseViewIsInAnotherControllersHierarchy() {
        let p = Strict("P"), q = Strict("Q"), child = Strict("C")
        embed(child, in: p)
        child.removeFromParent()

        var lines: [String] = []
        let diagnostics = capturingDiagnostics { lines = tracing { q.addChild(child) } }

        #expect(
            diagnostics == [
                Diagnostic(
                    kind: .exception, name: "UIViewControllerHierarchyInconsistency",
                    message:
                        "child view controller:\(child) should have parent view controller:\(p) but requested parent is:\(q)"
                )
            ])
        #expect(lines.isEmpty)
        #expect(child.parent == nil)
        #expect(q.children.isEmpty)
        #expect(child.view.superview === p.view)
    }

    @Test func aParentlessControllerJoiningAWindowsHierarchyIsWarnedAboutAndShown() {
        let root = Strict("R"), orphan = Strict("O")
        let window = showInWindow(root)

        var lines: [String] = []
        let diagnostics = capturingDiagnostics { lines = tracing { root.view.addSubview(orphan.view) } }

        #expect(
            diagnostics == [
                Diagnostic(
                    kind: .log,
                    message:
                        "child view controller:\(orphan) should have parent view controller:\(root) but actual parent is:(null)"
                )
            ])
        #expect(
            lines == [
                "Strict(O) viewDidLoad", "Strict(O) viewWillAppear(animated: false)",
                "Strict(O) viewIsAppearing(animated: false)", "Strict(O) viewDidAppear(animated: false)",
            ])
        #expect(orphan.view.superview === root.view)
        withExtendedLifetime(window) {}
    }

    @Test func aChildsViewMayGoInsideAPlainSubviewOfItsParentsView() {
        let parent = Strict("P"), child = Strict("C")
        let window = showInWindow(parent)
        let slot = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.view.addSubview(slot)
        parent.addChild(child)

        let diagnostics = capturingDiagnostics { slot.addSubview(child.view) }

        #expect(diagnostics.isEmpty)
        #expect(child.appearance == .appeared)
        withExtendedLifetime(window) {}
    }
}

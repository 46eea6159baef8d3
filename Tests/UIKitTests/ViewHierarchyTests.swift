import Testing
import Foundation
import UIKit

/// Callback order when views move, as logged on iOS devices: adding calls the window callbacks
/// first; removing tells the superview first and the window callbacks after the superview one.
@MainActor @Suite struct ViewHierarchyTests {
    let log = CallLog()

    @Test func addingIntoAWindowNotifiesTheSubtreeInOrder() {
        let window = makeKeyWindow()
        let parent = LoggingView("P", log: log)
        let view = LoggingView("V", log: log)
        let child = LoggingView("C", log: log)
        view.addSubview(child)
        window.addSubview(parent)
        log.entries.removeAll()

        parent.addSubview(view)

        #expect(
            log.entries == [
                "V.willMove(toWindow: window)", "C.willMove(toWindow: window)",
                "V.willMove(toSuperview: P)",
                "V.didMoveToWindow(window)", "C.didMoveToWindow(window)",
                "V.didMoveToSuperview",
                "P.didAddSubview(V)",
            ])
        #expect(view.window === window && child.window === window)
    }

    @Test func removingFromAWindowNotifiesInOrder() {
        let window = makeKeyWindow()
        let parent = LoggingView("P", log: log)
        let view = LoggingView("V", log: log)
        window.addSubview(parent)
        parent.addSubview(view)
        log.entries.removeAll()

        view.removeFromSuperview()

        #expect(
            log.entries == [
                "P.willRemoveSubview(V)",
                "V.willMove(toSuperview: nil)",
                "V.willMove(toWindow: nil)",
                "V.didMoveToWindow(nil)",
                "V.didMoveToSuperview",
            ])
        #expect(view.superview == nil && view.window == nil && parent.subviews.isEmpty)
    }

    @Test func outsideAWindowThereAreNoWindowCallbacks() {
        let parent = LoggingView("P", log: log)
        let view = LoggingView("V", log: log)

        parent.addSubview(view)
        view.removeFromSuperview()

        #expect(
            log.entries == [
                "V.willMove(toSuperview: P)", "V.didMoveToSuperview", "P.didAddSubview(V)",
                "P.willRemoveSubview(V)", "V.willMove(toSuperview: nil)", "V.didMoveToSuperview",
            ])
    }

    @Test func movingToAnotherSuperviewRemovesItFirst() {
        let a = LoggingView("A", log: log)
        let b = LoggingView("B", log: log)
        let view = LoggingView("V", log: log)
        a.addSubview(view)
        log.entries.removeAll()

        b.addSubview(view)

        #expect(
            log.entries == [
                "A.willRemoveSubview(V)", "V.willMove(toSuperview: B)", "V.didMoveToSuperview", "B.didAddSubview(V)",
            ])
        #expect(a.subviews.isEmpty && b.subviews.count == 1 && b.subviews.first === view)
        #expect(view.layer.superlayer === b.layer && a.layer.sublayers == nil)
    }

    @Test func reorderingSendsNoMoveCallbacksAndKeepsLayersInStep() {
        let parent = LoggingView("P", log: log)
        let (x, y, z) = (UIView(), UIView(), UIView())
        [x, y, z].forEach(parent.addSubview)
        log.entries.removeAll()

        parent.bringSubviewToFront(x)
        #expect(parent.subviews == [y, z, x])
        parent.sendSubviewToBack(z)
        #expect(parent.subviews == [z, y, x])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [x, y, z])
        parent.insertSubview(z, belowSubview: x)
        #expect(parent.subviews == [z, x, y])
        parent.insertSubview(z, aboveSubview: y)
        #expect(parent.subviews == [x, y, z])
        parent.insertSubview(y, at: 0)
        #expect(parent.subviews == [y, x, z])

        #expect(log.entries.isEmpty)
        #expect(
            parent.layer.sublayers?.map { ObjectIdentifier($0) } == parent.subviews.map { ObjectIdentifier($0.layer) })
    }

    @Test func tagsAndDescendants() {
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        middle.tag = 7
        leaf.tag = 9
        root.addSubview(middle)
        middle.addSubview(leaf)

        #expect(root.viewWithTag(9) === leaf)
        #expect(root.viewWithTag(7) === middle)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(42) == nil)
        #expect(leaf.isDescendant(of: root) && leaf.isDescendant(of: leaf) && !root.isDescendant(of: leaf))
    }

    @Test func addingSelfOrAnAncestorIsRefusedWithADiagnostic() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)

        let diagnostics = capturingDiagnostics {
            child.addSubview(child)
            child.addSubview(root)
        }

        #expect(diagnostics.map(\.kind) == [.exception, .exception])
        #expect(diagnostics.first?.message == "Can't add self as subview")
        #expect(child.subviews.isEmpty && root.superview == nil && child.superview === root)
    }

    @Test func windowsStartHiddenAndBecomeKey() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.isHidden && !window.isKeyWindow)

        window.makeKeyAndVisible()

        #expect(!window.isHidden && window.isKeyWindow && window.window === window)
        #expect(UIApplication.shared.keyWindow === window)
        #expect(UIApplication.shared.windows.contains { $0 === window })
    }
}

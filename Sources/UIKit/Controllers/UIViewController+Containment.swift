import Foundation

/// Parent/child links. `addChild` calls `willMove(toParent:)` and `removeFromParent` calls
/// `didMove(toParent: nil)`; the container calls the other two around placing the view (seeds
/// 000–002). Misuse UIKit raises on is refused here with every link left as it was.
extension UIViewController {
    static let hierarchyInconsistency = "UIViewControllerHierarchyInconsistency"

    func performAddChild(_ child: UIViewController) {
        guard child.parentLink !== self, mayAdopt(child) else { return }
        if child.parentLink != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        childList.append(child)
        child.parentLink = self
        child.movingToParent = true
    }

    /// Whether `addChild(child)` would link it; if not, reports UIKit's error for it. Containers
    /// ask first for every controller they take, so a refusal leaves them unchanged.
    func mayAdopt(_ child: UIViewController) -> Bool {
        guard child.parentLink !== self else { return true }
        // UIKit's wording for this is not documented; the check keeps the tree a tree.
        if isHeld(by: child) {
            runtime.report(
                .exception, "child view controller:\(child) cannot be added to its own descendant:\(self)",
                name: "NSInvalidArgumentException")
            return false
        }
        // Apple: the check made when a view joins a hierarchy is also made by addChild.
        // A child of another container is moved, not refused (DESIGN §2): Apple's `addChild`
        // removes it from its current parent first.
        if let superview = child.viewIfLoaded?.superview, let owner = superview.nearestViewController,
            owner !== self, owner !== child.parentLink
        {
            runtime.report(
                .exception,
                "child view controller:\(child) should have parent view controller:\(owner) but requested parent is:\(self)",
                name: Self.hierarchyInconsistency)
            return false
        }
        return true
    }

    func performRemoveFromParent() {
        guard let parent = parentLink else { return }
        parent.childList.removeIdentical(self)
        parentLink = nil
        movingToParent = false
        settleForwardedAppearance()
        parent.childDidLeave(self)
        didMove(toParent: nil)
        movingFromParent = false
    }

    func noteWillMove(toParent newParent: UIViewController?) {
        runtime.record(.willMoveToParent(LifecycleTrace.name(of: newParent)), of: self)
        if newParent == nil && parentLink != nil { movingFromParent = true }
    }

    func noteDidMove(toParent newParent: UIViewController?) {
        runtime.record(.didMoveToParent(LifecycleTrace.name(of: newParent)), of: self)
        if newParent != nil { movingToParent = false }
        // Told it stays with its parent after all (a cancelled interactive pop).
        if newParent != nil && newParent === parentLink { movingFromParent = false }
    }

    /// The nearest ancestor (parent, grandparent, …) of type `T`: UIKit's container lookups.
    func nearestAncestor<T: UIViewController>(of type: T.Type) -> T? {
        var current = parentLink
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parentLink
        }
        return nil
    }

    /// True when `holder` is this controller or holds it, at any depth: as a parent, or by
    /// presenting it or a controller that holds it (a presentation made through a child is held
    /// by the context that presents it). Linking `holder` below this controller, as a child or
    /// presented, would close a cycle in the controller graph; every path that links controllers
    /// asks this first.
    func isHeld(by holder: UIViewController) -> Bool {
        // Up a chain of parents, which has no cycle, nothing needs remembering: the common
        // case costs no allocation (every addChild asks).
        var current: UIViewController? = self
        while let controller = current, controller.presentingLink == nil {
            if controller === holder { return true }
            current = controller.parentLink
        }
        guard let presented = current else { return false }
        var pending: [UIViewController] = [presented]
        var seen: Set<ObjectIdentifier> = []
        while let controller = pending.popLast() {
            if controller === holder { return true }
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            if let parent = controller.parentLink { pending.append(parent) }
            if let presenter = controller.presentingLink { pending.append(presenter) }
        }
        return false
    }

    /// True for the controller itself and its children's children, at any depth.
    /// Whether a window has this controller as its root: one showing its view, or one whose root
    /// presents full screen, which takes the root's view out of the window until the dismissal
    /// (fuzzer, campaign seed 182).
    var isAWindowsRoot: Bool {
        (viewIfLoaded?.superview as? UIWindow)?.rootViewController === self
            || UIApplication.shared.windows.contains { $0.rootViewController === self }
    }

    func isDescendant(of ancestor: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let controller = current {
            if controller === ancestor { return true }
            current = controller.parentLink
        }
        return false
    }
}

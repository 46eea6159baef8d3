import Foundation

/// The view side of appearance: a subtree entering or leaving a visible window drives the
/// appearance of the controllers it carries (UIViewController+Appearance.swift holds the states).
extension UIView {
    var isInVisibleWindow: Bool {
        guard let window else { return false }
        return !window.isHidden
    }

    /// The controllers a window move of this subtree drives: a controller with no parent (a
    /// window's root, or one put in a view without `addChild`), and at the top of the subtree a
    /// child whose parent forwards automatically. Other children hear it from their parent.
    /// Children follow their parent: one whose view enters a window inside a parent that is
    /// leaving or gone does not appear (the parent brings it along if it appears again); inside
    /// a parent that is appearing it begins now and the parent's `viewDidAppear` ends it
    /// (P.will · C.will · P.did · C.did).
    func controllersFollowingWindow(appearing: Bool) -> [UIViewController] {
        var found: [UIViewController] = []
        collectControllersFollowingWindow(into: &found, below: nil, appearing: appearing)
        return found
    }

    private func collectControllersFollowingWindow(
        into found: inout [UIViewController], below enclosing: UIViewController?,
        appearing: Bool
    ) {
        var enclosing = enclosing
        if let controller = owningViewController {
            if let parent = controller.parentLink {
                if enclosing == nil && parent.shouldAutomaticallyForwardAppearanceMethods
                    && (!appearing || parent.appearState == .appeared || parent.appearState == .appearing)
                {
                    found.append(controller)
                }
            } else {
                found.append(controller)
            }
            enclosing = controller
        }
        for subview in subviews {
            subview.collectControllersFollowingWindow(into: &found, below: enclosing, appearing: appearing)
        }
    }

    /// Runs a hierarchy change that shows (`appearing`) or hides this subtree, wrapping it in the
    /// appearance changes of the controllers it carries: will before, did after, not animated.
    /// A controller whose view a callback moved elsewhere meanwhile ends where its view is.
    func changingAppearance(appearing: Bool, _ change: () -> Void) {
        let controllers = controllersFollowingWindow(appearing: appearing)
        for controller in controllers {
            controller.performBeginAppearanceTransition(appearing, animated: false, reportsRedundant: false)
        }
        change()
        for controller in controllers {
            let inView = controller.loadedView?.isInVisibleWindow ?? false
            if appearing && inView, let parent = controller.parentLink, parent.appearState == .appearing,
                let parentView = parent.loadedView, controller.loadedView?.isDescendant(of: parentView) ?? false
            {
                controller.forwardedEndsOwed += 1
            } else if inView == appearing {
                controller.performEndAppearanceTransition()
            } else {
                controller.dropAppearanceTransition(units: 1)
            }
        }
    }
}

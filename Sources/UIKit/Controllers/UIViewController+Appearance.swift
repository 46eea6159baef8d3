import Foundation

/// Appearance: a controller appears when its view enters a visible window and disappears when it
/// leaves, never merely because `addChild` ran. Every change goes through begin/end: only the
/// outermost of nested begins fires, a begin in the other direction mid-change starts over, and
/// callbacks fire only when the state really changes, so no controller appears twice.
/// With automatic forwarding a container's children follow it: P.will, C.will, P.did, C.did.
extension UIViewController {
    func performBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        // A controller appears with its view: load it first, so viewDidLoad precedes viewWillAppear.
        if isAppearing { performLoadViewIfNeeded() }
        if appearanceTransitionDepth > 0 && appearanceTransitionIsAppearing == isAppearing {
            appearanceTransitionDepth += 1
            return
        }
        appearanceTransitionDepth = 1
        appearanceTransitionIsAppearing = isAppearing
        appearanceTransitionAnimated = animated
        if appearState == (isAppearing ? .appeared : .disappeared) {
            // Already there: UIKit logs this; nothing fires, and the matching end stays quiet.
            reportUnbalancedAppearanceTransition()
            return
        }
        setAppearState(isAppearing ? .appearing : .disappearing, animated: animated)
    }

    func performEndAppearanceTransition() {
        guard appearanceTransitionDepth > 0 else {
            reportUnbalancedAppearanceTransition()
            return
        }
        appearanceTransitionDepth -= 1
        guard appearanceTransitionDepth == 0 else { return }
        setAppearState(appearanceTransitionIsAppearing ? .appeared : .disappeared, animated: appearanceTransitionAnimated)
    }

    private func reportUnbalancedAppearanceTransition() {
        UIApplication.shared.report(.log, "Unbalanced calls to begin/end appearance transitions for \(self).")
    }

    /// Moves to `state`, making the callback that names the step, then forwards to children.
    private func setAppearState(_ state: AppearState, animated: Bool) {
        guard state != appearState else { return }
        appearState = state
        let trace = UIApplication.shared.lifecycleTrace
        switch state {
        case .appearing:
            trace?.record(.viewWillAppear(animated: animated), of: self)
            viewWillAppear(animated)
        case .appeared:
            trace?.record(.viewDidAppear(animated: animated), of: self)
            viewDidAppear(animated)
        case .disappearing:
            trace?.record(.viewWillDisappear(animated: animated), of: self)
            viewWillDisappear(animated)
        case .disappeared:
            trace?.record(.viewDidDisappear(animated: animated), of: self)
            viewDidDisappear(animated)
        }
        if shouldAutomaticallyForwardAppearanceMethods { forwardAppearance(state, animated: animated) }
    }

    /// Children whose views are inside this controller's view follow it. At the end of a change
    /// a child still mid-change ends too, even if its view left meanwhile; one whose view joined
    /// meanwhile gets the whole change.
    private func forwardAppearance(_ state: AppearState, animated: Bool) {
        guard let root = loadedView else { return }
        for child in childList {
            let inside = child.loadedView?.isDescendant(of: root) ?? false
            switch state {
            case .appearing, .disappearing:
                if inside { child.performBeginAppearanceTransition(state == .appearing, animated: animated) }
            case .appeared, .disappeared:
                let appearing = state == .appeared
                if child.appearanceTransitionDepth > 0 && child.appearanceTransitionIsAppearing == appearing {
                    child.performEndAppearanceTransition()
                } else if inside && child.appearState != state && child.appearanceTransitionDepth == 0 {
                    child.performBeginAppearanceTransition(appearing, animated: animated)
                    child.performEndAppearanceTransition()
                }
            }
        }
    }
}

extension UIView {
    var isInVisibleWindow: Bool {
        guard let window else { return false }
        return !window.isHidden
    }

    /// The controllers a window move of this subtree drives: the outermost root views' controllers,
    /// unless a parent forwards to them by hand (then only the parent's calls count).
    func controllersFollowingWindow() -> [UIViewController] {
        var found: [UIViewController] = []
        collectControllersFollowingWindow(into: &found)
        return found
    }

    private func collectControllersFollowingWindow(into found: inout [UIViewController]) {
        if let controller = owningViewController {
            if controller.parentLink?.shouldAutomaticallyForwardAppearanceMethods ?? true { found.append(controller) }
            return
        }
        for subview in subviews { subview.collectControllersFollowingWindow(into: &found) }
    }

    /// Runs a hierarchy change that shows (`appearing`) or hides this subtree, wrapping it in the
    /// appearance changes of the controllers it carries: will before, did after, not animated.
    func changingAppearance(appearing: Bool, _ change: () -> Void) {
        let controllers = controllersFollowingWindow()
        for controller in controllers { controller.performBeginAppearanceTransition(appearing, animated: false) }
        change()
        for controller in controllers { controller.performEndAppearanceTransition() }
    }
}

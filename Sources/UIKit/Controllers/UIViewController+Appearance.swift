import Foundation

/// Appearance: a controller appears when its view enters a visible window and disappears when it
/// leaves, never merely because `addChild` ran. Every change goes through begin/end: only the
/// outermost of nested begins fires, a begin in the other direction mid-change starts over, and
/// callbacks fire only when the state really changes, so no controller appears twice.
/// With automatic forwarding a container's children follow it: P.will, C.will, P.did, C.did.
/// Callbacks may rearrange the hierarchy; a change that is overtaken ends where the view now is.
extension UIViewController {
    /// `reportsRedundant` is false for the window's and a parent's own calls: only an app's
    /// begin for a state already reached is UIKit's "Unbalanced calls" log.
    func performBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool, reportsRedundant: Bool = true) {
        // A controller appears with its view: load it first, so viewDidLoad precedes viewWillAppear.
        if isAppearing { performLoadViewIfNeeded() }
        if appearanceTransitionDepth > 0 && appearanceTransitionIsAppearing == isAppearing {
            appearanceTransitionDepth += 1
            return
        }
        // Starting over drops the open begins: UIKit's own changes among them end quietly.
        if appearanceTransitionDepth > 0 { appearanceEpoch += 1 }
        appearanceTransitionDepth = 1
        forwardedEndsOwed = 0
        appearanceTransitionIsAppearing = isAppearing
        appearanceTransitionAnimated = animated
        if appearState == (isAppearing ? .appeared : .disappeared) {
            // Already there: nothing fires, and the matching end stays quiet.
            if reportsRedundant { reportUnbalancedAppearanceTransition() }
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
        forwardedEndsOwed = min(forwardedEndsOwed, appearanceTransitionDepth)
        guard appearanceTransitionDepth == 0 else { return }
        setAppearState(
            appearanceTransitionIsAppearing ? .appeared : .disappeared, animated: appearanceTransitionAnimated)
    }

    /// UIKit's own begin (containers, presentation, transitions); a begin for a state already
    /// reached is not the app's unbalanced call. End it with the returned change's `end()`.
    func beginOwnAppearanceTransition(_ isAppearing: Bool, animated: Bool) -> OwnAppearanceChange {
        performBeginAppearanceTransition(isAppearing, animated: animated, reportsRedundant: false)
        return OwnAppearanceChange(controller: self, epoch: appearanceEpoch)
    }

    /// Gives up `units` open begins without their ends; when none remain, the controller ends
    /// appeared or disappeared according to where its view is now, with the callbacks that takes.
    func dropAppearanceTransition(units: Int) {
        let units = min(units, appearanceTransitionDepth)
        guard units > 0 else { return }
        appearanceTransitionDepth -= units
        forwardedEndsOwed = min(forwardedEndsOwed, appearanceTransitionDepth)
        guard appearanceTransitionDepth == 0 else { return }
        // Settled without its ends: UIKit's own changes still open end quietly.
        appearanceEpoch += 1
        let animated = appearanceTransitionAnimated
        if loadedView?.isInVisibleWindow ?? false {
            if appearState == .disappearing || appearState == .disappeared {
                setAppearState(.appearing, animated: animated)
            }
            if appearState == .appearing { setAppearState(.appeared, animated: animated) }
        } else {
            if appearState == .appearing || appearState == .appeared {
                setAppearState(.disappearing, animated: animated)
            }
            if appearState == .disappearing { setAppearState(.disappeared, animated: animated) }
        }
    }

    /// A child leaving its parent mid-change does not wait for the parent's end.
    func settleForwardedAppearance() {
        let owed = forwardedEndsOwed
        forwardedEndsOwed = 0
        dropAppearanceTransition(units: owed)
    }

    private func reportUnbalancedAppearanceTransition() {
        runtime.report(.log, "Unbalanced calls to begin/end appearance transitions for \(self).")
    }

    /// Moves to `state`, making the callback that names the step, then forwards to children.
    private func setAppearState(_ state: AppearState, animated: Bool) {
        guard state != appearState else { return }
        if state == .appeared {
            // No layout came between (a child view added to a visible parent, seed 001): it
            // still comes before viewDidAppear, once.
            performViewIsAppearingIfOwed()
            guard appearState == .appearing else { return }
        }
        appearState = state
        let runtime = self.runtime
        switch state {
        case .appearing:
            settleBeforeAppearing()
            guard appearState == .appearing else { return }
            viewIsAppearingOwed = nil
            runtime.record(.viewWillAppear(animated: animated), of: self)
            viewWillAppear(animated)
            // Owed from after viewWillAppear returns: the next layout of the view in a visible
            // window calls it, so a pass is asked for.
            if appearState == .appearing {
                viewIsAppearingOwed = animated
                runtime.layout.request()
            }
        case .appeared:
            runtime.record(.viewDidAppear(animated: animated), of: self)
            viewDidAppear(animated)
        case .disappearing:
            // Never laid out in a window: the appearance did not happen, nothing is owed.
            viewIsAppearingOwed = nil
            runtime.record(.viewWillDisappear(animated: animated), of: self)
            viewWillDisappear(animated)
        case .disappeared:
            runtime.record(.viewDidDisappear(animated: animated), of: self)
            viewDidDisappear(animated)
        }
        // The callback may have moved the controller on (a new root, a removal): forward only a
        // state that is still current.
        guard appearState == state, shouldAutomaticallyForwardAppearanceMethods else { return }
        forwardAppearance(state, animated: animated)
    }

    /// Calls `viewIsAppearing` if this appearance has not had it yet. The layout pass calls it
    /// when it reaches the view in a visible window, before the view's own layout.
    func performViewIsAppearingIfOwed() {
        guard let animated = viewIsAppearingOwed, appearState == .appearing else { return }
        viewIsAppearingOwed = nil
        runtime.record(.viewIsAppearing(animated: animated), of: self)
        viewIsAppearing(animated)
    }

    /// Children whose views are inside this controller's view follow it. At the end of a change,
    /// a child whose view left meanwhile ends where its view is; one that joined meanwhile gets
    /// the whole change.
    private func forwardAppearance(_ state: AppearState, animated: Bool) {
        guard let root = loadedView else { return }
        for child in childList {
            let inside = child.loadedView?.isDescendant(of: root) ?? false
            switch state {
            case .appearing, .disappearing:
                guard inside else { continue }
                child.performBeginAppearanceTransition(state == .appearing, animated: animated, reportsRedundant: false)
                child.forwardedEndsOwed += 1
            case .appeared, .disappeared:
                if child.forwardedEndsOwed > 0 {
                    child.forwardedEndsOwed -= 1
                    if inside || state == .disappeared {
                        child.performEndAppearanceTransition()
                    } else {
                        child.dropAppearanceTransition(units: 1)
                    }
                } else if inside && child.appearanceTransitionDepth == 0 && child.appearState != state {
                    child.performBeginAppearanceTransition(
                        state == .appeared, animated: animated, reportsRedundant: false)
                    child.performEndAppearanceTransition()
                }
            }
        }
    }
}

/// One appearance change UIKit itself began (a push, a presentation, a tab switch). A window
/// shown or hidden meanwhile starts the controller's change over and ends it where its view now
/// is: then this end is owed nothing and stays quiet. Any other extra end is reported.
@MainActor
struct OwnAppearanceChange {
    let controller: UIViewController
    /// The controller's `appearanceEpoch` when the change began.
    let epoch: Int

    func end() {
        guard controller.appearanceEpoch == epoch else { return }
        controller.performEndAppearanceTransition()
    }
}

import Foundation

/// Push, pop and stack replacement. The orders are UIKit's (DESIGN §2):
/// push B over A: B.willMove(nav) · A.viewWillDisappear · B.viewWillAppear · delegate willShow ·
/// animation · A.viewDidDisappear · B.viewDidAppear · B.didMove(nav) · delegate didShow;
/// pop B: B.willMove(nil) · B.viewWillDisappear · A.viewWillAppear · delegate willShow · animation ·
/// B.viewDidDisappear · A.viewDidAppear · B.didMove(nil) · delegate didShow.
/// The new view slides in from the right edge while the old one moves a third of the width left
/// under a dimming layer; a pop plays it backwards. 0.35 s, as UIKit's bar show/hide.
extension UINavigationController {
    enum StackMotion { case none, push, pop }

    static let slideDuration: TimeInterval = 0.35
    /// How dark the covered view gets at the end of a push.
    static let dimmingAlpha: CGFloat = 0.1

    /// Reports UIKit's exception and returns false when `controller` cannot join a stack that
    /// already holds `stack`, or cannot become this controller's child.
    private func mayStack(_ controller: UIViewController, above stack: some Sequence<UIViewController>) -> Bool {
        if stack.contains(where: { $0 === controller }) {
            UIApplication.shared.report(
                .exception, "Pushing the same view controller instance more than once is not supported (\(controller))",
                name: "NSInvalidArgumentException")
            return false
        }
        if controller is UINavigationController {
            UIApplication.shared.report(
                .exception, "Pushing a navigation controller is not supported",
                name: "NSInvalidArgumentException")
            return false
        }
        return mayAdopt(controller)
    }

    func performPush(_ controller: UIViewController, animated: Bool) {
        guard mayStack(controller, above: stack) else { return }
        interruptRunningTransition("nested push animation can result in corrupted navigation bar")
        let from = stack.last
        guard let replacement = replaceChildren(stack, with: stack + [controller]) else { return }
        stack.append(controller)
        runStackTransition(from: from, to: controller, motion: .push, animated: animated, replacement: replacement)
    }

    /// Pops everything above `target`; returns the popped controllers, bottom first.
    func performPop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return nil }
        interruptRunningTransition("nested pop animation can result in corrupted navigation bar")
        let popped = Array(stack[(index + 1)...])
        let from = stack.last
        let remaining = Array(stack[...index])
        guard let replacement = replaceChildren(stack, with: remaining, leavingLastFirst: true) else { return nil }
        stack = remaining
        runStackTransition(from: from, to: target, motion: .pop, animated: animated, replacement: replacement)
        return popped
    }

    func performSetViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for (index, controller) in controllers.enumerated() where !mayStack(controller, above: controllers[..<index]) {
            return
        }
        interruptRunningTransition(
            "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted."
        )
        let from = stack.last, to = controllers.last
        let motion: StackMotion
        if to === from || from == nil || to == nil {
            motion = .none
        } else {
            motion = stack.contains { $0 === to } ? .pop : .push
        }
        guard let replacement = replaceChildren(stack, with: controllers, leavingLastFirst: true) else { return }
        stack = controllers
        runStackTransition(from: from, to: to, motion: motion, animated: animated, replacement: replacement)
    }

    /// Lands a running slide at once: its views show their final places and its end runs now.
    private func interruptRunningTransition(_ message: String) {
        guard runningTransition.isPending else { return }
        UIApplication.shared.report(.log, message)
        for view in slidingViews { view.layer.removeAllAnimations() }
        runningTransition.land()
    }

    /// Swaps the top view from `from` to `to` with appearance callbacks when on screen, then
    /// finishes the children's replacement.
    private func runStackTransition(
        from: UIViewController?, to: UIViewController?, motion: StackMotion, animated: Bool,
        replacement: ChildReplacement
    ) {
        let changesTop = from !== to
        let onScreen = appearState == .appeared && changesTop
        let animated =
            animated && onScreen && motion != .none && from != nil && to != nil && UIView.areAnimationsEnabled
        if let to, isViewLoaded || onScreen { to.loadViewIfNeeded() }
        let exchange = AppearanceExchange(from: from, to: to, animated: animated, onScreen: onScreen)
        if onScreen, let to { delegate?.navigationController(self, willShow: to, animated: animated) }

        let root = viewIfLoaded
        let fromView = changesTop ? from?.viewIfLoaded : nil
        let toView = changesTop && root != nil ? to?.view : nil
        let content = contentFrame
        if let root, let toView {
            toView.frame = content
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if motion == .pop, let fromView, fromView.superview === root {
                root.insertSubview(toView, belowSubview: fromView)
            } else {
                root.insertSubview(toView, belowSubview: navigationBar)
            }
        }
        // Animated, the bar's old look dissolves into the new one.
        let slides = animated && root != nil && fromView != nil && toView != nil
        if slides {
            UIView.transition(
                with: navigationBar, duration: Self.slideDuration, options: [.transitionCrossDissolve],
                animations: { self.updateBarItems() }, completion: nil)
        } else if root != nil {
            updateBarItems()
        }

        let finish = { [weak self] in
            guard let self else { return }
            self.slidingViews = []
            if let fromView, fromView.superview === root { fromView.removeFromSuperview() }
            fromView?.frame = content
            exchange.end()
            replacement.finish()
            if onScreen, let to { self.delegate?.navigationController(self, didShow: to, animated: animated) }
        }
        guard slides, let root, let fromView, let toView else {
            finish()
            return
        }

        // The slide: the covered view moves a third of the width and dims; the other crosses it.
        let width = root.bounds.width
        let dimming = UIView(frame: content)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        let lower = motion == .push ? fromView : toView
        root.insertSubview(dimming, aboveSubview: lower)
        let offLeft = content.offsetBy(dx: -width / 3, dy: 0), offRight = content.offsetBy(dx: width, dy: 0)
        UIView.performWithoutAnimation {
            if motion == .push {
                toView.frame = offRight
                dimming.alpha = 0
            } else {
                toView.frame = offLeft
                dimming.frame = offLeft
                dimming.alpha = Self.dimmingAlpha
            }
        }
        slidingViews = [fromView, toView, dimming, navigationBar]
        let completion = runningTransition.arm {
            dimming.removeFromSuperview()
            finish()
        }
        UIView.animate(
            withDuration: Self.slideDuration, delay: 0, options: [],
            animations: {
                if motion == .push {
                    toView.frame = content
                    fromView.frame = offLeft
                    dimming.frame = offLeft
                    dimming.alpha = Self.dimmingAlpha
                } else {
                    toView.frame = content
                    fromView.frame = offRight
                    dimming.frame = content
                    dimming.alpha = 0
                }
            }, completion: completion)
    }
}

import Foundation

/// Push, pop and stack replacement. The orders are UIKit's (DESIGN §2):
/// push B over A: B.willMove(nav) · A.viewWillDisappear · B.viewWillAppear · delegate willShow ·
/// animation · A.viewDidDisappear · B.viewDidAppear · B.didMove(nav) · delegate didShow;
/// pop B: B.willMove(nil) · B.viewWillDisappear · A.viewWillAppear · delegate willShow · animation ·
/// B.viewDidDisappear · A.viewDidAppear · B.didMove(nil) · delegate didShow.
/// An animated push or pop runs through a transition context: the delegate's animator
/// (`navigationController(_:animationControllerFor:from:to:)`, asked before the appearance
/// callbacks, so their `transitionCoordinator` knows its duration) or the
/// built-in slide (NavigationSlideAnimator), with the same orders; the end waits for the
/// animator's `completeTransition(_:)`. A cancelled interactive pop puts the stack back, with
/// the order recorded on iOS (DESIGN §2), and the popped controller is told `didMove(toParent:)`
/// with this controller.
extension UINavigationController {
    enum StackMotion { case none, push, pop }

    static let slideDuration: TimeInterval = 0.35
    /// How dark the covered view gets at the end of a push.
    static let dimmingAlpha: CGFloat = 0.1

    /// Reports UIKit's exception and returns false when `controller` cannot join a stack that
    /// already holds `stack`, or cannot become this controller's child.
    private func mayStack(_ controller: UIViewController, above stack: some Sequence<UIViewController>) -> Bool {
        if stack.contains(where: { $0 === controller }) {
            runtime.report(
                .exception, "Pushing the same view controller instance more than once is not supported (\(controller))",
                name: "NSInvalidArgumentException")
            return false
        }
        if controller is UINavigationController {
            runtime.report(
                .exception, "Pushing a navigation controller is not supported",
                name: "NSInvalidArgumentException")
            return false
        }
        return mayAdopt(controller)
    }

    func performPush(_ controller: UIViewController, animated: Bool) {
        guard mayStack(controller, above: stack) else { return }
        interruptRunningTransition("nested push animation can result in corrupted navigation bar")
        let from = stack.last, previous = stack
        guard let replacement = replaceChildren(stack, with: stack + [controller]) else { return }
        stack.append(controller)
        runStackTransition(
            from: from, to: controller, motion: .push, animated: animated, replacement: replacement, previous: previous)
    }

    /// Pops everything above `target`; returns the popped controllers, bottom first.
    func performPop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return nil }
        interruptRunningTransition("nested pop animation can result in corrupted navigation bar")
        let popped = Array(stack[(index + 1)...])
        let from = stack.last
        let remaining = Array(stack[...index]), previous = stack
        guard let replacement = replaceChildren(stack, with: remaining, leavingLastFirst: true) else { return nil }
        stack = remaining
        runStackTransition(
            from: from, to: target, motion: .pop, animated: animated, replacement: replacement, previous: previous)
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
        let previous = stack
        guard let replacement = replaceChildren(stack, with: controllers, leavingLastFirst: true) else { return }
        stack = controllers
        runStackTransition(
            from: from, to: to, motion: motion, animated: animated, replacement: replacement, previous: previous)
    }

    /// Lands a running transition at once: its views show their final places and its end runs now.
    private func interruptRunningTransition(_ message: String) {
        guard let transition = runningTransitionContext, transition.isRunning else { return }
        runtime.report(.log, message)
        transition.land()
    }

    /// Swaps the top view from `from` to `to` with appearance callbacks when on screen, then
    /// finishes the children's replacement (or, cancelled, puts `previous` back).
    private func runStackTransition(
        from: UIViewController?, to: UIViewController?, motion: StackMotion, animated: Bool,
        replacement: ChildReplacement, previous: [UIViewController]
    ) {
        let changesTop = from !== to
        let onScreen = appearState == .appeared && changesTop
        let animated =
            animated && onScreen && motion != .none && from != nil && to != nil && UIView.areAnimationsEnabled
        if let to, isViewLoaded || onScreen { to.loadViewIfNeeded() }
        let root = viewIfLoaded
        let fromView = changesTop ? from?.viewIfLoaded : nil
        let toView = changesTop && root != nil ? to?.view : nil
        let content = contentFrame
        let slides = animated && root != nil && fromView != nil && toView != nil
        // The coordinator and its animator exist before the appearance callbacks, so they can
        // animate alongside and their coordinator reports the duration.
        var transition: TransitionContext?
        var custom: (any UIViewControllerAnimatedTransitioning)?
        if slides, let root, let from, let to {
            (transition, custom) = makeStackTransition(
                from: from, to: to, fromView: fromView, toView: toView, in: root, at: content, motion: motion)
        }
        let exchange = AppearanceExchange(from: from, to: to, animated: animated, onScreen: onScreen)
        if onScreen, let to { delegate?.navigationController(self, willShow: to, animated: animated) }

        if let root, let toView {
            placeArrivingView(toView, in: root, above: fromView, at: content, motion: motion, custom: custom)
        }
        // Animated, the bar's old look dissolves into the new one: inside the built-in slide, or
        // alongside the delegate's animator; either way on the transition's time line.
        if slides {
            if custom != nil, let transition { dissolveBarItems(alongside: transition) }
        } else if root != nil {
            updateBarItems()
        }

        let finish: (Bool) -> Void = { [weak self] completed in
            self?.finishStackTransition(
                completed, to: to, onScreen: onScreen, animated: animated, exchange: exchange,
                replacement: replacement, previous: previous, root: root, fromView: fromView, toView: toView,
                content: content)
        }
        guard let transition else {
            finish(true)
            return
        }
        transition.onComplete = finish
        transition.start()
        // The bar stays above whatever the animator put in the container.
        root?.bringSubviewToFront(navigationBar)
    }

    /// The running transition of an animated push or pop, and the delegate's animator (with its
    /// interaction controller) or the built-in slide, which the swipe back drives.
    private func makeStackTransition(
        from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?, in root: UIView,
        at content: CGRect, motion: StackMotion
    ) -> (TransitionContext, (any UIViewControllerAnimatedTransitioning)?) {
        let transition = makeChildTransition(
            from: from, to: to, fromView: fromView, toView: toView, in: root, at: content)
        let operation: Operation = motion == .push ? .push : .pop
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        if let custom {
            transition.interactor = delegate?.navigationController(self, interactionControllerFor: custom)
        }
        transition.animator =
            custom
            ?? NavigationSlideAnimator(motion: motion, bar: navigationBar) { [weak self] in self?.updateBarItems() }
        // The swipe back drives the built-in pop.
        if custom == nil, motion == .pop, let interaction = interactivePop.interaction {
            transition.interactor = interaction
        }
        return (transition, custom)
    }

    /// The arriving view fills the content area below the bar (a pop's below the leaving view);
    /// a custom animator adds it to the container itself.
    private func placeArrivingView(
        _ toView: UIView, in root: UIView, above fromView: UIView?, at content: CGRect, motion: StackMotion,
        custom: (any UIViewControllerAnimatedTransitioning)?
    ) {
        toView.frame = content
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        guard custom == nil else { return }
        if motion == .pop, let fromView, fromView.superview === root {
            root.insertSubview(toView, belowSubview: fromView)
        } else {
            root.insertSubview(toView, belowSubview: navigationBar)
        }
    }

    /// Alongside the delegate's animator, so a finger driving it scrubs the bar too.
    private func dissolveBarItems(alongside transition: TransitionContext) {
        transition.animate(
            alongsideTransition: { [weak self] _ in
                guard let self else { return }
                UIView.transition(
                    with: self.navigationBar, duration: Self.slideDuration, options: [.transitionCrossDissolve],
                    animations: { self.updateBarItems() }, completion: nil)
            }, completion: nil)
    }

    /// The end of a push, pop or stack change: the views settle, the appearance ends and the
    /// children's replacement finishes; cancelled, the stack and the leaving view come back.
    private func finishStackTransition(
        _ completed: Bool, to: UIViewController?, onScreen: Bool, animated: Bool, exchange: AppearanceExchange,
        replacement: ChildReplacement, previous: [UIViewController], root: UIView?, fromView: UIView?,
        toView: UIView?, content: CGRect
    ) {
        runningTransitionContext = nil
        // Cancelled: the stack is back before the appearance turns back; the leaving view stays on top.
        if !completed { stack = previous }
        exchange.settle(completed, in: root, from: fromView, to: toView, at: content, below: navigationBar)
        guard completed else {
            replacement.cancel()
            updateBarItems()
            return
        }
        replacement.finish()
        if onScreen, let to { delegate?.navigationController(self, didShow: to, animated: animated) }
    }
}

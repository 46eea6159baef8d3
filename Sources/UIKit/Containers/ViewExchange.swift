import Foundation

/// A container's animated swap of two children's views in its root view below its bar (a push
/// or pop, a tab switch run by the delegate's animator): one transition context set up, and
/// ended, the same way for both.
extension UIViewController {
    /// The running transition of a swap from `from` to `to` in `root`: `from` fills `content`
    /// at its start and `to` at its end. Known as this container's running transition from now
    /// on, so the delegate asked for the animator sees it as the coordinator.
    func makeChildTransition(
        from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?, in root: UIView,
        at content: CGRect
    ) -> TransitionContext {
        let transition = TransitionContext(
            container: root, animated: true, style: .none, from: from, to: to, fromView: fromView, toView: toView)
        transition.setFrames(of: from, initial: content, final: .zero)
        transition.setFrames(of: to, initial: .zero, final: content)
        runningTransitionContext = transition
        return transition
    }
}

extension AppearanceExchange {
    /// Ends a swap of two children's views in `root`: finished, the arriving view is shown, then
    /// the appearance ends; cancelled, the appearance turns back first (so the arriving view
    /// leaving the window adds nothing), then the leaving view is shown again.
    func settle(
        _ completed: Bool, in root: UIView?, from fromView: UIView?, to toView: UIView?, at frame: CGRect,
        below bar: UIView
    ) {
        if completed {
            root?.settleExchange(showing: toView, removing: fromView, at: frame, below: bar)
            end()
        } else {
            cancel()
            root?.settleExchange(showing: fromView, removing: toView, at: frame, below: bar)
        }
    }
}

extension UIView {
    /// Ends a container's transition between two children's views in this root view: `shown`
    /// stays, at `frame` below `bar`; `gone` leaves (put back at `frame` for when it returns).
    /// Finished, the arriving view is shown; cancelled, the leaving one is.
    func settleExchange(showing shown: UIView?, removing gone: UIView?, at frame: CGRect, below bar: UIView) {
        if let gone {
            if gone.superview === self { gone.removeFromSuperview() }
            gone.frame = frame
        }
        if let shown {
            if shown.superview !== self { insertSubview(shown, belowSubview: bar) }
            shown.frame = frame
        }
        bringSubviewToFront(bar)
    }
}

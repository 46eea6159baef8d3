import Foundation

/// `transition(from:to:…)`, the container's one-call swap of two children (seeds 001, 002, 004).
extension UIViewController {
    func performTransition(
        from: UIViewController, to: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?,
        completion: ((Bool) -> Void)?
    ) {
        guard from.parentLink === self, to.parentLink === self else {
            runtime.report(
                .exception,
                "Children view controllers \(from) and \(to) must have a common parent view controller when calling "
                    + "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]",
                name: "NSInvalidArgumentException")
            return
        }
        guard let container = from.view.superview else {
            runtime.report(
                .exception,
                "The view of \(from) must be in a superview when calling "
                    + "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]",
                name: "NSInvalidArgumentException")
            return
        }
        // Appearance only when this container is on screen; the views' own moves nest inside.
        let visible = appearState == .appeared || appearState == .appearing
        let animated = duration > 0
        let exchange = AppearanceExchange(from: from, to: to, animated: animated, onScreen: visible)
        UIView.runTransition(
            in: container, duration: duration, options: options,
            changes: {
                if to.view.superview !== container { container.insertSubview(to.view, aboveSubview: from.view) }
                // Laid out before it appears (DESIGN §2), whatever the duration.
                to.view.setNeedsLayout()
                to.view.layoutIfNeeded()
            }, animations: animations ?? {},
            completion: { finished in
                from.view.removeFromSuperview()
                // The incoming child's viewDidAppear comes first, as recorded on iOS (DESIGN §2;
                // Neuburg, Programming iOS, container forwarding).
                exchange.end(.arrivingFirst)
                completion?(finished)
            })
    }
}

import Foundation

/// How one presentation was set up, kept by the presenting controller to undo it.
@MainActor
final class PresentationRecord {
    let style: UIModalPresentationStyle
    let transitionStyle: UIModalTransitionStyle
    /// A covering style took the presenting controller's view out of the window.
    var removedPresenterView = false
    /// Where that view was; weak, so a record never keeps a window's views alive.
    weak var presenterSuperview: UIView?
    var presenterIndex = 0
    /// A present or dismiss transition is running.
    var inProgress = false

    init(style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle) {
        self.style = style
        self.transitionStyle = transitionStyle
    }
}

/// Modal presentation. The presented view joins the window above everything, or for a context
/// style the context's view above its content; for the covering style the context disappears (A.viewWillDisappear, B.viewWillAppear, …,
/// B.viewDidAppear, A.viewDidDisappear) and its view leaves the window once the transition ends
/// (Apple: "UIKit normally removes the views of the underlying view controller after the
/// transition animations finish"). Dismissal plays it backwards.
extension UIViewController {
    /// This controller or the nearest ancestor that is presenting something.
    var presentationOwner: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.presentedLink != nil { return controller }
            current = controller.parentLink
        }
        return nil
    }

    /// This controller, or the topmost controller presented `.fullScreen` above it: the one that
    /// decides the status bar and rotation when this is a window's root (Apple,
    /// `modalPresentationCapturesStatusBarAppearance`: control passes "only if" the style is
    /// `.fullScreen`; `supportedInterfaceOrientations`: "the topmost modal view controller that
    /// fills the window").
    var topFullScreenController: UIViewController {
        var top = self
        while let presented = top.presentedLink, top.presentationRecord?.style == .fullScreen {
            top = presented
        }
        return top
    }

    /// This controller or the nearest ancestor that was presented.
    var presentedAncestor: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.presentingLink != nil { return controller }
            current = controller.parentLink
        }
        return nil
    }

    /// The controller whose view a presentation in `style` covers: the top of this controller's
    /// parent chain (the window's root or a presented controller), or for the context styles the
    /// nearest that `definesPresentationContext`.
    /// A controller presented over a context covers only that context, so a request for the
    /// whole window goes on from the controller it was presented over (Apple: a request the
    /// controller cannot fulfil is forwarded up the hierarchy).
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var current = self
        while true {
            if style.usesCurrentContext && current.definesPresentationContext { return current }
            if let parent = current.parentLink {
                current = parent
            } else if !style.usesCurrentContext, let presenter = current.presentingLink,
                presenter.presentationRecord?.style.usesCurrentContext ?? false
            {
                current = presenter
            } else {
                return current
            }
        }
    }

    /// Forgets the presentations this controller and its descendants made over their own
    /// context, and takes their views out of the view they lived in (Apple: dismissal removes
    /// everything above), so none is left behind without a presenter.
    func unlinkPresentations() {
        for child in childList { child.unlinkPresentations() }
        guard let presented = presentedLink else { return }
        presented.unlinkPresentations()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presentingLink = nil
        presented.beingPresented = false
        presentedLink = nil
        presentationRecord = nil
    }

    func performPresent(_ presented: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let app = UIApplication.shared
        if let parent = presented.parentLink {
            app.report(
                .exception,
                "Application tried to present modally a view controller \(presented) that has a "
                    + "parent view controller \(parent).", name: "NSInvalidArgumentException")
            return
        }
        if presented.isDescendant(of: self) || self.isDescendant(of: presented) || presented.presentingLink != nil
            || presented.presentedLink != nil || presented.viewIfLoaded?.window != nil
        {
            app.report(
                .exception, "Application tried to present modally an active controller \(presented).",
                name: "NSInvalidArgumentException")
            return
        }
        let style = presented.modalPresentationStyle
        let context = presentationContext(for: style)
        if let current = context.presentedLink {
            app.report(.log, "Attempt to present \(presented) on \(context) which is already presenting \(current)")
            return
        }
        guard let window = context.viewIfLoaded?.window, !window.isHidden else {
            app.report(.log, "Attempt to present \(presented) on \(context) whose view is not in the window hierarchy")
            return
        }
        if context.beingPresented || context.beingDismissed {
            app.report(.log, "Attempt to present \(presented) on \(context) while a presentation is in progress")
            return
        }

        let record = PresentationRecord(style: style, transitionStyle: presented.modalTransitionStyle)
        record.inProgress = true
        context.presentationRecord = record
        context.presentedLink = presented
        presented.presentingLink = context
        presented.beingPresented = true
        // A context presentation lives inside the context's view, so it goes wherever that view goes.
        let host: UIView = style.usesCurrentContext ? context.view : window
        let frame = host.bounds
        let content = presented.view!
        content.frame = frame
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        let animated = flag && UIView.areAnimationsEnabled
        let covers = style.removesPresentersViews
        let exchange = AppearanceExchange(from: covers ? context : nil, to: presented, animated: animated)
        let finish = {
            exchange.end(.arrivingFirst) {
                if covers, let view = context.viewIfLoaded, let superview = view.superview {
                    record.removedPresenterView = true
                    record.presenterSuperview = superview
                    record.presenterIndex = superview.subviews.indexOfIdentical(view) ?? 0
                    view.removeFromSuperview()
                }
            }
            presented.beingPresented = false
            record.inProgress = false
            completion?()
        }
        guard animated else {
            host.addSubview(content)
            // Laid out between its viewWillAppear and viewDidAppear (DESIGN §2); animated, the
            // frames before the animation's end do it.
            content.setNeedsLayout()
            content.layoutIfNeeded()
            finish()
            return
        }
        let duration = record.transitionStyle.duration
        switch record.transitionStyle {
        case .coverVertical:
            content.frame = frame.offsetBy(dx: 0, dy: frame.height)
            host.addSubview(content)
            UIView.animate(
                withDuration: duration, delay: 0, options: [], animations: { content.frame = frame },
                completion: { _ in finish() })
        case .crossDissolve:
            content.alpha = 0
            host.addSubview(content)
            UIView.animate(
                withDuration: duration, delay: 0, options: [], animations: { content.alpha = 1 },
                completion: { _ in finish() })
        case .flipHorizontal:
            UIView.transition(
                with: host, duration: duration, options: [.transitionFlipFromRight],
                animations: { host.addSubview(content) }, completion: { _ in finish() })
        }
    }

    func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        let app = UIApplication.shared
        guard let presenter = presentationOwner ?? presentedAncestor?.presentingLink,
            let record = presenter.presentationRecord, let first = presenter.presentedLink
        else { return }
        var stack = [first]
        while let next = stack.last?.presentedLink { stack.append(next) }
        // Any controller of this stack (or its presenter) being presented or dismissed, by this
        // presenter or by a dismissal from further down, is a change in progress: a second
        // dismissal would undo links the first still uses. (Every record in progress has its
        // presented controller flagged, so the flags say it all.)
        if ([presenter] + stack).contains(where: { $0.beingPresented || $0.beingDismissed }) {
            app.report(
                .log, "Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!")
            return
        }
        let top = stack.last!
        let topRecord = top.presentingLink?.presentationRecord ?? record
        for controller in stack { controller.beingDismissed = true }
        record.inProgress = true
        let animated = flag && UIView.areAnimationsEnabled
        let reappears = record.removedPresenterView
        // Appearance follows a visible window: in a hidden one the views move and nobody
        // appears (the presenter does when the window shows).
        let live = top.viewIfLoaded?.isInVisibleWindow ?? false

        let exchange = AppearanceExchange(
            from: live ? top : nil, to: reappears && live ? presenter : nil, animated: animated)
        if reappears, let superview = record.presenterSuperview, let view = presenter.viewIfLoaded {
            // It fills its place at today's size: the window may have turned while it was covered.
            view.frame = superview.bounds
            superview.insertSubview(view, at: min(record.presenterIndex, superview.subviews.count))
        }
        record.removedPresenterView = false
        let content = top.view!
        let finish = {
            exchange.end(.arrivingFirst) {
                content.removeFromSuperview()
                content.alpha = 1
            }
            // Controllers between the presenter and the top leave without an animation of their own.
            for controller in stack.dropLast().reversed() { controller.viewIfLoaded?.removeFromSuperview() }
            presenter.presentedLink = nil
            presenter.presentationRecord = nil
            for controller in stack {
                // What children presented over their own context left with the views it lives in.
                for child in controller.childList { child.unlinkPresentations() }
                controller.presentingLink = nil
                controller.presentedLink = nil
                controller.presentationRecord = nil
                controller.beingDismissed = false
            }
            completion?()
        }
        // Nothing to animate in a hidden window.
        guard animated, live else {
            finish()
            return
        }
        let host = content.superview!
        let duration = topRecord.transitionStyle.duration
        switch topRecord.transitionStyle {
        case .coverVertical:
            UIView.animate(
                withDuration: duration, delay: 0, options: [],
                animations: {
                    content.frame.origin.y = host.bounds.height
                }, completion: { _ in finish() })
        case .crossDissolve:
            UIView.animate(
                withDuration: duration, delay: 0, options: [], animations: { content.alpha = 0 },
                completion: { _ in finish() })
        case .flipHorizontal:
            UIView.transition(
                with: host, duration: duration, options: [.transitionFlipFromLeft],
                animations: { content.isHidden = true },
                completion: { _ in
                    content.isHidden = false
                    finish()
                })
        }
    }
}

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
    /// For `.custom` and the sheet styles: the presentation controller, and the container view
    /// (UIKit's transition view) it put in the window.
    var presentationController: UIPresentationController?
    var containerView: UIView?
    /// The presenter's view leaves the window while covered (`.fullScreen`, or a presentation
    /// controller's `shouldRemovePresentersView`).
    var removesPresenter = false
    /// `.partialCurl`: the page left curled over the presented view until the dismissal.
    var curledPage: PartialCurlView?

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
        unlinkPresentation()
    }

    /// Undoes the presentation this controller made and every one made above it, as a finished
    /// dismissal leaves them: their views (the presented views, container views and curled
    /// pages) leave the views they lived in, top first, then every link and record goes, with
    /// what their children presented over their own context. The one unlink of a dismissal, of
    /// a cancelled presentation and of a presenter's children.
    func unlinkPresentation() {
        guard let first = presentedLink else { return }
        var stack = [first]
        while let next = stack.last?.presentedLink { stack.append(next) }
        for presented in stack.reversed() {
            let record = presented.presentingLink?.presentationRecord
            presented.viewIfLoaded?.removeFromSuperview()
            record?.containerView?.removeFromSuperview()
            record?.curledPage?.removeFromSuperview()
        }
        for presented in stack {
            guard let presenter = presented.presentingLink else { continue }
            presenter.presentationRecord?.presentationController?.containerView = nil
            presenter.presentedLink = nil
            presenter.presentationRecord = nil
            for child in presented.childList { child.unlinkPresentations() }
            presented.presentingLink = nil
            presented.presentationControllerStorage = nil
            presented.beingPresented = false
        }
    }

    func performPresent(_ presented: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        guard let target = presentationTarget(for: presented) else { return }
        let setup = linkPresentation(
            of: presented, style: target.style, over: target.context, in: target.window, animated: flag)
        runPresentationTransition(setup, completion: completion)
    }

    /// Validate: UIKit's refusals of a presentation, in its order (the exceptions first, then the
    /// logged ones); returns the style, the context it covers and the window, or nil, reported.
    private func presentationTarget(
        for presented: UIViewController
    ) -> (style: UIModalPresentationStyle, context: UIViewController, window: UIWindow)? {
        let runtime = runtime
        if let parent = presented.parentLink {
            runtime.report(
                .exception,
                "Application tried to present modally a view controller \(presented) that has a "
                    + "parent view controller \(parent).", name: "NSInvalidArgumentException")
            return nil
        }
        if isHeld(by: presented) || presented.presentingLink != nil
            || presented.presentedLink != nil || presented.viewIfLoaded?.window != nil
        {
            runtime.report(
                .exception, "Application tried to present modally an active controller \(presented).",
                name: "NSInvalidArgumentException")
            return nil
        }
        let style = presented.modalPresentationStyle.resolved
        let context = presentationContext(for: style)
        // Apple, `UIModalTransitionStyle.partialCurl`: "supported only if the parent view controller
        // is presenting a full-screen view and you use the fullScreen modal presentation style.
        // Attempting to use a different form factor for the parent view or a different
        // presentation style triggers an exception."
        if presented.modalTransitionStyle == .partialCurl {
            let contextFills = context.presentingLink?.presentationRecord.map {
                [.fullScreen, .overFullScreen].contains($0.style)
            }
            if let offender = style != .fullScreen ? presented : contextFills == false ? context : nil {
                runtime.report(
                    .exception,
                    "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view "
                        + "controller \(offender).", name: "NSInvalidArgumentException")
                return nil
            }
        }
        if let current = context.presentedLink {
            runtime.report(.log, "Attempt to present \(presented) on \(context) which is already presenting \(current)")
            return nil
        }
        guard let window = context.viewIfLoaded?.window, !window.isHidden else {
            runtime.report(
                .log, "Attempt to present \(presented) on \(context) whose view is not in the window hierarchy")
            return nil
        }
        if context.beingPresented || context.beingDismissed {
            runtime.report(.log, "Attempt to present \(presented) on \(context) while a presentation is in progress")
            return nil
        }
        return (style, context, window)
    }

    /// Link: asks the transitioning delegate for the presentation controller, then the animator
    /// (UIKit's order), links presenter and presented through a record in progress, and picks
    /// the view the presented one lives in.
    private func linkPresentation(
        of presented: UIViewController, style: UIModalPresentationStyle, over context: UIViewController,
        in window: UIWindow, animated flag: Bool
    ) -> PresentationSetup {
        // The transitioning delegate is asked for the presentation controller, then the animator,
        // then the interaction controller.
        let delegate = presented.transitioningDelegate
        var controller: UIPresentationController?
        if style == .custom {
            controller =
                delegate?.presentationController(forPresented: presented, presenting: context, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: context)
        } else if style.usesPresentationController {
            controller = presented.presentationController
        }
        controller?.presentingLink = context
        controller?.holdPresented()
        presented.presentationControllerStorage = controller
        let animated = flag && UIView.areAnimationsEnabled
        let custom =
            animated ? delegate?.animationController(forPresented: presented, presenting: context, source: self) : nil

        let record = PresentationRecord(style: style, transitionStyle: presented.modalTransitionStyle)
        record.inProgress = true
        record.presentationController = controller
        context.presentationRecord = record
        context.presentedLink = presented
        presented.presentingLink = context
        presented.beingPresented = true
        // A context presentation lives inside the context's view, so it goes wherever that view
        // goes; a presentation controller's in a container view of its own over the window.
        let host: UIView
        if let controller {
            let container = TransitionContainerView(frame: window.bounds, presentationController: controller)
            window.addSubview(container)
            controller.containerView = container
            record.containerView = container
            host = container
        } else {
            host = style.usesCurrentContext ? context.view : window
        }
        return PresentationSetup(
            presented: presented, context: context, style: style, record: record, controller: controller, host: host,
            delegate: delegate, custom: custom, animated: animated)
    }

    /// Transition: the presented view's place, the appearance exchange and the transition
    /// context (the delegate's animator and interaction controller, or UIKit's own); runs it, at
    /// once when nothing animates.
    private func runPresentationTransition(_ setup: PresentationSetup, completion: (() -> Void)?) {
        let (presented, context, host, controller) = (setup.presented, setup.context, setup.host, setup.controller)
        let record = setup.record
        let content = controller?.presentedView ?? presented.view!
        let frame = controller?.frameOfPresentedViewInContainerView ?? host.bounds
        if controller == nil { content.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        let covers = controller?.shouldRemovePresentersView ?? setup.style.removesPresentersViews
        record.removesPresenter = covers
        // The screen as it is now becomes the page a partial curl leaves curled (UIKit's own
        // animation only: a custom animator draws what it likes).
        let curledPage =
            record.transitionStyle == .partialCurl && setup.custom == nil
            ? PartialCurlView(
                page: LayerSnapshot(of: host.layer, at: host.runtime.animation.now), frame: host.bounds,
                presented: presented)
            : nil

        let transition = TransitionContext(
            container: host, animated: setup.animated, style: setup.style, from: context, to: presented,
            fromView: covers ? context.view : nil, toView: content)
        transition.setFrames(of: context, initial: context.view.frame, final: .zero)
        transition.setFrames(of: presented, initial: .zero, final: frame)
        transition.animator =
            setup.custom
            ?? (setup.animated ? ModalTransitionAnimator(style: record.transitionStyle, presenting: true) : nil)
        if let custom = setup.custom {
            transition.interactor = setup.delegate?.interactionControllerForPresentation(using: custom)
        }
        context.presentationTransitionContext = transition
        presented.presentationTransitionContext = transition
        controller?.presentationTransitionWillBegin()
        let exchange = AppearanceExchange(from: covers ? context : nil, to: presented, animated: setup.animated)
        transition.prelude = { completed in controller?.presentationTransitionDidEnd(completed) }
        transition.onComplete = { completed in
            Self.finishPresentation(
                of: presented, over: context, record: record, completed: completed, host: host, content: content,
                curledPage: curledPage, covers: covers, exchange: exchange,
                completion: completion)
        }
        guard transition.animator != nil else {
            content.frame = frame
            host.addSubview(content)
            // Laid out between its viewWillAppear and viewDidAppear (DESIGN §2); animated, the
            // frames before the animation's end do it.
            content.setNeedsLayout()
            content.layoutIfNeeded()
            transition.start()
            transition.completeTransition(true)
            return
        }
        transition.start()
    }

    /// Finish: the appearance ends and the covered presenter's view leaves the window; a
    /// cancelled (interactive) presentation puts everything back as before it.
    private static func finishPresentation(
        of presented: UIViewController, over context: UIViewController, record: PresentationRecord,
        completed: Bool, host: UIView, content: UIView,
        curledPage: PartialCurlView?, covers: Bool, exchange: AppearanceExchange, completion: (() -> Void)?
    ) {
        context.presentationTransitionContext = nil
        presented.presentationTransitionContext = nil
        record.inProgress = false
        guard completed else {
            // A cancelled (interactive) presentation: everything as before it.
            exchange.cancel()
            presented.beingPresented = false
            content.removeFromSuperview()
            context.unlinkPresentation()
            return
        }
        if let curledPage {
            curledPage.frame = host.bounds
            curledPage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            host.insertSubview(curledPage, aboveSubview: content)
            record.curledPage = curledPage
        }
        exchange.end(.arrivingFirst) {
            if covers, let view = context.viewIfLoaded, let superview = view.superview {
                record.removedPresenterView = true
                record.presenterSuperview = superview
                record.presenterIndex = superview.subviews.indexOfIdentical(view) ?? 0
                view.removeFromSuperview()
            }
        }
        presented.beingPresented = false
        completion?()
    }

    /// `willBegin` runs once the dismissal's transition exists and before it begins (a
    /// user's dismissal tells the presentation controller's delegate there, so it can animate
    /// alongside).
    func performDismiss(animated flag: Bool, completion: (() -> Void)?, willBegin: (() -> Void)? = nil) {
        guard let target = dismissalTarget() else { return }
        let (presenter, record, stack) = (target.presenter, target.record, target.stack)
        let top = stack.last!
        let topRecord = (top.presentingLink ?? presenter).presentationRecord ?? record
        let reappears = record.removedPresenterView
        let controller = topRecord.presentationController
        let setup = linkDismissal(of: stack, by: presenter, record: record, topRecord: topRecord, animated: flag)
        let (transition, content, host) = (setup.transition, setup.content, setup.host)
        willBegin?()
        controller?.dismissalTransitionWillBegin()
        let live = setup.live
        let exchange = AppearanceExchange(
            from: live ? top : nil, to: reappears && live ? presenter : nil, animated: setup.animated)
        if reappears, let superview = record.presenterSuperview, let view = presenter.viewIfLoaded {
            // It fills its place at today's size: the window may have turned while it was covered.
            view.frame = superview.bounds
            superview.insertSubview(view, at: min(record.presenterIndex, superview.subviews.count))
        }
        record.removedPresenterView = false
        // A partial curl's page leaves: the dismissal uncurls a page of its own.
        let curledPage = topRecord.curledPage
        curledPage?.removeFromSuperview()
        topRecord.curledPage = nil
        transition.prelude = { completed in controller?.dismissalTransitionDidEnd(completed) }
        transition.onComplete = { completed in
            presenter.presentationTransitionContext = nil
            top.presentationTransitionContext = nil
            guard completed else {
                Self.cancelDismissal(
                    of: stack, by: presenter, record: record, topRecord: topRecord, host: host, content: content,
                    curledPage: curledPage, reappears: reappears, exchange: exchange)
                return
            }
            Self.finishDismissal(
                of: stack, by: presenter, topRecord: topRecord, content: content, exchange: exchange,
                completion: completion)
        }
        guard transition.animator != nil else {
            transition.start()
            transition.completeTransition(true)
            return
        }
        transition.start()
    }

    /// Validate: the presenter this dismissal undoes, its record and the stack of controllers
    /// presented above it, bottom first; nil (logged) while any of them is still moving.
    private func dismissalTarget() -> (
        presenter: UIViewController, record: PresentationRecord, stack: [UIViewController]
    )? {
        guard let presenter = presentationOwner ?? presentedAncestor?.presentingLink,
            let record = presenter.presentationRecord, let first = presenter.presentedLink
        else { return nil }
        var stack = [first]
        while let next = stack.last?.presentedLink { stack.append(next) }
        // Any controller of this stack (or its presenter) being presented or dismissed, by this
        // presenter or by a dismissal from further down, is a change in progress: a second
        // dismissal would undo links the first still uses. (Every record in progress has its
        // presented controller flagged, so the flags say it all.)
        if ([presenter] + stack).contains(where: { $0.beingPresented || $0.beingDismissed }) {
            runtime.report(
                .log, "Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!")
            return nil
        }
        return (presenter, record, stack)
    }

    /// Link: flags the stack as being dismissed and makes the transition from the top
    /// controller's view back to its presenter (the delegate's animator and interaction
    /// controller, or UIKit's own), known to both ends before anything begins.
    private func linkDismissal(
        of stack: [UIViewController], by presenter: UIViewController, record: PresentationRecord,
        topRecord: PresentationRecord, animated flag: Bool
    ) -> (transition: TransitionContext, content: UIView, host: UIView, live: Bool, animated: Bool) {
        let top = stack.last!
        let topPresenter = top.presentingLink ?? presenter
        for controller in stack { controller.beingDismissed = true }
        record.inProgress = true
        // Appearance follows a visible window: in a hidden one the views move and nobody
        // appears (the presenter does when the window shows).
        let live = top.viewIfLoaded?.isInVisibleWindow ?? false
        let animated = flag && UIView.areAnimationsEnabled && live
        let controller = topRecord.presentationController
        let delegate = top.transitioningDelegate
        let custom = animated ? delegate?.animationController(forDismissed: top) : nil

        let content = controller?.presentedView ?? top.view!
        let host = topRecord.containerView ?? content.superview ?? top.view.window ?? content
        let transition = TransitionContext(
            container: host, animated: animated, style: topRecord.style, from: top, to: topPresenter,
            fromView: content, toView: topRecord.removesPresenter ? topPresenter.viewIfLoaded : nil)
        transition.setFrames(of: top, initial: content.frame, final: .zero)
        transition.setFrames(of: topPresenter, initial: .zero, final: topPresenter.viewIfLoaded?.frame ?? .zero)
        transition.animator =
            custom ?? (animated ? ModalTransitionAnimator(style: topRecord.transitionStyle, presenting: false) : nil)
        if let custom { transition.interactor = delegate?.interactionControllerForDismissal(using: custom) }
        presenter.presentationTransitionContext = transition
        top.presentationTransitionContext = transition
        return (transition, content, host, live, animated)
    }

    /// A cancelled (interactive) dismissal: the presented controller stays, and the presenter's
    /// view leaves again if it was covered.
    private static func cancelDismissal(
        of stack: [UIViewController], by presenter: UIViewController, record: PresentationRecord,
        topRecord: PresentationRecord, host: UIView, content: UIView, curledPage: PartialCurlView?, reappears: Bool,
        exchange: AppearanceExchange
    ) {
        for controller in stack { controller.beingDismissed = false }
        record.inProgress = false
        if let curledPage {
            host.insertSubview(curledPage, aboveSubview: content)
            topRecord.curledPage = curledPage
        }
        exchange.cancel(between: {
            if reappears, let view = presenter.viewIfLoaded, let superview = view.superview {
                record.removedPresenterView = true
                record.presenterIndex = superview.subviews.indexOfIdentical(view) ?? 0
                view.removeFromSuperview()
            }
        })
    }

    /// Finish: the appearance ends, every view of the stack leaves, and the links from the
    /// presenter up are undone.
    private static func finishDismissal(
        of stack: [UIViewController], by presenter: UIViewController, topRecord: PresentationRecord,
        content: UIView, exchange: AppearanceExchange, completion: (() -> Void)?
    ) {
        let top = stack.last!
        exchange.end(.arrivingFirst) {
            content.removeFromSuperview()
            content.alpha = 1
            top.viewIfLoaded?.removeFromSuperview()
            topRecord.containerView?.removeFromSuperview()
        }
        // Controllers between the presenter and the top leave without an animation of their own.
        presenter.unlinkPresentation()
        for controller in stack { controller.beingDismissed = false }
        completion?()
    }
}

/// A presentation between its steps (`performPresent`): who presents what over which context,
/// the record linking them, the view the presented one lives in, and how it animates.
private struct PresentationSetup {
    let presented: UIViewController
    let context: UIViewController
    let style: UIModalPresentationStyle
    let record: PresentationRecord
    let controller: UIPresentationController?
    let host: UIView
    let delegate: (any UIViewControllerTransitioningDelegate)?
    let custom: (any UIViewControllerAnimatedTransitioning)?
    let animated: Bool
}

import Foundation

/// View transitions: a flip, dissolve or curl of one view's area while its content changes.
extension UIView {
    /// Changes `view`'s content in `animations` under the transition in `options`. The changes
    /// themselves take effect at once; the transition animates between the before and after.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        runTransition(
            in: view, duration: duration, options: options, changes: animations ?? {},
            animations: {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview under the transition in
    /// `options`; with `.showHideTransitionViews` it hides one and shows the other instead.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            runAnimations(
                duration: 0, delay: 0, options: [], curve: .timing(options.timingFunction),
                animations: {}, completion: completion)
            return
        }
        runTransition(
            in: container, duration: duration, options: options,
            changes: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                    fromView.removeFromSuperview()
                }
            }, animations: {}, completion: completion)
    }

    /// The shared engine: snapshots `container`, applies `changes` at once, runs `animations`
    /// as an animation block of the same timing, and plays the transition kind in `options` over
    /// the container. One completion for all of it. Inside another block the timing is inherited
    /// as any nested block's is; the kind of transition is always this call's own.
    /// `curlExtent` is how far a curl goes (a partial curl's page stops part-way).
    static func runTransition(
        in container: UIView, duration: TimeInterval, options: AnimationOptions, curlExtent: Double = 1,
        changes: () -> Void, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let runtime = container.runtime, engine = runtime.animation, blocks = runtime.blocks
        // Inside performWithoutAnimation the transition is skipped too.
        let insideWithoutAnimation = blocks.contexts.last.map { $0 == nil } ?? false
        let snapshot = LayerSnapshot(of: container.layer, at: engine.now)
        let group = AnimationGroup(animator: engine.animator, completion: completion)
        let context = AnimationContext(
            duration: duration, delay: 0, options: options,
            curve: .timing(options.timingFunction), group: group, engine: engine, timeline: blocks.currentTimeline,
            nestedIn: blocks.currentContext)
        performWithoutAnimation(changes)
        blocks.contexts.append(context)
        animations()
        blocks.contexts.removeLast()
        if !insideWithoutAnimation, blocks.isEnabled, context.duration > 0, container.layer.isInWindow,
            let transition = LayerTransition(
                kind: options.transition, snapshot: snapshot, context: context, engine: engine,
                curlExtent: curlExtent)
        {
            engine.animator.add(transition, to: container.layer)
        }
        group.seal()
    }
}

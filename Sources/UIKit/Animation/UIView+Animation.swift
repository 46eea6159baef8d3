import Foundation

/// UIKit's block animations. Inside the block, changes to animatable properties of views in a
/// window take effect at once in the model and are drawn moving from the old value over the
/// duration; the completion runs on the frame the last of them ends (never synchronously).
extension UIView {
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimations(
            duration: duration, delay: delay, options: options,
            curve: .timing(options.timingFunction), animations: animations, completion: completion)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A damped spring: `dampingRatio` 1 settles without overshoot, smaller values oscillate;
    /// `velocity` is the initial speed in distances per second. The curve options are ignored.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringCurve(
            dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration)
        runAnimations(
            duration: duration, delay: delay, options: options, curve: .spring(spring),
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with every change taking effect at once, even inside an
    /// animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let blocks = Runtime.application.blocks
        blocks.contexts.append(nil)
        actionsWithoutAnimation()
        blocks.contexts.removeLast()
    }

    public class func setAnimationsEnabled(_ enabled: Bool) { Runtime.application.blocks.isEnabled = enabled }

    public class var areAnimationsEnabled: Bool { Runtime.application.blocks.isEnabled }

    /// Runs the block in an animation context (nested in the block being run, if any), lays out
    /// changed views for `.layoutSubviews`, and seals the group so its completion can run once
    /// everything ended.
    static func runAnimations(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        curve: MotionCurve, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let runtime = Runtime.application, blocks = runtime.blocks
        let group = AnimationGroup(animator: runtime.animation.animator, completion: completion)
        let context = AnimationContext(
            duration: duration, delay: delay, options: options, curve: curve, group: group, engine: runtime.animation,
            timeline: blocks.currentTimeline, nestedIn: blocks.currentContext)
        blocks.contexts.append(context)
        animations()
        if context.options.contains(.layoutSubviews) {
            for view in context.changedViews { view.layoutIfNeeded() }
        }
        blocks.contexts.removeLast()
        group.seal()
    }
}

import Foundation

/// UIKit's keyframe animations (iOS 7): one block whose `addKeyframe` calls each change
/// properties over their own slice of the duration; one completion for the whole.
extension UIView {
    /// Apple's members and raw values (UIView.h). The shared options mean what they mean for
    /// `AnimationOptions`; UIKit also honours `AnimationOptions`' curve bits cast in
    /// (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`), and so do
    /// we: the curve paces the whole animation, ease-in-ease-out by default.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight lines between the keyframes' values (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// "Jump directly to each new keyframe value", at the end of its keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// "An evenly paced animation": the keyframes' times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the keyframes' values (see `KeyframeTrack.Mode.cubic`).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The spline at a constant velocity, the keyframes' times ignored.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        static let calculationModeMask: UInt = 0x7 << 10

        var calculationMode: KeyframeTrack.Mode {
            switch (rawValue & Self.calculationModeMask) >> 10 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The options as a block's: the shared bits and any curve bits cast in.
        var blockOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~Self.calculationModeMask) }
    }

    /// Runs `animations`, whose `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// calls each move the properties they change over their slice of `duration`; values
    /// between keyframes follow the calculation mode in `options`. Changes made outside any
    /// keyframe span the whole duration. As any block, it inherits from a block it is nested in.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let runtime = Runtime.application, blocks = runtime.blocks
        let blockOptions = options.blockOptions
        let group = AnimationGroup(animator: runtime.animation.animator, completion: completion)
        let context = AnimationContext(
            duration: duration, delay: delay, options: blockOptions, curve: .timing(blockOptions.timingFunction),
            group: group, engine: runtime.animation, timeline: blocks.currentTimeline,
            nestedIn: blocks.currentContext)
        let recorder = KeyframeRecorder(mode: options.calculationMode)
        context.keyframes = recorder
        blocks.contexts.append(context)
        animations()
        if context.options.contains(.layoutSubviews) {
            for view in context.changedViews { view.layoutIfNeeded() }
        }
        blocks.contexts.removeLast()
        for (layer, key, track) in recorder.tracks() {
            let engine = layer.runtime.animation
            engine.animator.add(LayerAnimation(key: key, track: track, context: context, engine: engine), to: layer)
        }
        group.seal()
    }

    /// One keyframe: the properties `animations` changes reach their new values over the slice
    /// from `frameStartTime` for `frameDuration`, both fractions (0…1) of the whole keyframe
    /// animation. Outside `animateKeyframes` the changes are made as the code around says (at
    /// once, or in the enclosing animation block).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recorder = Runtime.application.blocks.currentContext?.keyframes else {
            animations()
            return
        }
        let enclosing = recorder.slice
        recorder.slice = (frameStartTime, max(frameDuration, 0))
        animations()
        recorder.slice = enclosing
    }
}

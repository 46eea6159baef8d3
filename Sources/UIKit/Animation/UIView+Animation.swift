import Foundation

/// UIKit's block animations. Inside the block, changes to animatable properties of views in a
/// window take effect at once in the model and are drawn moving from the old value over the
/// duration; the completion runs on the frame the last of them ends (never synchronously).
extension UIView {
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve bits (16–19) as the Core Animation timing function they name.
        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: CAMediaTimingFunction(name: .easeIn)
            case 2: CAMediaTimingFunction(name: .easeOut)
            case 3: CAMediaTimingFunction(name: .linear)
            default: CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }

        /// The transition named by bits 20–23, if any.
        var transition: LayerTransition.Kind? {
            let kinds: [(AnimationOptions, LayerTransition.Kind)] = [
                (.transitionFlipFromLeft, .flipFromLeft), (.transitionFlipFromRight, .flipFromRight),
                (.transitionFlipFromTop, .flipFromTop), (.transitionFlipFromBottom, .flipFromBottom),
                (.transitionCrossDissolve, .crossDissolve), (.transitionCurlUp, .curlUp),
                (.transitionCurlDown, .curlDown),
            ]
            let bits = AnimationOptions(rawValue: rawValue & (0xF << 20))
            return kinds.first { $0.0 == bits }?.1
        }
    }

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
        let engine = UIApplication.shared.animation
        engine.contexts.append(nil)
        actionsWithoutAnimation()
        engine.contexts.removeLast()
    }

    public class func setAnimationsEnabled(_ enabled: Bool) { UIApplication.shared.animation.isEnabled = enabled }

    public class var areAnimationsEnabled: Bool { UIApplication.shared.animation.isEnabled }

    /// Runs the block in an animation context, lays out changed views for `.layoutSubviews`,
    /// and seals the group so its completion can run once everything ended.
    static func runAnimations(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        curve: AnimationCurve, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let engine = UIApplication.shared.animation
        let group = AnimationGroup(animator: engine.animator, completion: completion)
        let context = AnimationContext(
            duration: duration, delay: delay, options: options, curve: curve, group: group, start: engine.now)
        engine.contexts.append(context)
        animations()
        if options.contains(.layoutSubviews) {
            for view in context.changedViews { view.layoutIfNeeded() }
        }
        engine.contexts.removeLast()
        group.seal()
    }
}

import Foundation

/// `UIView.AnimationOptions`: every member Apple's UIKit defines before iOS 26, with Apple's raw
/// values (UIView.h), each doing what Apple's documentation of it says (quoted per member).
extension UIView {
    /// Options of block animations and view transitions: curves, repetition, layout, and the transition styles.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// "Lay out subviews at commit time so that they are animated along with their parent":
        /// the views whose layers the block changed are laid out inside the block.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// "Allow the user to interact with views while they are being animated"; without it a
        /// view with an animation in flight is skipped by hit-testing.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// "Start the animation from the current setting associated with an already in-flight
        /// animation": the presentation value. Without it the new animation starts from the
        /// in-flight one's end value (the model value), which is cut short.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// "Repeat the animation indefinitely": it never completes on its own.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// "Run the animation backwards and forwards"; without `.repeat` it runs there and back
        /// once, then the model value shows.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// "Force the animation to use the original duration value specified when the animation
        /// was submitted"; without it a block nested in another takes the outer block's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// "Force the animation to use the original curve value specified when the animation was
        /// submitted"; without it a nested block takes the outer block's curve (or spring).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// "Animate the views by changing the property values dynamically and redrawing the view.
        /// If this key is not present, the views are animated using a snapshot image." A view
        /// transition with it draws the live new content every frame (its animations and later
        /// changes included); without it the new side is a snapshot of the content's end state,
        /// taken when the transition is first drawn. Property animations always redraw here.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides the old view and shows the new one in `transition(from:to:…)` instead of
        /// removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// "The option to not inherit the animation type or any options": a nested block keeps
        /// only its own options (the flags above and the frame rate; duration and curve have
        /// their own overrides).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

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

        /// The display's rate: every 60 Hz frame shows a new value.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second, our loop's rate: the same as the default.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// "A frame rate of 30 frames per second": the presentation value moves in 1/30 s steps of
        /// animation time from the animation's start, so on the 60 Hz loop it changes every
        /// second frame.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        static let curveMask: UInt = 0xF << 16
        static let transitionMask: UInt = 0xF << 20
        static let framesPerSecondMask: UInt = 0xF << 24
        /// The flags a nested block inherits unless it says `.overrideInheritedOptions`.
        static let inheritableFlags: AnimationOptions = [
            .layoutSubviews, .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse,
            .allowAnimatedContent,
        ]

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
            let bits = AnimationOptions(rawValue: rawValue & Self.transitionMask)
            return kinds.first { $0.0 == bits }?.1
        }

        /// The time between two values shown, when the frame-rate bits (24–27) ask for fewer
        /// than our loop's 60 a second; nil shows a new value every frame.
        var frameInterval: TimeInterval? {
            AnimationOptions(rawValue: rawValue & Self.framesPerSecondMask) == .preferredFramesPerSecond30
                ? 1.0 / 30 : nil
        }

        /// These options as a block nested in one with `outer` options runs them: the outer
        /// block's flags and frame rate join its own unless it says `.overrideInheritedOptions`.
        /// Curves and transitions are never taken from the outer options (the curve is inherited
        /// as a whole, spring included, by `AnimationContext`).
        func inheriting(_ outer: AnimationOptions) -> AnimationOptions {
            guard !contains(.overrideInheritedOptions) else { return self }
            var options = union(outer.intersection(Self.inheritableFlags))
            if rawValue & Self.framesPerSecondMask == 0 {
                options = AnimationOptions(rawValue: options.rawValue | outer.rawValue & Self.framesPerSecondMask)
            }
            return options
        }
    }
}

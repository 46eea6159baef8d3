import Foundation

/// What a `UIView.animate` block in progress asks of the properties it changes. A block run
/// inside another inherits from it as UIKit documents: the outer block's duration and curve
/// unless it says `.overrideInheritedDuration` / `.overrideInheritedCurve` (Apple: "If this key
/// is not present, the animation inherits the curve of the in-flight animation"), its flags
/// unless `.overrideInheritedOptions`, and it starts with the outer block's animations (Apple's
/// View Programming Guide: "Nested animations are started at the same time as any parent
/// animations"), its own delay counted from there.
@MainActor
final class AnimationContext {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let curve: MotionCurve
    let group: AnimationGroup
    /// Animation time of `engine` when the call was made (the time line's local time, with one).
    let start: TimeInterval
    /// The engine whose time `start` is: the runtime the block was started from.
    private let engine: AnimationEngine
    /// The time line its animations play on; nil plays them on animation time.
    let timeline: AnimationTimeline?
    /// Views whose layers changed, for `.layoutSubviews`.
    var changedViews: [UIView] = []
    /// Set inside `animateKeyframes`: changes are collected as keyframes instead of animating.
    var keyframes: KeyframeRecorder?

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, curve: MotionCurve,
        group: AnimationGroup, engine: AnimationEngine, timeline: AnimationTimeline? = nil,
        nestedIn outer: AnimationContext? = nil
    ) {
        let ownDuration = max(duration, 0), ownDelay = max(delay, 0)
        self.timeline = timeline
        guard let outer, outer.timeline === timeline else {
            self.engine = engine
            (self.duration, self.delay, self.options, self.curve) = (ownDuration, ownDelay, options, curve)
            (self.group, self.start) = (group, timeline?.time ?? engine.now)
            return
        }
        self.duration = options.contains(.overrideInheritedDuration) ? ownDuration : outer.duration
        self.delay = outer.delay + ownDelay
        self.options = options.inheriting(outer.options)
        self.curve = (options.contains(.overrideInheritedCurve) ? curve : outer.curve).fitted(to: self.duration)
        self.group = group
        (self.start, self.engine) = (outer.start, outer.engine)
    }

    /// When an animation of this block on a layer run by `layerEngine` begins, in that engine's
    /// time (or the time line's): the block runs within one frame, so for another runtime's
    /// layer it starts at that runtime's current time.
    func begin(on layerEngine: AnimationEngine) -> TimeInterval {
        (timeline != nil || layerEngine === engine ? start : layerEngine.now) + delay
    }
}

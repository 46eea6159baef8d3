import Foundation

/// One property of one layer moving from a start value to its model value over time, directly or
/// through keyframes (`animateKeyframes`). The model changed at once; this only answers what to
/// draw at a given time (the presentation value).
@MainActor
final class LayerAnimation {
    let key: CALayer.AnimationKey
    let from: AnimatableValue
    let to: AnimatableValue
    /// The values between, for a keyframe animation; nil goes straight from `from` to `to`.
    let keyframes: KeyframeTrack?
    /// When the motion starts (the call's time plus its delay); before it, `from` is shown.
    let begin: TimeInterval
    let duration: TimeInterval
    let curve: MotionCurve
    let repeats: Bool
    let autoreverses: Bool
    let allowsUserInteraction: Bool
    /// `.preferredFramesPerSecond30`: values are shown in steps of this much time.
    let frameInterval: TimeInterval?
    let group: AnimationGroup
    /// Its clock: `begin` and `end` are in the time line's local time, and it ends with the time
    /// line (`AnimationTimeline.finishAnimations(at:)`), not by itself. Weak: a time line its
    /// owner dropped (a paused property animator released) ends it on the next frame.
    private(set) weak var timeline: AnimationTimeline?
    let isOnTimeline: Bool
    var isOnMovingTimeline: Bool { timeline?.isMoving == true }

    /// Of a layer run by `engine`, whose time `begin` and `end` are in.
    convenience init(
        key: CALayer.AnimationKey, from: AnimatableValue, to: AnimatableValue, context: AnimationContext,
        engine: AnimationEngine
    ) {
        self.init(key: key, from: from, to: to, keyframes: nil, context: context, engine: engine)
    }

    /// A keyframe animation through `track`, under the block's curve as a whole (UIKit gives the
    /// Core Animation keyframe animation it builds the block's timing function).
    convenience init(
        key: CALayer.AnimationKey, track: KeyframeTrack, context: AnimationContext, engine: AnimationEngine
    ) {
        self.init(key: key, from: track.first, to: track.last, keyframes: track, context: context, engine: engine)
    }

    private init(
        key: CALayer.AnimationKey, from: AnimatableValue, to: AnimatableValue, keyframes: KeyframeTrack?,
        context: AnimationContext, engine: AnimationEngine
    ) {
        self.key = key
        self.from = from
        self.to = to
        self.keyframes = keyframes
        begin = context.begin(on: engine)
        duration = context.duration
        curve = context.curve
        repeats = context.options.contains(.repeat)
        autoreverses = context.options.contains(.autoreverse)
        allowsUserInteraction = context.options.contains(.allowUserInteraction)
        frameInterval = context.options.frameInterval
        group = context.group
        timeline = context.timeline
        isOnTimeline = context.timeline != nil
    }

    /// When it ends and the model value takes over; nil while it repeats for ever.
    var end: TimeInterval? { repeats ? nil : begin + duration * (autoreverses ? 2 : 1) }

    /// The value shown at animation time `time`.
    func value(at time: TimeInterval) -> AnimatableValue {
        let local = timeline?.time(at: time) ?? time
        let elapsed = AnimationFrameRate.shownElapsed(local - begin, every: frameInterval)
        guard elapsed > 0 else { return from }
        guard duration > 0 else { return to }
        let cycles = elapsed / duration
        // A time line driven along a spring passes its end before settling: the linear
        // animations a property animator makes, which end with it, follow past the end value.
        if let timeline, local > timeline.duration, let end, end >= timeline.duration - 1e-9, keyframes == nil,
            curve.isLinear
        {
            return from.interpolated(to: to, progress: cycles)
        }
        if !repeats && cycles >= (autoreverses ? 2 : 1) { return to }
        var fraction = cycles.truncatingRemainder(dividingBy: autoreverses ? 2 : 1)
        if autoreverses && fraction > 1 { fraction = 2 - fraction }
        let progress = curve.progress(at: fraction)
        if let keyframes { return keyframes.value(at: progress) }
        return from.interpolated(to: to, progress: progress)
    }
}

/// One `animate` call: however many properties it moved, its completion runs once, when the
/// last of them ends, with `true` only if none was interrupted.
@MainActor
final class AnimationGroup {
    private let completion: ((Bool) -> Void)?
    /// Runs the completion on a frame once everything ended: the animator of the runtime its
    /// latest animation started on. Weak, as a window's own runtime may go before the group; the
    /// application's animator then runs the completion.
    private weak var animator: Animator?
    private var running = 0
    private var allFinished = true
    /// The animations block has returned, so no more animations can join.
    private var sealed = false
    private var queued = false

    init(animator: Animator, completion: ((Bool) -> Void)?) {
        self.animator = animator
        self.completion = completion
    }

    /// One of its animations started on `animator`: the completion runs in that animator's
    /// frames (a block that animated views of another runtime completes on that runtime's clock).
    func animationStarted(on animator: Animator) {
        running += 1
        self.animator = animator
    }

    func animationEnded(finished: Bool) {
        running -= 1
        if !finished { allFinished = false }
        queueIfDone()
    }

    func seal() {
        sealed = true
        queueIfDone()
    }

    private func queueIfDone() {
        guard sealed, running == 0, !queued else { return }
        queued = true
        (animator ?? Runtime.application.animation.animator).queueCompletion(self)
    }

    func complete() { completion?(allFinished) }
}

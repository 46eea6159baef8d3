import Foundation

/// A time line animations can be attached to: local time that stands still, jumps, or moves to a
/// target along a curve — forwards or backwards — independently of the frame clock. It plays the
/// part of a Core Animation layer's `speed`/`timeOffset`, which UIKit's interactive transitions
/// set to zero on the transition's container to scrub it, and of a property animator's own clock.
///
/// Animations made inside `AnimationBlocks.run(on:_:)` measure their begin and end in local time
/// and do not end by themselves: they last until the owner calls `finishAnimations(at:)`, so a
/// scrubbed or reversed animation keeps showing wherever the time line stands.
@MainActor
final class AnimationTimeline {
    /// Where a finished time line leaves its properties (`UIViewAnimatingPosition`'s cases).
    enum Position { case start, end, current }

    /// A move from `from` to `to` over `duration` seconds of animation time along `curve` (a
    /// spring may pass the target before it settles there).
    struct MotionRecord {
        let from: TimeInterval
        let to: TimeInterval
        let duration: TimeInterval
        let curve: MotionCurve
    }

    private enum Motion {
        case still(TimeInterval)
        /// A move that started at animation time `anchor`.
        case moving(anchor: TimeInterval, MotionRecord)
    }

    /// An animation the time line ended, with the values it ran between.
    struct FinishedAnimation {
        let layer: CALayer
        let key: CALayer.AnimationKey
        let from: AnimatableValue
        let to: AnimatableValue
    }

    private unowned let engine: AnimationEngine
    private var motion: Motion = .still(0)
    /// Runs once when the current motion reaches its target (on the frame that passes it).
    private var reached: (() -> Void)?
    /// The animations attached, with the layers they play on.
    private var attached: [(layer: CALayer, animation: LayerAnimation)] = []
    private var attachedTransitions: [(layer: CALayer, transition: LayerTransition)] = []
    /// Changes made on it to layers outside a window, which took their values at once.
    private var unanimated: [FinishedAnimation] = []
    /// The latest end of an attached animation, in local time.
    private(set) var duration: TimeInterval = 0

    /// Starts standing still at local time 0.
    init(engine: AnimationEngine) { self.engine = engine }

    /// Local time at animation time `time`.
    func time(at time: TimeInterval) -> TimeInterval {
        switch motion {
        case .still(let local):
            return local
        case .moving(let anchor, let move):
            guard move.duration > 0 else { return move.to }
            let fraction = min(max((time - anchor) / move.duration, 0), 1)
            return move.from + (move.to - move.from) * move.curve.progress(at: fraction)
        }
    }

    /// Local time at the current frame.
    var time: TimeInterval { time(at: engine.now) }

    var isMoving: Bool { if case .moving = motion { true } else { false } }

    /// Stands still where it is now; a pending `reached` is dropped. Returns the move it
    /// interrupted and how far into it (seconds), for `resume`.
    @discardableResult
    func pause() -> (motion: MotionRecord, elapsed: TimeInterval)? {
        let now = time
        var interrupted: (MotionRecord, TimeInterval)?
        if case .moving(let anchor, let move) = motion { interrupted = (move, engine.now - anchor) }
        motion = .still(now)
        reached = nil
        engine.animator.stopWatching(self)
        return interrupted
    }

    /// Carries on with a move `pause()` interrupted, `elapsed` seconds into it.
    func resume(_ move: MotionRecord, elapsed: TimeInterval, reached: @escaping () -> Void) {
        motion = .moving(anchor: engine.now - elapsed, move)
        self.reached = reached
        engine.animator.watch(self)
    }

    /// Stands still at `local`.
    func seek(to local: TimeInterval) {
        motion = .still(local)
        reached = nil
        engine.animator.stopWatching(self)
        touchAttachedLayers()
    }

    /// Moves from where it is now to `target` over `seconds` of animation time along `curve`,
    /// then stands still there and calls `reached`.
    func move(
        to target: TimeInterval, over seconds: TimeInterval, curve: MotionCurve = .linear,
        reached: @escaping () -> Void
    ) {
        motion = .moving(
            anchor: engine.now, MotionRecord(from: time, to: target, duration: max(seconds, 0), curve: curve))
        self.reached = reached
        engine.animator.watch(self)
    }

    /// Called by the animator each frame while moving: stands still at the target once passed.
    func advance(to animationTime: TimeInterval) {
        guard case .moving(let anchor, let move) = motion, animationTime >= anchor + move.duration else { return }
        motion = .still(move.to)
        engine.animator.stopWatching(self)
        // Its layers show the target once more: they are not redrawn while it stands still.
        touchAttachedLayers()
        let step = reached
        reached = nil
        step?()
    }

    func attach(_ animation: LayerAnimation, on layer: CALayer) {
        attached.append((layer, animation))
        if let end = animation.end { duration = max(duration, end) }
    }

    /// A change on it that did not animate (its layer is in no window): the layer's value now
    /// is where it ends, `old` where it started.
    func recordUnanimated(_ layer: CALayer, _ key: CALayer.AnimationKey, from old: AnimatableValue) {
        recordUnanimated(layer, key, from: old, to: layer.modelValue(key))
    }

    /// An attached animation the animator ended because its layer left the window: from now on
    /// it is a change off screen, so finishing at `.start` still puts its start value back.
    func detach(_ animation: LayerAnimation, leavingWindowOn layer: CALayer) {
        attached.removeAll { $0.layer === layer && $0.animation === animation }
        recordUnanimated(layer, animation.key, from: animation.from, to: animation.to)
    }

    /// Several changes of one property make one: from the first's start to the latest end.
    private func recordUnanimated(
        _ layer: CALayer, _ key: CALayer.AnimationKey, from old: AnimatableValue, to new: AnimatableValue
    ) {
        if let index = unanimated.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            unanimated[index] = FinishedAnimation(layer: layer, key: key, from: unanimated[index].from, to: new)
        } else {
            unanimated.append(FinishedAnimation(layer: layer, key: key, from: old, to: new))
        }
    }

    func attach(_ transition: LayerTransition, on layer: CALayer) {
        attachedTransitions.append((layer, transition))
        duration = max(duration, transition.end)
    }

    /// Ends every attached animation still playing, as finished. At `.start` the layers take the
    /// values the animations started from (a property animator reversed to its start); at
    /// `.end` they keep their model values; at `.current` they take the values shown now.
    @discardableResult
    func finishAnimations(at position: Position) -> [FinishedAnimation] {
        var finished: [FinishedAnimation] = []
        let animations = attached, transitions = attachedTransitions, offscreen = unanimated
        attached.removeAll()
        attachedTransitions.removeAll()
        unanimated.removeAll()
        for change in offscreen {
            if position == .start { change.layer.setModelValue(change.from, for: change.key) }
            finished.append(change)
        }
        let shownTime = engine.now
        for (layer, animation) in animations where layer.animations[animation.key] === animation {
            let value: AnimatableValue? =
                switch position {
                case .start: animation.from
                case .end: nil
                case .current: animation.value(at: shownTime)
                }
            layer.animations[animation.key] = nil
            finished.append(FinishedAnimation(layer: layer, key: animation.key, from: animation.from, to: animation.to))
            if let value { layer.setModelValue(value, for: animation.key) }
            layer.didChange()
            animation.group.animationEnded(finished: true)
        }
        for (layer, transition) in transitions where layer.transition === transition {
            layer.transition = nil
            layer.didChange()
            transition.group.animationEnded(finished: true)
        }
        return finished
    }

    /// Scrubbing moves what is drawn: the attached layers redraw.
    private func touchAttachedLayers() {
        for (layer, _) in attached { layer.didChange() }
        for (layer, _) in attachedTransitions { layer.didChange() }
    }
}

extension MotionCurve {
    static var linear: MotionCurve { .timing(CAMediaTimingFunction(name: .linear)) }
}

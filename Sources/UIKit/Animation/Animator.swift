import Foundation

/// The animations in flight, advanced once per frame before layout and rendering: finished ones
/// hand over to the model value, ones whose view left its window stop, and completions run.
@MainActor
final class Animator {
    private var layers: [CALayer] = []
    private var completions: [AnimationGroup] = []
    /// Time lines moving towards a target.
    private var moving: [AnimationTimeline] = []

    /// Anything to show or call on a coming frame (the windowed loop keeps running frames).
    /// Animations on a time line that stands still (a paused animator, a paused interactive
    /// transition) show the same thing every frame: they keep nothing busy.
    var isBusy: Bool { !completions.isEmpty || !moving.isEmpty || layers.contains(where: Self.showsMotion) }

    /// Whether what `layer` shows changes from frame to frame: an animation on the clock, or one
    /// whose time line went (it ends on the next frame). Time lines that move are in `moving`.
    private static func showsMotion(_ layer: CALayer) -> Bool {
        layer.animations.values.contains { !$0.isOnTimeline || $0.timeline == nil }
            || layer.transition.map { !$0.isOnTimeline || $0.timeline == nil } ?? false
    }

    func watch(_ timeline: AnimationTimeline) {
        if !moving.contains(where: { $0 === timeline }) { moving.append(timeline) }
    }

    func stopWatching(_ timeline: AnimationTimeline) { moving.removeAll { $0 === timeline } }

    func add(_ animation: LayerAnimation, to layer: CALayer) {
        if layer.animations.isEmpty && layer.transition == nil { layers.append(layer) }
        let replaced = layer.animations.updateValue(animation, forKey: animation.key)
        animation.group.animationStarted(on: self)
        animation.timeline?.attach(animation, on: layer)
        // A new animation of the same property interrupts the old one; within one block it
        // only takes the old one's place.
        if let replaced { replaced.group.animationEnded(finished: replaced.group === animation.group) }
        layer.didChange()
    }

    /// Starts a view transition over `layer`, interrupting one already playing there.
    func add(_ transition: LayerTransition, to layer: CALayer) {
        if layer.animations.isEmpty && layer.transition == nil { layers.append(layer) }
        let replaced = layer.transition
        layer.transition = transition
        transition.group.animationStarted(on: self)
        transition.timeline?.attach(transition, on: layer)
        replaced?.group.animationEnded(finished: false)
        layer.didChange()
    }

    func queueCompletion(_ group: AnimationGroup) { completions.append(group) }

    func advance(to time: TimeInterval) {
        // Frame times are sums of 1/60 steps: a frame meant to land on an end time may fall a
        // rounding error short of it.
        let time = time + 1e-9
        // Time lines first: one that reaches its target may end its animations.
        for timeline in moving { timeline.advance(to: time) }
        for layer in layers {
            let stopped = !layer.isInWindow
            // Animations on a time line end with it; one whose time line went ends now.
            var ended = false
            for (key, animation) in layer.animations.sorted(by: { $0.key < $1.key }) {
                let orphaned = animation.isOnTimeline && animation.timeline == nil
                if stopped || orphaned {
                    layer.animations[key] = nil
                    // Its time line still owes the start value if it finishes at `.start`.
                    if stopped { animation.timeline?.detach(animation, leavingWindowOn: layer) }
                    animation.group.animationEnded(finished: false)
                    ended = true
                } else if !animation.isOnTimeline, let end = animation.end, time >= end {
                    layer.animations[key] = nil
                    animation.group.animationEnded(finished: true)
                    ended = true
                }
            }
            if let transition = layer.transition {
                let orphaned = transition.isOnTimeline && transition.timeline == nil
                if stopped || orphaned || (!transition.isOnTimeline && time >= transition.end) {
                    layer.transition = nil
                    transition.group.animationEnded(finished: !stopped && !orphaned)
                    ended = true
                }
            }
            // A layer whose animations all stand on still time lines shows what it showed.
            if ended || Self.showsMotion(layer) || layer.animations.values.contains(where: \.isOnMovingTimeline)
                || layer.transition?.timeline?.isMoving == true
            {
                layer.didChange()
            }
        }
        layers.removeAll { $0.animations.isEmpty && $0.transition == nil }
        let due = completions
        completions.removeAll()
        for group in due { group.complete() }
    }
}

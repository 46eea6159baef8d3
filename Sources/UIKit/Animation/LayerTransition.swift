import Foundation

/// A view transition playing over a layer (`UIView.transition(with:…)`): the layer's content as
/// it looked when the transition began (a snapshot of its render tree) gives way to the live
/// content. Only this layer's area takes part, as the objc.io Tunnel article relies on.
/// - Flips turn the layer about its vertical (left/right) or horizontal (top/bottom) axis with
///   perspective; the snapshot shows until half time, the live content after. Apple: flip from
///   left means "the left side of the view moves toward the front and right side toward the back".
/// - Cross-dissolve fades the live content in over the snapshot, which fades out in the second
///   half (an approximation of Core Animation's exact mix, exact at half time for opaque content).
/// - The new side is a snapshot of the content's end state unless `.allowAnimatedContent` asks
///   for the live content (Apple: "If this key is not present, the views are animated using a
///   snapshot image").
/// - Curls are an approximation without a page-curl mesh: the old content slides up off the
///   area like a page lifted away (curl up), or the new content slides down over it (curl down).
@MainActor
final class LayerTransition {
    enum Kind { case flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, crossDissolve, curlUp, curlDown }

    let kind: Kind
    /// The layer as it looked when the transition began (drawn by Render/LayerTransition+Render.swift).
    let snapshot: LayerSnapshot
    /// `.allowAnimatedContent`: the new side is the live content, drawn anew every frame.
    /// Without it the new side is `endSnapshot`.
    let drawsLiveContent: Bool
    /// The new content at its end state (model values), taken the first time the transition is
    /// drawn, once the changes made with it have been laid out.
    var endSnapshot: LayerSnapshot?
    let begin: TimeInterval
    let duration: TimeInterval
    let curve: MotionCurve
    /// `.preferredFramesPerSecond30`: progress moves in steps of this much animation time.
    let frameInterval: TimeInterval?
    let group: AnimationGroup
    /// Its clock, as a layer animation's (`LayerAnimation.timeline`).
    private(set) weak var timeline: AnimationTimeline?
    let isOnTimeline: Bool

    init?(kind: Kind?, snapshot: LayerSnapshot, context: AnimationContext) {
        guard let kind else { return nil }
        self.kind = kind
        self.snapshot = snapshot
        drawsLiveContent = context.options.contains(.allowAnimatedContent)
        begin = context.start + context.delay
        duration = context.duration
        curve = context.curve
        frameInterval = context.options.frameInterval
        group = context.group
        timeline = context.timeline
        isOnTimeline = context.timeline != nil
    }

    var end: TimeInterval { begin + duration }

    /// How far the transition has come at `time`, 0…1 (a spring's overshoot is cut off).
    func progress(at time: TimeInterval) -> Double {
        guard duration > 0 else { return 1 }
        let local = timeline?.time(at: time) ?? time
        let elapsed = AnimationFrameRate.shownElapsed(local - begin, every: frameInterval)
        return min(max(curve.progress(at: elapsed / duration), 0), 1)
    }
}

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
/// - Curls bend the page around a cylinder (`PageCurl`, drawn by the compositor). Apple: curl up
///   "curls a view up from the bottom", curl down "curls a view down from the top". Curl up
///   lifts the old content from its bottom edge, slightly diagonally as iOS does, and carries it
///   off the top, the new content revealed beneath; curl down brings the new content down over
///   the old, uncurling. Both follow one curl-up path (`PageCurlPath`): curl down is it backwards.
@MainActor
final class LayerTransition {
    enum Kind { case flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, crossDissolve, curlUp, curlDown }

    let kind: Kind
    /// For the curls: how far along the curl-up path the page goes, 0…1 (1: gone). A partial curl
    /// (`UIModalTransitionStyle.partialCurl`) stops part-way, and its dismissal starts there.
    let curlExtent: Double
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

    init?(
        kind: Kind?, snapshot: LayerSnapshot, context: AnimationContext, engine: AnimationEngine,
        curlExtent: Double = 1
    ) {
        guard let kind else { return nil }
        self.kind = kind
        self.curlExtent = curlExtent
        self.snapshot = snapshot
        drawsLiveContent = context.options.contains(.allowAnimatedContent)
        begin = context.begin(on: engine)
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

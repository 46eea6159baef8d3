import Foundation

/// A view transition playing over a layer (`UIView.transition(with:…)`): the layer's content as
/// it looked when the transition began (a snapshot of its render tree) gives way to the live
/// content. Only this layer's area takes part, as the objc.io Tunnel article relies on.
/// - Flips turn the layer about its vertical (left/right) or horizontal (top/bottom) axis with
///   perspective; the snapshot shows until half time, the live content after. Apple: flip from
///   left means "the left side of the view moves toward the front and right side toward the back".
/// - Cross-dissolve fades the live content in over the snapshot, which fades out in the second
///   half (an approximation of Core Animation's exact mix, exact at half time for opaque content).
/// - Curls are an approximation without a page-curl mesh: the old content slides up off the
///   area like a page lifted away (curl up), or the new content slides down over it (curl down).
@MainActor
final class LayerTransition {
    enum Kind { case flipFromLeft, flipFromRight, flipFromTop, flipFromBottom, crossDissolve, curlUp, curlDown }

    let kind: Kind
    /// The layer as it looked when the transition began (drawn by Render/LayerTransition+Render.swift).
    let snapshot: LayerSnapshot
    let begin: TimeInterval
    let duration: TimeInterval
    let curve: CAMediaTimingFunction
    let group: AnimationGroup

    init?(options: UIView.AnimationOptions, snapshot: LayerSnapshot, context: AnimationContext) {
        guard let kind = options.transition else { return nil }
        self.kind = kind
        self.snapshot = snapshot
        begin = context.start + context.delay
        duration = context.duration
        curve = options.timingFunction
        group = context.group
    }

    var end: TimeInterval { begin + duration }

    func progress(at time: TimeInterval) -> Double {
        guard duration > 0 else { return 1 }
        return curve.progress(at: (time - begin) / duration)
    }
}

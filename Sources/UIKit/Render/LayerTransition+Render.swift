import Foundation
import Compositor

/// How a view transition draws: Animation/LayerTransition.swift times it, this draws it.
extension LayerTransition {
    /// The node to draw for the layer at `time`, given how its live content draws and how it
    /// draws at its end state (asked once, for the snapshot of the new side).
    func render(_ live: RenderNode, at time: TimeInterval, endState: () -> RenderNode) -> RenderNode {
        let p = progress(at: time)
        let new = newSide(live, endState)
        switch kind {
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            return flip(live, new: new, progress: p)
        case .crossDissolve:
            // The old content stays whole until half time while the new one fades in over it,
            // then fades out: an exact mix at half time for opaque content, and nothing of the
            // old left at the end.
            return stack(
                live, below: (snapshotContent(of: live), min(1, 2 * (1 - p))),
                above: (placedInBounds(new, of: live), p))
        case .curlUp:
            // The old page lifted along the curl-up path, the new content beneath.
            return curl(live, page: snapshotContent(of: live), over: placedInBounds(new, of: live), to: p * curlExtent)
        case .curlDown:
            // The new page comes down the same path backwards, over the old content.
            return curl(
                live, page: placedInBounds(new, of: live), over: snapshotContent(of: live), to: (1 - p) * curlExtent)
        }
    }

    /// What the new side shows: the live content with `.allowAnimatedContent`, else the content
    /// at its end state, snapshotted the first time it is drawn.
    private func newSide(_ live: RenderNode, _ endState: () -> RenderNode) -> RenderNode {
        if drawsLiveContent { return live }
        if let endSnapshot { return endSnapshot.node }
        let taken = LayerSnapshot(node: endState())
        endSnapshot = taken
        return taken.node
    }

    /// The first half shows the snapshot turning away, the second the new side turning in.
    private func flip(_ live: RenderNode, new: RenderNode, progress p: Double) -> RenderNode {
        let firstHalf = p < 0.5
        var node = firstHalf ? snapshot.node : new
        node.position = live.position
        node.bounds = live.bounds
        node.anchorPoint = live.anchorPoint
        node.opacity = live.opacity
        node.isHidden = live.isHidden
        // 0 → 90° away, then −90° → 0 for the new side.
        let angle = (firstHalf ? p : p - 1) * Double.pi
        let vertical = kind == .flipFromLeft || kind == .flipFromRight
        // Signs chosen so the named side comes to the front (checked by rendering in the tests).
        let sign: Double = (kind == .flipFromLeft || kind == .flipFromBottom) ? 1 : -1
        let turn =
            vertical
            ? CATransform3DMakeRotation(CGFloat(sign * angle), 0, 1, 0)
            : CATransform3DMakeRotation(CGFloat(sign * angle), 1, 0, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * CGFloat(max(live.bounds.width, live.bounds.height, 1)))
        let flipMatrix = CATransform3DConcat(turn, perspective).matrix
        node.transform = live.transform.concatenating(flipMatrix)
        return node
    }

    /// `page` bent `progress` of the way along the curl-up path (flat at 0, gone at 1) over `beneath`.
    private func curl(_ live: RenderNode, page: RenderNode, over beneath: RenderNode, to progress: Double) -> RenderNode
    {
        var page = page
        page.pageCurl = PageCurlPath.curlUp(progress: progress, in: live.bounds)
        return stack(live, below: (beneath, 1), above: (page, progress >= 1 ? 0 : 1))
    }

    /// A container with the layer's geometry holding two layers of content at given opacities.
    private func stack(_ live: RenderNode, below: (RenderNode, Double), above: (RenderNode, Double)) -> RenderNode {
        var container = RenderNode(position: live.position, bounds: live.bounds)
        container.anchorPoint = live.anchorPoint
        container.transform = live.transform
        container.opacity = live.opacity
        container.isHidden = live.isHidden
        container.masksToBounds = true
        var lower = below.0, upper = above.0
        lower.opacity *= below.1
        upper.opacity *= above.1
        container.children = [lower, upper]
        return container
    }

    /// `node`'s look without its placement: filling the layer's bounds at the origin of its space.
    private func placedInBounds(_ node: RenderNode, of live: RenderNode) -> RenderNode {
        var content = node
        content.bounds = live.bounds
        content.anchorPoint = live.anchorPoint
        content.position = CGPoint(
            x: live.bounds.minX + live.anchorPoint.x * live.bounds.width,
            y: live.bounds.minY + live.anchorPoint.y * live.bounds.height)
        content.transform = .identity
        content.opacity = 1
        return content
    }

    private func snapshotContent(of live: RenderNode) -> RenderNode { placedInBounds(snapshot.node, of: live) }
}

import Foundation
import Compositor

/// A layer's look frozen at one instant (its render tree): the "before" side a view transition
/// shows while the live layer already holds the "after".
struct LayerSnapshot {
    let node: RenderNode

    @MainActor init(of layer: CALayer, at time: TimeInterval) { node = layer.renderNode(at: time) }

    init(node: RenderNode) { self.node = node }
}

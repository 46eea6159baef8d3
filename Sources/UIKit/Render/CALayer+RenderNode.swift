import Foundation
import Compositor

extension CALayer {
    /// A value snapshot of this layer and its sublayers for the compositor.
    /// Drawn as it looks now: presentation values of animations in flight, and any transition.
    func renderNode() -> RenderNode {
        let shown = animations.isEmpty ? self : presentationLayer()
        var node = RenderNode(position: shown.position, bounds: shown.bounds)
        node.anchorPoint = anchorPoint
        node.transform = shown.transform.matrix
        node.opacity = Double(shown.opacity)
        node.isHidden = isHidden
        node.backgroundColor = shown.backgroundColor?.renderColor
        node.cornerRadius = Double(shown.cornerRadius)
        node.borderWidth = Double(shown.borderWidth)
        node.borderColor = shown.borderColor?.renderColor ?? .clear
        node.masksToBounds = masksToBounds
        // The view's own drawing (a label's lines, an image) sits under the sublayers.
        node.children = (owningView?.drawnContent().map(\.renderNode) ?? []) + (sublayers ?? []).map { $0.renderNode() }
        if let transition { return transition.render(node, at: UIApplication.shared.animationTime) }
        return node
    }
}

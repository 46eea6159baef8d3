import Foundation
import Compositor

extension CALayer {
    /// A value snapshot of this layer and its sublayers for the compositor, as it looks at
    /// animation time `time` (passed down by whoever draws the frame, never read from a global):
    /// the values of animations in flight then, and any transition. With `atEnd` every animation
    /// and transition is left out: the look the layer settles to (its model values).
    func renderNode(at time: TimeInterval, atEnd: Bool = false) -> RenderNode {
        let shown = animations.isEmpty || atEnd ? self : presentationLayer(at: time)
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
        if let blur = (self as? BackdropLayer)?.blur {
            node.backdropBlur = BackdropBlur(radius: Double(blur.radius), saturation: Double(blur.saturation))
        }
        // The view's own drawing (a label's lines, an image) sits under the sublayers.
        node.children =
            (owningView?.drawnContent().map(\.renderNode) ?? [])
            + (sublayers ?? []).map { $0.renderNode(at: time, atEnd: atEnd) }
        if let curl = shown.pageCurl, !atEnd {
            node.pageCurl = renderedPageCurl(curl, bounds: node.bounds, at: time)
        }
        if let transition, !atEnd {
            return transition.render(node, at: time, endState: { self.renderNode(at: time, atEnd: true) })
        }
        return node
    }
}

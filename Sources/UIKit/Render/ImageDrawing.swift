import Foundation
import Compositor

/// What an image renderer context has drawn so far, in the image's space: view hierarchies as
/// they looked when drawn (a view changed afterwards does not change the image).
struct ImageDrawing {
    private(set) var nodes: [RenderNode] = []

    mutating func add(_ node: RenderNode) { nodes.append(node) }

    /// The drawing on a transparent canvas covering `bounds`, rounded up to whole pixels.
    @MainActor
    func image(in bounds: CGRect) -> UIImage {
        let width = max(1, Int(bounds.width.rounded(.up))), height = max(1, Int(bounds.height.rounded(.up)))
        var root = RenderNode(
            position: CGPoint(x: Double(width) / 2, y: Double(height) / 2),
            bounds: CGRect(x: bounds.minX, y: bounds.minY, width: CGFloat(width), height: CGFloat(height)))
        root.children = nodes
        return Runtime.application.offscreenRenderer.image(of: root, width: width, height: height)
    }
}

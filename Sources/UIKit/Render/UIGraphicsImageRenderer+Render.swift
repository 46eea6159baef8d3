import Foundation
import Compositor

extension UIGraphicsImageRenderer {
    static func render(_ nodes: [RenderNode], bounds: CGRect) -> UIImage {
        let width = max(1, Int(bounds.width.rounded(.up))), height = max(1, Int(bounds.height.rounded(.up)))
        var root = RenderNode(
            position: CGPoint(x: Double(width) / 2, y: Double(height) / 2),
            bounds: CGRect(x: bounds.minX, y: bounds.minY, width: CGFloat(width), height: CGFloat(height)))
        root.children = nodes
        do {
            let renderer = try UIApplication.shared.offscreenRenderer(width: width, height: height)
            renderer.render(root)
            return UIImage(bitmap: RenderImage(renderer.framebuffer))
        } catch {
            UIApplication.shared.report(.log, "\(error)")
            return UIImage(
                bitmap: RenderImage(
                    width: width, height: height,
                    premultipliedPixels: [UInt32](repeating: 0, count: width * height)))
        }
    }
}

import Foundation
import Compositor

/// Draws what is no frame of the screen (images, `drawHierarchy`) with one renderer reused from
/// image to image, so each image does not load the fonts again. Each image is drawn whole, as if
/// there were no previous frame.
@MainActor
final class OffscreenRenderer {
    /// Where a missing font or library is reported: the runtime that made it (weak, as that
    /// runtime holds it).
    weak var runtime: Runtime?

    private var renderer: Renderer?

    /// `root` drawn into a transparent canvas of `width` × `height` pixels; a transparent image
    /// when the renderer cannot start (the reason is reported).
    func image(of root: RenderNode, width: Int, height: Int) -> UIImage {
        do {
            let renderer = try self.renderer ?? Renderer(width: width, height: height)
            self.renderer = renderer
            try renderer.resize(width: width, height: height)
            renderer.invalidate()
            renderer.render(root)
            return UIImage(bitmap: RenderImage(renderer.framebuffer))
        } catch {
            runtime?.report(.log, "\(error)")
            return UIImage(
                bitmap: RenderImage(
                    width: width, height: height,
                    premultipliedPixels: [UInt32](repeating: 0, count: width * height)))
        }
    }
}

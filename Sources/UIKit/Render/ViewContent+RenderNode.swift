import Foundation
import Compositor

extension ViewContent {
    /// The compositor node that draws this content in the view's bounds space.
    var renderNode: RenderNode {
        switch self {
        case .text(let string, let font, let color, let alignment, let frame):
            var node = RenderNode(frame: frame)
            node.text = font.textContent(string, color: color.renderColor, alignment: TextAlignment(alignment))
            return node
        case .image(let image, let frame):
            var node = RenderNode(frame: frame)
            node.image = image.bitmap
            return node
        }
    }
}

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
        case .curledPage(let snapshot, let progress, let frame):
            var node = snapshot.node
            node.anchorPoint = CGPoint(x: 0, y: 0)
            node.position = frame.origin
            node.transform = .identity
            node.opacity = 1
            node.isHidden = false
            node.pageCurl = PageCurlPath.curlUp(progress: progress, in: node.bounds)
            return node
        }
    }
}

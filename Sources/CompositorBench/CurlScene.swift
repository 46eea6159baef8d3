import Foundation
import Compositor

/// The page-curl frame of the performance method: a full-screen 1280×800 page (coloured, with
/// panels and a title) half turned by its bottom-right corner, held at the middle of the
/// screen, over the next page; its back the front seen through the paper, as iOS draws a
/// single-sided page.
enum CurlScene {
    static func page(_ number: Int, background: RenderColor) -> RenderNode {
        var page = RenderNode(
            frame: CGRect(x: 0, y: 0, width: ReferenceScene.width, height: ReferenceScene.height),
            backgroundColor: background)
        page.children = (0..<8).map { index in
            RenderNode(
                frame: CGRect(x: 60 + (index % 4) * 300, y: 200 + (index / 4) * 280, width: 260, height: 240),
                backgroundColor: RenderColor(r8: 40 + index * 25, g8: 120, b8: 200 - index * 20))
        }
        var title = RenderNode(frame: CGRect(x: 60, y: 40, width: 1160, height: 120))
        title.text = TextContent("Page \(number)", fontSize: 96, face: .bold, color: .black, alignment: .left)
        page.children.append(title)
        return page
    }

    static func tree() -> RenderNode {
        var front = page(1, background: RenderColor(r8: 0xCF, g8: 0xE3, b8: 0xFF))
        let bounds = CGRect(x: 0, y: 0, width: ReferenceScene.width, height: ReferenceScene.height)
        front.pageCurl = .pinning(
            .bottomRight, of: bounds, at: CGPoint(x: 640, y: 520),
            radius: PageCurl.defaultRadius(for: bounds.size), spine: .left)
        return RenderNode(
            frame: bounds, backgroundColor: RenderColor(r8: 0x20, g8: 0x22, b8: 0x28),
            children: [page(2, background: RenderColor(r8: 0xFF, g8: 0xE2, b8: 0xB8)), front])
    }
}

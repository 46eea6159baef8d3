import Foundation
import Compositor

/// A book page as the curl tests draw it: a coloured page with a big number in its upper left,
/// a title and lines of text, and stripes down its right side, so a mirrored or misplaced
/// sample shows at a glance. Drawn over the page beneath it (the next one), on a grey desk.
enum CurlScene {
    static let width = 360, height = 270
    static let pageFrame = CGRect(x: 20, y: 15, width: 320, height: 240)

    static func colour(_ number: Int) -> RenderColor {
        [
            RenderColor(r8: 0xCF, g8: 0xE3, b8: 0xFF), RenderColor(r8: 0xFF, g8: 0xE2, b8: 0xB8),
            RenderColor(r8: 0xCC, g8: 0xF0, b8: 0xD0), RenderColor(r8: 0xF6, g8: 0xD0, b8: 0xE8),
        ][(number - 1) % 4]
    }

    static func ink(_ number: Int) -> RenderColor {
        [
            RenderColor(r8: 0x1B, g8: 0x4F, b8: 0xA8), RenderColor(r8: 0xB0, g8: 0x5A, b8: 0x00),
            RenderColor(r8: 0x1E, g8: 0x7A, b8: 0x32), RenderColor(r8: 0x9A, g8: 0x1F, b8: 0x6A),
        ][(number - 1) % 4]
    }

    /// Page `number` in a frame of `size` at the origin of its parent's bounds.
    static func page(_ number: Int, frame: CGRect = CGRect(origin: .zero, size: pageFrame.size)) -> RenderNode {
        var page = RenderNode(frame: frame, backgroundColor: colour(number))
        var digit = RenderNode(frame: CGRect(x: 16, y: 8, width: 110, height: 130))
        digit.text = TextContent("\(number)", fontSize: 112, face: .bold, color: ink(number), alignment: .left)
        var title = RenderNode(frame: CGRect(x: 130, y: 24, width: 150, height: 26))
        title.text = TextContent("Chapter \(number)", fontSize: 20, face: .bold, color: ink(number))
        page.children = [digit, title]
        for line in 0..<6 {
            var text = RenderNode(frame: CGRect(x: 16, y: 140 + Double(line) * 15, width: 250, height: 15))
            text.text = TextContent("Line \(line + 1) of page \(number): once upon", fontSize: 11, color: .black)
            page.children.append(text)
        }
        for stripe in 0..<5 {
            page.children.append(
                RenderNode(
                    frame: CGRect(x: 282 + Double(stripe) * 7, y: 60, width: 4, height: 170),
                    backgroundColor: ink(number)))
        }
        return page
    }

    /// The desk, page `beneath` (the next one unless given) under page `number` bent by `curl`.
    static func tree(_ number: Int = 1, beneath: Int? = nil, curl: PageCurl?) -> RenderNode {
        var top = page(number, frame: pageFrame)
        top.pageCurl = curl
        return RenderNode(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            backgroundColor: RenderColor(r8: 0x5A, g8: 0x5E, b8: 0x66),
            children: [page(beneath ?? number + 1, frame: pageFrame), top])
    }

    static var pageBounds: CGRect { CGRect(origin: .zero, size: pageFrame.size) }
}

import Foundation
import Compositor

/// The scroll figure's scene: a 1280×800 screen of table rows as iOS's Settings draws them (a
/// rounded icon, a title, a detail, a chevron, a separator), 40 pixels tall, scrolled by one
/// row per frame. As a table reuses cells, 21 row nodes (a screen and one) are reused: the row
/// leaving at the top comes back at the bottom with the next row's text.
enum ScrollScene {
    static let width = 1280, height = 800, rowHeight = 40
    static let slots = height / rowHeight + 1

    static func row(_ index: Int) -> RenderNode {
        let grouped = RenderColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)
        var row = RenderNode(
            frame: CGRect(x: 0, y: index * rowHeight, width: width, height: rowHeight),
            backgroundColor: index % 2 == 0 ? .white : grouped)
        var icon = RenderNode(
            frame: CGRect(x: 16, y: 6, width: 28, height: 28),
            backgroundColor: RenderColor(r8: 40 + index * 37 % 200, g8: 90 + index * 53 % 160, b8: 200))
        icon.cornerRadius = 6
        var title = RenderNode(frame: CGRect(x: 56, y: 0, width: 600, height: rowHeight))
        title.text = TextContent("Row \(index)", fontSize: 17)
        var detail = RenderNode(frame: CGRect(x: width - 236, y: 0, width: 200, height: rowHeight))
        detail.text = TextContent(
            "Detail \(index % 7)", fontSize: 17, color: RenderColor(r8: 0x8A, g8: 0x8A, b8: 0x8E), alignment: .right)
        var chevron = RenderNode(frame: CGRect(x: width - 28, y: 0, width: 12, height: rowHeight))
        chevron.text = TextContent("›", fontSize: 20, face: .bold, color: RenderColor(r8: 0xC4, g8: 0xC4, b8: 0xC7))
        let separator = RenderNode(
            frame: CGRect(x: 56, y: rowHeight - 1, width: width - 56, height: 1),
            backgroundColor: RenderColor(r8: 0xC6, g8: 0xC6, b8: 0xC8))
        row.children = [icon, title, detail, chevron, separator]
        return row
    }

    /// The screen with the list scrolled down by `offset` pixels: slot `i` holds the visible row
    /// whose index is `i` modulo the slot count.
    static func tree(offset: Int) -> RenderNode {
        var list = RenderNode(
            position: CGPoint(x: width / 2, y: height / 2),
            bounds: CGRect(x: 0, y: offset, width: width, height: height))
        list.backgroundColor = .white
        list.masksToBounds = true
        let first = offset / rowHeight
        list.children = (0..<slots).map { slot in row(first + (slot - first % slots + slots) % slots) }
        return RenderNode(frame: CGRect(x: 0, y: 0, width: width, height: height), children: [list])
    }

    /// The first `rows` rows laid out flat: the content texture SDL scrolls through.
    static func content(rows: Int) -> RenderNode {
        RenderNode(
            frame: CGRect(x: 0, y: 0, width: width, height: rows * rowHeight), backgroundColor: .white,
            children: (0..<rows).map(row))
    }
}

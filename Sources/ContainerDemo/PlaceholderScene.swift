import Foundation
import Compositor

/// The skeleton's static scene: coloured rectangles, a rounded card with a border and a label,
/// a half-transparent group and a card turned in perspective. Laid out for any window size.
enum PlaceholderScene {
    static let background = RenderColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)
    static let swatches: [RenderColor] = [
        RenderColor(r8: 0xFF, g8: 0x3B, b8: 0x30), RenderColor(r8: 0xFF, g8: 0x95, b8: 0x00),
        RenderColor(r8: 0x34, g8: 0xC7, b8: 0x59), RenderColor(r8: 0x00, g8: 0x7A, b8: 0xFF),
    ]

    /// Where the half-transparent group sits, so tests can probe its pixels.
    static func groupFrame(width: Int, height: Int) -> CGRect {
        CGRect(x: Double(width) * 0.08, y: Double(height) * 0.58, width: 200, height: 140)
    }

    static func make(width: Int, height: Int) -> RenderNode {
        let w = Double(width), h = Double(height)
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: w, height: h), backgroundColor: background)

        // A row of swatches; the last one turned 12° by a 2D affine transform.
        let side = min(90, w / 10)
        for (index, color) in swatches.enumerated() {
            var swatch = RenderNode(frame: CGRect(x: w * 0.08 + Double(index) * (side + 20), y: h * 0.08,
                                                  width: side, height: side), backgroundColor: color)
            if index == swatches.count - 1 { swatch.transform = .rotation(12 * .pi / 180, 0, 0, 1) }
            root.children.append(swatch)
        }

        // The rounded card with a border and a centred label.
        var card = RenderNode(frame: CGRect(x: w * 0.08, y: h * 0.08 + side + 30, width: min(520, w * 0.84), height: 120),
                              backgroundColor: .white)
        card.cornerRadius = 16
        card.borderWidth = 2
        card.borderColor = RenderColor(r8: 0x00, g8: 0x7A, b8: 0xFF)
        card.masksToBounds = true
        var title = RenderNode(frame: CGRect(x: 16, y: 18, width: card.bounds.width - 32, height: 40))
        title.text = TextContent("UIKit containment on Linux", fontSize: 26, face: .bold, alignment: .center)
        var subtitle = RenderNode(frame: CGRect(x: 16, y: 64, width: card.bounds.width - 32, height: 30))
        subtitle.text = TextContent("pixman compositor · SDL2 window · headless PNG", fontSize: 15,
                                    color: RenderColor(r8: 0x3C, g8: 0x3C, b8: 0x43, a8: 0x99), alignment: .center)
        card.children = [title, subtitle]
        root.children.append(card)

        // Group opacity: the overlap shows the top square only, as one half-transparent layer.
        var group = RenderNode(frame: groupFrame(width: width, height: height))
        group.opacity = 0.5
        group.children = [
            RenderNode(frame: CGRect(x: 0, y: 0, width: 120, height: 120), backgroundColor: swatches[0]),
            RenderNode(frame: CGRect(x: 70, y: 20, width: 120, height: 120), backgroundColor: swatches[3]),
        ]
        root.children.append(group)

        // A card turned 40° about the y axis with perspective, as a flip shows it mid-way.
        var turned = RenderNode(frame: CGRect(x: w * 0.56, y: h * 0.56, width: 220, height: 150),
                                backgroundColor: RenderColor(r8: 0x58, g8: 0x56, b8: 0xD6))
        turned.cornerRadius = 12
        var perspective = Matrix4.identity
        perspective.m34 = -1 / 500
        turned.transform = Matrix4.rotation(40 * .pi / 180, 0, 1, 0).concatenating(perspective)
        var caption = RenderNode(frame: CGRect(x: 0, y: 0, width: 220, height: 150))
        caption.text = TextContent("Flip", fontSize: 34, face: .bold, color: .white, alignment: .center)
        turned.children = [caption]
        root.children.append(turned)
        return root
    }
}

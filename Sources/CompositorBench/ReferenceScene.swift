import Foundation
import Compositor

/// SplitMix64: a fixed seed gives the same scene on every machine.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One filled rectangle of the reference draw list, in 8-bit straight colour.
struct DrawRect {
    var x, y, width, height: Int
    var red, green, blue, alpha: UInt8
}

/// The reference scene of the performance method: 50 translucent rectangles over a cleared
/// 1280×800 frame, drawn identically by every contender.
enum ReferenceScene {
    static let width = 1280, height = 800
    static let clear = (red: UInt8(0x20), green: UInt8(0x22), blue: UInt8(0x28))

    static func drawList(seed: UInt64 = 2024, count: Int = 50) -> [DrawRect] {
        var rng = SeededGenerator(state: seed)
        return (0..<count).map { _ in
            DrawRect(
                x: Int.random(in: 0..<900, using: &rng), y: Int.random(in: 0..<500, using: &rng),
                width: Int.random(in: 100..<400, using: &rng), height: Int.random(in: 100..<300, using: &rng),
                red: UInt8.random(in: 0...255, using: &rng), green: UInt8.random(in: 0...255, using: &rng),
                blue: UInt8.random(in: 0...255, using: &rng), alpha: UInt8.random(in: 40...200, using: &rng))
        }
    }

    static func renderTree(_ list: [DrawRect]) -> RenderNode {
        RenderNode(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            backgroundColor: RenderColor(r8: Int(clear.red), g8: Int(clear.green), b8: Int(clear.blue)),
            children: list.map {
                RenderNode(
                    frame: CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height),
                    backgroundColor: RenderColor(
                        r8: Int($0.red), g8: Int($0.green), b8: Int($0.blue),
                        a8: Int($0.alpha)))
            })
    }

    /// An 800×600 card with content, turned 60° about the y axis with perspective, mid-flip.
    static func flipTree() -> RenderNode {
        var card = RenderNode(
            frame: CGRect(x: 240, y: 100, width: 800, height: 600),
            backgroundColor: RenderColor(r8: 0x58, g8: 0x56, b8: 0xD6))
        card.cornerRadius = 24
        card.masksToBounds = true
        card.children = (0..<6).map { index in
            RenderNode(
                frame: CGRect(x: 40 + index * 120, y: 60 + (index % 2) * 200, width: 100, height: 160),
                backgroundColor: RenderColor(r8: 255, g8: 180 - index * 20, b8: 60, a8: 220))
        }
        var label = RenderNode(frame: CGRect(x: 40, y: 460, width: 720, height: 80))
        label.text = TextContent("Tunnel", fontSize: 64, face: .bold, color: .white, alignment: .center)
        card.children.append(label)
        var perspective = Matrix4.identity
        perspective.m34 = -1 / 2000
        card.transform = Matrix4.rotation(60 * .pi / 180, 0, 1, 0).concatenating(perspective)
        return RenderNode(
            frame: CGRect(x: 0, y: 0, width: width, height: height),
            backgroundColor: RenderColor(r8: Int(clear.red), g8: Int(clear.green), b8: Int(clear.blue)),
            children: [card])
    }

    /// A phone screen (390×844) of the reference rectangles, a full-screen backdrop blur of
    /// 30 pt with a translucent white tint over them, and a line of text on top: the busiest
    /// blur a phone app shows (a sheet's material over everything).
    static func blurTree(_ list: [DrawRect]) -> RenderNode {
        var blur = RenderNode(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            backgroundColor: RenderColor(red: 1, green: 1, blue: 1, alpha: 0.3))
        blur.backdropBlur = BackdropBlur(radius: 30, saturation: 1.8)
        var label = RenderNode(frame: CGRect(x: 20, y: 400, width: 350, height: 44))
        label.text = TextContent("Material", fontSize: 32, face: .bold, color: .black, alignment: .center)
        blur.children = [label]
        var root = renderTree(list)
        root.bounds.size = CGSize(width: 390, height: 844)
        root.position = CGPoint(x: 195, y: 422)
        root.children.append(blur)
        return root
    }
}

import Testing
import Foundation
@testable import Compositor

@MainActor @Suite struct TextTests {
    let box = PixelRect(x: 20, y: 20, width: 300, height: 40)

    func label(_ string: String, alignment: TextAlignment = .left) -> RenderNode {
        var node = RenderNode(frame: CGRect(x: box.x, y: box.y, width: box.width, height: box.height))
        node.text = TextContent(string, fontSize: 20, alignment: alignment)
        return node
    }

    @Test func textInksOnlyInsideItsBox() throws {
        let fb = try render(scene(width: 400, height: 100, [label("Hello, Linux")])).framebuffer

        #expect(fb.inkCount(in: box, background: white) > 100)
        #expect(fb.inkCount(outside: box, background: white) == 0)
    }

    @Test func alignmentMovesTheLine() throws {
        let left = try render(scene(width: 400, height: 100, [label("Tab", alignment: .left)])).framebuffer
        let centre = try render(scene(width: 400, height: 100, [label("Tab", alignment: .center)])).framebuffer
        let right = try render(scene(width: 400, height: 100, [label("Tab", alignment: .right)])).framebuffer

        let l = try #require(left.firstInkColumn(background: white))
        let c = try #require(centre.firstInkColumn(background: white))
        let r = try #require(right.firstInkColumn(background: white))
        #expect(l < box.x + 4)
        #expect(abs(c - (box.x + box.width / 2 - 18)) < 10)
        #expect(r > box.maxX - 50)
        #expect(l < c && c < r)
    }

    @Test func textIsVerticallyCentred() throws {
        let fb = try render(scene(width: 400, height: 100, [label("Hx")])).framebuffer

        let rows = (box.y..<box.maxY).filter { y in (box.x..<box.maxX).contains { fb.pixel(x: $0, y: y) != white } }
        let middle = (rows.first! + rows.last!) / 2
        #expect(abs(middle - (box.y + box.height / 2)) <= 3)
    }

    @Test func textColourIsTheInkColour() throws {
        var node = label("█")
        node.text!.color = red
        node.text!.fontSize = 30

        let fb = try render(scene(width: 400, height: 100, [node])).framebuffer

        let counts = Dictionary(
            grouping: (box.y..<box.maxY).flatMap { y in (box.x..<box.maxX).map { fb.pixel(x: $0, y: y) } },
            by: { $0 }
        ).mapValues(\.count)
        #expect((counts[0xFFFF_0000] ?? 0) > 100)
    }

    @Test func measuredSizeGrowsWithTheString() throws {
        let renderer = try Renderer(width: 10, height: 10)

        let short = renderer.size(of: TextContent("Hi", fontSize: 17))
        let long = renderer.size(of: TextContent("Hi there", fontSize: 17))

        #expect(short.width > 5 && long.width > short.width * 2)
        #expect(short.height >= 17 && short.height < 30)
    }
}

import Testing
import Foundation
@testable import Compositor

@MainActor @Suite struct ParallelPaintTests {
    /// Everything the painter does, big enough to be split across threads.
    func busyScene() -> RenderNode {
        var card = RenderNode(frame: CGRect(x: 40, y: 40, width: 300, height: 200), backgroundColor: .white)
        card.cornerRadius = 18
        card.borderWidth = 3
        card.borderColor = blue
        card.masksToBounds = true
        var title = RenderNode(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        title.text = TextContent("Parallel bands", fontSize: 24, face: .bold, alignment: .center)
        card.children = [
            title, RenderNode(frame: CGRect(x: -20, y: 120, width: 400, height: 40), backgroundColor: red),
        ]
        var group = RenderNode(frame: CGRect(x: 100, y: 260, width: 300, height: 200))
        group.opacity = 0.6
        group.transform = .rotation(0.3, 0, 0, 1)
        group.children = [
            RenderNode(frame: CGRect(x: 0, y: 0, width: 200, height: 150), backgroundColor: green),
            RenderNode(frame: CGRect(x: 100, y: 50, width: 200, height: 150), backgroundColor: blue),
        ]
        var flip = RenderNode(frame: CGRect(x: 380, y: 60, width: 220, height: 300), backgroundColor: blue)
        var perspective = Matrix4.identity
        perspective.m34 = -1 / 600
        flip.transform = Matrix4.rotation(0.8, 0, 1, 0).concatenating(perspective)
        flip.children = [title]
        return scene(width: 640, height: 480, [card, group, flip])
    }

    @Test func twoThreadsPaintTheSamePixelsAsOne() throws {
        let single = try render(busyScene(), threads: 1).framebuffer

        let parallel = try render(busyScene(), threads: 2).framebuffer

        #expect(parallel.pixelArray == single.pixelArray)
    }
}

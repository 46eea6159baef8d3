import Testing
import Foundation
@testable import Compositor

@MainActor @Suite struct ClipTests {
    func parent(masks: Bool, radius: Double = 0) -> RenderNode {
        var parent = RenderNode(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.masksToBounds = masks
        parent.cornerRadius = radius
        parent.children = [RenderNode(frame: CGRect(x: 0, y: 0, width: 200, height: 200), backgroundColor: blue)]
        return parent
    }

    @Test func masksToBoundsClipsChildrenAtTheExactEdge() throws {
        let fb = try render(scene([parent(masks: true)])).framebuffer

        #expect(fb.pixel(x: 59, y: 30) == 0xFF00_00FF)
        #expect(fb.pixel(x: 60, y: 30) == white)
        #expect(fb.pixel(x: 30, y: 59) == 0xFF00_00FF)
        #expect(fb.pixel(x: 30, y: 60) == white)
        #expect(fb.inkCount(in: fb.bounds, background: white) == 50 * 50)
    }

    @Test func withoutMasksToBoundsChildrenOverflow() throws {
        let fb = try render(scene([parent(masks: false)])).framebuffer

        #expect(fb.pixel(x: 80, y: 80) == 0xFF00_00FF)
    }

    @Test func roundedMaskCutsTheCornersOfChildren() throws {
        let fb = try render(scene([parent(masks: true, radius: 15)])).framebuffer

        #expect(fb.pixel(x: 11, y: 11) == white)
        #expect(fb.pixel(x: 58, y: 58) == white)
        #expect(fb.pixel(x: 35, y: 10) == 0xFF00_00FF)
        #expect(fb.pixel(x: 60, y: 35) == white)
    }

    @Test func rotatedMaskClipsAlongTheRotatedEdge() throws {
        var clipped = parent(masks: true)
        clipped.transform = .rotation(.pi / 4, 0, 0, 1)

        let fb = try render(scene([clipped])).framebuffer

        // A 50×50 square turned 45° about (35, 35) reaches 35.4 px from the centre along the axes
        // but only 25 px along the diagonals.
        #expect(fb.pixel(x: 35, y: 3) == 0xFF00_00FF)
        #expect(fb.pixel(x: 35 + 22, y: 35 + 22) == white)
        #expect(fb.pixel(x: 35, y: 35) == 0xFF00_00FF)
    }

    @Test func textIsClippedToItsBox() throws {
        var label = RenderNode(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
        label.text = TextContent("A string far wider than its box", fontSize: 20)

        let fb = try render(scene([label])).framebuffer

        #expect(fb.inkCount(in: PixelRect(x: 20, y: 20, width: 40, height: 30), background: white) > 20)
        #expect(fb.inkCount(outside: PixelRect(x: 20, y: 20, width: 40, height: 30), background: white) == 0)
    }
}

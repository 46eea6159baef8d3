import Testing
import Foundation
@testable import Compositor

@MainActor @Suite struct TransformTests {
    @Test func rotatedRectKeepsItsCentreAndTurnsClockwiseOnScreen() throws {
        var bar = RenderNode(frame: CGRect(x: 150, y: 130, width: 100, height: 40), backgroundColor: red)
        bar.transform = .rotation(30 * .pi / 180, 0, 0, 1)

        let fb = try render(scene(width: 400, height: 300, [bar])).framebuffer

        #expect(fb.pixel(x: 200, y: 150) == 0xFFFF_0000)
        // 45 px along the turned long axis (down-right on a y-down screen) is inside …
        #expect(fb.pixel(x: 200 + 39, y: 150 + 22) == 0xFFFF_0000)
        // … and 45 px along the unturned axis is not.
        #expect(fb.pixel(x: 245, y: 150) == white)
        #expect(fb.pixel(x: 200 + 39, y: 150 - 22) == white)
    }

    @Test func scaleAboutTheAnchorPoint() throws {
        var square = RenderNode(frame: CGRect(x: 50, y: 50, width: 20, height: 20), backgroundColor: blue)
        square.transform = .scale(2, 2)

        let fb = try render(scene([square])).framebuffer

        #expect(fb.pixel(x: 40, y: 40) == 0xFF00_00FF)
        #expect(fb.pixel(x: 79, y: 79) == 0xFF00_00FF)
        #expect(fb.pixel(x: 39, y: 60) == white)
        #expect(fb.pixel(x: 80, y: 60) == white)
    }

    @Test func anchorPointMovesThePivot() throws {
        var square = RenderNode(position: CGPoint(x: 50, y: 50), bounds: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.anchorPoint = .zero
        square.backgroundColor = blue

        let fb = try render(scene([square])).framebuffer

        #expect(fb.pixel(x: 50, y: 50) == 0xFF00_00FF)
        #expect(fb.pixel(x: 69, y: 69) == 0xFF00_00FF)
        #expect(fb.pixel(x: 49, y: 50) == white)
    }

    /// Coloured pixels in column `x`.
    func columnInk(_ fb: Framebuffer, x: Int) -> Int {
        (0..<fb.height).filter { fb.pixel(x: x, y: $0) != white }.count
    }

    func rowInk(_ fb: Framebuffer, y: Int) -> Int {
        (0..<fb.width).filter { fb.pixel(x: $0, y: y) != white }.count
    }

    func card(angle: Double, axis: (Double, Double, Double)) -> RenderNode {
        var card = RenderNode(frame: CGRect(x: 100, y: 50, width: 200, height: 200), backgroundColor: blue)
        var perspective = Matrix4.identity
        perspective.m34 = -1 / 500
        card.transform = Matrix4.rotation(angle, axis.0, axis.1, axis.2).concatenating(perspective)
        card.children = [RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 200), backgroundColor: red)]
        return card
    }

    @Test func flipAboutYNarrowsTheCardAndShrinksItsFarEdge() throws {
        let fb = try render(scene(width: 400, height: 300, [card(angle: .pi / 3, axis: (0, 1, 0))])).framebuffer

        let columns = (0..<fb.width).filter { columnInk(fb, x: $0) > 0 }
        let left = columns.first!, right = columns.last!
        // cos 60° halves the width; perspective makes it a little wider than that.
        #expect((95...130).contains(right - left + 1))
        // Positive angles turn the right edge away from the eye (m34 < 0): it comes out shorter.
        #expect(columnInk(fb, x: left + 2) > columnInk(fb, x: right - 2) + 20)
        // The card's left half (red child) stays on the left.
        #expect(fb.pixel(x: left + 5, y: 150) == 0xFFFF_0000)
        #expect(fb.pixel(x: right - 5, y: 150) == 0xFF00_00FF)
    }

    @Test func flipAboutXShrinksTheFarEdgeVertically() throws {
        let fb = try render(scene(width: 400, height: 300, [card(angle: .pi / 3, axis: (1, 0, 0))])).framebuffer

        let rows = (0..<fb.height).filter { rowInk(fb, y: $0) > 0 }
        let top = rows.first!, bottom = rows.last!
        #expect((95...130).contains(bottom - top + 1))
        #expect(rowInk(fb, y: top + 2) != rowInk(fb, y: bottom - 2))
        #expect(abs(rowInk(fb, y: top + 2) - rowInk(fb, y: bottom - 2)) > 20)
    }

    @Test func edgeOnCardDrawsNothing() throws {
        let fb = try render(scene(width: 400, height: 300, [card(angle: .pi / 2, axis: (0, 1, 0))])).framebuffer

        #expect(fb.inkCount(in: fb.bounds, background: white) <= 2 * fb.height)
    }
}

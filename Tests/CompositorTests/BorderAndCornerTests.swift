import Testing
import Foundation
@testable import Compositor

@MainActor @Suite struct BorderAndCornerTests {
    @Test func borderIsDrawnInsideTheBoundsOverTheBackground() throws {
        var card = RenderNode(frame: CGRect(x: 10, y: 10, width: 100, height: 60), backgroundColor: blue)
        card.borderWidth = 4
        card.borderColor = green

        let fb = try render(scene([card])).framebuffer

        for (x, y) in [(10, 40), (13, 40), (109, 40), (106, 40), (60, 10), (60, 13), (60, 69), (60, 66)] {
            #expect(fb.pixel(x: x, y: y) == 0xFF00_FF00, "border at (\(x), \(y))")
        }
        #expect(fb.pixel(x: 14, y: 40) == 0xFF00_00FF)
        #expect(fb.pixel(x: 9, y: 40) == white)
    }

    @Test func borderIsDrawnAboveChildren() throws {
        var card = RenderNode(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        card.borderWidth = 2
        card.borderColor = green
        card.children = [RenderNode(frame: CGRect(x: 0, y: 0, width: 50, height: 50), backgroundColor: red)]

        let fb = try render(scene([card])).framebuffer

        #expect(fb.pixel(x: 0, y: 25) == 0xFF00_FF00)
        #expect(fb.pixel(x: 2, y: 25) == 0xFFFF_0000)
    }

    @Test func roundedCornersLeaveTheCornerEmptyAndEdgesFull() throws {
        var card = RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100), backgroundColor: red)
        card.cornerRadius = 20

        let fb = try render(scene([card])).framebuffer

        for (x, y) in [(1, 1), (98, 1), (98, 98), (1, 98)] {
            #expect(fb.pixel(x: x, y: y) == white, "outside the arc at (\(x), \(y))")
        }
        for (x, y) in [(50, 50), (0, 50), (99, 50), (50, 0), (50, 99), (10, 10)] {
            #expect(fb.pixel(x: x, y: y) == 0xFFFF_0000, "inside at (\(x), \(y))")
        }
        // Antialiased: a pixel the arc crosses is a blend, neither colour.
        let arc = fb.pixel(x: 5, y: 5)
        #expect(arc != white && arc != 0xFFFF_0000)
    }

    @Test func roundedBorderFollowsTheCorner() throws {
        var card = RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100), backgroundColor: .white)
        card.cornerRadius = 30
        card.borderWidth = 3
        card.borderColor = blue

        let fb = try render(scene([card])).framebuffer

        #expect(fb.pixel(x: 1, y: 1) == white)
        #expect(fb.pixel(x: 1, y: 50) == 0xFF00_00FF)
        // On the diagonal the border sits at distance r(1 − 1/√2) ≈ 8.8 from the corner.
        #expect(fb.pixel(x: 10, y: 10) != white)
        #expect(fb.pixel(x: 20, y: 20) == white)
    }
}

import Testing
import Foundation
@testable import Compositor

/// Odd inputs render without crashing, and incremental frames stay equal to full renders.
/// (Cases found in review: overflow, stale pixels, double blending, fixed-point traps.)
@MainActor @Suite struct RobustnessTests {
    /// Renders `frames` incrementally on one renderer and checks each against a fresh full render.
    func expectIncrementalMatchesFull(_ frames: [RenderNode], _ comment: Comment) throws {
        let incremental = try Renderer(width: Int(frames[0].bounds.width), height: Int(frames[0].bounds.height))
        incremental.threadCount = 1
        for (index, frame) in frames.enumerated() {
            incremental.render(frame)
            let full = try render(frame).framebuffer
            let differing = zip(incremental.framebuffer.pixelArray, full.pixelArray).filter { $0 != $1 }.count
            #expect(differing == 0, "\(comment) frame \(index)")
        }
    }

    @Test func perspectiveChildInsideARotatedClipStaysInItsLayer() throws {
        var parent = RenderNode(frame: CGRect(x: 80, y: 80, width: 40, height: 40), backgroundColor: blue)
        parent.masksToBounds = true
        parent.transform = .rotation(0.5, 0, 0, 1)
        var child = RenderNode(frame: CGRect(x: -100, y: -100, width: 240, height: 240))
        child.image = RenderImage(width: 4, height: 4, premultipliedPixels: Array(repeating: 0xFFFF_0000, count: 16))
        var tilt = Matrix4.rotation(0.3, 1, 0, 0)
        tilt.m34 = -1.0 / 800
        child.transform = tilt
        parent.children = [child]

        let fb = try render(scene(width: 400, height: 400, [parent])).framebuffer

        #expect(fb.pixel(x: 100, y: 100) == 0xFFFF_0000)
        #expect(fb.pixel(x: 20, y: 20) == white, "clipped to the turned parent")
    }

    @Test func strongPerspectiveDoesNotDependOnHowDamageIsCut() throws {
        func frame(markerAt x: Double) -> RenderNode {
            var card = RenderNode(frame: CGRect(x: 40, y: 20, width: 120, height: 120), backgroundColor: blue)
            var perspective = Matrix4.identity
            perspective.m34 = -1.0 / 120
            card.transform = Matrix4.rotation(1.1, 0, 1, 0).concatenating(perspective)
            card.children = (0..<6).map {
                RenderNode(frame: CGRect(x: $0 * 20, y: 0, width: 10, height: 120), backgroundColor: red)
            }
            let marker = RenderNode(frame: CGRect(x: x, y: 0, width: 3, height: 160), backgroundColor: green)
            return scene(width: 200, height: 160, [card, marker])
        }

        try expectIncrementalMatchesFull(
            [frame(markerAt: 82), frame(markerAt: 97), frame(markerAt: 111)], "marker cuts the card")
    }

    @Test func magnifiedTextLeavesNoStalePixelsWhenItMoves() throws {
        func frame(_ x: Double, scale: Double, size: CGSize) -> RenderNode {
            var label = RenderNode(position: CGPoint(x: x, y: 100), bounds: CGRect(origin: .zero, size: size))
            label.text = TextContent("WWWWWWWW", fontSize: 14)
            label.transform = .scale(scale, scale)
            return scene(width: 300, height: 200, [label])
        }

        try expectIncrementalMatchesFull(
            [
                frame(100, scale: 2, size: CGSize(width: 40, height: 20)),
                frame(200, scale: 2, size: CGSize(width: 40, height: 20)),
            ], "2× text")
        try expectIncrementalMatchesFull(
            [
                frame(100, scale: 8, size: CGSize(width: 10.5, height: 10.5)),
                frame(180, scale: 8, size: CGSize(width: 10.5, height: 10.5)),
            ], "8× text")
    }

    @Test func smallRoundedRectIsBlendedOnce() throws {
        var dot = RenderNode(
            frame: CGRect(x: 5, y: 5, width: 5, height: 5), backgroundColor: red.withAlphaMultiplied(by: 0.5))
        dot.cornerRadius = 2.5

        let fb = try render(scene(width: 20, height: 20, background: nil, [dot])).framebuffer

        #expect(fb.hex(x: 7, y: 7) == "80800000")
        // A 5×5 disc: edge pixels are partly covered, none is blended twice.
        #expect(fb.pixelArray.allSatisfy { $0 >> 24 <= 0x80 })
    }

    @Test func farAwayNaNAndDegenerateNodesDrawNothingAndDoNotCrash() throws {
        var far = RenderNode(frame: CGRect(x: 10, y: 40000, width: 80, height: 60), backgroundColor: red)
        far.cornerRadius = 8
        let notANumber = RenderNode(frame: CGRect(x: Double.nan, y: 0, width: 10, height: 10), backgroundColor: red)
        var nanScale = RenderNode(frame: CGRect(x: 10, y: 10, width: 10, height: 10), backgroundColor: red)
        nanScale.transform = .scale(.nan, 1)
        var sliver = RenderNode(frame: CGRect(x: 10, y: 10, width: 50, height: 0.001))
        sliver.image = RenderImage(
            width: 100, height: 100, premultipliedPixels: Array(repeating: 0xFFFF_0000, count: 10_000))
        var endless = RenderNode(frame: CGRect(x: 0, y: 0, width: 1e12, height: 20))
        endless.text = TextContent("hi")
        var infinite = RenderNode(frame: CGRect(x: 0, y: 0, width: Double.infinity, height: 20))
        infinite.text = TextContent("hi")

        let fb = try render(scene(width: 100, height: 100, [far, notANumber, nanScale, sliver, endless, infinite]))
            .framebuffer

        #expect(fb.pixel(x: 50, y: 50) == white)
        #expect(fb.inkCount(in: PixelRect(x: 0, y: 30, width: 100, height: 70), background: white) == 0)
    }
}

import Testing
import CPixman
import Foundation
@testable import Compositor

@MainActor @Suite struct FillTests {
    @Test func opaqueFillPaintsExactlyItsPixels() throws {
        let root = scene([RenderNode(frame: CGRect(x: 10, y: 20, width: 30, height: 40), backgroundColor: red)])

        let fb = try render(root).framebuffer

        #expect(fb.pixel(x: 10, y: 20) == 0xFFFF_0000)
        #expect(fb.pixel(x: 39, y: 59) == 0xFFFF_0000)
        #expect(fb.pixel(x: 9, y: 20) == white)
        #expect(fb.pixel(x: 40, y: 20) == white)
        #expect(fb.pixel(x: 10, y: 60) == white)
        #expect(fb.inkCount(in: fb.bounds, background: white) == 30 * 40)
    }

    @Test func translucentFillBlendsPremultipliedOverWhite() throws {
        // red at alpha ½ → premultiplied (128, 128, 0, 0); over white: 128 + 255·127/255 = 255, 0 + 127.
        let root = scene([
            RenderNode(
                frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                backgroundColor: red.withAlphaMultiplied(by: 0.5))
        ])

        let fb = try render(root).framebuffer

        #expect(fb.hex(x: 5, y: 5) == "FFFF7F7F")
    }

    @Test func transparentRootKeepsPremultipliedValues() throws {
        let root = scene(
            background: nil,
            [
                RenderNode(
                    frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                    backgroundColor: RenderColor(r8: 255, g8: 102, b8: 0, a8: 51))
            ])

        let fb = try render(root).framebuffer

        // 51/255 = 0.2 alpha: r = 255·0.2 = 51, g = 102·0.2 = 20.4 → 20.
        #expect(fb.hex(x: 3, y: 3) == "33331400")
        #expect(fb.pixel(x: 15, y: 3) == 0)
    }

    @Test func hiddenAndZeroOpacityNodesDrawNothing() throws {
        var hidden = RenderNode(frame: CGRect(x: 0, y: 0, width: 50, height: 50), backgroundColor: red)
        hidden.isHidden = true
        var invisible = RenderNode(frame: CGRect(x: 60, y: 0, width: 50, height: 50), backgroundColor: red)
        invisible.opacity = 0

        let fb = try render(scene([hidden, invisible])).framebuffer

        #expect(fb.inkCount(in: fb.bounds, background: white) == 0)
    }

    @Test func laterSiblingsPaintOverEarlierOnes() throws {
        let root = scene([
            RenderNode(frame: CGRect(x: 0, y: 0, width: 50, height: 50), backgroundColor: red),
            RenderNode(frame: CGRect(x: 25, y: 25, width: 50, height: 50), backgroundColor: blue),
        ])

        let fb = try render(root).framebuffer

        #expect(fb.pixel(x: 30, y: 30) == 0xFF00_00FF)
        #expect(fb.pixel(x: 10, y: 10) == 0xFFFF_0000)
    }

    @Test func childrenAreDrawnInTheirParentsBoundsSpace() throws {
        var parent = RenderNode(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
        parent.bounds.origin = CGPoint(x: 10, y: 5)  // scrolled like a UIScrollView
        parent.children = [RenderNode(frame: CGRect(x: 10, y: 5, width: 20, height: 20), backgroundColor: red)]

        let fb = try render(scene([parent])).framebuffer

        #expect(fb.pixel(x: 50, y: 40) == 0xFFFF_0000)
        #expect(fb.pixel(x: 69, y: 59) == 0xFFFF_0000)
        #expect(fb.pixel(x: 70, y: 40) == white)
    }
}

/// A rectangle between pixels fills its whole pixels directly and rasterizes only its rim
/// (Painter.fillAlignedBox): every pixel must equal pixman rasterizing the whole rectangle.
@MainActor @Suite struct FractionalFillTests {
    private func pixmanReference(_ rect: CGRect, _ color: RenderColor, width: Int, height: Int) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            let image = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(width), Int32(height), buffer.baseAddress, Int32(width * 4))!
            defer { pixman_image_unref(image) }
            func point(_ x: CGFloat, _ y: CGFloat) -> pixman_point_fixed_t {
                pixman_point_fixed_t(
                    x: pixman_fixed_t((Double(x) * 65536).rounded()), y: pixman_fixed_t((Double(y) * 65536).rounded()))
            }
            let (a, b) = (point(rect.minX, rect.minY), point(rect.maxX, rect.minY))
            let (c, d) = (point(rect.maxX, rect.maxY), point(rect.minX, rect.maxY))
            var triangles = [pixman_triangle_t(p1: a, p2: b, p3: c), pixman_triangle_t(p1: a, p2: c, p3: d)]
            let source = Painter.solid(color)
            defer { pixman_image_unref(source) }
            pixman_composite_triangles(PIXMAN_OP_OVER, source, image, PIXMAN_a8, 0, 0, 0, 0, 2, &triangles)
        }
        return pixels
    }

    @Test(arguments: [
        CGRect(x: 10.25, y: 20.5, width: 60.5, height: 30.125),
        CGRect(x: 3.9, y: 4.1, width: 0.6, height: 50),
        CGRect(x: 100.5, y: 0.5, width: 99.25, height: 149.25),
        CGRect(x: -5.75, y: 140.3, width: 40, height: 30),
    ])
    func aFractionalRectangleMatchesPixmansWholeRasterization(rect: CGRect) throws {
        let colours = [red, blue.withAlphaMultiplied(by: 0.4)]

        let rendered = try colours.map { colour in
            try render(scene(background: nil, [RenderNode(frame: rect, backgroundColor: colour)])).framebuffer
        }

        for (colour, framebuffer) in zip(colours, rendered) {
            let reference = pixmanReference(rect, colour, width: framebuffer.width, height: framebuffer.height)
            var differing = 0
            for y in 0..<framebuffer.height {
                for x in 0..<framebuffer.width
                where framebuffer.pixel(x: x, y: y) != reference[y * framebuffer.width + x] {
                    differing += 1
                }
            }
            #expect(differing == 0, "\(differing) pixels differ for \(rect)")
            #expect(framebuffer.inkCount(in: framebuffer.bounds, background: 0) > 0)
        }
    }

    /// A quarter turn (an interface drawn sideways) maps a rectangle onto an upright one too.
    @Test func aQuarterTurnedRectangleMatchesPixmansWholeRasterization() throws {
        var node = RenderNode(frame: CGRect(x: 40.25, y: 30.5, width: 70.5, height: 20.25), backgroundColor: red)
        node.transform = .rotation(.pi / 2, 0, 0, 1)
        let centre = CGPoint(x: 40.25 + 70.5 / 2, y: 30.5 + 20.25 / 2)
        let turned = CGRect(x: centre.x - 20.25 / 2, y: centre.y - 70.5 / 2, width: 20.25, height: 70.5)

        let framebuffer = try render(scene(background: nil, [node])).framebuffer

        let reference = pixmanReference(turned, red, width: framebuffer.width, height: framebuffer.height)
        let differing = (0..<framebuffer.height).reduce(0) { count, y in
            count
                + (0..<framebuffer.width).filter {
                    framebuffer.pixel(x: $0, y: y) != reference[y * framebuffer.width + $0]
                }.count
        }
        #expect(differing == 0)
        #expect(framebuffer.pixel(x: Int(centre.x), y: Int(turned.minY) + 2) == 0xFFFF_0000)
    }
}

import Testing
import Foundation
@testable import Compositor

@MainActor @Suite struct DamageTests {
    func tree(rectAt origin: CGPoint, groupOpacity: Double = 1, caption: String = "Damage") -> RenderNode {
        var group = RenderNode(frame: CGRect(x: 120, y: 10, width: 60, height: 60))
        group.opacity = groupOpacity
        group.children = [
            RenderNode(frame: CGRect(x: 0, y: 0, width: 40, height: 40), backgroundColor: red),
            RenderNode(frame: CGRect(x: 20, y: 20, width: 40, height: 40), backgroundColor: blue),
        ]
        var label = RenderNode(frame: CGRect(x: 0, y: 110, width: 200, height: 30))
        label.text = TextContent(caption, fontSize: 16)
        return scene([
            RenderNode(frame: CGRect(origin: origin, size: CGSize(width: 50, height: 50)), backgroundColor: green),
            group, label,
        ])
    }

    @Test func firstFrameDamagesEverything() throws {
        let renderer = try Renderer(width: 200, height: 150)

        let damage = renderer.render(tree(rectAt: CGPoint(x: 10, y: 10)))

        #expect(damage.area == 200 * 150)
    }

    @Test func unchangedTreeTouchesNoPixel() throws {
        let renderer = try Renderer(width: 200, height: 150)
        let root = tree(rectAt: CGPoint(x: 10, y: 10))
        renderer.render(root)
        let sentinel: UInt32 = 0x1234_5678
        renderer.framebuffer.setPixel(x: 30, y: 30, sentinel)  // inside the green rect

        let damage = renderer.render(root)

        #expect(damage.isEmpty)
        #expect(damage.area == 0)
        #expect(renderer.lastDamage == .none)
        #expect(renderer.framebuffer.pixel(x: 30, y: 30) == sentinel)
    }

    @Test func movedRectDamagesExactlyOldUnionNew() throws {
        let renderer = try Renderer(width: 200, height: 150)
        renderer.render(tree(rectAt: CGPoint(x: 10, y: 10)))

        let damage = renderer.render(tree(rectAt: CGPoint(x: 30, y: 20)))

        // Old (10,10)–(60,60) ∪ new (30,20)–(80,70): 2·2500 − 30·40 overlap.
        #expect(damage.area == 3800)
        #expect(damage.bounds == PixelRect(x: 10, y: 10, width: 70, height: 60))
        for (x, y) in [(10, 10), (59, 59), (30, 20), (79, 69), (60, 30)] {
            #expect(damage.contains(x: x, y: y), "(\(x), \(y)) damaged")
        }
        for (x, y) in [(10, 60), (79, 10), (9, 10), (80, 69)] {
            #expect(!damage.contains(x: x, y: y), "(\(x), \(y)) untouched")
        }
        #expect(renderer.framebuffer.pixel(x: 15, y: 15) == white)
        #expect(renderer.framebuffer.pixel(x: 75, y: 65) == 0xFF00_FF00)
    }

    @Test func groupOpacityChangeDamagesTheWholeGroup() throws {
        let renderer = try Renderer(width: 200, height: 150)
        renderer.render(tree(rectAt: CGPoint(x: 10, y: 10)))

        let damage = renderer.render(tree(rectAt: CGPoint(x: 10, y: 10), groupOpacity: 0.5))

        // The group paints nothing itself; its two 40×40 children overlap by 20×20.
        #expect(damage.bounds == PixelRect(x: 120, y: 10, width: 60, height: 60))
        #expect(damage.area == 1600 + 1600 - 400)
    }

    @Test func incrementalFramesMatchFullRenders() throws {
        let frames = [
            tree(rectAt: CGPoint(x: 10, y: 10)),
            tree(rectAt: CGPoint(x: 33.5, y: 21.25)),
            tree(rectAt: CGPoint(x: 33.5, y: 21.25), groupOpacity: 0.4),
            tree(rectAt: CGPoint(x: 60, y: 70), groupOpacity: 0.4, caption: "Changed text"),
            scene([RenderNode(frame: CGRect(x: 5, y: 5, width: 10, height: 10), backgroundColor: red)]),
            tree(rectAt: CGPoint(x: 0, y: 0)),
        ]
        let incremental = try Renderer(width: 200, height: 150)

        for (index, frame) in frames.enumerated() {
            incremental.render(frame)
            let full = try render(frame).framebuffer

            #expect(incremental.framebuffer.pixelArray == full.pixelArray, "frame \(index)")
        }
    }

    @Test func resizeAndInvalidateRedrawEverything() throws {
        let renderer = try Renderer(width: 200, height: 150)
        let root = tree(rectAt: CGPoint(x: 10, y: 10))
        renderer.render(root)

        renderer.invalidate()
        let afterInvalidate = renderer.render(root)
        try renderer.resize(width: 100, height: 100)
        let afterResize = renderer.render(root)

        #expect(afterInvalidate.area == 200 * 150)
        #expect(afterResize.area == 100 * 100)
    }
}

import Testing
import Foundation
@testable import Compositor

/// Core Animation composites a layer with opacity < 1 and sublayers as one group: overlapping
/// children do not show through each other.
@MainActor @Suite struct GroupOpacityTests {
    let overlapping = [
        RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100), backgroundColor: red),
        RenderNode(frame: CGRect(x: 50, y: 0, width: 100, height: 100), backgroundColor: blue),
    ]

    @Test func groupOpacityCompositesChildrenAsOneLayer() throws {
        var group = RenderNode(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
        group.opacity = 0.5
        group.children = overlapping

        let fb = try render(scene(background: nil, [group])).framebuffer

        // Opacity ½ is mask 128: opaque blue → (128, 0, 0, 128) exactly; red likewise.
        #expect(fb.hex(x: 75, y: 50) == "80000080")
        #expect(fb.hex(x: 25, y: 50) == "80800000")
        #expect(fb.hex(x: 125, y: 50) == "80000080")
    }

    @Test func withoutAGroupEachChildBlendsSeparately() throws {
        let halves = overlapping.map { child -> RenderNode in
            var c = child
            c.opacity = 0.5
            return c
        }

        let fb = try render(scene(background: nil, halves)).framebuffer

        // Blue ½ over red ½: α = 128 + 128·127/255 = 192, r = 128·127/255 = 64, b = 128.
        #expect(fb.hex(x: 75, y: 50) == "C0400080")
    }

    @Test func groupOpacityOverAnOpaqueBackground() throws {
        var group = RenderNode(frame: CGRect(x: 0, y: 0, width: 150, height: 100))
        group.opacity = 0.5
        group.children = overlapping

        let fb = try render(scene([group])).framebuffer

        // (128, 0, 0, 128) over white: 0 + 255·127/255 = 127 in r and g, 128 + 127 = 255 in b.
        #expect(fb.hex(x: 75, y: 50) == "FF7F7FFF")
        #expect(fb.pixel(x: 75, y: 50) == fb.pixel(x: 125, y: 50))
    }

    @Test func nestedGroupsMultiply() throws {
        var inner = RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        inner.opacity = 0.5
        inner.children = [RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100), backgroundColor: blue)]
        var outer = RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.opacity = 0.5
        outer.children = [inner, RenderNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10), backgroundColor: red)]

        let fb = try render(scene(background: nil, [outer])).framebuffer

        // Blue at 128, then the outer group at 128 again: 128·128/255 = 64.25 → 64.
        #expect(fb.hex(x: 50, y: 50) == "40000040")
    }
}

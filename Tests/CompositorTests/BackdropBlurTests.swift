import Testing
import Foundation
@testable import Compositor

/// A backdrop blur softens what is already drawn beneath a node, inside the node's shape only,
/// and is repainted whenever anything under it changes.
@MainActor @Suite struct BackdropBlurTests {
    /// Black on the left half of the frame, white on the right: one sharp vertical edge at x = 100.
    func halves(width: Int = 200, height: Int = 100, _ above: [RenderNode] = []) -> RenderNode {
        scene(
            width: width, height: height,
            [RenderNode(frame: CGRect(x: 0, y: 0, width: width / 2, height: height), backgroundColor: .black)]
                + above)
    }

    func backdrop(_ frame: CGRect, radius: Double = 4, saturation: Double = 1) -> RenderNode {
        var node = RenderNode(frame: frame)
        node.backdropBlur = BackdropBlur(radius: radius, saturation: saturation)
        return node
    }

    /// The blue channel (any channel, on grey) of a pixel.
    func level(_ fb: Framebuffer, _ x: Int, _ y: Int) -> Int { Int(fb.pixel(x: x, y: y) & 0xFF) }

    /// How many pixels of `rect` (everywhere by default) differ between two frames.
    func differences(_ a: Framebuffer, _ b: Framebuffer, in rect: PixelRect? = nil) -> Int {
        let rect = rect ?? a.bounds
        var count = 0
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
        }
        return count
    }

    @Test func aSharpEdgeBeneathBecomesAGradient() throws {
        let sharp = try render(halves()).framebuffer
        #expect(level(sharp, 99, 50) == 0 && level(sharp, 100, 50) == 255)

        let fb = try render(halves([backdrop(CGRect(x: 50, y: 20, width: 100, height: 60))])).framebuffer

        let row = (85...115).map { level(fb, $0, 50) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "\(row)")
        #expect(Set(row).count >= 12, "a ramp, not a step: \(row)")
        #expect((110...140).contains(level(fb, 99, 50) + level(fb, 100, 50) - 127), "centred on the edge")
        // Three deviations away the Gaussian has died out: the flat parts stay flat.
        #expect(level(fb, 80, 50) == 0)
        #expect(level(fb, 120, 50) == 255)
        #expect(fb.pixel(x: 100, y: 50) >> 24 == 0xFF, "opaque beneath stays opaque")
    }

    @Test func pixelsOutsideTheNodeAreUntouched() throws {
        let node = PixelRect(x: 50, y: 20, width: 100, height: 60)
        let sharp = try render(halves()).framebuffer

        let fb = try render(halves([backdrop(node.cgRect, radius: 10)])).framebuffer

        #expect(differences(fb, sharp) == differences(fb, sharp, in: node))
        #expect(differences(fb, sharp, in: node) > 0)
    }

    @Test func onlyWhatLiesInsideTheNodeIsBlurred() throws {
        // The edge is 30 px right of the node: with its edge pixels repeated, the node sees no edge.
        let fb = try render(halves([backdrop(CGRect(x: 20, y: 20, width: 50, height: 60), radius: 10)])).framebuffer

        #expect(fb.inkCount(in: PixelRect(x: 20, y: 20, width: 50, height: 60), background: 0xFF00_0000) == 0)
    }

    @Test func largeRadiiBlurAsWideAsAskedFor() throws {
        // σ = 24 is drawn from a copy shrunk 4 times; the ramp must still span about ±2σ.
        let fb = try render(halves(width: 400, [backdrop(CGRect(x: 0, y: 20, width: 400, height: 60), radius: 24)]))
            .framebuffer

        let middle = (0..<400).map { level(fb, $0, 50) }
        #expect(zip(middle, middle.dropFirst()).allSatisfy { $0 <= $1 })
        // Φ(−1) ≈ 16 %: one deviation left of the edge the level is about 41, one right about 214.
        #expect((25...60).contains(middle[200 - 24]), "\(middle[200 - 24])")
        #expect((195...230).contains(middle[200 + 24]), "\(middle[200 + 24])")
        #expect(middle[200 - 80] < 5 && middle[200 + 80] > 250)
    }

    @Test func theTintIsTheBackgroundDrawnOverTheBlur() throws {
        var tinted = backdrop(CGRect(x: 50, y: 20, width: 100, height: 60))
        tinted.backgroundColor = RenderColor(red: 1, green: 1, blue: 1, alpha: 0.5)

        let fb = try render(halves([tinted])).framebuffer

        // Black under half-white: 128 (half of white over nothing), no longer 0.
        #expect((127...129).contains(level(fb, 60, 50)))
        #expect(level(fb, 140, 50) == 255)
    }

    @Test func saturationPushesColoursFromGrey() throws {
        let muted = RenderColor(red: 0.6, green: 0.4, blue: 0.4)
        var node = backdrop(CGRect(x: 0, y: 0, width: 100, height: 100), saturation: 2)
        node.backdropBlur?.radius = 0

        let fb = try render(
            scene(
                width: 100, height: 100,
                [RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100), backgroundColor: muted), node])
        ).framebuffer

        // Luminance 0.2126·153 + 0.7872·102 ≈ 112.8; doubled distances: 193 and 91.
        #expect(fb.hex(x: 50, y: 50) == "FFC15B5B")
    }

    @Test func aRoundedNodeBlursOnlyInsideItsCorners() throws {
        var rounded = backdrop(CGRect(x: 80, y: 20, width: 40, height: 60), radius: 6)
        rounded.cornerRadius = 12
        let sharp = try render(halves()).framebuffer

        let fb = try render(halves([rounded])).framebuffer

        #expect(fb.pixel(x: 80, y: 20) == sharp.pixel(x: 80, y: 20), "outside the corner's arc")
        #expect(fb.pixel(x: 119, y: 79) == sharp.pixel(x: 119, y: 79))
        #expect(fb.pixel(x: 98, y: 50) != sharp.pixel(x: 98, y: 50), "inside, by the edge")
    }

    @Test func aTurnedNodeBlursItsBoundingBoxCutToItsShape() throws {
        var turned = backdrop(CGRect(x: 70, y: 20, width: 60, height: 60), radius: 6)
        turned.transform = .rotation(.pi / 4, 0, 0, 1)
        let sharp = try render(halves()).framebuffer

        let fb = try render(halves([turned])).framebuffer

        // The diamond's corners are at (100, 8) … ; (75, 25) is in the box, outside the diamond.
        #expect(fb.pixel(x: 75, y: 25) == sharp.pixel(x: 75, y: 25))
        #expect(fb.pixel(x: 98, y: 50) != sharp.pixel(x: 98, y: 50))
    }

    @Test func underPerspectiveTheProjectedShapeIsBlurred() throws {
        var turned = backdrop(CGRect(x: 60, y: 20, width: 80, height: 60), radius: 6)
        var perspective = Matrix4.identity
        perspective.m34 = -1 / 200
        turned.transform = Matrix4.rotation(.pi / 4, 0, 1, 0).concatenating(perspective)
        let sharp = try render(halves()).framebuffer

        let fb = try render(halves([turned])).framebuffer

        // Turned about y the card is narrower than 80 and its near edge is taller than 60.
        #expect(differences(fb, sharp, in: PixelRect(x: 96, y: 45, width: 8, height: 10)) > 0)
        #expect(differences(fb, sharp) == differences(fb, sharp, in: PixelRect(x: 60, y: 10, width: 80, height: 80)))
        #expect(fb.pixel(x: 62, y: 50) == sharp.pixel(x: 62, y: 50), "left of the turned card")
    }

    @Test func insideARoundedClipTheBlurSeesTheSceneBeneath() throws {
        let blurred = try render(halves([backdrop(CGRect(x: 50, y: 20, width: 100, height: 60))])).framebuffer
        var card = RenderNode(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        card.cornerRadius = 16
        card.masksToBounds = true
        card.children = [backdrop(CGRect(x: 0, y: 0, width: 100, height: 60))]
        let sharp = try render(halves()).framebuffer

        let fb = try render(halves([card])).framebuffer

        // A group layer alone would hold nothing to blur; it starts from the scene instead.
        #expect(differences(fb, blurred, in: PixelRect(x: 70, y: 40, width: 60, height: 20)) == 0)
        #expect(differences(fb, sharp, in: PixelRect(x: 70, y: 40, width: 60, height: 20)) > 0)
        #expect(fb.pixel(x: 50, y: 20) == sharp.pixel(x: 50, y: 20), "the clip's corner")
    }

    @Test func groupOpacityFadesTheBlurIn() throws {
        let blurred = try render(halves([backdrop(CGRect(x: 50, y: 20, width: 100, height: 60))])).framebuffer
        var group = RenderNode(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
        group.opacity = 0.5
        group.children = [
            backdrop(CGRect(x: 0, y: 0, width: 100, height: 60)),
            RenderNode(frame: CGRect(x: 0, y: 0, width: 5, height: 5), backgroundColor: red),
        ]

        let fb = try render(halves([group])).framebuffer

        // Half way from the sharp edge (0 | 255) to the blur.
        for x in [96, 98, 101, 103] {
            let sharp = x < 100 ? 0 : 255
            #expect(abs(level(fb, x, 50) - (sharp + level(blurred, x, 50)) / 2) <= 1, "x = \(x)")
        }
    }

    @Test func changingAViewBeneathRepaintsTheWholeBlurredArea() throws {
        let node = PixelRect(x: 50, y: 20, width: 100, height: 60)
        func frame(dotAt y: Double) -> RenderNode {
            halves([
                RenderNode(frame: CGRect(x: 140, y: y, width: 4, height: 4), backgroundColor: red),
                backdrop(node.cgRect),
            ])
        }
        let renderer = try Renderer(width: 200, height: 100)
        renderer.render(frame(dotAt: 70))

        let damage = renderer.render(frame(dotAt: 60))

        #expect(damage.bounds == node)
        #expect(damage.area == node.area)
        #expect(differences(renderer.framebuffer, try render(frame(dotAt: 60)).framebuffer) == 0)
    }

    @Test func aChangeAwayFromTheBlurLeavesItAlone() throws {
        let renderer = try Renderer(width: 200, height: 100)
        let node = CGRect(x: 50, y: 20, width: 100, height: 60)
        renderer.render(halves([backdrop(node)]))

        let damage = renderer.render(
            halves([backdrop(node), RenderNode(frame: CGRect(x: 2, y: 2, width: 4, height: 4), backgroundColor: red)]))

        #expect(damage.area == 16)
    }

    /// Found by the scroll copy's random test: a translucent group holding a backdrop is mixed
    /// by another path than one without, so a backdrop appearing in it, even out of sight,
    /// changes every pixel of the group.
    @Test func aBackdropAppearingOutOfSightInATranslucentGroupRepaintsTheGroup() throws {
        func frame(withBackdrop: Bool) -> RenderNode {
            var group = RenderNode(frame: CGRect(x: 20, y: 10, width: 160, height: 80), backgroundColor: blue)
            group.opacity = 0.6
            group.masksToBounds = true
            group.children = [RenderNode(frame: CGRect(x: 10, y: 10, width: 50, height: 30), backgroundColor: red)]
            if withBackdrop { group.children.append(backdrop(CGRect(x: 300, y: 10, width: 20, height: 20))) }
            return halves([group])
        }
        let renderer = try Renderer(width: 200, height: 100)
        renderer.render(frame(withBackdrop: false))

        renderer.render(frame(withBackdrop: true))

        #expect(differences(renderer.framebuffer, try render(frame(withBackdrop: true)).framebuffer) == 0)
    }

    @Test func overlappingBackdropsSpreadTheDamageToEachOther() throws {
        func frame(dotAt x: Double) -> RenderNode {
            halves([
                RenderNode(frame: CGRect(x: x, y: 12, width: 2, height: 2), backgroundColor: red),
                backdrop(CGRect(x: 60, y: 30, width: 60, height: 60)),
                backdrop(CGRect(x: 10, y: 10, width: 60, height: 60)),
            ])
        }
        let renderer = try Renderer(width: 200, height: 100)
        renderer.render(frame(dotAt: 12))

        let damage = renderer.render(frame(dotAt: 14))

        // The dot is under the second only; the second overlaps the first, which must follow.
        #expect(damage.area == 60 * 60 + 60 * 60 - 10 * 40)
    }

    @Test func twoThreadsPaintTheSamePixelsAsOne() throws {
        // Big enough for two bands; the blur spans both, so the frame is painted as one.
        func frame(_ x: Double) -> RenderNode {
            halves(
                width: 480, height: 320,
                [
                    RenderNode(frame: CGRect(x: x, y: 40, width: 30, height: 240), backgroundColor: blue),
                    backdrop(CGRect(x: 40, y: 30, width: 400, height: 260), radius: 12),
                ])
        }
        let renderer = try Renderer(width: 480, height: 320)
        renderer.threadCount = 2
        renderer.render(frame(100))

        let damage = renderer.render(frame(300))

        #expect(damage.area >= 96 * 1024)
        #expect(differences(renderer.framebuffer, try render(frame(300), threads: 1).framebuffer) == 0)
    }

    @Test func threeBoxesAddUpToTheGaussiansVariance() {
        for sigma in [1.5, 3.0, 7.5, 20.0] {
            let variance = BoxBlur.boxRadii(sigma: sigma).reduce(0.0) {
                let w = Double(2 * $1 + 1)
                return $0 + (w * w - 1) / 12
            }
            #expect(abs(variance - sigma * sigma) <= 0.15 * sigma * sigma, "σ = \(sigma): \(variance)")
        }
    }
}

import Testing
import Foundation
@testable import Compositor

/// The curl as the compositor draws it (CurlSampler): where the page's pixels land, what the
/// lifted part uncovers and shades, and damage limited to the curl's coverage.
@MainActor @Suite struct PageCurlRenderTests {
    static let bounds = CurlScene.pageBounds
    static let red = RenderColor(r8: 230, g8: 20, b8: 20)

    /// The scene's page with a red square on its bottom-right corner.
    func markedTree(curl: PageCurl?) -> RenderNode {
        var tree = CurlScene.tree(curl: curl)
        tree.children[1].children.append(
            RenderNode(frame: CGRect(x: 308, y: 228, width: 12, height: 12), backgroundColor: Self.red))
        return tree
    }

    func isRed(_ pixel: UInt32) -> Bool {
        let r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
        return r > 150 && g < 90 && b < 90
    }

    @Test(arguments: [CGPoint(x: 250, y: 200), CGPoint(x: 120, y: 150), CGPoint(x: 60, y: 230)])
    func theDraggedCornerIsDrawnAtThePointer(pointer: CGPoint) throws {
        // The back shows the front unwashed, so the corner's red shows on either side.
        let curl = PageCurl.pinning(
            .bottomRight, of: Self.bounds, at: pointer, radius: 20, spine: .left, back: .translucentFront(opacity: 1))
        let origin = CurlScene.pageFrame.origin

        let renderer = try render(markedTree(curl: curl))

        // The corner lands on the pointer, and the red square's middle (6 pixels in from the
        // corner) is drawn red where the map puts it.
        let corner = curl.place(CGPoint(x: 320, y: 240)).point
        let middle = curl.place(CGPoint(x: 314, y: 234)).point
        let x = Int((middle.x + origin.x).rounded(.down)), y = Int((middle.y + origin.y).rounded(.down))
        #expect(hypot(corner.x - pointer.x, corner.y - pointer.y) < 1e-6)
        #expect(isRed(renderer.framebuffer.pixel(x: x, y: y)))
        // Where the corner was, the page beneath shows (no red left there).
        #expect(!isRed(renderer.framebuffer.pixel(x: Int(origin.x) + 314, y: Int(origin.y) + 234)))
    }

    @Test func aCurlNotYetLiftedDrawsTheFlatPage() throws {
        let flat = try render(CurlScene.tree(curl: nil))

        let curled = try render(CurlScene.tree(curl: .lifting(Self.bounds, from: .bottom, progress: 0)))

        let differing = zip(flat.framebuffer.pixelArray, curled.framebuffer.pixelArray).filter { $0 != $1 }.count
        #expect(differing == 0)
    }

    @Test func aMovingCurlReusesThePagesFlatImage() {
        let cache = FlatLayerCache()
        let painter = Painter(textMasks: [:], flatLayers: cache)
        var page = CurlScene.page(1)
        var drawn = 0
        func flatImage() -> OpaquePointer? {
            cache.image(for: page) {
                drawn += 1
                return painter.flatten(page)
            }?.image
        }

        page.pageCurl = .lifting(Self.bounds, from: .bottom, progress: 0.3)
        let first = flatImage()
        page.pageCurl = .pinning(.bottomRight, of: Self.bounds, at: CGPoint(x: 100, y: 100), radius: 20)
        let second = flatImage()
        page.backgroundColor = .white
        let third = flatImage()

        #expect(first != nil && first == second && third != first)
        #expect(drawn == 2)
    }

    @Test(arguments: [
        PageCurl(foldPoint: CGPoint(x: Double.nan, y: 0), angle: 0, radius: 10),
        PageCurl(foldPoint: CGPoint(x: 100, y: 0), angle: .infinity, radius: 10),
        PageCurl(foldPoint: CGPoint(x: 100, y: 0), angle: 0, radius: -5),
        PageCurl(foldPoint: CGPoint(x: 1e12, y: 0), angle: 0, radius: 10),
    ])
    func aCurlTheCompositorCannotDrawLeavesThePageFlat(curl: PageCurl) throws {
        let flat = try render(CurlScene.tree(curl: nil))

        let curled = try render(CurlScene.tree(curl: curl))

        #expect(!curl.isDrawable)
        #expect(curled.framebuffer.pixelArray == flat.framebuffer.pixelArray)
    }

    @Test func aHugeRadiusIsDrawnWithoutAHugeTable() throws {
        let curl = PageCurl(foldPoint: CGPoint(x: 200, y: 0), angle: 0, radius: 900_000)

        let curled = try render(CurlScene.tree(curl: curl))
        let flat = try render(CurlScene.tree(curl: nil))

        // Bent on so wide a cylinder the page barely moves: the left part is untouched.
        #expect(curled.framebuffer.pixel(x: 100, y: 100) == flat.framebuffer.pixel(x: 100, y: 100))
    }

    @Test func thePageBeyondTheCurlIsUncoveredAndShadedNearItsEdge() throws {
        let curl = PageCurl.lifting(Self.bounds, from: .bottom, progress: 0.5, tilt: 0)
        var beneathOnly = CurlScene.tree(curl: nil)
        beneathOnly.children.removeLast()
        let origin = CurlScene.pageFrame.origin
        // Level with the fold: t = r (the turn) lies at fold + r; far beyond at the bottom.
        let turnY = Int(curl.foldPoint.y + curl.radius + origin.y)

        let curled = try render(CurlScene.tree(curl: curl))
        let beneath = try render(beneathOnly)

        let far = (x: 200, y: Int(origin.y) + 235)
        #expect(curled.framebuffer.pixel(x: far.x, y: far.y) == beneath.framebuffer.pixel(x: far.x, y: far.y))
        let shaded = curled.framebuffer.pixel(x: 200, y: turnY + 2),
            plain = beneath.framebuffer.pixel(x: 200, y: turnY + 2)
        #expect(shaded & 0xFF < plain & 0xFF && (shaded >> 8) & 0xFF < (plain >> 8) & 0xFF)
    }

    /// Seeded random curl moves (pointer drags, lifts, radius and back changes, the page moved),
    /// each frame rendered incrementally against a fresh full render, and every repaint inside
    /// the old and new curl's coverage.
    @Test func movingTheCurlRepaintsOnlyItsCoverageAndMatchesFullRenders() throws {
        var rng = SplitMix(state: 22)
        let incremental = try Renderer(width: CurlScene.width, height: CurlScene.height)
        let fresh = try Renderer(width: CurlScene.width, height: CurlScene.height)
        var previousCoverage: PixelRect?
        var before = incremental.framebuffer.pixelArray
        for index in 0..<14 {
            var curl: PageCurl
            switch Int.random(in: 0..<4, using: &rng) {
            case 0, 1:
                let pointer = CGPoint(
                    x: Double.random(in: -40...330, using: &rng), y: Double.random(in: 60...260, using: &rng))
                curl = .pinning(
                    .bottomRight, of: Self.bounds, at: pointer, radius: Double.random(in: 0...40, using: &rng),
                    spine: .left)
            case 2:
                curl = .lifting(Self.bounds, from: .bottom, progress: Double.random(in: 0...1, using: &rng))
            default:
                curl = .pinning(
                    .topRight, of: Self.bounds, at: CGPoint(x: Double.random(in: 100...300, using: &rng), y: 40),
                    radius: 18, spine: .left, back: .page(CurlScene.page(2), mirroredHorizontally: true))
            }
            var tree = CurlScene.tree(curl: curl)
            if index == 9 { tree.children[1].position.x += 3 }
            let coverage = DamageTracker.coverage(
                of: curl.coverage(of: Self.bounds),
                under: .translation(CurlScene.pageFrame.minX, CurlScene.pageFrame.minY)
            ).intersection(PixelRect(x: 0, y: 0, width: CurlScene.width, height: CurlScene.height))

            let damage = incremental.render(tree)
            fresh.invalidate()
            fresh.render(tree)

            let after = incremental.framebuffer.pixelArray
            let wrong = zip(after, fresh.framebuffer.pixelArray).filter { $0 != $1 }.count
            #expect(wrong == 0, "frame \(index): pixels differing from a full render")
            let unreported = after.indices.filter {
                after[$0] != before[$0] && !damage.contains(x: $0 % CurlScene.width, y: $0 / CurlScene.width)
            }.count
            #expect(unreported == 0, "frame \(index): changed pixels outside the damage")
            if let previousCoverage, index != 9, index != 10 {
                let allowed = Region(previousCoverage)
                allowed.add(coverage)
                #expect(damage.repainted.allSatisfy { allowed.contains($0) }, "frame \(index): repaint beyond the curl")
            }
            previousCoverage = coverage
            before = after
        }
    }
}

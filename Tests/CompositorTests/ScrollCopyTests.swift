import Testing
import Foundation
@testable import Compositor

/// A list as UIScrollView draws one: a clipping node with an opaque background whose bounds
/// origin is the content offset, holding rows (solid ones and ones with a label), optionally an
/// inner horizontal scroller in row 4 and a translucent bar above the list, as a navigation bar
/// lies over a list on iOS.
struct ListScene {
    static let width = 200, height = 150
    var offset = CGPoint.zero
    var rowHeight = 20.0
    var rowCount = 40
    /// The list's frame in the scene, in pixels.
    var frame = CGRect(x: 0, y: 0, width: 200, height: 150)
    /// Pixels per point inside the list (a 2× screen when 2).
    var scale = 1.0
    var recolored: [Int: RenderColor] = [:]
    var hidden: Set<Int> = []
    var overlayAlpha: Double?
    /// The bar blurs what lies beneath it, as a navigation bar's material does.
    var overlayBlur = false
    /// A row holding a node that blurs the rows beneath it.
    var blurredRow: Int?
    var innerOffset: CGPoint?
    var listOpacity = 1.0
    var listBackground = RenderColor.white

    static func rowColor(_ index: Int) -> RenderColor {
        RenderColor(r8: 40 + (index * 37) % 200, g8: 90 + (index * 53) % 160, b8: 60 + (index * 71) % 190)
    }

    var node: RenderNode {
        let size = CGSize(width: frame.width / scale, height: frame.height / scale)
        var list = RenderNode(
            position: CGPoint(x: frame.midX, y: frame.midY), bounds: CGRect(origin: offset, size: size))
        list.transform = .scale(scale, scale)
        list.backgroundColor = listBackground
        list.masksToBounds = true
        list.opacity = listOpacity
        list.children = (0..<rowCount).map { index in
            var row = RenderNode(
                frame: CGRect(x: 0, y: Double(index) * rowHeight, width: Double(size.width), height: rowHeight),
                backgroundColor: recolored[index] ?? Self.rowColor(index))
            row.isHidden = hidden.contains(index)
            if index % 2 == 1 {
                var label = RenderNode(frame: CGRect(x: 6, y: 0, width: 120, height: rowHeight))
                label.text = TextContent("Row \(index)", fontSize: rowHeight * 0.6)
                row.children.append(label)
            }
            if index == blurredRow {
                var glass = RenderNode(frame: CGRect(x: 60, y: -10, width: 60, height: rowHeight + 20))
                glass.backdropBlur = BackdropBlur(radius: 3)
                row.children.append(glass)
            }
            if index == 4, let innerOffset {
                var inner = RenderNode(
                    position: CGPoint(x: 140, y: rowHeight / 2),
                    bounds: CGRect(origin: innerOffset, size: CGSize(width: 80, height: rowHeight - 4)))
                inner.backgroundColor = .black
                inner.masksToBounds = true
                inner.children = (0..<12).map { tile in
                    RenderNode(
                        frame: CGRect(x: Double(tile) * 20, y: 2, width: 15, height: rowHeight - 8),
                        backgroundColor: Self.rowColor(tile * 3))
                }
                row.children.append(inner)
            }
            return row
        }
        var children = [list]
        if let overlayAlpha {
            var bar = RenderNode(
                frame: CGRect(x: 0, y: 0, width: 200, height: 30),
                backgroundColor: RenderColor(red: 0.97, green: 0.97, blue: 0.98, alpha: overlayAlpha))
            var title = RenderNode(frame: CGRect(x: 60, y: 5, width: 80, height: 20))
            title.text = TextContent("Title", fontSize: 14, alignment: .center)
            bar.children = [title]
            if overlayBlur { bar.backdropBlur = BackdropBlur(radius: 4, saturation: 1.8) }
            children.append(bar)
        }
        return scene(width: Self.width, height: Self.height, background: .white, children)
    }
}

/// SplitMix64: the randomized test is the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Scrolling only moves bounds: a view scrolled by whole pixels has its unchanged content moved
/// by copying, and the frame is still the one a full render draws.
@MainActor @Suite struct ScrollCopyTests {
    /// Renders `frames` on one renderer; each frame must equal a fresh full render and every pixel
    /// that changed must be in the damage. Returns each frame's damage.
    @discardableResult
    func renderIncrementally(_ frames: [RenderNode], _ comment: Comment = "") throws -> [Damage] {
        let incremental = try Renderer(width: ListScene.width, height: ListScene.height)
        let fresh = try Renderer(width: ListScene.width, height: ListScene.height)
        var damages: [Damage] = []
        var before = incremental.framebuffer.pixelArray
        for (index, frame) in frames.enumerated() {
            let damage = incremental.render(frame)
            damages.append(damage)
            fresh.invalidate()
            fresh.render(frame)
            let after = incremental.framebuffer.pixelArray
            let wrong = zip(after, fresh.framebuffer.pixelArray).filter { $0 != $1 }.count
            #expect(wrong == 0, "\(comment) frame \(index): pixels differing from a full render")
            let unreported = after.indices.filter {
                after[$0] != before[$0] && !damage.contains(x: $0 % ListScene.width, y: $0 / ListScene.width)
            }.count
            #expect(unreported == 0, "\(comment) frame \(index): changed pixels outside the damage")
            before = after
        }
        return damages
    }

    @Test func unchangedFrameRepaintsAndCopiesNothing() throws {
        let list = ListScene(offset: CGPoint(x: 0, y: 40), overlayAlpha: 0.8).node

        let damages = try renderIncrementally([list, list])

        #expect(damages[1] == .none)
        #expect(damages[1].copies.isEmpty)
    }

    @Test func scrollingAScreenOfRowsByOneRowRepaintsOnlyTheExposedRow() throws {
        let frames = [ListScene().node, ListScene(offset: CGPoint(x: 0, y: 20)).node]

        let damage = try renderIncrementally(frames)[1]

        #expect(damage.copies == [PixelCopy(source: PixelRect(x: 0, y: 20, width: 200, height: 130), dx: 0, dy: -20)])
        #expect(damage.repainted == [PixelRect(x: 0, y: 130, width: 200, height: 20)], "the exposed row only")
        #expect(damage.area == 200 * 150, "every pixel of the list changed on screen")
    }

    @Test func scrollingDownTheListCopiesDownward() throws {
        let frames = [ListScene(offset: CGPoint(x: 0, y: 60)).node, ListScene(offset: CGPoint(x: 0, y: 40)).node]

        let damage = try renderIncrementally(frames)[1]

        #expect(damage.copies == [PixelCopy(source: PixelRect(x: 0, y: 0, width: 200, height: 130), dx: 0, dy: 20)])
        #expect(damage.repaintedArea == 200 * 20)
    }

    @Test func aWholePixelFractionOfARowIsCopied() throws {
        // 7 pixels at 1×, and half a point at 2× (one pixel).
        let oneX = [ListScene().node, ListScene(offset: CGPoint(x: 0, y: 7)).node]
        let twoX = [
            ListScene(offset: CGPoint(x: 0, y: 3), scale: 2).node,
            ListScene(offset: CGPoint(x: 0, y: 3.5), scale: 2).node,
        ]

        let seven = try renderIncrementally(oneX, "1×")[1]
        let half = try renderIncrementally(twoX, "2×")[1]

        #expect(seven.copies.map(\.dy) == [-7])
        #expect(seven.repaintedArea == 200 * 7)
        #expect(half.copies.map(\.dy) == [-1])
        #expect(half.repaintedArea == 200 * 1)
    }

    @Test func aNonIntegralScrollFallsBackToARepaint() throws {
        let frames = [ListScene().node, ListScene(offset: CGPoint(x: 0, y: 3.5)).node]

        let damage = try renderIncrementally(frames)[1]

        #expect(damage.copies.isEmpty)
        #expect(damage.repaintedArea == 200 * 150)
    }

    @Test func aRowChangedDuringTheScrollIsRepaintedToo() throws {
        let frames = [
            ListScene().node,
            ListScene(offset: CGPoint(x: 0, y: 20), recolored: [3: red]).node,
        ]

        let damage = try renderIncrementally(frames)[1]

        // Row 3 now lies at y 40–60: repainted where it is now, and the strip.
        #expect(damage.copies.count == 1)
        #expect(
            Set(damage.repainted) == [
                PixelRect(x: 0, y: 40, width: 200, height: 20), PixelRect(x: 0, y: 130, width: 200, height: 20),
            ])
    }

    @Test func aTranslucentBarAboveTheListIsRepaintedWhereTheCopyDraggedIt() throws {
        let frames = [
            ListScene(overlayAlpha: 0.7).node,
            ListScene(offset: CGPoint(x: 0, y: 20), overlayAlpha: 0.7).node,
        ]

        let damage = try renderIncrementally(frames)[1]

        // The bar's 30 rows and the exposed row; the bar's old pixels, dragged up by the copy,
        // are inside its new ones.
        #expect(damage.copies.count == 1)
        #expect(damage.repaintedArea == 200 * 30 + 200 * 20)
        #expect(damage.repaints(x: 100, y: 29))
        #expect(!damage.repaints(x: 100, y: 30))
    }

    @Test func aBarDraggedIntoTheListIsRepaintedThere() throws {
        // Scrolling back up moves the content down by 20: the copy drags the bar's old pixels
        // to 20–50, below where the bar is now.
        let frames = [
            ListScene(offset: CGPoint(x: 0, y: 60), overlayAlpha: 0.7).node,
            ListScene(offset: CGPoint(x: 0, y: 40), overlayAlpha: 0.7).node,
        ]

        let damage = try renderIncrementally(frames)[1]

        #expect(damage.copies.map(\.dy) == [20])
        #expect(damage.repaints(x: 100, y: 49), "the bar's old pixels, moved down by the copy")
        #expect(!damage.repaints(x: 100, y: 50))
        #expect(damage.repaintedArea == 200 * 50)
    }

    @Test func aBlurredBarAboveTheListIsRepaintedWhole() throws {
        let frames = [
            ListScene(overlayAlpha: 0.6, overlayBlur: true).node,
            ListScene(offset: CGPoint(x: 0, y: 20), overlayAlpha: 0.6, overlayBlur: true).node,
            ListScene(offset: CGPoint(x: 0, y: 27), overlayAlpha: 0.6, overlayBlur: true).node,
        ]

        let damages = try renderIncrementally(frames)

        // The blur reads what moved beneath it, so all of the bar is repainted; the rest is copied.
        #expect(damages[1].copies.count == 1)
        #expect(damages[1].repaintedArea == 200 * 30 + 200 * 20)
        #expect(damages[2].copies.map(\.dy) == [-7])
        #expect(damages[2].repaintedArea == 200 * 30 + 200 * 7)
    }

    @Test func aListHoldingABackdropBlurIsRepainted() throws {
        let frames = [
            ListScene(blurredRow: 3).node,
            ListScene(offset: CGPoint(x: 0, y: 20), blurredRow: 3).node,
        ]

        let damage = try renderIncrementally(frames)[1]

        #expect(damage.copies.isEmpty)
        #expect(damage.repaintedArea == 200 * 150)
    }

    @Test func nestedScrollersCopyTheOneThatScrolled() throws {
        var inner = ListScene(frame: CGRect(x: 10, y: 10, width: 180, height: 130), innerOffset: .zero)
        var frames = [inner.node]
        inner.innerOffset = CGPoint(x: 20, y: 0)  // only the inner one
        frames.append(inner.node)
        inner.offset = CGPoint(x: 0, y: 20)  // only the outer one
        frames.append(inner.node)
        inner.offset = CGPoint(x: 0, y: 40)  // both
        inner.innerOffset = CGPoint(x: 30, y: 0)
        frames.append(inner.node)

        let damages = try renderIncrementally(frames)

        // The inner scroller sits in row 4 at x 100–180 (110–190 on screen), 16 pixels tall.
        #expect(
            damages[1].copies == [PixelCopy(source: PixelRect(x: 130, y: 92, width: 60, height: 16), dx: -20, dy: 0)])
        #expect(damages[1].repaintedArea == 20 * 16)
        #expect(damages[2].copies.map(\.dy) == [-20])
        #expect(damages[2].repaintedArea == 180 * 20)
        #expect(damages[3].copies.map(\.dy) == [-20], "the outer copy; the inner scroller inside it is repainted")
        #expect(damages[3].repaintedArea == 180 * 20 + 80 * 16)
    }

    @Test func hidingARowOrFadingTheListDuringAScroll() throws {
        let frames = [
            ListScene().node,
            ListScene(offset: CGPoint(x: 0, y: 20), hidden: [2]).node,
            ListScene(offset: CGPoint(x: 0, y: 40), hidden: [2], listOpacity: 0.5).node,
            ListScene(offset: CGPoint(x: 0, y: 60), hidden: [2], listOpacity: 0.5).node,
            ListScene(offset: CGPoint(x: 0, y: 80)).node,
        ]

        let damages = try renderIncrementally(frames)

        #expect(damages[1].copies.count == 1, "a hidden row is a changed row")
        #expect(damages[1].repaintedArea == 2 * 200 * 20)
        for index in 2...3 {
            #expect(damages[index].copies.isEmpty, "a translucent list blends with what lies beneath: frame \(index)")
            #expect(damages[index].repaintedArea == 200 * 150)
        }
        #expect(damages[4].copies.isEmpty, "its opacity changed as it scrolled")
    }

    @Test func aScrollViewWithoutAnOpaqueBackgroundIsRepainted() throws {
        let frames = [
            ListScene(listBackground: .clear).node,
            ListScene(offset: CGPoint(x: 0, y: 20), listBackground: .clear).node,
        ]

        let damage = try renderIncrementally(frames)[1]

        #expect(damage.copies.isEmpty)
    }

    @Test func turningCopiesOffRepaintsTheSamePixels() throws {
        let renderer = try Renderer(width: ListScene.width, height: ListScene.height)
        renderer.copiesScrolledContent = false
        renderer.render(ListScene(overlayAlpha: 0.5).node)

        let damage = renderer.render(ListScene(offset: CGPoint(x: 0, y: 20), overlayAlpha: 0.5).node)
        let fresh = try render(ListScene(offset: CGPoint(x: 0, y: 20), overlayAlpha: 0.5).node)

        #expect(damage.copies.isEmpty)
        #expect(damage.repaintedArea == 200 * 150)
        #expect(renderer.framebuffer.pixelArray == fresh.framebuffer.pixelArray)
    }

    /// Hundreds of seeded random scrolls (whole, fractional, horizontal, large) and edits (rows
    /// recoloured and hidden, the bar shown, faded, blurring and removed, a blur in a row, the inner scroller moved, the
    /// list faded and moved), each frame against a fresh full render.
    @Test func randomScrollsAndEditsMatchFullRenders() throws {
        var rng = SplitMix(state: 21)
        var list = ListScene(frame: CGRect(x: 0, y: 10, width: 200, height: 140), innerOffset: .zero)
        var frames: [RenderNode] = []
        for _ in 0..<300 {
            switch Int.random(in: 0..<21, using: &rng) {
            case 0..<8: list.offset.y = max(0, list.offset.y + Double(Int.random(in: -40...40, using: &rng)))
            case 8: list.offset.y += Double(Int.random(in: -20...20, using: &rng)) / 4
            case 9: list.offset.x = Double(Int.random(in: -5...5, using: &rng))
            case 10: list.offset.y = Double(Int.random(in: 0...600, using: &rng))
            case 11:
                list.recolored[Int.random(in: 0..<list.rowCount, using: &rng)] = ListScene.rowColor(
                    Int.random(in: 0..<99, using: &rng))
            case 12: list.hidden.formSymmetricDifference([Int.random(in: 0..<list.rowCount, using: &rng)])
            case 13: list.overlayAlpha = list.overlayAlpha == nil ? Double.random(in: 0.2...1, using: &rng) : nil
            case 14: list.innerOffset = CGPoint(x: Double(Int.random(in: -10...100, using: &rng)), y: 0)
            case 15: list.listOpacity = list.listOpacity == 1 ? 0.6 : 1
            case 16: list.frame.origin.y = Double(Int.random(in: 0...20, using: &rng))
            case 17: list.scale = list.scale == 1 ? 2 : 1
            case 18:
                if Bool.random(using: &rng) {
                    list.overlayBlur.toggle()
                } else {
                    list.blurredRow = list.blurredRow == nil ? Int.random(in: 0..<12, using: &rng) : nil
                }
            default:
                // A scroll together with an edit, as a table updating while it scrolls.
                list.offset.y += Double(Int.random(in: -30...30, using: &rng))
                list.recolored[Int.random(in: 0..<list.rowCount, using: &rng)] = red
            }
            frames.append(list.node)
        }

        let damages = try renderIncrementally(frames, "random")

        let copied = damages.filter { !$0.copies.isEmpty }.count
        #expect(copied > 50, "the whole-pixel scrolls of an opaque list were copies (\(copied) of 300)")
    }

    @Test func movingPixelsOverlappingThemselvesInEveryDirection() throws {
        for (dx, dy) in [(0, 3), (0, -3), (4, 0), (-4, 0), (2, 5), (-5, -2)] {
            let fb = try Framebuffer(width: 20, height: 16)
            for y in 0..<16 { for x in 0..<20 { fb.setPixel(x: x, y: y, UInt32(y * 100 + x)) } }
            let source = PixelRect(x: 5, y: 4, width: 10, height: 8)

            fb.move(PixelCopy(source: source, dx: dx, dy: dy))

            for y in 0..<16 {
                for x in 0..<20 {
                    let fromSource = source.contains(x: x - dx, y: y - dy)
                    let expected = fromSource ? UInt32((y - dy) * 100 + x - dx) : UInt32(y * 100 + x)
                    #expect(fb.pixel(x: x, y: y) == expected, "(\(dx), \(dy)) at (\(x), \(y))")
                }
            }
        }
    }
}

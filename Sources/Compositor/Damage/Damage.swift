/// What a render pass changed in the framebuffer: the pixels it recomposited from the tree and
/// the blocks of the previous frame it moved (a scrolled view's unchanged content). The two are
/// kept apart because they cost differently — a copy is a memmove, a repaint composites every
/// layer over the pixel — and tests and the bench measure each; `rects` is their union, which is
/// what a window must present.
public struct Damage: Equatable, Sendable {
    /// Every pixel that may differ from the previous frame, copied or repainted: disjoint rectangles.
    public let rects: [PixelRect]
    /// The pixels recomposited from the tree: disjoint rectangles.
    public let repainted: [PixelRect]
    /// Moves within the framebuffer, applied before the repaint, in order.
    public let copies: [PixelCopy]

    public init(repainted: [PixelRect], copies: [PixelCopy] = []) {
        self.repainted = repainted
        self.copies = copies
        if copies.isEmpty {
            rects = repainted
        } else {
            let union = Region()
            for rect in repainted { union.add(rect) }
            for copy in copies { union.add(copy.destination) }
            rects = union.rects
        }
    }

    public static let none = Damage(repainted: [])

    public var isEmpty: Bool { rects.isEmpty }
    /// Number of pixels that may have changed (repainted or copied into).
    public var area: Int { rects.reduce(0) { $0 + $1.area } }
    /// Number of pixels recomposited from the tree.
    public var repaintedArea: Int { repainted.reduce(0) { $0 + $1.area } }
    /// Number of pixels moved by copies.
    public var copiedArea: Int { copies.reduce(0) { $0 + $1.source.area } }
    public var bounds: PixelRect { rects.reduce(PixelRect.zero) { $0.union($1) } }

    public func contains(x: Int, y: Int) -> Bool { rects.contains { $0.contains(x: x, y: y) } }
    /// Whether the pixel was recomposited (not merely copied).
    public func repaints(x: Int, y: Int) -> Bool { repainted.contains { $0.contains(x: x, y: y) } }
}

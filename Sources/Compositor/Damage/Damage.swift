/// The framebuffer area a render pass recomposited: disjoint pixel rectangles.
public struct Damage: Equatable, Sendable {
    public let rects: [PixelRect]

    public init(rects: [PixelRect]) { self.rects = rects }

    public static let none = Damage(rects: [])

    public var isEmpty: Bool { rects.isEmpty }
    /// Number of pixels recomposited.
    public var area: Int { rects.reduce(0) { $0 + $1.area } }
    public var bounds: PixelRect { rects.reduce(PixelRect.zero) { $0.union($1) } }

    public func contains(x: Int, y: Int) -> Bool { rects.contains { $0.contains(x: x, y: y) } }
}

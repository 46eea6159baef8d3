import Foundation

/// An integer rectangle of framebuffer pixels.
public struct PixelRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x, y, width, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { isEmpty ? 0 : width * height }

    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }

    func intersects(_ o: PixelRect) -> Bool { !intersection(o).isEmpty }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The smallest pixel rectangle covering `r`.
    /// Empty for non-finite rectangles; clamped to ±2³⁰ pixels.
    public init(covering r: CGRect) {
        guard let (x0, y0, x1, y1) = Self.edges(r, floor: { floor($0 + 1e-7) }, ceil: { ceil($0 - 1e-7) }) else {
            self = .zero
            return
        }
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    private static let limit = Double(1 << 30)

    private static func edges(
        _ r: CGRect, floor low: (Double) -> Double, ceil high: (Double) -> Double
    )
        -> (Int, Int, Int, Int)?
    {
        let values = [Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY)]
        guard values.allSatisfy(\.isFinite) else { return nil }
        func clamp(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        return (clamp(low(values[0])), clamp(low(values[1])), clamp(high(values[2])), clamp(high(values[3])))
    }

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// The pixel rectangle whose edges are the nearest whole pixels to `r`'s (a hard clip edge).
    init(rounding r: CGRect) {
        guard let (x0, y0, x1, y1) = Self.edges(r, floor: { $0.rounded() }, ceil: { $0.rounded() }) else {
            self = .zero
            return
        }
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

extension CGRect {
    func isApproximately(_ o: CGRect, tolerance: Double = 1e-6) -> Bool {
        abs(Double(minX - o.minX)) < tolerance && abs(Double(minY - o.minY)) < tolerance
            && abs(Double(maxX - o.maxX)) < tolerance && abs(Double(maxY - o.maxY)) < tolerance
    }
}

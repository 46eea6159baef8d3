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

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The smallest pixel rectangle covering `r`.
    public init(covering r: CGRect) {
        let x0 = Int(floor(Double(r.minX) + 1e-7)), y0 = Int(floor(Double(r.minY) + 1e-7))
        let x1 = Int(ceil(Double(r.maxX) - 1e-7)), y1 = Int(ceil(Double(r.maxY) - 1e-7))
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// The pixel rectangle whose edges are the nearest whole pixels to `r`'s (a hard clip edge).
    init(rounding r: CGRect) {
        let x0 = Int(Double(r.minX).rounded()), y0 = Int(Double(r.minY).rounded())
        self.init(x: x0, y: y0, width: max(0, Int(Double(r.maxX).rounded()) - x0),
                  height: max(0, Int(Double(r.maxY).rounded()) - y0))
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

extension CGRect {
    func isApproximately(_ o: CGRect, tolerance: Double = 1e-6) -> Bool {
        abs(Double(minX - o.minX)) < tolerance && abs(Double(minY - o.minY)) < tolerance
            && abs(Double(maxX - o.maxX)) < tolerance && abs(Double(maxY - o.maxY)) < tolerance
    }
}

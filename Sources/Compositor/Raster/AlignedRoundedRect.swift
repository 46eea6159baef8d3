import Foundation

/// A rounded rectangle whose straight edges land on whole framebuffer pixels. Only its four corner
/// squares need antialiased rasterization; the rest is plain pixel rectangles, which keeps large
/// rounded cards (and their clips) cheap.
struct AlignedRoundedRect {
    let rect: PixelRect
    /// Corner radius in pixels.
    let radius: Double
    /// Side of each corner square: the radius rounded up to whole pixels.
    let corner: Int

    /// Nil unless `m` maps `local` to a pixel-aligned rectangle with equal x and y scale.
    init?(_ local: CGRect, radius localRadius: Double, _ m: Matrix3) {
        guard localRadius > 0, let pixels = m.alignedPixels(of: local) else { return nil }
        let n = m.normalized
        guard abs(abs(n.a) - abs(n.e)) < 1e-9 else { return nil }
        rect = pixels
        radius = min(localRadius * abs(n.a), Double(pixels.width) / 2, Double(pixels.height) / 2)
        corner = Int(radius.rounded(.up))
        // Corner squares must not overlap, or their pixels would be blended twice.
        guard 2 * corner <= pixels.width, 2 * corner <= pixels.height else { return nil }
    }

    /// Pixel rectangles covering everything but the corner squares.
    var interior: [PixelRect] {
        let c = corner
        return [
            PixelRect(x: rect.x, y: rect.y + c, width: rect.width, height: rect.height - 2 * c),
            PixelRect(x: rect.x + c, y: rect.y, width: rect.width - 2 * c, height: c),
            PixelRect(x: rect.x + c, y: rect.maxY - c, width: rect.width - 2 * c, height: c),
        ].filter { !$0.isEmpty }
    }

    /// Each corner square with the convex outline of the shape's part inside it.
    func corners(segments: Int) -> [(square: PixelRect, outline: [Shapes.Point])] {
        let c = corner, r = radius
        let x0 = Double(rect.x), y0 = Double(rect.y), x1 = Double(rect.maxX), y1 = Double(rect.maxY), k = Double(c)
        func arc(_ cx: Double, _ cy: Double, from start: Double) -> [Shapes.Point] {
            (0...segments).map {
                let angle = start + 0.5 * Double.pi * Double($0) / Double(segments)
                return (cx + r * cos(angle), cy + r * sin(angle))
            }
        }
        // Clockwise: the arc, then the square's other three corners.
        return [
            (
                PixelRect(x: rect.x, y: rect.y, width: c, height: c),
                arc(x0 + r, y0 + r, from: .pi) + [(x0 + k, y0), (x0 + k, y0 + k), (x0, y0 + k)]
            ),
            (
                PixelRect(x: rect.maxX - c, y: rect.y, width: c, height: c),
                arc(x1 - r, y0 + r, from: 1.5 * .pi) + [(x1, y0 + k), (x1 - k, y0 + k), (x1 - k, y0)]
            ),
            (
                PixelRect(x: rect.maxX - c, y: rect.maxY - c, width: c, height: c),
                arc(x1 - r, y1 - r, from: 0) + [(x1 - k, y1), (x1 - k, y1 - k), (x1, y1 - k)]
            ),
            (
                PixelRect(x: rect.x, y: rect.maxY - c, width: c, height: c),
                arc(x0 + r, y1 - r, from: 0.5 * .pi) + [(x0, y1 - k), (x0 + k, y1 - k), (x0 + k, y1)]
            ),
        ]
    }
}

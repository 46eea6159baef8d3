import Foundation
@_implementationOnly import CPixman

/// Outlines of rectangles with rounded corners, as polygons the rasterizer fills.
enum Shapes {
    typealias Point = (x: Double, y: Double)

    /// The outline of `rect` with corners of `radius`, clockwise on screen, with
    /// `segments + 1` points per corner (repeated points when the radius is zero, so two
    /// outlines with the same `segments` pair up point by point for a border ring).
    static func roundedRect(_ rect: CGRect, radius: Double, segments: Int) -> [Point] {
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        let r = max(0, min(radius, (x1 - x0) / 2, (y1 - y0) / 2))
        let centres: [(Double, Double, Double)] = [
            (x0 + r, y0 + r, Double.pi), (x1 - r, y0 + r, 1.5 * Double.pi),
            (x1 - r, y1 - r, 0), (x0 + r, y1 - r, 0.5 * Double.pi),
        ]
        var points: [Point] = []
        points.reserveCapacity(4 * (segments + 1))
        for (cx, cy, start) in centres {
            for s in 0...segments {
                let angle = start + 0.5 * Double.pi * Double(s) / Double(segments)
                points.append((cx + r * cos(angle), cy + r * sin(angle)))
            }
        }
        return points
    }

    /// Corner segments for a radius as it appears on screen (`scale` pixels per unit).
    static func segments(radius: Double, scale: Double) -> Int {
        guard radius > 0 else { return 1 }
        return min(24, max(2, Int((radius * scale / 2).rounded(.up))))
    }

    /// 16.16 fixed point, clamped to its range (shapes that far out are off screen; callers
    /// cull what misses the clip first).
    static func fixed(_ v: Double) -> pixman_fixed_t {
        guard v.isFinite else { return 0 }
        return pixman_fixed_t((min(max(v, -32767), 32767) * 65536).rounded())
    }

    static func triangle(_ p: Point, _ q: Point, _ r: Point) -> pixman_triangle_t {
        pixman_triangle_t(
            p1: pixman_point_fixed_t(x: fixed(p.x), y: fixed(p.y)),
            p2: pixman_point_fixed_t(x: fixed(q.x), y: fixed(q.y)),
            p3: pixman_point_fixed_t(x: fixed(r.x), y: fixed(r.y)))
    }

    /// Triangles covering a convex polygon exactly once.
    static func fan(_ polygon: [Point]) -> [pixman_triangle_t] {
        guard polygon.count >= 3 else { return [] }
        return (1..<(polygon.count - 1)).map { triangle(polygon[0], polygon[$0], polygon[$0 + 1]) }
    }

    /// Triangles covering the ring between two outlines with the same number of points.
    static func ring(outer: [Point], inner: [Point]) -> [pixman_triangle_t] {
        precondition(outer.count == inner.count)
        var tris: [pixman_triangle_t] = []
        tris.reserveCapacity(outer.count * 2)
        for i in 0..<outer.count {
            let j = (i + 1) % outer.count
            tris.append(triangle(outer[i], outer[j], inner[j]))
            tris.append(triangle(outer[i], inner[j], inner[i]))
        }
        return tris
    }
}

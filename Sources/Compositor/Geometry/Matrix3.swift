import Foundation

/// A 2D projective map for column vectors: `x' = (a·x + b·y + c) / w`, `y' = (d·x + e·y + f) / w`,
/// `w = g·x + h·y + i`. Every node's local-to-pixel map is one of these; it stays affine unless a
/// perspective transform (a flip) is in play.
public struct Matrix3: Equatable, Hashable, Sendable {
    public var a, b, c, d, e, f, g, h, i: Double

    public init(
        a: Double, b: Double, c: Double, d: Double, e: Double, f: Double,
        g: Double = 0, h: Double = 0, i: Double = 1
    ) {
        (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h, self.i) = (a, b, c, d, e, f, g, h, i)
    }

    public static let identity = Matrix3(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0)

    public static func translation(_ tx: Double, _ ty: Double) -> Matrix3 {
        Matrix3(a: 1, b: 0, c: tx, d: 0, e: 1, f: ty)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> Matrix3 {
        Matrix3(a: sx, b: 0, c: 0, d: 0, e: sy, f: 0)
    }

    /// Maps a layer's bounds coordinates into its parent's, as Core Animation places a layer: the
    /// anchor point sits at `position` and `transform` turns about it.
    public static func layerToParent(
        position: CGPoint, bounds: CGRect, anchorPoint: CGPoint,
        transform: Matrix4
    ) -> Matrix3 {
        let ax = Double(anchorPoint.x * bounds.width), ay = Double(anchorPoint.y * bounds.height)
        return Matrix3.translation(Double(position.x), Double(position.y))
            * transform.flattened
            * Matrix3.translation(-ax - Double(bounds.minX), -ay - Double(bounds.minY))
    }

    /// `lhs * rhs` applies `rhs` first.
    public static func * (l: Matrix3, r: Matrix3) -> Matrix3 {
        Matrix3(
            a: l.a * r.a + l.b * r.d + l.c * r.g, b: l.a * r.b + l.b * r.e + l.c * r.h,
            c: l.a * r.c + l.b * r.f + l.c * r.i,
            d: l.d * r.a + l.e * r.d + l.f * r.g, e: l.d * r.b + l.e * r.e + l.f * r.h,
            f: l.d * r.c + l.e * r.f + l.f * r.i,
            g: l.g * r.a + l.h * r.d + l.i * r.g, h: l.g * r.b + l.h * r.e + l.i * r.h,
            i: l.g * r.c + l.h * r.f + l.i * r.i)
    }

    /// The homogeneous weight of a point; positive for points in front of the eye.
    @inline(__always)
    public func weight(_ x: Double, _ y: Double) -> Double { g * x + h * y + i }

    @inline(__always)
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let w = g * x + h * y + i
        return ((a * x + b * y + c) / w, (d * x + e * y + f) / w)
    }

    public func apply(_ p: CGPoint) -> CGPoint {
        let q = apply(Double(p.x), Double(p.y))
        return CGPoint(x: q.x, y: q.y)
    }

    public var determinant: Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    public var inverted: Matrix3? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let s = 1 / det
        return Matrix3(
            a: (e * i - f * h) * s, b: (c * h - b * i) * s, c: (b * f - c * e) * s,
            d: (f * g - d * i) * s, e: (a * i - c * g) * s, f: (c * d - a * f) * s,
            g: (d * h - e * g) * s, h: (b * g - a * h) * s, i: (a * e - b * d) * s)
    }

    static let epsilon = 1e-9

    /// The map followed by a translation by (`dx`, `dy`) pixels.
    func translated(_ dx: Double, _ dy: Double) -> Matrix3 { Matrix3.translation(dx, dy) * self }

    /// Equal up to rounding: the same map computed along a different path (a node's matrix
    /// after a scroll against its old one moved by the scroll).
    func isApproximately(_ o: Matrix3) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
        return close(a, o.a) && close(b, o.b) && close(c, o.c) && close(d, o.d) && close(e, o.e)
            && close(f, o.f) && close(g, o.g) && close(h, o.h) && close(i, o.i)
    }

    /// True when the last row is (0, 0, 1) up to scale: lines stay parallel.
    public var isAffine: Bool {
        abs(g) < Self.epsilon * max(1, abs(i)) && abs(h) < Self.epsilon * max(1, abs(i)) && abs(i) > Self.epsilon
    }

    /// The same map with `i == 1`, when it is affine.
    var normalized: Matrix3 {
        guard i != 1, i != 0 else { return self }
        let s = 1 / i
        return Matrix3(a: a * s, b: b * s, c: c * s, d: d * s, e: e * s, f: f * s, g: g * s, h: h * s, i: 1)
    }

    /// Affine without rotation or shear: rectangles stay pixel-grid rectangles.
    public var isAxisAligned: Bool {
        guard isAffine else { return false }
        let n = normalized
        return abs(n.b) < Self.epsilon && abs(n.d) < Self.epsilon
    }

    /// Affine and turned by a multiple of 90° (an interface drawn sideways): rectangles still map
    /// onto upright rectangles.
    var isRectilinear: Bool {
        guard isAffine else { return false }
        if isAxisAligned { return true }
        let n = normalized
        return abs(n.a) < Self.epsilon && abs(n.e) < Self.epsilon
    }

    /// A pure translation by whole pixels: images can be copied without resampling.
    public var isIntegerTranslation: Bool {
        guard isAxisAligned else { return false }
        let n = normalized
        return abs(n.a - 1) < Self.epsilon && abs(n.e - 1) < Self.epsilon
            && abs(n.c - n.c.rounded()) < 1e-6 && abs(n.f - n.f.rounded()) < 1e-6
    }

    /// The pixel rectangle `r` maps onto when its edges land on whole pixels (an upright map with
    /// integral results): such shapes are filled exactly, without antialiasing.
    func alignedPixels(of r: CGRect) -> PixelRect? {
        guard isAxisAligned, let box = boundingBox(of: r) else { return nil }
        let pixels = PixelRect(covering: box)
        return pixels.cgRect.isApproximately(box) ? pixels : nil
    }

    /// Maps the rectangle's corners; nil when a corner falls behind the eye.
    func quad(_ r: CGRect) -> [(x: Double, y: Double)]? {
        let corners = [
            (Double(r.minX), Double(r.minY)), (Double(r.maxX), Double(r.minY)),
            (Double(r.maxX), Double(r.maxY)), (Double(r.minX), Double(r.maxY)),
        ]
        var out: [(x: Double, y: Double)] = []
        out.reserveCapacity(4)
        for (x, y) in corners {
            guard weight(x, y) > 1e-9 else { return nil }
            out.append(apply(x, y))
        }
        return out
    }

    /// Bounding box of the mapped rectangle, nil when it crosses behind the eye.
    public func boundingBox(of r: CGRect) -> CGRect? {
        guard let q = quad(r) else { return nil }
        let xs = q.map(\.x), ys = q.map(\.y)
        guard (xs + ys).allSatisfy(\.isFinite) else { return nil }
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}

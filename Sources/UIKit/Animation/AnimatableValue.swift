import Foundation

/// A value a layer animates, and how it is interpolated: component by component, as Core
/// Animation does for geometry and colours.
enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)

    /// The value `progress` of the way from `self` to `end` (progress may leave 0…1 for springs).
    func interpolated(to end: AnimatableValue, progress p: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { CGFloat(mix(Double(a), Double(b))) }
        switch (self, end) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(mix(a, b))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                    width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(a.interpolated(to: b, progress: p))
        case let (.color(a), .color(b)):
            // A missing colour is clear: fade its alpha, keep the other's hue.
            let from = a?.components ?? (b?.components.map { [$0[0], $0[1], $0[2], 0] } ?? [0, 0, 0, 0])
            let to = b?.components ?? (a?.components.map { [$0[0], $0[1], $0[2], 0] } ?? [0, 0, 0, 0])
            let c = zip(from, to).map { mix($0, $1) }
            return .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: min(max(c[3], 0), 1)))
        default:
            return p < 1 ? self : end
        }
    }
}

extension CATransform3D {
    /// Affine transforms are split into translation, rotation, skew and scale, each interpolated,
    /// as Core Animation does (so a quarter turn stays a rigid turn half way, not a shrunken
    /// matrix); other 3D transforms are interpolated entry by entry.
    func interpolated(to end: CATransform3D, progress p: Double) -> CATransform3D {
        if CATransform3DIsAffine(self) && CATransform3DIsAffine(end) {
            let a = AffineParts(CATransform3DGetAffineTransform(self)),
                b = AffineParts(CATransform3DGetAffineTransform(end))
            return CATransform3DMakeAffineTransform(a.interpolated(to: b, progress: p).transform)
        }
        return entrywise(to: end, progress: p)
    }

    /// Each of the 16 entries `progress` of the way to `end`.
    private func entrywise(to end: CATransform3D, progress p: Double) -> CATransform3D {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(p) }
        return CATransform3D(
            m11: mix(m11, end.m11), m12: mix(m12, end.m12), m13: mix(m13, end.m13), m14: mix(m14, end.m14),
            m21: mix(m21, end.m21), m22: mix(m22, end.m22), m23: mix(m23, end.m23), m24: mix(m24, end.m24),
            m31: mix(m31, end.m31), m32: mix(m32, end.m32), m33: mix(m33, end.m33), m34: mix(m34, end.m34),
            m41: mix(m41, end.m41), m42: mix(m42, end.m42), m43: mix(m43, end.m43), m44: mix(m44, end.m44))
    }
}

/// A 2D affine transform as rotation · skew · scale, then translation.
struct AffineParts {
    var tx, ty, angle, skew, scaleX, scaleY: Double

    init(_ t: CGAffineTransform) {
        var a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        tx = Double(t.tx)
        ty = Double(t.ty)
        scaleX = (a * a + b * b).squareRoot()
        if scaleX != 0 {
            a /= scaleX
            b /= scaleX
        }
        skew = a * c + b * d
        c -= a * skew
        d -= b * skew
        scaleY = (c * c + d * d).squareRoot()
        if scaleY != 0 { skew /= scaleY }
        // A mirror image keeps its handedness in the x scale.
        if a * d - b * c < 0 {
            a = -a
            b = -b
            skew = -skew
            scaleX = -scaleX
        }
        angle = atan2(b, a)
    }

    /// Turns the shorter way round, as Core Animation does: from 120° to 240° is +120°, not −240°.
    func interpolated(to end: AffineParts, progress p: Double) -> AffineParts {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
        var result = self
        result.tx = mix(tx, end.tx)
        result.ty = mix(ty, end.ty)
        result.angle = mix(angle, Self.nearestTurn(of: end.angle, to: angle))
        result.skew = mix(skew, end.skew)
        result.scaleX = mix(scaleX, end.scaleX)
        result.scaleY = mix(scaleY, end.scaleY)
        return result
    }

    /// `angle` moved by whole turns to within half a turn of `reference`.
    static func nearestTurn(of angle: Double, to reference: Double) -> Double {
        var angle = angle
        while angle - reference > .pi { angle -= 2 * .pi }
        while angle - reference < -.pi { angle += 2 * .pi }
        return angle
    }

    var transform: CGAffineTransform {
        let cosine = cos(angle), sine = sin(angle)
        return CGAffineTransform(
            a: CGFloat(cosine * scaleX), b: CGFloat(sine * scaleX),
            c: CGFloat((skew * cosine - sine) * scaleY), d: CGFloat((skew * sine + cosine) * scaleY),
            tx: CGFloat(tx), ty: CGFloat(ty))
    }
}

import Foundation

/// A 4×4 homogeneous transform in Core Animation's convention: points are row vectors,
/// `p' = p · M`, translation lives in `m41…m43` and perspective in `m34` (`-1/eyeDistance`).
/// Kept independent of UIKit so the compositor stays a pure renderer.
public struct Matrix4: Equatable, Hashable, Sendable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    public static let identity = Matrix4(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Matrix4 {
        var m = identity
        (m.m41, m.m42, m.m43) = (tx, ty, tz)
        return m
    }

    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Matrix4 {
        var m = identity
        (m.m11, m.m22, m.m33) = (sx, sy, sz)
        return m
    }

    /// Rotation by `angle` radians about the axis (x, y, z), as `CATransform3DMakeRotation`:
    /// about z, positive angles turn +x towards +y (clockwise on a y-down screen).
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return identity }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        // Rodrigues' formula for column vectors, transposed into row-vector storage.
        return Matrix4(
            m11: c + t * x * x, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
            m21: t * x * y - s * z, m22: c + t * y * y, m23: t * y * z + s * x, m24: 0,
            m31: t * x * z + s * y, m32: t * y * z - s * x, m33: c + t * z * z, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A 2D affine transform (`CGAffineTransform`'s a, b, c, d, tx, ty) embedded in 3D.
    public static func affine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) -> Matrix4 {
        var m = identity
        (m.m11, m.m12, m.m21, m.m22, m.m41, m.m42) = (a, b, c, d, tx, ty)
        return m
    }

    /// Applies `self` first, then `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ o: Matrix4) -> Matrix4 {
        let a = self
        return Matrix4(
            m11: a.m11 * o.m11 + a.m12 * o.m21 + a.m13 * o.m31 + a.m14 * o.m41,
            m12: a.m11 * o.m12 + a.m12 * o.m22 + a.m13 * o.m32 + a.m14 * o.m42,
            m13: a.m11 * o.m13 + a.m12 * o.m23 + a.m13 * o.m33 + a.m14 * o.m43,
            m14: a.m11 * o.m14 + a.m12 * o.m24 + a.m13 * o.m34 + a.m14 * o.m44,
            m21: a.m21 * o.m11 + a.m22 * o.m21 + a.m23 * o.m31 + a.m24 * o.m41,
            m22: a.m21 * o.m12 + a.m22 * o.m22 + a.m23 * o.m32 + a.m24 * o.m42,
            m23: a.m21 * o.m13 + a.m22 * o.m23 + a.m23 * o.m33 + a.m24 * o.m43,
            m24: a.m21 * o.m14 + a.m22 * o.m24 + a.m23 * o.m34 + a.m24 * o.m44,
            m31: a.m31 * o.m11 + a.m32 * o.m21 + a.m33 * o.m31 + a.m34 * o.m41,
            m32: a.m31 * o.m12 + a.m32 * o.m22 + a.m33 * o.m32 + a.m34 * o.m42,
            m33: a.m31 * o.m13 + a.m32 * o.m23 + a.m33 * o.m33 + a.m34 * o.m43,
            m34: a.m31 * o.m14 + a.m32 * o.m24 + a.m33 * o.m34 + a.m34 * o.m44,
            m41: a.m41 * o.m11 + a.m42 * o.m21 + a.m43 * o.m31 + a.m44 * o.m41,
            m42: a.m41 * o.m12 + a.m42 * o.m22 + a.m43 * o.m32 + a.m44 * o.m42,
            m43: a.m41 * o.m13 + a.m42 * o.m23 + a.m43 * o.m33 + a.m44 * o.m43,
            m44: a.m41 * o.m14 + a.m42 * o.m24 + a.m43 * o.m34 + a.m44 * o.m44)
    }

    /// The plane-to-plane map this transform induces on the z = 0 plane, as Core Animation
    /// flattens a layer into its parent.
    public var flattened: Matrix3 {
        Matrix3(
            a: m11, b: m21, c: m41,
            d: m12, e: m22, f: m42,
            g: m14, h: m24, i: m44)
    }
}

import Foundation

/// Core Animation's 4×4 transform: row vectors, translation in m41…m43, perspective in m34. The
/// products and rotations are the compositor's own math (Render/CATransform3D+Matrix.swift), so
/// what UIKit computes is what is drawn.
///
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/catransform3d)
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11, m12, m13, m14: CGFloat
    public var m21, m22, m23, m24: CGFloat
    public var m31, m32, m33, m34: CGFloat
    public var m41, m42, m43, m44: CGFloat

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    public init() { self = CATransform3DIdentity }
}

public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    .translation(tx, ty, tz)
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    .scale(sx, sy, sz)
}

/// Rotation by `angle` radians about the vector (x, y, z); a zero vector gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    .rotation(angle, x, y, z)
}

/// `a` first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// Translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    .affine(m)
}

/// True when the transform maps the z = 0 plane affinely and leaves z alone.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The inverse, or `t` unchanged when it has none (as Core Animation returns).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let a: [Double] = [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ].map { Double($0) }
    // Gauss–Jordan elimination with partial pivoting on [a | I].
    var w = (0..<4).map { r in (0..<4).map { a[r * 4 + $0] } + (0..<4).map { $0 == r ? 1.0 : 0.0 } }
    for column in 0..<4 {
        let pivot = (column..<4).max { abs(w[$0][column]) < abs(w[$1][column]) }!
        guard abs(w[pivot][column]) > 1e-12 else { return t }
        w.swapAt(column, pivot)
        let scale = w[column][column]
        w[column] = w[column].map { $0 / scale }
        for row in 0..<4 where row != column {
            let factor = w[row][column]
            if factor != 0 { w[row] = zip(w[row], w[column]).map { $0 - factor * $1 } }
        }
    }
    let r = w.map { Array($0[4...]) }
    return CATransform3D(
        m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
        m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
        m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
        m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
}

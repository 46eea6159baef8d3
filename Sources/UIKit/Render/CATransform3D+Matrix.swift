import Foundation
import Compositor

/// Core Animation's transform as the compositor's `Matrix4`: the two share their entries, and the
/// compositor's matrix does the math for `CATransform3DMake…`/`Concat`, so a transform UIKit
/// computes is exactly the one that is drawn.
extension CATransform3D {
    init(_ m: Matrix4) {
        self.init(
            m11: m.m11, m12: m.m12, m13: m.m13, m14: m.m14, m21: m.m21, m22: m.m22, m23: m.m23, m24: m.m24,
            m31: m.m31, m32: m.m32, m33: m.m33, m34: m.m34, m41: m.m41, m42: m.m42, m43: m.m43, m44: m.m44)
    }

    /// The compositor's matrix with the same entries.
    var matrix: Matrix4 {
        Matrix4(
            m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
            m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
            m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
            m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }

    static func translation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        CATransform3D(Matrix4.translation(Double(tx), Double(ty), Double(tz)))
    }

    static func scale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        CATransform3D(Matrix4.scale(Double(sx), Double(sy), Double(sz)))
    }

    static func rotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        CATransform3D(Matrix4.rotation(Double(angle), Double(x), Double(y), Double(z)))
    }

    static func affine(_ m: CGAffineTransform) -> CATransform3D {
        CATransform3D(
            Matrix4.affine(
                a: Double(m.a), b: Double(m.b), c: Double(m.c), d: Double(m.d),
                tx: Double(m.tx), ty: Double(m.ty)))
    }

    /// `self` first, then `other`.
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        CATransform3D(matrix.concatenating(other.matrix))
    }
}

import Testing
import Foundation
import UIKit

@MainActor @Suite struct GeometryTests {
    @Test func affineRotationTurnsClockwiseOnScreen() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)

        let p = CGPoint(x: 1, y: 0).applying(t)

        #expect(approximately(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))

        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 3))
        // translatedBy translates in the receiver's space: the translation happens first.
        #expect(
            CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 0))
                == CGPoint(x: 22, y: 3))
    }

    @Test func invertedUndoesAndSingularStaysPut() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let singular = CGAffineTransform(scaleX: 0, y: 1)

        let back = CGPoint(x: 5, y: 7).applying(t).applying(t.inverted())

        #expect(approximately(back, CGPoint(x: 5, y: 7)))
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
    }

    @Test func rectApplyingIsTheBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))

        #expect(approximately(rect, CGRect(x: -20, y: 0, width: 20, height: 10)))
    }

    @Test func transform3DMatchesCoreAnimation() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let flip = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)

        #expect(flip == CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective))
        #expect(abs(flip.m34 - (-1.0 / 500 * cos(.pi / 3))) < 1e-12)
        #expect(!CATransform3DIsAffine(flip))
        #expect(CATransform3DIsIdentity(CATransform3DConcat(flip, CATransform3DInvert(flip)).rounded))
        let affine = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: 5)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
    }

    @Test func edgeInsetsShrinkARect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(
            by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))

        #expect(rect == CGRect(x: 10, y: 5, width: 70, height: 30))
        #expect(UIOffset(horizontal: 1, vertical: 2) != .zero)
    }
}

private extension CATransform3D {
    /// Entries rounded to 1e-9, to compare a product with the identity.
    var rounded: CATransform3D {
        func r(_ v: CGFloat) -> CGFloat { (v * 1e9).rounded() / 1e9 }
        return CATransform3D(
            m11: r(m11), m12: r(m12), m13: r(m13), m14: r(m14), m21: r(m21), m22: r(m22), m23: r(m23), m24: r(m24),
            m31: r(m31), m32: r(m32), m33: r(m33), m34: r(m34), m41: r(m41), m42: r(m42), m43: r(m43), m44: r(m44))
    }
}

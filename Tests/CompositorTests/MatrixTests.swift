import Testing
import Foundation
@testable import Compositor

@MainActor @Suite struct MatrixTests {
    @Test func zRotationMatchesCoreAnimationsLayout() {
        let m = Matrix4.rotation(.pi / 6, 0, 0, 1)

        // CATransform3DMakeRotation(a, 0, 0, 1): m11 = cos, m12 = sin, m21 = −sin, m22 = cos.
        #expect(abs(m.m11 - cos(.pi / 6)) < 1e-12 && abs(m.m12 - sin(.pi / 6)) < 1e-12)
        #expect(abs(m.m21 + sin(.pi / 6)) < 1e-12 && abs(m.m22 - cos(.pi / 6)) < 1e-12)
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let t = Matrix4.translation(10, 0).concatenating(.scale(2, 2))

        let p = t.flattened.apply(1, 1)

        #expect(p.x == 22 && p.y == 2)
    }

    @Test func inverseUndoesAPerspectiveMap() throws {
        var perspective = Matrix4.identity
        perspective.m34 = -1 / 500
        let m = Matrix4.rotation(1.0, 0, 1, 0).concatenating(perspective).flattened * .translation(-100, -50)
        let inverse = try #require(m.inverted)

        let p = m.apply(37, 81)
        let back = inverse.apply(p.x, p.y)

        #expect(abs(back.x - 37) < 1e-9 && abs(back.y - 81) < 1e-9)
        #expect(!m.isAffine)
        #expect(Matrix3.translation(3, 4).isIntegerTranslation)
        #expect(!Matrix3.translation(3.5, 4).isIntegerTranslation)
    }
}

import Testing
import Foundation
import UIKit

/// `CGVector` as Apple's Core Graphics overlay defines it (swift's
/// stdlib/public/Darwin/CoreGraphics/CoreGraphics.swift).
@MainActor @Suite struct CGVectorTests {
    @Test func componentsInitialisersAndZero() {
        let fromInts = CGVector(dx: 3, dy: -4)
        let fromDoubles = CGVector(dx: 3.0 as Double, dy: -4.0 as Double)
        let fromFloats = CGVector(dx: CGFloat(3), dy: CGFloat(-4))

        var moved = CGVector()
        moved.dx = 1.5
        moved.dy = 2

        #expect(fromInts == fromDoubles && fromDoubles == fromFloats)
        #expect(fromInts.dx == 3 && fromInts.dy == -4)
        #expect(CGVector() == .zero && CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(moved == CGVector(dx: 1.5, dy: 2) && moved != .zero)
    }

    @Test func hashableAndDescribedAsApplesOverlayDoes() {
        let set: Set<CGVector> = [CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2), CGVector(dx: 2, dy: 1)]

        #expect(set.count == 2)
        #expect(String(reflecting: CGVector(dx: 1, dy: 2)) == "(1.0, 2.0)")
    }

    @Test func codableAsAnUnkeyedPairLikeCGPoint() throws {
        let vector = CGVector(dx: 1.5, dy: -2)

        let json = try JSONEncoder().encode(vector)
        let decoded = try JSONDecoder().decode(CGVector.self, from: json)
        let point = try JSONEncoder().encode(CGPoint(x: 1.5, y: -2))

        #expect(String(decoding: json, as: UTF8.self) == "[1.5,-2]")
        #expect(json == point)
        #expect(decoded == vector)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CGVector.self, from: Data("[1]".utf8)) }
    }
}

import Foundation

/// A two-dimensional vector, as Core Graphics defines it. swift-corelibs-foundation has
/// `CGPoint`, `CGSize` and `CGRect` but not `CGVector`, so UIKit provides it here, with the
/// conformances Apple's Core Graphics overlay gives it (swift's
/// stdlib/public/Darwin/CoreGraphics/CoreGraphics.swift): `.zero`, the `Int` and `Double`
/// initialisers, equality, "(dx, dy)" as its debug description, and Codable as `[dx, dy]`.
///
/// [Apple's documentation](https://developer.apple.com/documentation/coregraphics/cgvector)
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { (dx, dy) = (0, 0) }

    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

extension CGVector: CustomDebugStringConvertible {
    public var debugDescription: String { "(\(dx), \(dy))" }
}

/// Encoded as an unkeyed pair, as Apple's overlay (and Foundation's `CGPoint`) encode.
extension CGVector: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

import Foundation

/// Core Graphics' colour, reduced to what layers need: immutable sRGB components.
/// Core Graphics is not part of Foundation on Linux, so UIKit provides it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/coregraphics/cgcolor)
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?[3] ?? 1 }
    public var numberOfComponents: Int { 4 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
    }

    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components!
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

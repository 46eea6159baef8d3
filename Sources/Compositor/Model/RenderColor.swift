import Foundation

/// A straight (not premultiplied) sRGB colour with components in 0…1.
public struct RenderColor: Equatable, Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// From 8-bit components, e.g. `RenderColor(r8: 0x34, g8: 0x78, b8: 0xF6)`.
    public init(r8: Int, g8: Int, b8: Int, a8: Int = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    public static let clear = RenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RenderColor(red: 0, green: 0, blue: 0)
    public static let white = RenderColor(red: 1, green: 1, blue: 1)

    public func withAlphaMultiplied(by factor: Double) -> RenderColor {
        RenderColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    var isOpaque: Bool { alpha >= 1 }
    var isVisible: Bool { alpha > 0.5 / 255 }

    /// 8-bit premultiplied components, each rounded once from the exact product.
    var premultiplied8: (a: UInt32, r: UInt32, g: UInt32, b: UInt32) {
        func q(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let a = min(max(alpha, 0), 1)
        return (q(a), q(red * a), q(green * a), q(blue * a))
    }

    /// The premultiplied `0xAARRGGBB` pixel this colour paints when opaque coverage is full.
    public var premultipliedARGB: UInt32 {
        let p = premultiplied8
        return p.a << 24 | p.r << 16 | p.g << 8 | p.b
    }
}

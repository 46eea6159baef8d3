import Foundation

/// A colour in sRGB with alpha. The named colours carry iOS's light-mode values.
public final class UIColor: NSObject, @unchecked Sendable {
    let red, green, blue, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func getRed(
        _ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
        blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        r?.pointee = red
        g?.pointee = green
        b?.pointee = blue
        a?.pointee = alpha
        return true
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    public override var hash: Int { [red, green, blue, alpha].hashValue }

    public override var description: String {
        String(format: "UIExtendedSRGBColorSpace %g %g %g %g", Double(red), Double(green), Double(blue), Double(alpha))
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    public static var systemRed: UIColor { rgb(255, 59, 48) }
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    public static var systemTeal: UIColor { rgb(48, 176, 199) }
    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    /// Apple's translucent fills for shapes over a background: thin ones (a slider's track),
    /// medium ones (a switch's), large ones (a segmented control's).
    public static var systemFill: UIColor {
        UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    }
    public static var secondarySystemFill: UIColor {
        UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
    }
    public static var tertiarySystemFill: UIColor {
        UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    }
    public static var systemBackground: UIColor { .white }
    public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    public static var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    public static var label: UIColor { .black }
    public static var secondaryLabel: UIColor {
        UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    }
    public static var tertiaryLabel: UIColor {
        UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    }
    public static var separator: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29) }
    public static var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    public static var tintColor: UIColor { systemBlue }
}

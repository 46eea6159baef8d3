import Foundation

/// A colour in sRGB with alpha, or a dynamic colour that a closure resolves per trait collection
/// (light and dark appearance). The semantic system colours are dynamic, with Apple's published
/// light and dark values.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicolor)
public final class UIColor: NSObject, @unchecked Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        provider = nil
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// A colour that `dynamicProvider` resolves for each trait collection (iOS 13).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = (0, 0, 0, 0)
        provider = dynamicProvider
    }

    /// Whether the colour depends on traits.
    var isDynamic: Bool { provider != nil }

    /// The plain colour this one is in `traitCollection`; a plain colour is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The components as `UITraitCollection.current` resolves them.
    var red: CGFloat { resolvedColor(with: .current).components.red }
    var green: CGFloat { resolvedColor(with: .current).components.green }
    var blue: CGFloat { resolvedColor(with: .current).components.blue }
    var alpha: CGFloat { resolvedColor(with: .current).components.alpha }

    /// Resolved with `UITraitCollection.current`, as Apple's `cgColor` is.
    public var cgColor: CGColor {
        let c = resolvedColor(with: .current).components
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard isDynamic else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    public func getRed(
        _ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
        blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolvedColor(with: .current).components
        r?.pointee = c.red
        g?.pointee = c.green
        b?.pointee = c.blue
        a?.pointee = c.alpha
        return true
    }

    /// Plain colours are equal by components; a dynamic colour only to itself.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        guard !isDynamic, !other.isDynamic else { return self === other }
        return components == other.components
    }

    public override var hash: Int {
        isDynamic
            ? ObjectIdentifier(self).hashValue
            : [components.red, components.green, components.blue, components.alpha].hashValue
    }

    public override var description: String {
        guard !isDynamic else { return "<UIDynamicProviderColor: \(Unmanaged.passUnretained(self).toOpaque())>" }
        return String(
            format: "UIExtendedSRGBColorSpace %g %g %g %g", Double(components.red), Double(components.green),
            Double(components.blue), Double(components.alpha))
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    /// A system colour: `light` in light appearance (and unspecified), `dark` in dark.
    private static func system(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
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

    // Apple's published values (Human Interface Guidelines, "Color": system colors, light and dark).
    public static let systemRed: UIColor = system(rgb(255, 59, 48), rgb(255, 69, 58))
    public static let systemOrange: UIColor = system(rgb(255, 149, 0), rgb(255, 159, 10))
    public static let systemYellow: UIColor = system(rgb(255, 204, 0), rgb(255, 214, 10))
    public static let systemGreen: UIColor = system(rgb(52, 199, 89), rgb(48, 209, 88))
    public static let systemMint: UIColor = system(rgb(0, 199, 190), rgb(99, 230, 226))
    public static let systemTeal: UIColor = system(rgb(48, 176, 199), rgb(64, 200, 224))
    public static let systemCyan: UIColor = system(rgb(50, 173, 230), rgb(100, 210, 255))
    public static let systemBlue: UIColor = system(rgb(0, 122, 255), rgb(10, 132, 255))
    public static let systemIndigo: UIColor = system(rgb(88, 86, 214), rgb(94, 92, 230))
    public static let systemPurple: UIColor = system(rgb(175, 82, 222), rgb(191, 90, 242))
    public static let systemPink: UIColor = system(rgb(255, 45, 85), rgb(255, 55, 95))
    public static let systemBrown: UIColor = system(rgb(162, 132, 94), rgb(172, 142, 104))
    public static let systemGray: UIColor = system(rgb(142, 142, 147), rgb(142, 142, 147))
    public static let systemGray2: UIColor = system(rgb(174, 174, 178), rgb(99, 99, 102))
    public static let systemGray3: UIColor = system(rgb(199, 199, 204), rgb(72, 72, 74))
    public static let systemGray4: UIColor = system(rgb(209, 209, 214), rgb(58, 58, 60))
    public static let systemGray5: UIColor = system(rgb(229, 229, 234), rgb(44, 44, 46))
    public static let systemGray6: UIColor = system(rgb(242, 242, 247), rgb(28, 28, 30))

    public static let systemBackground: UIColor = system(.white, .black)
    public static let secondarySystemBackground: UIColor = system(rgb(242, 242, 247), rgb(28, 28, 30))
    public static let tertiarySystemBackground: UIColor = system(.white, rgb(44, 44, 46))
    public static let systemGroupedBackground: UIColor = system(rgb(242, 242, 247), .black)
    public static let secondarySystemGroupedBackground: UIColor = system(.white, rgb(28, 28, 30))
    public static let tertiarySystemGroupedBackground: UIColor = system(rgb(242, 242, 247), rgb(44, 44, 46))
    public static let systemFill: UIColor = system(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill: UIColor = system(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill: UIColor = system(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))

    public static let label: UIColor = system(.black, .white)
    public static let secondaryLabel: UIColor = system(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel: UIColor = system(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel: UIColor = system(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    public static let placeholderText: UIColor = system(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let link: UIColor = system(rgb(0, 122, 255), rgb(9, 132, 255))
    public static let separator: UIColor = system(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator: UIColor = system(rgb(198, 198, 200), rgb(56, 56, 58))
    public static var tintColor: UIColor { systemBlue }
}

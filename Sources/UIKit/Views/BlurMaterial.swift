import Foundation

/// How a blur style looks: the blur's Gaussian radius (standard deviation, in points), how much
/// it pushes colours from grey, and the tint laid over it. Apple publishes none of these; the
/// values are our choice, set by eye against iOS screenshots: every style blurs 30 pt and
/// saturates 1.8×, as iOS's materials visibly do, and the styles differ by their tint — white
/// for the light ones, near-black for the dark ones, more opaque the thicker the material.
struct BlurMaterial {
    static let radius: CGFloat = 30
    static let saturation: CGFloat = 1.8

    /// A dynamic colour for the adaptive styles, resolved by the effect view's traits.
    let tint: UIColor

    /// Light in the light appearance, dark in the dark one.
    static func adaptive(_ tints: (light: UIColor, dark: UIColor)) -> BlurMaterial {
        BlurMaterial(tint: UIColor { [tints] in $0.userInterfaceStyle == .dark ? tints.dark : tints.light })
    }
}

extension UIBlurEffect.Style {
    var material: BlurMaterial {
        switch self {
        case .extraLight: BlurMaterial(tint: Tint.extraLight)
        case .light: BlurMaterial(tint: Tint.light)
        case .dark: BlurMaterial(tint: Tint.dark)
        case .regular: .adaptive((Tint.light, Tint.dark))
        case .prominent: .adaptive((Tint.extraLight, Tint.dark))
        case .systemUltraThinMaterial: .adaptive(Tint.ultraThin)
        case .systemThinMaterial: .adaptive(Tint.thin)
        case .systemMaterial: .adaptive(Tint.material)
        case .systemThickMaterial: .adaptive(Tint.thick)
        case .systemChromeMaterial: .adaptive(Tint.chrome)
        case .systemUltraThinMaterialLight: BlurMaterial(tint: Tint.ultraThin.light)
        case .systemThinMaterialLight: BlurMaterial(tint: Tint.thin.light)
        case .systemMaterialLight: BlurMaterial(tint: Tint.material.light)
        case .systemThickMaterialLight: BlurMaterial(tint: Tint.thick.light)
        case .systemChromeMaterialLight: BlurMaterial(tint: Tint.chrome.light)
        case .systemUltraThinMaterialDark: BlurMaterial(tint: Tint.ultraThin.dark)
        case .systemThinMaterialDark: BlurMaterial(tint: Tint.thin.dark)
        case .systemMaterialDark: BlurMaterial(tint: Tint.material.dark)
        case .systemThickMaterialDark: BlurMaterial(tint: Tint.thick.dark)
        case .systemChromeMaterialDark: BlurMaterial(tint: Tint.chrome.dark)
        }
    }
}

/// The styles' tints (our choice, see `BlurMaterial`).
private enum Tint {
    // The iOS 8 styles.
    static let extraLight = UIColor(white: 0.97, alpha: 0.7)
    static let light = UIColor(white: 1, alpha: 0.3)
    static let dark = UIColor(white: 0.11, alpha: 0.73)

    // The iOS 13 materials, thinnest to thickest, then the bars' chrome: light and dark.
    static let ultraThin = (light: UIColor(white: 1, alpha: 0.35), dark: UIColor(white: 0.15, alpha: 0.45))
    static let thin = (light: UIColor(white: 1, alpha: 0.55), dark: UIColor(white: 0.15, alpha: 0.62))
    static let material = (light: UIColor(white: 0.97, alpha: 0.72), dark: UIColor(white: 0.12, alpha: 0.72))
    static let thick = (light: UIColor(white: 0.97, alpha: 0.86), dark: UIColor(white: 0.1, alpha: 0.84))
    static let chrome = (light: UIColor(white: 0.96, alpha: 0.78), dark: UIColor(white: 0.16, alpha: 0.8))
}

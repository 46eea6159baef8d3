import Foundation

/// Blurs what lies behind a `UIVisualEffectView` and tints it in one of UIKit's styles. The
/// adaptive styles (`.regular`, `.prominent` and the plain `.system…Material`s) follow the
/// effect view's `traitCollection.userInterfaceStyle`; the `…Light` and `…Dark` ones do not.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiblureffect)
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// Kept private by UIKit; the effect view reads it to draw the style.
    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// UIKit's raw values (3, `extraDark`, exists on tvOS only).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        /// `.light` in the light appearance, `.dark` in the dark one.
        case regular = 4
        /// `.extraLight` in the light appearance, `.dark` in the dark one.
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }
}

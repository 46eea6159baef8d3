import Foundation

/// Which way a view's content reads: leading and trailing constraints and margins follow it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// A view's own say in its layout direction, over the traits' (`forceRightToLeft`, …).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uisemanticcontentattribute)
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

extension UIView {
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
}

import Foundation
import UIKit

// pointfree's device traits for iOS, with the traits this UIKit has: size classes, idiom and
// (for phones) layout direction. pointfree's `forceTouchCapability` and
// `preferredContentSizeCategory` are absent, as those traits are from our UITraitCollection.

extension UITraitCollection {
    /// A phone's traits: compact width and regular height upright; held sideways compact height,
    /// and regular width on the large phones (`wideInLandscape`).
    private static func phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool) -> UITraitCollection {
        let (horizontal, vertical): (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) =
            switch orientation {
            case .portrait: (.compact, .regular)
            case .landscape: (wideInLandscape ? .regular : .compact, .compact)
            }
        return UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .leftToRight), UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: horizontal), UITraitCollection(verticalSizeClass: vertical),
        ])
    }

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }

    /// An iPad full screen, or in a Split View slice wide enough to keep a regular width.
    private static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])
    /// An iPad in a narrow Split View slice: a phone's compact width.
    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}

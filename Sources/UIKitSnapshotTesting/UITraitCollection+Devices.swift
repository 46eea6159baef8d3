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

    /// An iPhone SE held as `orientation` says: its screen, safe area and traits.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    /// An iPhone 8 held as `orientation` says: its screen, safe area and traits.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    /// An iPhone 8 Plus held as `orientation` says: its screen, safe area and traits.
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// An iPhone X held as `orientation` says: its screen, safe area and traits.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    /// An iPhone XR held as `orientation` says: its screen, safe area and traits.
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// An iPhone XS Max held as `orientation` says: its screen, safe area and traits.
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// An iPhone 12 held as `orientation` says: its screen, safe area and traits.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    /// An iPhone 12 Pro Max held as `orientation` says: its screen, safe area and traits.
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    /// An iPhone 13 held as `orientation` says: its screen, safe area and traits.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }
    /// An iPhone 13 Pro Max held as `orientation` says: its screen, safe area and traits.
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

    /// An iPad mini's traits, the app full screen: regular in both directions.
    public static let iPadMini = iPad
    /// An iPad mini's traits in a narrow Split View share: compact width.
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    /// A 9.7-inch iPad's traits, the app full screen: regular in both directions.
    public static let iPad9_7 = iPad
    /// A 9.7-inch iPad's traits in a narrow Split View share: compact width.
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    /// A 10.2-inch iPad's traits, the app full screen: regular in both directions.
    public static let iPad10_2 = iPad
    /// A 10.2-inch iPad's traits in a narrow Split View share: compact width.
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    /// A 10.5-inch iPad Pro's traits, the app full screen: regular in both directions.
    public static let iPadPro10_5 = iPad
    /// A 10.5-inch iPad Pro's traits in a narrow Split View share: compact width.
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    /// An 11-inch iPad Pro's traits, the app full screen: regular in both directions.
    public static let iPadPro11 = iPad
    /// An 11-inch iPad Pro's traits in a narrow Split View share: compact width.
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    /// A 12.9-inch iPad Pro's traits, the app full screen: regular in both directions.
    public static let iPadPro12_9 = iPad
    /// A 12.9-inch iPad Pro's traits in a narrow Split View share: compact width.
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}

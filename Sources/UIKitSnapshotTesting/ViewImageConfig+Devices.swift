import Foundation
import UIKit

// pointfree's device presets for iOS: screen sizes in points and safe areas are the devices'
// published figures, as swift-snapshot-testing 1.19.7 (Common/View.swift) lists them; the
// traits are UITraitCollection+Devices.swift's.

extension ViewImageConfig {
    /// A phone: its portrait size turned for landscape, the safe area of each orientation.
    private static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, portrait: UIEdgeInsets,
        landscape: UIEdgeInsets, traits: (Orientation) -> UITraitCollection
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: portrait, size: CGSize(width: width, height: height), traits: traits(orientation))
        case .landscape:
            ViewImageConfig(
                safeArea: landscape, size: CGSize(width: height, height: width), traits: traits(orientation))
        }
    }

    /// Phones with a home button: the 20 pt status bar in portrait, hidden in landscape.
    private static let homeButtonPortrait = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// The notch (44 pt, or 47 pt from the iPhone 12) at the top, or at both sides held sideways,
    /// and the home indicator.
    private static func notchPortrait(_ notch: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: notch, left: 0, bottom: 34, right: 0)
    }
    private static func notchLandscape(_ notch: CGFloat, indicator: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: notch, bottom: indicator, right: notch)
    }

    /// An iPhone SE held upright: its screen, safe area and traits.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// An iPhone SE held as `orientation` says: its screen, safe area and traits.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 320, height: 568, portrait: homeButtonPortrait, landscape: .zero,
            traits: UITraitCollection.iPhoneSe)
    }

    /// An iPhone 8 held upright: its screen, safe area and traits.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// An iPhone 8 held as `orientation` says: its screen, safe area and traits.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 375, height: 667, portrait: homeButtonPortrait, landscape: .zero,
            traits: UITraitCollection.iPhone8)
    }

    /// An iPhone 8 Plus held upright: its screen, safe area and traits.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// An iPhone 8 Plus held as `orientation` says: its screen, safe area and traits.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 414, height: 736, portrait: homeButtonPortrait, landscape: .zero,
            traits: UITraitCollection.iPhone8Plus)
    }

    /// An iPhone X held upright: its screen, safe area and traits.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// An iPhone X held as `orientation` says: its screen, safe area and traits.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 375, height: 812, portrait: notchPortrait(44),
            landscape: notchLandscape(44, indicator: 24), traits: UITraitCollection.iPhoneX)
    }

    /// An iPhone XS Max held upright: its screen, safe area and traits.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// An iPhone XS Max held as `orientation` says: its screen, safe area and traits.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 414, height: 896, portrait: notchPortrait(44),
            landscape: notchLandscape(44, indicator: 24), traits: UITraitCollection.iPhoneXsMax)
    }

    /// An iPhone XR held upright: its screen, safe area and traits.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// An iPhone XR held as `orientation` says: its screen, safe area and traits.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 414, height: 896, portrait: notchPortrait(44),
            landscape: notchLandscape(44, indicator: 24), traits: UITraitCollection.iPhoneXr)
    }

    /// An iPhone 12 held upright: its screen, safe area and traits.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// An iPhone 12 held as `orientation` says: its screen, safe area and traits.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 390, height: 844, portrait: notchPortrait(47),
            landscape: notchLandscape(47, indicator: 21), traits: UITraitCollection.iPhone12)
    }

    /// The same screen as the iPhone 12.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// An iPhone 12 Pro held as `orientation` says: its screen, safe area and traits.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// An iPhone 12 Pro Max held upright: its screen, safe area and traits.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// An iPhone 12 Pro Max held as `orientation` says: its screen, safe area and traits.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 428, height: 926, portrait: notchPortrait(47),
            landscape: notchLandscape(47, indicator: 21), traits: UITraitCollection.iPhone12ProMax)
    }

    /// An iPhone 13 held upright: its screen, safe area and traits.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// An iPhone 13 held as `orientation` says: its screen, safe area and traits.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 390, height: 844, portrait: notchPortrait(47),
            landscape: notchLandscape(47, indicator: 21), traits: UITraitCollection.iPhone13)
    }

    /// The iPhone X's screen with a 50 pt notch; the iPhone 13's traits.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// An iPhone 13 mini held as `orientation` says: its screen, safe area and traits.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 375, height: 812, portrait: notchPortrait(50),
            landscape: notchLandscape(50, indicator: 21), traits: UITraitCollection.iPhone13)
    }

    /// The same screen as the iPhone 13.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// An iPhone 13 Pro held as `orientation` says: its screen, safe area and traits.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// An iPhone 13 Pro Max held upright: its screen, safe area and traits.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// An iPhone 13 Pro Max held as `orientation` says: its screen, safe area and traits.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 428, height: 926, portrait: notchPortrait(47),
            landscape: notchLandscape(47, indicator: 21), traits: UITraitCollection.iPhone13ProMax)
    }
}

// iPads: held as `Orientation` they fill the screen; as `TabletOrientation` the app may have a
// Split View slice of it. Presets without an orientation are landscape, as pointfree's are.
extension ViewImageConfig {
    /// One iPad's slices: the screen's short and long sides, the widths of the landscape slices
    /// (one third, one half, two thirds) and of the portrait ones (one third, two thirds).
    private struct Tablet {
        var short: CGFloat
        var long: CGFloat
        var landscapeSlices: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
        var portraitSlices: (oneThird: CGFloat, twoThirds: CGFloat)
        var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        var traits: UITraitCollection
        var compactTraits: UITraitCollection

        /// A slice narrower than 678 pt has a compact width (every iPad's third and, but for the
        /// 12.9-inch, half); a wider one keeps the full screen's regular width.
        func config(_ orientation: TabletOrientation) -> ViewImageConfig {
            let size: CGSize
            switch orientation {
            case .landscape(let split):
                let width: CGFloat =
                    switch split {
                    case .oneThird: landscapeSlices.oneThird
                    case .oneHalf: landscapeSlices.oneHalf
                    case .twoThirds: landscapeSlices.twoThirds
                    case .full: long
                    }
                size = CGSize(width: width, height: short)
            case .portrait(let split):
                let width: CGFloat =
                    switch split {
                    case .oneThird: portraitSlices.oneThird
                    case .twoThirds: portraitSlices.twoThirds
                    case .full: short
                    }
                size = CGSize(width: width, height: long)
            }
            return ViewImageConfig(
                safeArea: safeArea, size: size, traits: size.width < 678 ? compactTraits : traits)
        }
    }

    private static func full(_ orientation: Orientation) -> TabletOrientation {
        switch orientation {
        case .landscape: .landscape(splitView: .full)
        case .portrait: .portrait(splitView: .full)
        }
    }

    private static let mini = Tablet(
        short: 768, long: 1024, landscapeSlices: (320, 507, 694), portraitSlices: (320, 438),
        traits: .iPadMini, compactTraits: .iPadMini_Compact_SplitView)

    /// An iPad mini held sideways, the app full screen: its screen, safe area and traits.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// An iPad mini held as `orientation` says, the app full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(full(orientation)) }
    /// An iPad mini held as `orientation` says, the app in the Split View share it names.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { mini.config(orientation) }

    /// The same screen as the iPad mini.
    public static let iPad9_7 = ViewImageConfig.iPadMini
    /// A 9.7-inch iPad held as `orientation` says, the app full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(orientation) }
    /// A 9.7-inch iPad held as `orientation` says, the app in the Split View share it names.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { .iPadMini(orientation) }

    private static let tenPointTwo = Tablet(
        short: 810, long: 1080, landscapeSlices: (320, 535, 750), portraitSlices: (320, 480),
        traits: .iPad10_2, compactTraits: .iPad10_2_Compact_SplitView)

    /// A 10.2-inch iPad held sideways, the app full screen: its screen, safe area and traits.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// A 10.2-inch iPad held as `orientation` says, the app full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { .iPad10_2(full(orientation)) }
    /// A 10.2-inch iPad held as `orientation` says, the app in the Split View share it names.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tenPointTwo.config(orientation)
    }

    private static let proTenPointFive = Tablet(
        short: 834, long: 1112, landscapeSlices: (320, 551, 782), portraitSlices: (320, 504),
        traits: .iPadPro10_5, compactTraits: .iPadPro10_5_Compact_SplitView)

    /// A 10.5-inch iPad Pro held sideways, the app full screen: its screen, safe area and traits.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// A 10.5-inch iPad Pro held as `orientation` says, the app full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        .iPadPro10_5(full(orientation))
    }
    /// A 10.5-inch iPad Pro held as `orientation` says, the app in the Split View share it names.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        proTenPointFive.config(orientation)
    }

    /// No home button: a taller status bar and the home indicator.
    private static let proEleven = Tablet(
        short: 834, long: 1194, landscapeSlices: (375, 592, 809), portraitSlices: (320, 504),
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), traits: .iPadPro11,
        compactTraits: .iPadPro11_Compact_SplitView)

    /// An 11-inch iPad Pro held sideways, the app full screen: its screen, safe area and traits.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// An 11-inch iPad Pro held as `orientation` says, the app full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { .iPadPro11(full(orientation)) }
    /// An 11-inch iPad Pro held as `orientation` says, the app in the Split View share it names.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        proEleven.config(orientation)
    }

    private static let proTwelvePointNine = Tablet(
        short: 1024, long: 1366, landscapeSlices: (375, 678, 981), portraitSlices: (375, 639),
        traits: .iPadPro12_9, compactTraits: .iPadPro12_9_Compact_SplitView)

    /// A 12.9-inch iPad Pro held sideways, the app full screen: its screen, safe area and traits.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// A 12.9-inch iPad Pro held as `orientation` says, the app full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        .iPadPro12_9(full(orientation))
    }
    /// A 12.9-inch iPad Pro held as `orientation` says, the app in the Split View share it names.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        proTwelvePointNine.config(orientation)
    }
}

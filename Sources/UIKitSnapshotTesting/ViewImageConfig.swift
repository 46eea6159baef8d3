import Foundation
import UIKit

/// pointfree's device description for image snapshots: the screen's size in points, the safe
/// area the device's status bar, notch and home indicator leave, and the traits the device
/// gives (size classes, idiom). `.image(on: .iPhone13)` lays a controller out as on that device.
public struct ViewImageConfig: Sendable {
    /// How a phone is held.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// How a tablet is held, and how much of the screen the app has in Split View.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }
        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    /// The screen's size; nil keeps the controller's view at its own size.
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

// SKELETON: the device presets (ViewImageConfig+Devices.swift) and their traits
// (UITraitCollection+Devices.swift) come next; two to start with.
extension ViewImageConfig {
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)

    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 390, height: 844),
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
                    UITraitCollection(userInterfaceIdiom: .phone),
                ]))
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), size: CGSize(width: 844, height: 390),
                traits: UITraitCollection(traitsFrom: [
                    UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .compact),
                    UITraitCollection(userInterfaceIdiom: .phone),
                ]))
        }
    }
}

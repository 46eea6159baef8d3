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

    /// What the device's status bar, notch and home indicator cover: the hosting window's
    /// `safeAreaInsets`.
    public var safeArea: UIEdgeInsets
    /// The screen's size; nil keeps the controller's view at its own size.
    public var size: CGSize?
    /// Applied to the controller as override traits by a parent, as iOS applies them.
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

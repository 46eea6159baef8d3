import Foundation
import UIKit

/// pointfree's device description for image snapshots: the screen's size in points, the safe
/// area the device's status bar, notch and home indicator leave, and the traits the device
/// gives (size classes, idiom). `.image(on: .iPhone13)` lays a controller out as on that device.
public struct ViewImageConfig: Sendable {
    /// How a phone is held.
    public enum Orientation: Sendable {
        /// Held sideways.
        case landscape
        /// Held upright.
        case portrait
    }

    /// How a tablet is held, and how much of the screen the app has in Split View.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            /// The narrow slice beside another app.
            case oneThird
            /// The wide slice beside another app.
            case twoThirds
            /// The whole screen.
            case full
        }
        public enum LandscapeSplits: Sendable {
            /// The narrow slice beside another app.
            case oneThird
            /// Half the screen, beside another app.
            case oneHalf
            /// The wide slice beside another app.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Held sideways, the app taking `splitView` of the screen.
        case landscape(splitView: LandscapeSplits)
        /// Held upright, the app taking `splitView` of the screen.
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

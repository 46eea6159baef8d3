import Foundation

extension UIPageViewController {
    /// How a page turns. Raw values are UIKit's.
    public enum TransitionStyle: Int, Sendable {
        /// A page bends over like paper and reveals the one beneath.
        case pageCurl = 0
        /// Pages slide side by side, as in a paging scroll view.
        case scroll = 1
    }

    /// The axis pages turn along. Raw values are UIKit's.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Where the spine (the pages' hinge) is, for the curl style. Raw values are UIKit's.
    public enum SpineLocation: Int, Sendable {
        /// The scroll style's: pages have no spine.
        case none = 0
        /// The left edge (top when vertical): one page shown.
        case min = 1
        /// The middle: two pages side by side.
        case mid = 2
        /// The right edge (bottom when vertical): one page shown.
        case max = 3
    }

    /// Which way `setViewControllers(_:direction:animated:completion:)` turns. Raw values are UIKit's.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// The keys of the `options` dictionary given at creation.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `SpineLocation` (or its raw value as an `Int`/`NSNumber`), for the curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages in points (a `CGFloat`, `Double`, `Int` or `NSNumber`), for the scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

extension UIPageViewController {
    /// The spine given in the options, as the enum or its raw value.
    static func optionSpineLocation(_ value: Any?) -> SpineLocation? {
        switch value {
        case let spine as SpineLocation: spine
        case let raw as Int: SpineLocation(rawValue: raw)
        case let number as NSNumber: SpineLocation(rawValue: number.intValue)
        default: nil
        }
    }

    /// The spacing given in the options, in points; 0 when absent.
    static func optionSpacing(_ value: Any?) -> CGFloat {
        switch value {
        case let points as CGFloat: points
        case let points as Double: CGFloat(points)
        case let points as Int: CGFloat(points)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: 0
        }
    }
}

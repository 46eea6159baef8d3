import Foundation

extension UIScrollView {
    /// How fast a flung scroll view slows: the fraction of its velocity kept after each
    /// millisecond (Apple: `normal` 0.998, `fast` 0.99).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default: about 0.9 of the speed lost in a second and a bit.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Stops quickly (a picker's feel).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The look of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on a light background, light on a dark one (follows the trait collection).
        case `default`
        /// Dark indicators, for light content.
        case black
        /// Light indicators, for dark content.
        case white
    }
}

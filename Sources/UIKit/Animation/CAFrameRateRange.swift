import Foundation

/// The range of frame rates a display link asks for: the rate used is `preferred` (or, without
/// one, `maximum`), the display's full rate when both are zero (`CAFrameRateRange.default`).
///
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/caframeraterange)
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's full rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}

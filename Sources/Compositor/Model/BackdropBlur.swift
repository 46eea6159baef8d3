import Foundation

/// A backdrop filter: what is already drawn beneath a node's shape is blurred (a Gaussian of
/// `radius` standard deviation, in the node's own units) and its colours pushed by
/// `saturation`, before the node draws itself on top. A tint is the node's background colour,
/// drawn over the blur as any background is. Only what lies inside the node's bounds is blurred,
/// its edge pixels repeated outward, so nothing outside the node decides its pixels.
public struct BackdropBlur: Equatable, Sendable {
    public var radius: Double
    /// 1 keeps the colours; above 1 makes them more vivid (iOS's materials use about 1.8).
    public var saturation: Double

    public init(radius: Double, saturation: Double = 1) {
        self.radius = radius
        self.saturation = saturation
    }
}

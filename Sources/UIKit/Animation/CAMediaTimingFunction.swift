import Foundation

/// Core Animation's pacing curve: a cubic Bézier from (0,0) to (1,1) through two control points.
/// Given the fraction of time elapsed it answers the fraction of the change done.
///
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/camediatimingfunction)
public final class CAMediaTimingFunction: Sendable {
    /// The predefined curves: linear, ease in, ease out, ease in-out and the default.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    private let x1: Double, y1: Double, x2: Double, y2: Double

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        (x1, y1, x2, y2) = (Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// Apple's documented control points for the named curves.
    public convenience init(name: Name) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points = [(0.0, 0.0), (x1, y1), (x2, y2), (1.0, 1.0)]
        let point = points[min(max(index, 0), 3)]
        values[0] = Float(point.0)
        values[1] = Float(point.1)
    }

    /// Progress equals time.
    var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The curve's y at time fraction `t` (0…1): solve x(s) = t for the Bézier parameter s
    /// (Newton's method, bisection when the slope is flat), then evaluate y(s).
    func progress(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        if x1 == y1 && x2 == y2 { return t }  // linear
        var s = t
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - t
            if abs(error) < 1e-9 { return Self.bezier(s, y1, y2) }
            let slope = Self.bezierSlope(s, x1, x2)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = t
        for _ in 0..<60 {
            let x = Self.bezier(s, x1, x2)
            if abs(x - t) < 1e-12 { break }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return Self.bezier(s, y1, y2)
    }

    /// One coordinate of the curve whose end points are 0 and 1.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}

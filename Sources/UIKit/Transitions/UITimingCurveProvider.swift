import Foundation

/// Which kind of timing a provider describes.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitimingcurvetype)
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// The timing of a property animator: a cubic Bézier, a spring, or both. (UIKit also requires
/// NSCoding and NSCopying, for archiving; nothing is archived here.)
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitimingcurveprovider)
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve the animator's time line moves along; a spring wins over a cubic curve, as
    /// UIKit's composed providers let the spring drive.
    func curve(over duration: TimeInterval) -> MotionCurve {
        if let spring = springTimingParameters { return spring.curve(over: duration) }
        if let cubic = cubicTimingParameters { return .timing(cubic.timingFunction) }
        return .timing(CAMediaTimingFunction(name: .easeInEaseOut))
    }
}

/// A cubic Bézier timing curve: one of the built-in curves, or one through two control points.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicubictimingparameters)
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default curve: ease in, ease out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        var values: [Float] = [0, 0]
        let function = curve.timingFunction
        function.getControlPoint(at: 1, values: &values)
        controlPoint1 = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        function.getControlPoint(at: 2, values: &values)
        controlPoint2 = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
    }

    /// A custom curve from (0, 0) through the two control points to (1, 1); `animationCurve`
    /// then reads `.easeInOut`, as UIKit reports for custom curves.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
            Float(controlPoint2.y))
    }
}

/// A damped spring timing curve.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uispringtimingparameters)
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The spring's speed at the start, relative to the whole distance per second.
    public let initialVelocity: CGVector
    /// How the spring is given: a damping ratio settling within the animator's duration, or a
    /// physical spring whose own settling time replaces the animator's duration.
    enum Spring {
        case ratio(CGFloat)
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }
    let spring: Spring

    /// UIKit's default spring: critically damped.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        spring = .ratio(ratio)
        initialVelocity = velocity
    }

    /// A spring of the given mass, stiffness and damping coefficient: the animator runs for as
    /// long as it takes to settle, whatever duration it was given (Apple: "the duration of the
    /// animator is ignored").
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        spring = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// One number for a one-dimensional progress: the vector's length, signed as its larger
    /// component (UIKit applies dx and dy to the x and y parts of the motion; a time line has one).
    var scalarVelocity: Double {
        let (dx, dy) = (Double(initialVelocity.dx), Double(initialVelocity.dy))
        let length = (dx * dx + dy * dy).squareRoot()
        return (abs(dx) >= abs(dy) ? dx : dy) < 0 ? -length : length
    }

    /// How long the spring takes to settle, when it sets its own duration.
    var settlingDuration: TimeInterval? {
        guard case .physical(let mass, let stiffness, let damping) = spring else { return nil }
        let omega = (Double(stiffness) / max(Double(mass), 1e-6)).squareRoot()
        let zeta = Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot())
        return SpringCurve.settlingTime(dampingRatio: zeta, naturalFrequency: omega, initialVelocity: scalarVelocity)
    }

    func curve(over duration: TimeInterval) -> MotionCurve {
        switch spring {
        case .ratio(let ratio):
            return .spring(
                SpringCurve(dampingRatio: Double(ratio), initialVelocity: scalarVelocity, duration: duration))
        case .physical(let mass, let stiffness, let damping):
            let zeta = Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot())
            return .spring(
                SpringCurve(dampingRatio: zeta, initialVelocity: scalarVelocity, duration: settlingDuration ?? duration)
            )
        }
    }
}

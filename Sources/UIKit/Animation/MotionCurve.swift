import Foundation

/// How an animation's progress follows time: a Core Animation timing curve, or a damped spring.
enum MotionCurve {
    case timing(CAMediaTimingFunction)
    case spring(SpringCurve)

    /// Fraction of the change done after `fraction` of the duration (a spring may pass 1).
    func progress(at fraction: Double) -> Double {
        switch self {
        case .timing(let function): function.progress(at: fraction)
        case .spring(let spring): spring.progress(at: fraction)
        }
    }

    var isLinear: Bool { if case .timing(let function) = self { function.isLinear } else { false } }

    /// The same curve over `duration`: a spring settles by the end of the duration it runs
    /// for, so one inherited by (or inheriting) another duration is solved again.
    func fitted(to duration: TimeInterval) -> MotionCurve {
        guard case .spring(let spring) = self, spring.duration != max(duration, 1e-6) else { return self }
        return .spring(
            SpringCurve(dampingRatio: spring.dampingRatio, initialVelocity: spring.initialVelocity, duration: duration))
    }
}

/// UIKit's spring animation: a unit mass on a damped spring released from the start value
/// towards the end value. `dampingRatio` is the fraction of critical damping (1 settles without
/// overshoot, less oscillates); the stiffness is the smallest for which the motion stays within
/// 0.1 % of the distance from the end of the duration on, where the value is then set exactly.
/// `initialVelocity` is in distances per second, as UIKit defines `initialSpringVelocity`.
struct SpringCurve {
    let dampingRatio: Double
    let initialVelocity: Double
    let duration: Double
    /// ω, the undamped angular frequency.
    let naturalFrequency: Double

    init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        self.dampingRatio = max(dampingRatio, 0.01)
        self.initialVelocity = initialVelocity
        self.duration = max(duration, 1e-6)
        // Bisection on ω: the bound on the remaining motion at the end falls as ω grows.
        let zeta = self.dampingRatio, v = initialVelocity, end = self.duration
        var low = 0.1 / end, high = 1e4 / end
        for _ in 0..<60 {
            let omega = (low + high) / 2
            if Self.envelope(zeta: zeta, omega: omega, velocity: v, at: end) > 0.001 {
                low = omega
            } else {
                high = omega
            }
        }
        naturalFrequency = high
    }

    /// How long a spring of natural frequency `omega` takes to stay within 0.1 % of the distance
    /// from its end: the duration that makes `init` find that frequency again.
    static func settlingTime(
        dampingRatio: Double, naturalFrequency omega: Double, initialVelocity v: Double
    )
        -> TimeInterval
    {
        let zeta = max(dampingRatio, 0.01)
        var low = 0.0, high = 1.0
        while envelope(zeta: zeta, omega: omega, velocity: v, at: high) > 0.001 && high < 1e4 { high *= 2 }
        for _ in 0..<60 {
            let t = (low + high) / 2
            if envelope(zeta: zeta, omega: omega, velocity: v, at: t) > 0.001 { low = t } else { high = t }
        }
        return high
    }

    func progress(at fraction: Double) -> Double {
        if fraction >= 1 { return 1 }
        return 1 - displacement(at: max(fraction, 0) * duration)
    }

    /// Remaining distance to the end (1 at the start, 0 at rest), solving x'' + 2ζωx' + ω²x = 0
    /// with x(0) = 1 and x'(0) = -initialVelocity.
    func displacement(at t: Double) -> Double {
        let zeta = dampingRatio, omega = naturalFrequency, v = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v) / damped
            return exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return (1 + (omega - v) * t) * exp(-omega * t)
        }
        let (r1, r2, c1, c2) = Self.overdamped(zeta: zeta, omega: omega, velocity: v)
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// An upper bound of |x| from time t on.
    private static func envelope(zeta: Double, omega: Double, velocity v: Double, at t: Double) -> Double {
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v) / damped
            return exp(-zeta * omega * t) * (1 + b * b).squareRoot()
        }
        if zeta == 1 { return (1 + abs(omega - v) * t) * exp(-omega * t) }
        let (r1, r2, c1, c2) = overdamped(zeta: zeta, omega: omega, velocity: v)
        return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }

    private static func overdamped(zeta: Double, omega: Double, velocity v: Double) -> (Double, Double, Double, Double)
    {
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (-v - r1) / (r2 - r1)
        return (r1, r2, 1 - c2, c2)
    }
}

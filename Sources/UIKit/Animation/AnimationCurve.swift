import Foundation

/// How an animation's progress follows time: a Core Animation timing curve, or a damped spring.
enum AnimationCurve {
    case timing(CAMediaTimingFunction)
    case spring(SpringCurve)

    /// Fraction of the change done after `fraction` of the duration (a spring may pass 1).
    func progress(at fraction: Double) -> Double {
        switch self {
        case .timing(let function): function.progress(at: fraction)
        case .spring(let spring): spring.progress(at: fraction)
        }
    }
}

/// UIKit's spring animation: a unit mass on a damped spring released from the start value
/// towards the end value. `dampingRatio` is the fraction of critical damping (1 settles without
/// overshoot, less oscillates); the stiffness is chosen so the motion settles to 0.1 % of the
/// distance at the end of the duration, where the value is set exactly.
/// `initialVelocity` is in distances per second, as UIKit defines `initialSpringVelocity`.
struct SpringCurve {
    let dampingRatio: Double
    let initialVelocity: Double
    let duration: Double

    init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        self.dampingRatio = max(dampingRatio, 0.01)
        self.initialVelocity = initialVelocity
        self.duration = max(duration, 1e-6)
    }

    /// The natural frequency: the envelope e^(-ζ·ω·t) reaches 0.001 at the duration.
    var naturalFrequency: Double { log(1000) / (min(dampingRatio, 1) * duration) }

    func progress(at fraction: Double) -> Double {
        if fraction >= 1 { return 1 }
        let t = max(fraction, 0) * duration
        return 1 - displacement(at: t)
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
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (-v - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
}

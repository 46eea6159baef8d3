/// Constraint strengths as kiwisolver weighs them, so our solutions can be compared with its own.
///
/// A strength packs three tiers into one number, `a·10⁶ + b·10³ + c`, each tier clipped to
/// 0…1000: a strong error outweighs a thousand medium ones. Required constraints are not weighed
/// at all; they hold exactly or are refused.
package enum LayoutStrength {
    package static let required = create(1000, 1000, 1000)
    package static let strong = create(1, 0, 0)
    package static let medium = create(0, 1, 0)
    package static let weak = create(0, 0, 1)

    /// `a`, `b` and `c` are the strong, medium and weak tiers, each scaled by `w`.
    package static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Double {
        func tier(_ value: Double) -> Double { max(0, min(1000, value * w)) }
        return tier(a) * 1_000_000 + tier(b) * 1000 + tier(c)
    }

    /// A strength brought into 0…required, as a constraint stores it.
    package static func clip(_ strength: Double) -> Double {
        max(0, min(required, strength))
    }
}

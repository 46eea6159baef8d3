/// How a constraint's expression compares with zero.
package enum LayoutRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `expression relation 0` at a strength, the solver's own constraint (the right side already moved
/// to the left); `NSLayoutConstraint` builds one of these.
package final class LayoutSolverConstraint {
    /// Reduced (one term per variable); only the solver changes it, through `setConstant(_:of:)`.
    package internal(set) var expression: LayoutExpression
    package let relation: LayoutRelation
    /// Clipped to 0…`LayoutStrength.required`.
    package let strength: Double

    package init(_ expression: LayoutExpression, _ relation: LayoutRelation, strength: Double = LayoutStrength.required)
    {
        self.expression = expression.reduced
        self.relation = relation
        self.strength = LayoutStrength.clip(strength)
    }

    /// `lhs relation rhs`.
    package convenience init(
        _ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
        strength: Double = LayoutStrength.required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    package var isRequired: Bool { strength >= LayoutStrength.required }
}

extension LayoutSolverConstraint: CustomStringConvertible {
    package var description: String {
        let symbol = [LayoutRelation.lessThanOrEqual: "<=", .equal: "==", .greaterThanOrEqual: ">="][relation]!
        return "\(expression) \(symbol) 0" + (isRequired ? "" : " (strength \(strength))")
    }
}

/// `coefficient · variable`, one term of a linear expression.
package struct LayoutTerm {
    package var variable: LayoutVariable
    package var coefficient: Double

    package init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ terms + constant`, the left side of a solver constraint whose right side is 0.
package struct LayoutExpression {
    package var terms: [LayoutTerm]
    package var constant: Double

    package init(terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: LayoutVariable) {
        self.init(terms: [LayoutTerm(variable)])
    }

    /// The same sum with one term per variable and no zero coefficient, first appearances first.
    package var reduced: LayoutExpression {
        var result = LayoutExpression(constant: constant)
        for term in terms {
            if let index = result.terms.firstIndex(where: { $0.variable === term.variable }) {
                result.terms[index].coefficient += term.coefficient
            } else {
                result.terms.append(term)
            }
        }
        result.terms.removeAll { $0.coefficient == 0 }
        return result
    }
}

extension LayoutExpression: CustomStringConvertible {
    package var description: String {
        var parts = terms.map { $0.coefficient == 1 ? "\($0.variable)" : "\($0.coefficient)·\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// Arithmetic that builds expressions, so tests and the anchors read `x + w + 8` rather than term lists.

package func * (variable: LayoutVariable, coefficient: Double) -> LayoutExpression {
    LayoutExpression(terms: [LayoutTerm(variable, coefficient)])
}

package func * (coefficient: Double, variable: LayoutVariable) -> LayoutExpression {
    variable * coefficient
}

package func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression {
    LayoutExpression(terms: [LayoutTerm(lhs), LayoutTerm(rhs)])
}

package func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression {
    LayoutExpression(terms: [LayoutTerm(lhs), LayoutTerm(rhs, -1)])
}

package func + (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
    LayoutExpression(terms: [LayoutTerm(lhs)], constant: rhs)
}

package func - (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
    LayoutExpression(terms: [LayoutTerm(lhs)], constant: -rhs)
}

package func + (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression {
    LayoutExpression(lhs) + rhs
}

package func - (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression {
    LayoutExpression(lhs) - rhs
}

package prefix func - (variable: LayoutVariable) -> LayoutExpression {
    variable * -1
}

package func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    LayoutExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

package func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    lhs + -rhs
}

package func + (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression {
    LayoutExpression(terms: lhs.terms + [LayoutTerm(rhs)], constant: lhs.constant)
}

package func - (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression {
    LayoutExpression(terms: lhs.terms + [LayoutTerm(rhs, -1)], constant: lhs.constant)
}

package func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    LayoutExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}

package func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    lhs + -rhs
}

package func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    LayoutExpression(
        terms: lhs.terms.map { LayoutTerm($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

package func * (lhs: Double, rhs: LayoutExpression) -> LayoutExpression {
    rhs * lhs
}

package func / (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    lhs * (1 / rhs)
}

package prefix func - (expression: LayoutExpression) -> LayoutExpression {
    expression * -1
}

/// A required constraint that cannot hold together with the required constraints already in the
/// solver; the solver is left as it was before the call.
///
/// `@unchecked Sendable` because `Error` demands it: the constraints are only read on the thread
/// that caught the error, as UIKit does when it logs them.
package struct UnsatisfiableConstraintError: Error, @unchecked Sendable {
    package let constraint: LayoutSolverConstraint
    /// The required constraints in the solver that, together, forbid `constraint`.
    package let conflicting: [LayoutSolverConstraint]
}

/// Misuse of the solver's API.
package enum LayoutSolverError: Error {
    case duplicateConstraint, unknownConstraint, duplicateEditVariable, unknownEditVariable, badRequiredStrength
}

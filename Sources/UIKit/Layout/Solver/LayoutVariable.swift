/// An unknown of the layout solver (a view's left edge, a width…), compared by identity.
///
/// The solver writes `value` only in `LayoutSolver.updateVariables()`, so a layout pass reads one
/// consistent solution even while constraints are being edited.
package final class LayoutVariable {
    package let name: String
    package internal(set) var value: Double = 0

    package init(_ name: String = "") {
        self.name = name
    }
}

extension LayoutVariable: CustomStringConvertible {
    package var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name }
}

/// An incremental Cassowary solver: linear equalities and inequalities, required or weighed by
/// strength, solved by keeping a simplex tableau optimal as constraints come and go.
///
/// Every change re-solves from the last solution (a pivot or a few), never from scratch: adding
/// or removing a constraint optimises the objective again, and moving a constant (an edit
/// variable's suggestion, a constraint's `constant`) shifts the rows that hold the constraint's
/// marker and restores feasibility by dual simplex. The algorithm is the one kiwisolver uses, so
/// the fixtures in the tests compare solutions with it.
///
/// Not isolated and not `Sendable`: one owner (a window's layout engine) uses it on one thread.
package final class LayoutSolver {
    /// The symbols that stand for a constraint in the tableau. Its row was
    /// `expression + markerCoefficient · marker + … = 0`, which is what lets `setConstant` move it.
    struct Tag {
        var marker: LayoutSymbol
        var other: LayoutSymbol?
        var markerCoefficient: Double
    }

    struct Record {
        let constraint: LayoutSolverConstraint
        let tag: Tag
    }

    /// A variable the constraints mention, with how many of them do: at zero it leaves the tableau.
    struct VariableSlot {
        let variable: LayoutVariable
        let symbol: LayoutSymbol
        var references: Int
    }

    var records: [ObjectIdentifier: Record] = [:]
    var edits: [ObjectIdentifier: LayoutSolverConstraint] = [:]
    var variables: [VariableSlot] = []
    var variableIndex: [ObjectIdentifier: Int] = [:]

    /// Every row of the tableau, in no order (`LayoutRow.position` indexes it).
    var rows: [LayoutRow] = []
    /// The row whose basic symbol has a serial, by serial.
    var rowOf: [LayoutRow?] = []
    /// How many rows of the tableau hold each symbol, by serial: a substitution of a symbol no row
    /// holds costs nothing, and a scan stops at the last row that holds it.
    var counts: UnsafeMutablePointer<Int32>
    var countsCapacity = 256
    var freeSerials: [Int] = []

    var objective = LayoutRow()
    /// The objective of phase one while a constraint is added through an artificial variable.
    var artificial: LayoutRow?
    /// Basic symbols whose rows went negative, for `dualOptimize`.
    var infeasible: [LayoutSymbol] = []
    var scratch: [LayoutCell] = []

    package init() {
        counts = .allocate(capacity: countsCapacity)
    }

    deinit {
        counts.deallocate()
    }

    // MARK: Constraints

    /// Adds a constraint and re-solves. A required constraint that cannot hold throws
    /// `UnsatisfiableConstraintError` and leaves the solver as it was.
    package func addConstraint(_ constraint: LayoutSolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw LayoutSolverError.duplicateConstraint }
        let (row, tag) = makeRow(for: constraint)
        if let subject = chooseSubject(row, tag) {
            enter(row, solvedFor: subject)
        } else if row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // Only other required equalities' markers remain: the constraint is implied by them
            // (constant 0) or contradicts them.
            guard nearZero(row.constant) else {
                let conflicting = constraints(markedBy: row.cells.map(\.symbol), excluding: constraint)
                abandon(constraint, tag)
                throw UnsatisfiableConstraintError(constraint: constraint, conflicting: conflicting)
            }
            enter(row, solvedFor: tag.marker)
        } else {
            try addWithArtificialVariable(row, constraint, tag)
        }
        records[key] = Record(constraint: constraint, tag: tag)
        optimize(objective)
    }

    package func removeConstraint(_ constraint: LayoutSolverConstraint) throws {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw LayoutSolverError.unknownConstraint
        }
        let tag = record.tag
        // The errors leave the objective before any pivot, or the pivots would substitute into a
        // cost the constraint no longer has.
        for symbol in [tag.marker, tag.other] {
            if let symbol, symbol.isError { removeErrorCost(symbol, constraint.strength) }
        }
        if let row = rowOf[tag.marker.serial] {
            removeRow(row)
        } else if let row = markerLeavingRow(tag.marker) {
            let leaving = row.basic
            removeRow(row)
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, with: row)
        }
        purge(tag.marker)
        if let other = tag.other { purge(other) }
        release(constraint)
        optimize(objective)
    }

    package func hasConstraint(_ constraint: LayoutSolverConstraint) -> Bool {
        records[ObjectIdentifier(constraint)] != nil
    }

    /// Moves the constant of a constraint already in the solver, incrementally: the rows holding
    /// the constraint's marker shift by the change and dual simplex repairs the rows that went
    /// negative, as a suggested value moves an edit constraint. A required constraint that can no
    /// longer hold throws `UnsatisfiableConstraintError` and keeps its old constant.
    package func setConstant(_ constant: Double, of constraint: LayoutSolverConstraint) throws {
        guard let record = records[ObjectIdentifier(constraint)] else { throw LayoutSolverError.unknownConstraint }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        constraint.expression.constant = constant
        // The row was `expression + m·marker + … = 0`; `expression + delta` is the same row with
        // `marker + delta / m` in place of the marker.
        let shift = delta / record.tag.markerCoefficient
        infeasible.removeAll(keepingCapacity: true)
        if let failedRow = shiftMarker(record.tag.marker, by: shift) ?? dualOptimize() {
            let conflicting = constraints(
                markedBy: [failedRow.basic] + failedRow.cells.map(\.symbol), excluding: constraint)
            constraint.expression.constant -= delta
            infeasible.removeAll(keepingCapacity: true)
            _ = shiftMarker(record.tag.marker, by: -shift)
            for row in rows where !row.basic.isExternal && row.constant < 0 { infeasible.append(row.basic) }
            let repaired = dualOptimize()
            assert(repaired == nil, "the old constant was feasible")
            throw UnsatisfiableConstraintError(constraint: constraint, conflicting: conflicting)
        }
    }

    // MARK: Edit variables

    /// Makes `variable` follow `suggestValue(_:for:)` at `strength`, below required.
    package func addEditVariable(_ variable: LayoutVariable, strength: Double) throws {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw LayoutSolverError.duplicateEditVariable }
        let strength = LayoutStrength.clip(strength)
        guard strength < LayoutStrength.required else { throw LayoutSolverError.badRequiredStrength }
        let constraint = LayoutSolverConstraint(LayoutExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = constraint
    }

    package func removeEditVariable(_ variable: LayoutVariable) throws {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw LayoutSolverError.unknownEditVariable
        }
        try removeConstraint(constraint)
    }

    package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks the edit variable to take `value`: the edit constraint `variable - value == 0` moves.
    package func suggestValue(_ value: Double, for variable: LayoutVariable) throws {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw LayoutSolverError.unknownEditVariable }
        try setConstant(-value, of: constraint)
    }

    // MARK: Solution

    /// Writes the current solution into every variable the constraints mention.
    package func updateVariables() {
        for slot in variables {
            slot.variable.value = rowOf[slot.symbol.serial]?.constant ?? 0
        }
    }

    /// Forgets every constraint, edit variable and variable; variables keep their last values.
    package func reset() {
        records = [:]
        edits = [:]
        variables = []
        variableIndex = [:]
        rows = []
        rowOf = []
        freeSerials = []
        objective = LayoutRow()
        artificial = nil
        infeasible = []
    }
}

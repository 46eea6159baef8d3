/// An incremental Cassowary solver: linear equalities and inequalities, required or weighed by
/// strength, solved by keeping a simplex tableau optimal as constraints come and go.
///
/// Every change re-solves from the last solution (a pivot or a few), never from scratch: adding
/// or removing a constraint optimises the objective again, and moving a constant (an edit
/// variable's suggestion, a constraint's `constant`) shifts the rows that hold the constraint's
/// marker and restores feasibility by dual simplex. The algorithm is the one kiwisolver uses, so
/// the fixtures in the tests compare solutions with it; the tableau is `LayoutTableau`.
///
/// Not isolated and not `Sendable`: one owner (a window's layout engine) uses it on one thread.
package final class LayoutSolver {
    struct Record {
        let constraint: LayoutSolverConstraint
        let tag: LayoutTableau.Tag
    }

    /// A variable the constraints mention, with how many of them do: at zero it leaves the tableau.
    struct VariableSlot {
        let variable: LayoutVariable
        let symbol: LayoutSymbol
        var references: Int
    }

    var tableau = LayoutTableau()
    var records: [ObjectIdentifier: Record] = [:]
    var edits: [ObjectIdentifier: LayoutSolverConstraint] = [:]
    var variables: [VariableSlot] = []
    var variableIndex: [ObjectIdentifier: Int] = [:]

    package init() {}

    // MARK: Constraints

    /// Adds a constraint and re-solves. A required constraint that cannot hold throws
    /// `UnsatisfiableConstraintError` and leaves the solver as it was.
    package func addConstraint(_ constraint: LayoutSolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw LayoutSolverError.duplicateConstraint }
        let expression = constraint.expression
        let terms = expression.terms.filter { !nearZero($0.coefficient) }.map { (retain($0.variable), $0.coefficient) }
        let (row, tag) = tableau.makeRow(
            constant: expression.constant, terms: terms, relation: constraint.relation, strength: constraint.strength)
        if let conflict = tableau.add(row, tag) {
            release(constraint)
            throw UnsatisfiableConstraintError(
                constraint: constraint, conflicting: constraints(markedBy: conflict, excluding: constraint))
        }
        records[key] = Record(constraint: constraint, tag: tag)
    }

    package func removeConstraint(_ constraint: LayoutSolverConstraint) throws {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw LayoutSolverError.unknownConstraint
        }
        tableau.remove(record.tag, strength: constraint.strength)
        release(constraint)
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
        if let conflict = tableau.moveConstant(of: record.tag, by: delta) {
            throw UnsatisfiableConstraintError(
                constraint: constraint, conflicting: constraints(markedBy: conflict, excluding: constraint))
        }
        constraint.expression.constant = constant
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
        let slots = tableau.slots
        let rows = tableau.rows
        for variable in variables {
            let slot = Int(slots[variable.symbol.serial])
            variable.variable.value = slot >= 0 ? rows[slot].constant : 0
        }
    }

    /// Forgets every constraint, edit variable and variable; variables keep their last values.
    package func reset() {
        tableau = LayoutTableau()
        records = [:]
        edits = [:]
        variables = []
        variableIndex = [:]
    }

    // MARK: Bookkeeping

    /// The required constraints, other than `constraint`, that the symbols mark, in the order the
    /// symbols come.
    func constraints(
        markedBy symbols: [LayoutSymbol], excluding constraint: LayoutSolverConstraint
    )
        -> [LayoutSolverConstraint]
    {
        var owners: [LayoutSymbol: LayoutSolverConstraint] = [:]
        for record in records.values where record.constraint.isRequired && record.constraint !== constraint {
            owners[record.tag.marker] = record.constraint
        }
        var seen = Set<ObjectIdentifier>()
        return symbols.compactMap { owners[$0] }.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The variable's symbol, one more constraint mentioning it.
    func retain(_ variable: LayoutVariable) -> LayoutSymbol {
        let key = ObjectIdentifier(variable)
        if let index = variableIndex[key] {
            variables[index].references += 1
            return variables[index].symbol
        }
        let symbol = tableau.newSymbol(.external)
        variableIndex[key] = variables.count
        variables.append(VariableSlot(variable: variable, symbol: symbol, references: 1))
        return symbol
    }

    /// One constraint fewer mentions each of its variables; an unmentioned variable leaves.
    func release(_ constraint: LayoutSolverConstraint) {
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let key = ObjectIdentifier(term.variable)
            let index = variableIndex[key]!
            variables[index].references -= 1
            guard variables[index].references == 0 else { continue }
            tableau.purge(variables[index].symbol)
            variableIndex[key] = nil
            let last = variables.removeLast()
            if index < variables.count {
                variables[index] = last
                variableIndex[ObjectIdentifier(last.variable)] = index
            }
        }
    }
}

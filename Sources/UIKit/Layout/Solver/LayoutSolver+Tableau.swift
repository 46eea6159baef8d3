/// The tableau's bookkeeping: symbols, rows in and out, substitution, variables and their counts.
extension LayoutSolver {
    func newSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        if let serial = freeSerials.popLast() { return LayoutSymbol(serial: serial, kind: kind) }
        let serial = rowOf.count
        rowOf.append(nil)
        if serial == countsCapacity {
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: countsCapacity * 2)
            grown.update(from: counts, count: countsCapacity)
            counts.deallocate()
            counts = grown
            countsCapacity *= 2
        }
        counts[serial] = 0
        return LayoutSymbol(serial: serial, kind: kind)
    }

    /// Takes a symbol out of the tableau and the objective, then recycles its serial. For a symbol
    /// nothing constrains any more (a removed constraint's marker, an unused variable): a basic
    /// one's row only defines it and goes; a parametric one is 0 and stays 0.
    func purge(_ symbol: LayoutSymbol) {
        if let row = rowOf[symbol.serial] {
            removeRow(row)
        } else {
            var remaining = counts[symbol.serial]
            var i = 0
            while remaining > 0 && i < rows.count {
                let row = rows[i]
                if let index = row.index(of: symbol) {
                    row.cells.remove(at: index)
                    remaining -= 1
                }
                i += 1
            }
            counts[symbol.serial] = 0
        }
        if let index = objective.index(of: symbol) { objective.cells.remove(at: index) }
        freeSerials.append(symbol.serial)
    }

    func insertRow(_ row: LayoutRow, basic: LayoutSymbol) {
        row.basic = basic
        row.position = rows.count
        rows.append(row)
        rowOf[basic.serial] = row
        for cell in row.cells { counts[cell.symbol.serial] += 1 }
    }

    func removeRow(_ row: LayoutRow) {
        let last = rows.removeLast()
        if last !== row {
            last.position = row.position
            rows[row.position] = last
        }
        row.position = -1
        rowOf[row.basic.serial] = nil
        for cell in row.cells { counts[cell.symbol.serial] -= 1 }
    }

    /// Solves a constraint's row for its subject and makes it part of the tableau.
    func enter(_ row: LayoutRow, solvedFor subject: LayoutSymbol) {
        row.solve(for: subject)
        substitute(subject, with: row)
        insertRow(row, basic: subject)
    }

    /// Replaces `symbol` by `row` everywhere, noting restricted rows that went negative.
    func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
        var remaining = counts[symbol.serial]
        var i = 0
        while remaining > 0 && i < rows.count {
            let target = rows[i]
            if target.substitute(symbol, with: row, counts: counts, scratch: &scratch) {
                remaining -= 1
                if !target.basic.isExternal && target.constant < 0 { infeasible.append(target.basic) }
            }
            i += 1
        }
        _ = objective.substitute(symbol, with: row, counts: nil, scratch: &scratch)
        if let artificial { _ = artificial.substitute(symbol, with: row, counts: nil, scratch: &scratch) }
    }

    /// Brings `entering` into the basis in place of `row`'s basic symbol.
    func pivot(_ row: LayoutRow, entering: LayoutSymbol) {
        let leaving = row.basic
        removeRow(row)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    // MARK: Constraints to rows

    /// The constraint's row with the basic variables substituted, its marker (and error) symbols
    /// added and its constant made non-negative; errors enter the objective at the constraint's
    /// strength.
    func makeRow(for constraint: LayoutSolverConstraint) -> (LayoutRow, Tag) {
        let row = LayoutRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = retain(term.variable)
            if let basic = rowOf[symbol.serial] {
                row.add(basic, times: term.coefficient, counts: nil, scratch: &scratch)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let tag: Tag
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            var error: LayoutSymbol?
            if !constraint.isRequired {
                let symbol = newSymbol(.error)
                row.add(symbol, -sign)
                objective.add(symbol, strength)
                error = symbol
            }
            tag = Tag(marker: slack, other: error, markerCoefficient: sign)
        case .equal where constraint.isRequired:
            let dummy = newSymbol(.dummy)
            row.add(dummy, 1)
            tag = Tag(marker: dummy, other: nil, markerCoefficient: 1)
        case .equal:
            // expression = plus - minus
            let plus = newSymbol(.error)
            let minus = newSymbol(.error)
            row.add(plus, -1)
            row.add(minus, 1)
            objective.add(plus, strength)
            objective.add(minus, strength)
            tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// A parametric variable if the row has one (it is unrestricted, so any row can be solved for
    /// it), else the constraint's own slack or error when solving for it keeps it non-negative.
    func chooseSubject(_ row: LayoutRow, _ tag: Tag) -> LayoutSymbol? {
        for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
        for symbol in [tag.marker, tag.other] {
            if let symbol, symbol.isPivotable, row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one: the row enters as `art = row` and the simplex minimises `art`; the constraint
    /// holds if it reaches 0. Otherwise every pivot is undone in effect (the artificial variable
    /// and the constraint's marker leave the tableau, which then means what it did before) and the
    /// objective is optimised again.
    func addWithArtificialVariable(_ row: LayoutRow, _ constraint: LayoutSolverConstraint, _ tag: Tag) throws {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        let phaseOne = row.copy()
        artificial = phaseOne
        optimize(phaseOne)
        artificial = nil
        if nearZero(phaseOne.constant) {
            if let artRow = rowOf[art.serial] {
                removeRow(artRow)
                if !artRow.cells.isEmpty {
                    // A row of dummies only is a redundant equality: a dummy becomes its subject,
                    // so the relation stays recorded (kiwisolver refuses the constraint here).
                    let entering =
                        artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol
                        ?? (artRow.index(of: tag.marker) != nil ? tag.marker : artRow.cells[0].symbol)
                    artRow.solve(for: entering, replacing: art)
                    substitute(entering, with: artRow)
                    insertRow(artRow, basic: entering)
                }
            }
            // art = 0 from now on: the constraint holds.
            purge(art)
            return
        }
        let conflicting = constraints(markedBy: phaseOne.cells.map(\.symbol), excluding: constraint)
        if rowOf[art.serial] == nil, let leaving = markerLeavingRow(art) {
            // art enters where the tableau stays feasible; its row, the constraint's, is dropped.
            let basic = leaving.basic
            removeRow(leaving)
            leaving.solve(for: art, replacing: basic)
            substitute(art, with: leaving)
        }
        purge(art)
        abandon(constraint, tag)
        infeasible.removeAll(keepingCapacity: true)
        optimize(objective)
        throw UnsatisfiableConstraintError(constraint: constraint, conflicting: conflicting)
    }

    /// Forgets a constraint that was refused: its symbols and its hold on its variables.
    func abandon(_ constraint: LayoutSolverConstraint, _ tag: Tag) {
        purge(tag.marker)
        if let other = tag.other { purge(other) }
        release(constraint)
    }

    /// Takes a removed constraint's error out of the objective, where it cost `strength` per unit.
    func removeErrorCost(_ error: LayoutSymbol, _ strength: Double) {
        if let row = rowOf[error.serial] {
            objective.add(row, times: -strength, counts: nil, scratch: &scratch)
        } else {
            objective.add(error, -strength)
        }
    }

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

    // MARK: Variables

    /// The variable's symbol, one more constraint mentioning it.
    func retain(_ variable: LayoutVariable) -> LayoutSymbol {
        let key = ObjectIdentifier(variable)
        if let index = variableIndex[key] {
            variables[index].references += 1
            return variables[index].symbol
        }
        let symbol = newSymbol(.external)
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
            purge(variables[index].symbol)
            variableIndex[key] = nil
            let last = variables.removeLast()
            if index < variables.count {
                variables[index] = last
                variableIndex[ObjectIdentifier(last.variable)] = index
            }
        }
    }
}

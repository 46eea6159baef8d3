/// Constraints in and out of the tableau: the row a constraint makes, how it enters (a subject,
/// or phase one through an artificial variable), how it leaves, and how its constant moves.
extension LayoutTableau {
    /// The constraint's row, `Σ terms + constant` with the basic symbols substituted, its marker
    /// (and error) symbols added and its constant made non-negative; errors enter the objective at
    /// the constraint's strength.
    mutating func makeRow(
        constant: Double, terms: [(LayoutSymbol, Double)], relation: LayoutRelation, strength: Double
    ) -> (LayoutRow, Tag) {
        var row = LayoutRow(constant: constant)
        for (symbol, coefficient) in terms {
            if let slot = slot(of: symbol) {
                add(rows[slot], times: coefficient, to: &row)
            } else {
                row.add(symbol, coefficient)
            }
        }
        let required = strength >= LayoutStrength.required
        let tag: Tag
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            var error: LayoutSymbol?
            if !required {
                let symbol = newSymbol(.error)
                row.add(symbol, -sign)
                objective.add(symbol, strength)
                error = symbol
            }
            tag = Tag(marker: slack, other: error, markerCoefficient: sign)
        case .equal where required:
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

    /// Adds a constraint's row and re-optimises. When a required constraint cannot hold, returns
    /// the symbols that explain why (other constraints' markers), with the tableau as it was.
    mutating func add(_ row: consuming LayoutRow, _ tag: Tag) -> [LayoutSymbol]? {
        if let subject = chooseSubject(row, tag) {
            enter(row, solvedFor: subject)
        } else if row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // Only other required equalities' markers remain: the constraint is implied by them
            // (constant 0) or contradicts them.
            guard nearZero(row.constant) else {
                abandon(tag)
                return row.cells.map(\.symbol)
            }
            enter(row, solvedFor: tag.marker)
        } else if let conflict = addWithArtificialVariable(row, tag) {
            return conflict
        }
        optimize()
        return nil
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
    mutating func addWithArtificialVariable(_ row: LayoutRow, _ tag: Tag) -> [LayoutSymbol]? {
        let art = newSymbol(.slack)
        artificial = row
        inPhaseOne = true
        insertRow(row, basic: art)
        optimize()
        inPhaseOne = false
        let phaseOne = artificial
        artificial = LayoutRow()
        if nearZero(phaseOne.constant) {
            if let slot = slot(of: art) {
                var artRow = takeRow(slot)
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
            return nil
        }
        if slot(of: art) == nil, let leaving = markerLeavingRow(art) {
            // art enters where the tableau stays feasible; its row, the constraint's, is dropped.
            let basic = basic(leaving)
            var row = takeRow(leaving)
            row.solve(for: art, replacing: basic)
            substitute(art, with: row)
        }
        purge(art)
        abandon(tag)
        infeasible.removeAll(keepingCapacity: true)
        optimize()
        return phaseOne.cells.map(\.symbol)
    }

    /// Forgets the symbols of a constraint that was refused.
    mutating func abandon(_ tag: Tag) {
        purge(tag.marker)
        if let other = tag.other { purge(other) }
    }

    /// Takes a constraint out and re-optimises.
    mutating func remove(_ tag: Tag, strength: Double) {
        // The errors leave the objective before any pivot, or the pivots would substitute into a
        // cost the constraint no longer has.
        for symbol in [tag.marker, tag.other] {
            if let symbol, symbol.isError { removeErrorCost(symbol, strength) }
        }
        if let slot = slot(of: tag.marker) {
            _ = takeRow(slot)
        } else if let slot = markerLeavingRow(tag.marker) {
            let leaving = basic(slot)
            var row = takeRow(slot)
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, with: row)
        }
        abandon(tag)
        optimize()
    }

    /// Takes a removed constraint's error out of the objective, where it cost `strength` per unit.
    mutating func removeErrorCost(_ error: LayoutSymbol, _ strength: Double) {
        var target = LayoutRow()
        swap(&target, &objective)
        if let slot = slot(of: error) {
            add(rows[slot], times: -strength, to: &target)
        } else {
            target.add(error, -strength)
        }
        swap(&target, &objective)
    }

    /// Moves a constraint's constant by `delta` incrementally: `expression + delta` is the same
    /// row with `marker + delta / markerCoefficient` in place of the marker, so the rows holding
    /// the marker shift and dual simplex repairs those that went negative. When a required
    /// constraint can no longer hold, returns the symbols that explain why, with the old constant.
    mutating func moveConstant(of tag: Tag, by delta: Double) -> [LayoutSymbol]? {
        let shift = delta / tag.markerCoefficient
        infeasible.removeAll(keepingCapacity: true)
        guard let conflict = shiftMarker(tag.marker, by: shift) ?? dualOptimize() else { return nil }
        infeasible.removeAll(keepingCapacity: true)
        _ = shiftMarker(tag.marker, by: -shift)
        for slot in rows.indices where basics[slot] >= 0 {
            let basic = basic(slot)
            if !basic.isExternal && !basic.isDummy && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        let repaired = dualOptimize()
        assert(repaired == nil, "the old constant was feasible")
        return conflict
    }
}

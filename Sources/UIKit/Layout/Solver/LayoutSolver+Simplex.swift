/// The simplex steps: primal optimisation after adds and removals, dual optimisation after a
/// constant moves, and the choice of pivots (lowest symbol on ties, so the solver cannot cycle).
extension LayoutSolver {
    /// Pivots until no cell of `objective` has a negative coefficient.
    func optimize(_ objective: LayoutRow) {
        while let entering = objective.cells.first(where: { $0.coefficient < 0 && !$0.symbol.isDummy })?.symbol {
            guard let row = leavingRow(for: entering) else {
                assertionFailure("the objective is unbounded")
                return
            }
            pivot(row, entering: entering)
        }
    }

    /// Pivots the rows in `infeasible` back to non-negative constants, keeping the objective
    /// optimal; returns the row that cannot be (its constraints contradict), else nil.
    func dualOptimize() -> LayoutRow? {
        while let leaving = infeasible.popLast() {
            guard let row = rowOf[leaving.serial], row.basic == leaving, row.constant < 0, !nearZero(row.constant)
            else { continue }
            guard let entering = dualEnteringSymbol(row) else { return row }
            pivot(row, entering: entering)
        }
        return nil
    }

    /// The row whose basic symbol leaves when `entering` enters: the tightest restricted row.
    func leavingRow(for entering: LayoutSymbol) -> LayoutRow? {
        var found: LayoutRow?
        var ratio = Double.greatestFiniteMagnitude
        var remaining = counts[entering.serial]
        var i = 0
        while remaining > 0 && i < rows.count {
            let row = rows[i]
            i += 1
            guard let index = row.index(of: entering) else { continue }
            remaining -= 1
            let coefficient = row.cells[index].coefficient
            guard !row.basic.isExternal, coefficient < 0 else { continue }
            let candidate = -row.constant / coefficient
            if candidate < ratio || (candidate == ratio && row.basic < found!.basic) {
                ratio = candidate
                found = row
            }
        }
        return found
    }

    /// The symbol that enters when an infeasible row leaves: the one that costs the objective
    /// least per unit of repair.
    func dualEnteringSymbol(_ row: LayoutRow) -> LayoutSymbol? {
        var entering: LayoutSymbol?
        var ratio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let candidate = objective.coefficient(for: cell.symbol) / cell.coefficient
            if candidate < ratio {
                ratio = candidate
                entering = cell.symbol
            }
        }
        return entering
    }

    /// The row to pivot a parametric marker into, so that its constraint's row can be dropped:
    /// the restricted row that stays feasible (tightest negative coefficient, else tightest
    /// positive), else a variable's row.
    func markerLeavingRow(_ marker: LayoutSymbol) -> LayoutRow? {
        var negative: LayoutRow?
        var positive: LayoutRow?
        var external: LayoutRow?
        var negativeRatio = Double.greatestFiniteMagnitude
        var positiveRatio = Double.greatestFiniteMagnitude
        var remaining = counts[marker.serial]
        var i = 0
        while remaining > 0 && i < rows.count {
            let row = rows[i]
            i += 1
            guard let index = row.index(of: marker) else { continue }
            remaining -= 1
            let coefficient = row.cells[index].coefficient
            if row.basic.isExternal {
                if external == nil || row.basic < external!.basic { external = row }
            } else if coefficient < 0 {
                let candidate = -row.constant / coefficient
                if candidate < negativeRatio || (candidate == negativeRatio && row.basic < negative!.basic) {
                    negativeRatio = candidate
                    negative = row
                }
            } else {
                let candidate = row.constant / coefficient
                if candidate < positiveRatio || (candidate == positiveRatio && row.basic < positive!.basic) {
                    positiveRatio = candidate
                    positive = row
                }
            }
        }
        return negative ?? positive ?? external
    }

    /// Replaces `marker` by `marker + shift` in the tableau, noting rows that went negative.
    /// Returns a row that now contradicts its required equality, else nil: a basic dummy off 0
    /// (a redundant equality, a combination of others, no longer agrees with them), which no
    /// pivot can repair.
    func shiftMarker(_ marker: LayoutSymbol, by shift: Double) -> LayoutRow? {
        if let row = rowOf[marker.serial] {
            row.constant -= shift
            if marker.isDummy { return nearZero(row.constant) ? nil : row }
            if row.constant < 0 { infeasible.append(marker) }
            return nil
        }
        var contradicted: LayoutRow?
        var remaining = counts[marker.serial]
        var i = 0
        while remaining > 0 && i < rows.count {
            let row = rows[i]
            i += 1
            guard let index = row.index(of: marker) else { continue }
            remaining -= 1
            row.constant += row.cells[index].coefficient * shift
            if row.basic.isDummy {
                if !nearZero(row.constant) { contradicted = row }
            } else if !row.basic.isExternal && row.constant < 0 {
                infeasible.append(row.basic)
            }
        }
        objective.constant += objective.coefficient(for: marker) * shift
        return contradicted
    }
}

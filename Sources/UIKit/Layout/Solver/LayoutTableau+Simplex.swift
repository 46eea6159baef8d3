/// The simplex steps: primal optimisation after adds and removals, dual optimisation after a
/// constant moves, and the choice of pivots (lowest symbol on ties, so the solver cannot cycle).
extension LayoutTableau {
    /// Pivots until no cell of the objective (phase one's while adding through an artificial
    /// variable) has a negative coefficient.
    mutating func optimize() {
        while true {
            let cells = inPhaseOne ? artificial.cells : objective.cells
            guard let entering = cells.first(where: { $0.coefficient < 0 && !$0.symbol.isDummy })?.symbol else {
                return
            }
            guard let slot = leavingRow(for: entering) else {
                assertionFailure("the objective is unbounded")
                return
            }
            pivot(slot, entering: entering)
        }
    }

    /// Pivots the rows in `infeasible` back to non-negative constants, keeping the objective
    /// optimal; returns the symbols of a row that cannot be (its constraints contradict), else nil.
    mutating func dualOptimize() -> [LayoutSymbol]? {
        while let leaving = infeasible.popLast() {
            guard let slot = slot(of: leaving), rows[slot].constant < 0, !nearZero(rows[slot].constant) else {
                continue
            }
            guard let entering = dualEnteringSymbol(rows[slot]) else {
                return [leaving] + rows[slot].cells.map(\.symbol)
            }
            pivot(slot, entering: entering)
        }
        return nil
    }

    /// The row whose basic symbol leaves when `entering` enters: the tightest restricted row.
    func leavingRow(for entering: LayoutSymbol) -> Int? {
        var found: Int?
        var ratio = Double.greatestFiniteMagnitude
        for slot in column(entering).lazy.map(Int.init) {
            let basic = basic(slot)
            guard !basic.isExternal else { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let candidate = -rows[slot].constant / coefficient
            if candidate < ratio || (candidate == ratio && found.map { basic < self.basic($0) } ?? true) {
                ratio = candidate
                found = slot
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
    func markerLeavingRow(_ marker: LayoutSymbol) -> Int? {
        var negative: (slot: Int, ratio: Double)?
        var positive: (slot: Int, ratio: Double)?
        var external: Int?
        func better(_ slot: Int, _ ratio: Double, than best: (slot: Int, ratio: Double)?) -> Bool {
            guard let best else { return true }
            return ratio < best.ratio || (ratio == best.ratio && basic(slot) < basic(best.slot))
        }
        for slot in column(marker).lazy.map(Int.init) {
            let coefficient = rows[slot].coefficient(for: marker)
            if basic(slot).isExternal {
                if external == nil || basic(slot) < basic(external!) { external = slot }
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if better(slot, ratio, than: negative) { negative = (slot, ratio) }
            } else {
                let ratio = rows[slot].constant / coefficient
                if better(slot, ratio, than: positive) { positive = (slot, ratio) }
            }
        }
        return negative?.slot ?? positive?.slot ?? external
    }

    /// Replaces `marker` by `marker + shift` in the tableau, noting rows that went negative.
    /// Returns the symbols of a row that now contradicts its required equality, else nil: a basic
    /// dummy off 0 (a redundant equality, a combination of others, no longer agrees with them),
    /// which no pivot can repair.
    mutating func shiftMarker(_ marker: LayoutSymbol, by shift: Double) -> [LayoutSymbol]? {
        if let slot = slot(of: marker) {
            rows[slot].constant -= shift
            if marker.isDummy {
                return nearZero(rows[slot].constant) ? nil : [marker] + rows[slot].cells.map(\.symbol)
            }
            if rows[slot].constant < 0 { infeasible.append(marker) }
            return nil
        }
        var contradicted: [LayoutSymbol]?
        for slot in column(marker).lazy.map(Int.init) {
            rows[slot].constant += rows[slot].coefficient(for: marker) * shift
            let basic = basic(slot)
            if basic.isDummy {
                if !nearZero(rows[slot].constant) { contradicted = [basic] + rows[slot].cells.map(\.symbol) }
            } else if !basic.isExternal && rows[slot].constant < 0 {
                infeasible.append(basic)
            }
        }
        objective.constant += objective.coefficient(for: marker) * shift
        return contradicted
    }
}

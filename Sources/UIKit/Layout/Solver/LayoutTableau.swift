/// The simplex tableau of `LayoutSolver`: rows keyed by their basic symbol, a column per symbol
/// (the rows that hold it), the objective, and the arithmetic that keeps them consistent.
///
/// A struct changed through `mutating` methods, so a whole solver operation is one access (a
/// class's properties would be checked for exclusivity at every touch), and its rows are values
/// in one array, changed in place. The columns make a substitution, a ratio test or a constant's
/// shift cost the rows that hold the symbol, not every row.
struct LayoutTableau {
    /// The symbols that stand for a constraint. Its row was
    /// `expression + markerCoefficient · marker + … = 0`, which is what lets a constant move.
    struct Tag {
        var marker: LayoutSymbol
        var other: LayoutSymbol?
        var markerCoefficient: Double
    }

    /// Rows by slot; a free slot's row is empty.
    var rows: [LayoutRow] = []
    /// The basic symbol's id of each slot, -1 for a free slot.
    var basics: [Int] = []
    var freeSlots: [Int32] = []
    /// The slot of the row whose basic symbol has a serial, by serial; -1 for a parametric symbol.
    var slots: [Int32] = []
    /// The slots of the rows that hold each symbol, by serial, in no order.
    var columns: [[Int32]] = []
    var freeSerials: [Int] = []

    var objective = LayoutRow()
    /// Phase one's objective while a constraint is added through an artificial variable.
    var artificial = LayoutRow()
    var inPhaseOne = false
    /// Basic symbols whose rows went negative, for `dualOptimize`.
    var infeasible: [LayoutSymbol] = []
    /// A spare cell buffer: a merge writes into it and hands the row's old buffer back.
    var scratch: [LayoutCell] = []

    // MARK: Symbols and rows

    mutating func newSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        if let serial = freeSerials.popLast() { return LayoutSymbol(serial: serial, kind: kind) }
        slots.append(-1)
        columns.append([])
        return LayoutSymbol(serial: slots.count - 1, kind: kind)
    }

    @inline(__always) func slot(of symbol: LayoutSymbol) -> Int? {
        let slot = slots[symbol.serial]
        return slot >= 0 ? Int(slot) : nil
    }

    @inline(__always) func basic(_ slot: Int) -> LayoutSymbol { LayoutSymbol(id: basics[slot]) }

    /// The slots of the rows that hold `symbol`: a copy, safe to walk while those rows change.
    @inline(__always) func column(_ symbol: LayoutSymbol) -> [Int32] { columns[symbol.serial] }

    @discardableResult
    mutating func insertRow(_ row: consuming LayoutRow, basic: LayoutSymbol) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
        } else {
            slot = rows.count
            rows.append(LayoutRow())
            basics.append(-1)
        }
        // Through buffers: a row can hold thousands of cells, and each checked array access costs.
        let slotID = Int32(truncatingIfNeeded: slot)
        row.cells.withUnsafeMutableBufferPointer { cells in
            columns.withUnsafeMutableBufferPointer { columns in
                for i in cells.indices {
                    let serial = cells[i].serial
                    cells[i].column = Int32(truncatingIfNeeded: columns[serial].count)
                    columns[serial].append(slotID)
                }
            }
        }
        rows[slot] = row
        basics[slot] = basic.id
        slots[basic.serial] = Int32(slot)
        return slot
    }

    /// Takes a row out of the tableau (and its slot out of the columns).
    mutating func takeRow(_ slot: Int) -> LayoutRow {
        var row = LayoutRow()
        swap(&row, &rows[slot])
        for cell in row.cells { removeFromColumn(cell) }
        slots[basic(slot).serial] = -1
        basics[slot] = -1
        freeSlots.append(Int32(slot))
        return row
    }

    @inline(__always) mutating func appendToColumn(_ serial: Int, _ slot: Int) -> Int32 {
        columns[serial].append(Int32(truncatingIfNeeded: slot))
        return Int32(truncatingIfNeeded: columns[serial].count - 1)
    }

    /// Drops a cell's row from the cell's column; the column's last row takes its place there.
    @inline(__always) mutating func removeFromColumn(_ cell: LayoutCell) {
        let serial = cell.serial
        let moved = columns[serial].removeLast()
        let index = Int(cell.column)
        guard index < columns[serial].count else { return }
        columns[serial][index] = moved
        let cells = rows[Int(moved)].cells.withUnsafeBufferPointer { LayoutRow.search(cell.symbol, in: $0).found! }
        rows[Int(moved)].cells[cells].column = cell.column
    }

    /// Takes a symbol out of the tableau and the objective, then recycles its serial. For a symbol
    /// nothing constrains any more (a removed constraint's marker, an unused variable): a basic
    /// one's row only defines it and goes; a parametric one is 0 and stays 0.
    mutating func purge(_ symbol: LayoutSymbol) {
        if let slot = slot(of: symbol) {
            _ = takeRow(slot)
        } else {
            var column: [Int32] = []
            swap(&column, &columns[symbol.serial])
            for slot in column {
                let index = rows[Int(slot)].index(of: symbol)!
                rows[Int(slot)].cells.remove(at: index)
            }
        }
        if let index = objective.index(of: symbol) { objective.cells.remove(at: index) }
        freeSerials.append(symbol.serial)
    }

    // MARK: Arithmetic

    /// `cells += k · other`, leaving out `cells[skipping]` (the symbol being substituted); cells that
    /// cancel leave. With `slot` ≥ 0 the cells are that tableau row's (taken out of `rows` for the
    /// call) and the columns follow every cell that appears or leaves. A short `other` goes in
    /// cell by cell; a long one is merged into `scratch`, whose buffer the row's old one replaces.
    mutating func add(
        _ other: [LayoutCell], times k: Double, to cells: inout [LayoutCell], skipping: Int, slot: Int
    ) {
        if other.count <= 4 {
            if skipping >= 0 { cells.remove(at: skipping) }
            for cell in other { addCell(cell.symbol, cell.coefficient * k, to: &cells, slot: slot) }
            return
        }
        var merged: [LayoutCell] = []
        swap(&merged, &scratch)
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(cells.count + other.count)
        cells.withUnsafeBufferPointer { a in
            other.withUnsafeBufferPointer { b in
                var i = 0
                var j = 0
                while true {
                    if i == skipping { i += 1 }
                    let aID = i < a.count ? a[i].id : Int32.max
                    let bID = j < b.count ? b[j].id : Int32.max
                    if aID < bID {
                        merged.append(a[i])
                        i += 1
                    } else if bID < aID {
                        let coefficient = b[j].coefficient * k
                        if !nearZero(coefficient) {
                            let column = slot >= 0 ? appendToColumn(b[j].serial, slot) : -1
                            merged.append(LayoutCell(b[j].symbol, coefficient, column: column))
                        }
                        j += 1
                    } else if aID == Int32.max {
                        break
                    } else {
                        let sum = a[i].coefficient + b[j].coefficient * k
                        if !nearZero(sum) {
                            merged.append(LayoutCell(a[i].symbol, sum, column: a[i].column))
                        } else if slot >= 0 {
                            removeFromColumn(a[i])
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        swap(&merged, &cells)
        swap(&merged, &scratch)
    }

    /// `cells += coefficient · symbol`, the columns following as in `add(_:times:to:skipping:slot:)`.
    @inline(__always) mutating func addCell(
        _ symbol: LayoutSymbol, _ coefficient: Double, to cells: inout [LayoutCell], slot: Int
    ) {
        let (found, insertion) = cells.withUnsafeBufferPointer { LayoutRow.search(symbol, in: $0) }
        if let found {
            let sum = cells[found].coefficient + coefficient
            if !nearZero(sum) {
                cells[found].coefficient = sum
            } else {
                if slot >= 0 { removeFromColumn(cells[found]) }
                cells.remove(at: found)
            }
        } else if !nearZero(coefficient) {
            let column = slot >= 0 ? appendToColumn(symbol.serial, slot) : -1
            cells.insert(LayoutCell(symbol, coefficient, column: column), at: insertion)
        }
    }

    /// `row += k · other` for a row outside the tableau.
    mutating func add(_ other: LayoutRow, times k: Double, to row: inout LayoutRow) {
        row.constant += other.constant * k
        add(other.cells, times: k, to: &row.cells, skipping: -1, slot: -1)
    }

    /// Replaces `symbol` by `row` (`symbol = row`) in every row of the tableau and in the
    /// objectives, noting restricted rows that went negative.
    mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
        var column: [Int32] = []
        swap(&column, &columns[symbol.serial])
        for slot in column.lazy.map(Int.init) {
            var cells: [LayoutCell] = []
            swap(&cells, &rows[slot].cells)
            let index = cells.withUnsafeBufferPointer { LayoutRow.search(symbol, in: $0).found! }
            let coefficient = cells[index].coefficient
            add(row.cells, times: coefficient, to: &cells, skipping: index, slot: slot)
            swap(&cells, &rows[slot].cells)
            rows[slot].constant += row.constant * coefficient
            let basic = basic(slot)
            if !basic.isExternal && rows[slot].constant < 0 { infeasible.append(basic) }
        }
        column.removeAll(keepingCapacity: true)
        swap(&column, &columns[symbol.serial])
        var target = LayoutRow()
        swap(&target, &objective)
        substitute(symbol, with: row, in: &target)
        swap(&target, &objective)
        if inPhaseOne {
            swap(&target, &artificial)
            substitute(symbol, with: row, in: &target)
            swap(&target, &artificial)
        }
    }

    /// Replaces `symbol` by `row` in a row outside the tableau.
    mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow, in target: inout LayoutRow) {
        guard let index = target.index(of: symbol) else { return }
        let coefficient = target.cells[index].coefficient
        target.constant += row.constant * coefficient
        add(row.cells, times: coefficient, to: &target.cells, skipping: index, slot: -1)
    }

    /// Brings `entering` into the basis in place of the row's basic symbol.
    mutating func pivot(_ slot: Int, entering: LayoutSymbol) {
        let leaving = basic(slot)
        var row = takeRow(slot)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    /// Solves a constraint's row for its subject and makes it part of the tableau.
    mutating func enter(_ row: consuming LayoutRow, solvedFor subject: LayoutSymbol) {
        row.solve(for: subject)
        substitute(subject, with: row)
        insertRow(row, basic: subject)
    }
}

/// A column of the solver's tableau: a serial number with its kind in the two low bits, so cells
/// sort by serial and a kind test is one mask.
struct LayoutSymbol: Hashable, Comparable {
    /// An external symbol stands for a `LayoutVariable` and may take any value; the others are
    /// never negative: a slack turns an inequality into an equation, an error measures how far a
    /// non-required constraint is missed, and a dummy marks a required equality (it stays 0).
    enum Kind: Int { case external, slack, error, dummy }

    let id: Int

    @inline(__always) init(serial: Int, kind: Kind) { id = serial << 2 | kind.rawValue }

    @inline(__always) var serial: Int { id >> 2 }
    @inline(__always) var isExternal: Bool { id & 3 == 0 }
    @inline(__always) var isError: Bool { id & 3 == 2 }
    @inline(__always) var isDummy: Bool { id & 3 == 3 }
    /// Slacks and errors: the symbols a pivot may bring into the basis.
    @inline(__always) var isPivotable: Bool { id & 3 == 1 || id & 3 == 2 }

    @inline(__always) static func < (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool { lhs.id < rhs.id }
}

/// One coefficient of a row.
struct LayoutCell {
    var symbol: LayoutSymbol
    var coefficient: Double
}

/// Coefficients this close to 0 are 0: a cell that cancels to one leaves the row.
@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

/// A row of the tableau, `basic = constant + Σ coefficient · symbol`, its cells sorted by symbol;
/// the objective is a row too, the quantity the solver minimises.
///
/// A class, so pivots and substitutions change rows in place; `counts`, passed for rows that are
/// in the tableau, follows every cell that appears or disappears (the solver's occurrence counts).
final class LayoutRow {
    var cells: [LayoutCell]
    var constant: Double
    /// The basic symbol while the row is in the tableau.
    var basic = LayoutSymbol(serial: 0, kind: .external)
    /// The row's index in the solver's row list while it is in the tableau, otherwise -1.
    var position = -1

    init(constant: Double = 0, cells: [LayoutCell] = []) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> LayoutRow { LayoutRow(constant: constant, cells: cells) }

    @inline(__always) func index(of symbol: LayoutSymbol) -> Int? {
        cells.withUnsafeBufferPointer { cells in
            var low = 0
            var high = cells.count
            while low < high {
                let middle = (low + high) >> 1
                let id = cells[middle].symbol.id
                if id == symbol.id { return middle }
                if id < symbol.id { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    func coefficient(for symbol: LayoutSymbol) -> Double {
        index(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// Adds `coefficient · symbol`.
    func add(_ symbol: LayoutSymbol, _ coefficient: Double, counts: UnsafeMutablePointer<Int32>? = nil) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        if low < cells.count && cells[low].symbol == symbol {
            let sum = cells[low].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: low)
                counts?[symbol.serial] -= 1
            } else {
                cells[low].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            cells.insert(LayoutCell(symbol: symbol, coefficient: coefficient), at: low)
            counts?[symbol.serial] += 1
        }
    }

    /// Adds `k · other`, leaving out this row's cell at `skipping` (the symbol being substituted).
    /// A short `other` goes in cell by cell; a long one is merged through `scratch`, whose buffer
    /// is then swapped with this row's so that neither is allocated again.
    func add(
        _ other: LayoutRow, times k: Double, skipping: Int = -1, counts: UnsafeMutablePointer<Int32>?,
        scratch: inout [LayoutCell]
    ) {
        constant += other.constant * k
        if other.cells.count <= 4 {
            if skipping >= 0 {
                cells.remove(at: skipping)
            }
            for cell in other.cells {
                add(cell.symbol, cell.coefficient * k, counts: counts)
            }
            return
        }
        let mine = cells
        var merged: [LayoutCell] = []
        swap(&merged, &scratch)
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(mine.count + other.cells.count)
        mine.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                var i = 0
                var j = 0
                while i < a.count || j < b.count {
                    if i == skipping {
                        i += 1
                        continue
                    }
                    let aID = i < a.count ? a[i].symbol.id : Int.max
                    let bID = j < b.count ? b[j].symbol.id : Int.max
                    if aID < bID {
                        merged.append(a[i])
                        i += 1
                    } else if bID < aID {
                        let coefficient = b[j].coefficient * k
                        if !nearZero(coefficient) {
                            merged.append(LayoutCell(symbol: b[j].symbol, coefficient: coefficient))
                            counts?[b[j].symbol.serial] += 1
                        }
                        j += 1
                    } else {
                        let sum = a[i].coefficient + b[j].coefficient * k
                        if nearZero(sum) {
                            counts?[a[i].symbol.serial] -= 1
                        } else {
                            merged.append(LayoutCell(symbol: a[i].symbol, coefficient: sum))
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        cells = merged
        merged = mine
        swap(&merged, &scratch)
    }

    /// Replaces `symbol` by `row` (`symbol = row`), if the row holds it.
    @inline(__always) func substitute(
        _ symbol: LayoutSymbol, with row: LayoutRow, counts: UnsafeMutablePointer<Int32>?, scratch: inout [LayoutCell]
    ) -> Bool {
        guard let index = index(of: symbol) else { return false }
        let coefficient = cells[index].coefficient
        counts?[symbol.serial] -= 1
        add(row, times: coefficient, skipping: index, counts: counts, scratch: &scratch)
        return true
    }

    /// Turns `0 = row` into `symbol = …`: the symbol leaves the cells and the rest is divided by
    /// minus its coefficient. Only for a row outside the tableau.
    func solve(for symbol: LayoutSymbol) {
        let index = index(of: symbol)!
        let k = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= k
        for i in cells.indices { cells[i].coefficient *= k }
    }

    /// Turns `basic = row` into `entering = …`, the pivot's own row. Only for a row outside the tableau.
    func solve(for entering: LayoutSymbol, replacing basic: LayoutSymbol) {
        add(basic, -1)
        solve(for: entering)
    }

    func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }
}

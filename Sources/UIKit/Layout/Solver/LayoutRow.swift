/// A column of the solver's tableau: a serial number with its kind in the two low bits, so cells
/// sort by serial and a kind test is one mask.
struct LayoutSymbol: Hashable, Comparable {
    /// An external symbol stands for a `LayoutVariable` and may take any value; the others are
    /// never negative: a slack turns an inequality into an equation, an error measures how far a
    /// non-required constraint is missed, and a dummy marks a required equality (it stays 0).
    enum Kind: Int { case external, slack, error, dummy }

    let id: Int

    @inline(__always) init(serial: Int, kind: Kind) { id = serial << 2 | kind.rawValue }
    @inline(__always) init(id: Int) { self.id = id }

    @inline(__always) var serial: Int { id >> 2 }
    @inline(__always) var isExternal: Bool { id & 3 == 0 }
    @inline(__always) var isError: Bool { id & 3 == 2 }
    @inline(__always) var isDummy: Bool { id & 3 == 3 }
    /// Slacks and errors: the symbols a pivot may bring into the basis.
    @inline(__always) var isPivotable: Bool { id & 3 == 1 || id & 3 == 2 }

    @inline(__always) static func < (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool { lhs.id < rhs.id }
}

/// One coefficient of a row, 16 bytes: the symbol's id, where the row sits in the symbol's column
/// (for a row of the tableau, so leaving the column costs no search) and the coefficient.
struct LayoutCell {
    var id: Int32
    var column: Int32
    var coefficient: Double

    @inline(__always) init(_ symbol: LayoutSymbol, _ coefficient: Double, column: Int32 = -1) {
        id = Int32(truncatingIfNeeded: symbol.id)
        self.column = column
        self.coefficient = coefficient
    }

    @inline(__always) var symbol: LayoutSymbol { LayoutSymbol(id: Int(id)) }
    @inline(__always) var serial: Int { Int(id >> 2) }
}

/// Coefficients this close to 0 are 0: a cell that cancels to one leaves the row.
@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

/// `basic = constant + Σ coefficient · symbol`, cells sorted by symbol; the objective is a row too,
/// the quantity the solver minimises. The operations here are for rows outside the tableau (being
/// built or pivoted); `LayoutTableau` changes its own rows so that the columns follow.
struct LayoutRow {
    var cells: [LayoutCell] = []
    var constant: Double = 0

    @inline(__always) func index(of symbol: LayoutSymbol) -> Int? {
        cells.withUnsafeBufferPointer { LayoutRow.search(symbol, in: $0).found }
    }

    func coefficient(for symbol: LayoutSymbol) -> Double {
        index(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// The symbol's cell, or where it would go.
    @inline(__always) static func search(
        _ symbol: LayoutSymbol, in cells: UnsafeBufferPointer<LayoutCell>
    ) -> (found: Int?, insertion: Int) {
        let id = Int32(truncatingIfNeeded: symbol.id)
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let here = cells[middle].id
            if here == id { return (middle, middle) }
            if here < id { low = middle + 1 } else { high = middle }
        }
        return (nil, low)
    }

    /// Adds `coefficient · symbol`.
    mutating func add(_ symbol: LayoutSymbol, _ coefficient: Double) {
        let (found, insertion) = cells.withUnsafeBufferPointer { LayoutRow.search(symbol, in: $0) }
        if let found {
            let sum = cells[found].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: found) } else { cells[found].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert(LayoutCell(symbol, coefficient), at: insertion)
        }
    }

    /// Turns `0 = row` into `symbol = …`: the symbol leaves the cells and the rest is divided by
    /// minus its coefficient.
    mutating func solve(for symbol: LayoutSymbol) {
        let index = index(of: symbol)!
        let k = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= k
        for i in cells.indices { cells[i].coefficient *= k }
    }

    /// Turns `basic = row` into `entering = …`, the pivot's own row.
    mutating func solve(for entering: LayoutSymbol, replacing basic: LayoutSymbol) {
        add(basic, -1)
        solve(for: entering)
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }
}

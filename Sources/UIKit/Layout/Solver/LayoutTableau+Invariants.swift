/// What must hold between operations, for tests: every failure names what broke.
extension LayoutTableau {
    var brokenInvariants: [String] {
        var broken: [String] = []
        var expectedColumns = [[Int32]](repeating: [], count: columns.count)
        for slot in rows.indices where basics[slot] >= 0 {
            let basic = basic(slot)
            let row = rows[slot]
            if slots[basic.serial] != slot { broken.append("slot \(slot): basic \(basic.id) points elsewhere") }
            if !basic.isExternal && !basic.isDummy && row.constant < -1e-8 {
                broken.append("slot \(slot): restricted basic \(basic.id) is \(row.constant)")
            }
            for (index, cell) in row.cells.enumerated() {
                if index > 0 && row.cells[index - 1].id >= cell.id { broken.append("slot \(slot): cells unsorted") }
                if nearZero(cell.coefficient) { broken.append("slot \(slot): zero cell \(cell.id)") }
                if slots[cell.serial] >= 0 { broken.append("slot \(slot): basic symbol \(cell.id) in a row") }
                let column = columns[cell.serial]
                if Int(cell.column) >= column.count || column[Int(cell.column)] != slot {
                    broken.append("slot \(slot): cell \(cell.id) has a wrong column index")
                }
                expectedColumns[cell.serial].append(Int32(slot))
            }
        }
        for serial in columns.indices where columns[serial].sorted() != expectedColumns[serial].sorted() {
            broken.append("column \(serial) lists \(columns[serial]), rows hold \(expectedColumns[serial])")
        }
        for cell in objective.cells where slots[cell.serial] >= 0 {
            broken.append("objective holds basic symbol \(cell.id)")
        }
        for cell in objective.cells where cell.coefficient < 0 && !cell.symbol.isDummy {
            broken.append("objective not optimal at \(cell.id)")
        }
        if Set(freeSerials).count != freeSerials.count { broken.append("a serial freed twice") }
        for serial in freeSerials where slots[serial] >= 0 || !columns[serial].isEmpty {
            broken.append("freed serial \(serial) still in use")
        }
        return broken
    }
}

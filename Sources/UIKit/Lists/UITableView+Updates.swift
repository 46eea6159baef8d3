import Foundation

/// Updates collected between `beginUpdates()` and `endUpdates()` (or in a
/// `performBatchUpdates` block), applied together.
struct PendingTableUpdates {
    var batch = TableUpdateBatch()
    /// How each inserted row (new index paths) arrives and each deleted one (old) leaves.
    var insertAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    var deleteAnimations: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedSectionAnimations: [Int: UITableView.RowAnimation] = [:]
    var deletedSectionAnimations: [Int: UITableView.RowAnimation] = [:]
    var completions: [(Bool) -> Void] = []
}

/// Inserting, deleting, moving and reloading rows and sections. The table checks the data
/// source's new counts against what it was told (`TableUpdateMapping`, UIKit's messages; a
/// batch that does not add up is reported and the table reloads, so it shows the data as it
/// is), remaps the selection and the displayed cells to their new rows, and animates on the
/// frame clock: the rows that stay slide to their new places, inserted rows come in and deleted
/// rows go out as their `RowAnimation` says.
extension UITableView {
    /// How long an update's animation takes (UIKit's table animations last about 0.3 s).
    static let updateAnimationDuration: TimeInterval = 0.3

    func performInsertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { pending in
            for path in indexPaths {
                pending.batch.insertedRows.insert(path)
                pending.insertAnimations[path] = animation
            }
        }
    }

    func performDeleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { pending in
            for path in indexPaths {
                pending.batch.deletedRows.insert(path)
                pending.deleteAnimations[path] = animation
            }
        }
    }

    /// Asks the data source for these rows' cells again (a delete and an insert in place).
    func performReloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { pending in
            for path in indexPaths {
                pending.batch.reloadedRows.insert(path)
                pending.deleteAnimations[path] = animation
            }
        }
    }

    func performMoveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { pending in pending.batch.addMove(from: indexPath, to: newIndexPath) }
    }

    func performInsertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { pending in
            pending.batch.insertedSections.formUnion(sections)
            for section in sections { pending.insertedSectionAnimations[section] = animation }
        }
    }

    func performDeleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { pending in
            pending.batch.deletedSections.formUnion(sections)
            for section in sections { pending.deletedSectionAnimations[section] = animation }
        }
    }

    func performReloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { pending in
            pending.batch.reloadedSections.formUnion(sections)
            for section in sections { pending.deletedSectionAnimations[section] = animation }
        }
    }

    /// Starts a group of updates applied together at the matching `endUpdates()`.
    func performBeginUpdates() {
        if updateDepth == 0 { pendingUpdates = PendingTableUpdates() }
        updateDepth += 1
    }

    func performEndUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let pending = pendingUpdates else { return }
        pendingUpdates = nil
        apply(pending)
    }

    /// Runs `updates` (which changes the data and calls the insert/delete/move/reload methods)
    /// and animates the result; `completion` runs when the animation ends.
    func performBatchUpdatesNow(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        if let completion { pendingUpdates?.completions.append(completion) }
        updates?()
        endUpdates()
    }

    private func update(_ change: (inout PendingTableUpdates) -> Void) {
        beginUpdates()
        if var pending = pendingUpdates {
            change(&pending)
            pendingUpdates = pending
        }
        endUpdates()
    }

    // MARK: Applying

    private func apply(_ pending: PendingTableUpdates) {
        // A table that has not loaded yet (or must reload) takes the data as it is now.
        guard !needsReload, let dataSource else {
            setNeedsReload()
            finish(pending, finished: true)
            return
        }
        let newCounts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
        }
        let mapping: TableUpdateMapping
        do {
            mapping = try TableUpdateMapping(pending.batch, oldCounts: rowCounts, newCounts: newCounts)
        } catch {
            runtime.report(.exception, error.message)
            reloadAfterRefusal()
            finish(pending, finished: false)
            return
        }
        let animated = window != nil && !isEveryAnimationNone(pending)
        let oldGeometry = geometry
        let oldFrames = displayedCells.mapValues(\.frame)
        let leaving = remapRows(with: mapping, from: oldGeometry, newCounts: newCounts, pending: pending)
        for (old, cell, _) in leaving.sorted(by: { $0.0 < $1.0 }) {
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: old)
        }
        guard animated else {
            for (_, cell, _) in leaving { recycle(cell) }
            setNeedsLayout()
            layoutIfNeeded()
            finish(pending, finished: true)
            return
        }
        animateUpdates(pending, mapping: mapping, oldGeometry: oldGeometry, oldFrames: oldFrames, leaving: leaving)
    }

    /// The table's state follows the batch: headers and footers made again, displayed cells and
    /// the selection moved to their new rows, the counts and geometry new. Returns the cells
    /// of deleted and reloaded rows, which leave, with their old paths and how they go.
    private func remapRows(
        with mapping: TableUpdateMapping, from oldGeometry: TableRowLayout, newCounts: [Int],
        pending: PendingTableUpdates
    ) -> [(IndexPath, UITableViewCell, RowAnimation)] {
        // Headers and footers are made again for the new sections.
        for section in displayedHeaders.keys.sorted() { endDisplaying(headerOf: section) }
        for section in displayedFooters.keys.sorted() { endDisplaying(footerOf: section) }
        pendingHeaderViews = [:]
        pendingFooterViews = [:]

        // The displayed cells follow their rows; deleted and reloaded ones leave.
        var remapped: [IndexPath: UITableViewCell] = [:]
        var leaving: [(IndexPath, UITableViewCell, RowAnimation)] = []
        // In index-path order, here and below: the order cells leave, are reused and are sent
        // below the others reaches views and pixels, so it may not be a dictionary's hash order.
        for (old, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
            if let new = mapping.newIndexPath(for: old), !mapping.isReloaded(old) {
                remapped[new] = cell
            } else {
                leaving.append((old, cell, departure(of: old, in: pending)))
            }
        }
        displayedCells = remapped
        selectedRows = selectedRows.compactMap { mapping.isReloaded($0) ? nil : mapping.newIndexPath(for: $0) }
        if highlightedRow != nil {
            highlightedRow = nil
            tracking = nil
        }
        rowCounts = newCounts
        geometry = oldGeometry.applying(
            mapping, rowCounts: newCounts, estimate: rowEstimate,
            headers: newCounts.indices.map { headerHeight(inSection: $0) },
            footers: newCounts.indices.map { footerHeight(inSection: $0) })
        return leaving
    }

    /// Everything starts where it was (arriving rows as their animation says); one animation
    /// takes the rows that stay to the new layout and the leaving ones out, then recycles them.
    private func animateUpdates(
        _ pending: PendingTableUpdates, mapping: TableUpdateMapping, oldGeometry: TableRowLayout,
        oldFrames: [IndexPath: CGRect], leaving: [(IndexPath, UITableViewCell, RowAnimation)]
    ) {
        animatingUpdates += 1
        let before = Set(displayedCells.keys)
        tile()
        for (path, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
            if let old = mapping.oldIndexPath(for: path), let frame = oldFrames[old] {
                cell.frame = frame
            } else if !before.contains(path), let old = mapping.oldIndexPath(for: path), !mapping.isReloaded(old),
                oldGeometry.contains(old)
            {
                let span = oldGeometry.span(of: .row(old))
                cell.frame = rowRect(minY: span.minY, height: span.height)
            } else if !before.contains(path) {
                arrive(cell, with: arrival(of: path, mapping: mapping, in: pending))
                sendBelowOtherCells(cell)
            }
        }
        departingViews.append(contentsOf: leaving.map(\.1))
        // Rows coming and going pass under the rows that stay, as on iOS.
        for (_, cell, _) in leaving { sendBelowOtherCells(cell) }
        UIView.animate(
            withDuration: Self.updateAnimationDuration, delay: 0, options: [.allowUserInteraction],
            animations: { [self] in
                for (path, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
                    let span = geometry.span(of: .row(path))
                    cell.frame = rowRect(minY: span.minY, height: span.height)
                    cell.alpha = 1
                }
                for (_, cell, animation) in leaving { depart(cell, with: animation) }
            },
            completion: { [self] finished in
                animatingUpdates -= 1
                for (_, cell, _) in leaving {
                    departingViews.removeAll { $0 === cell }
                    cell.alpha = 1
                    recycle(cell)
                }
                cellQueue.trim()
                setNeedsLayout()
                finish(pending, finished: finished)
            })
    }

    /// A refused batch leaves the table as `reloadData` does: the counts, the rows on screen and
    /// their cells asked again, so it shows its data source whatever the batch said.
    private func reloadAfterRefusal() {
        setNeedsReload()
        layoutIfNeeded()
    }

    private func sendBelowOtherCells(_ cell: UIView) {
        let bottom = backgroundView == nil ? 0 : 1
        guard subviews.firstIndex(where: { $0 === cell }) != bottom else { return }
        insertSubview(cell, at: bottom)
    }

    private func finish(_ pending: PendingTableUpdates, finished: Bool) {
        for completion in pending.completions { completion(finished) }
    }

    private func isEveryAnimationNone(_ pending: PendingTableUpdates) -> Bool {
        let all =
            Array(pending.insertAnimations.values) + Array(pending.deleteAnimations.values)
            + Array(pending.insertedSectionAnimations.values) + Array(pending.deletedSectionAnimations.values)
        return !all.isEmpty && all.allSatisfy { $0 == .none } && pending.batch.movedRows.isEmpty
    }

    private func departure(of old: IndexPath, in pending: PendingTableUpdates) -> RowAnimation {
        pending.deleteAnimations[old] ?? pending.deletedSectionAnimations[old[0]] ?? .automatic
    }

    private func arrival(
        of new: IndexPath, mapping: TableUpdateMapping, in pending: PendingTableUpdates
    )
        -> RowAnimation
    {
        if let animation = pending.insertAnimations[new] ?? pending.insertedSectionAnimations[new[0]] {
            return animation
        }
        // A reloaded row arrives as it left.
        if let old = mapping.oldIndexPath(for: new), let animation = departure(of: old, in: pending) as RowAnimation? {
            return animation
        }
        return .automatic
    }

    /// An inserted row's starting state: transparent, or beside or above its place.
    private func arrive(_ cell: UITableViewCell, with animation: RowAnimation) {
        moveOutOfPlace(cell, with: animation)
    }

    /// A deleted row's end state: faded, or slid out to its side; without animation it just goes.
    private func depart(_ cell: UIView, with animation: RowAnimation) {
        if animation == .none { cell.alpha = 0 } else { moveOutOfPlace(cell, with: animation) }
    }

    /// Where a row coming or going is when it is not in its place: the same for both directions.
    private func moveOutOfPlace(_ view: UIView, with animation: RowAnimation) {
        let frame = view.frame
        switch animation {
        case .fade, .automatic, .middle: view.alpha = 0
        case .right: view.frame = frame.offsetBy(dx: frame.width, dy: 0)
        case .left: view.frame = frame.offsetBy(dx: -frame.width, dy: 0)
        case .top:
            view.frame = frame.offsetBy(dx: 0, dy: -frame.height)
            view.alpha = 0
        case .bottom:
            view.frame = frame.offsetBy(dx: 0, dy: frame.height)
            view.alpha = 0
        case .none: break
        }
    }
}

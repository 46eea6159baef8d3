import Foundation

/// Loading and tiling: the counts and header/footer heights are asked when the data is loaded;
/// rows are measured, given cells and shown only as they enter the visible rectangle, and leave
/// for the reuse queue as they go. Order per row, as on iOS: `heightForRowAt`, `cellForRowAt`,
/// `willDisplay`; rows that left end (`didEndDisplaying`) before new ones are asked for, so
/// their cells are the ones reused. Headers and footers follow the rows.
extension UITableView {
    /// Asks the data source for the sections, rows and header/footer heights if they are stale.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        endDisplayingEverything()
        pendingHeaderViews = [:]
        pendingFooterViews = [:]
        selectedRows.removeAll()
        highlightedRow = nil
        guard let dataSource else {
            rowCounts = []
            geometry = TableRowLayout(rowCounts: [], estimate: 0, headers: [], footers: [])
            updateContentSize()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        rowCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        geometry = TableRowLayout(
            rowCounts: rowCounts, estimate: rowEstimate, headers: (0..<sections).map { headerHeight(inSection: $0) },
            footers: (0..<sections).map { footerHeight(inSection: $0) }, top: tableHeaderView?.frame.height ?? 0,
            bottom: tableFooterView?.frame.height ?? 0)
        measuredWidth = bounds.width
        updateContentSize()
    }

    /// What an unmeasured row is assumed to take.
    var rowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        if rowHeight >= 0 { return rowHeight }
        return Self.defaultEstimatedRowHeight
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Tiling

    /// Places the rows, headers and footers that meet the visible rectangle.
    func tile() {
        guard !needsReload else { return }
        layoutTableHeaderAndFooter()
        // Rows that left the screen go first, so their cells are the spares the new rows take.
        for path in displayedCells.keys.sorted() {
            let span = geometry.contains(path) ? geometry.span(of: .row(path)) : (minY: -1, height: 0)
            if !isVisible(span) { endDisplaying(cellAt: path) }
        }
        var wanted: [IndexPath] = []
        var flat = geometry.flatIndex(atY: bounds.minY) ?? geometry.itemCount
        while flat < geometry.itemCount {
            let item = geometry.item(at: flat)
            var span = geometry.span(of: item)
            if span.minY >= bounds.maxY { break }
            flat += 1
            guard case .row(let path) = item else { continue }
            if !geometry.isMeasured(path) {
                let delta = geometry.setHeight(measureHeight(ofRowAt: path), of: item)
                // A row above the top grew or shrank: move the offset with it, so what is on
                // screen stays where it is (iOS corrects estimates the same way).
                if delta != 0 && span.minY < bounds.minY {
                    moveContent(to: CGPoint(x: bounds.minX, y: bounds.minY + delta))
                }
                span = geometry.span(of: item)
            }
            guard isVisible(span) else { continue }
            wanted.append(path)
            if displayedCells[path] == nil { display(loadedCell(forRowAt: path), at: path) }
        }
        // An offset moved by a correction may leave a row that was wanted just before.
        for path in displayedCells.keys.sorted() where !wanted.contains(path) { endDisplaying(cellAt: path) }
        // Frames and states only: the editing questions are asked when a row comes on screen or
        // editing changes, as UIKit asks them, not on every scrolled frame.
        for (path, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
            configure(cell, at: path, askingAboutEditing: false)
        }
        tileHeadersAndFooters()
        cellQueue.trim()
        headerFooterQueue.trim()
        updateContentSize()
    }

    func isVisible(_ span: (minY: CGFloat, height: CGFloat)) -> Bool {
        span.height > 0 && span.minY < bounds.maxY && span.minY + span.height > bounds.minY
    }

    /// The delegate's height, or the cell's own fitting height at the row's width.
    func measureHeight(ofRowAt path: IndexPath) -> CGFloat {
        let height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if height >= 0 { return height }
        let cell = loadedCell(forRowAt: path)
        let width = rowRect(minY: 0, height: 0).width
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(0, size.height)
    }

    /// The cell for a row: the displayed one, one asked for while measuring, or a new one from
    /// the data source.
    func loadedCell(forRowAt path: IndexPath) -> UITableViewCell {
        if let cell = displayedCells[path] { return cell }
        if let (loadedPath, cell) = cellAwaitingDisplay, loadedPath == path { return cell }
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        rowBeingLoaded = path
        let cell = dataSource.tableView(self, cellForRowAt: path)
        rowBeingLoaded = nil
        cell.isHidden = false
        let span = geometry.span(of: .row(path))
        cell.frame = rowRect(minY: span.minY, height: span.height)
        configure(cell, at: path, askingAboutEditing: false)  // display(_:at:) asks
        cellAwaitingDisplay = (path, cell)
        return cell
    }

    /// Adds a cell for a row to the table (in place if it is a spare already there) and tells
    /// the delegate.
    func display(_ cell: UITableViewCell, at path: IndexPath) {
        cellAwaitingDisplay = nil
        displayedCells[path] = cell
        if cell.superview !== self { insertSubview(cell, at: cellZoneEnd) }
        cell.isHidden = false
        configure(cell, at: path)
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }

    /// Where a new cell goes: after the background view and the cells, below headers, footers,
    /// the table's own header and footer and the scroll indicators.
    var cellZoneEnd: Int {
        var index = 0
        while index < subviews.count
            && (subviews[index] is UITableViewCell || subviews[index] === backgroundView
                || departingViews.contains { $0 === subviews[index] })
        {
            index += 1
        }
        return index
    }

    /// Frame, selection and separator of a displayed cell.
    func configure(_ cell: UITableViewCell, at path: IndexPath, askingAboutEditing: Bool = true) {
        let span = geometry.span(of: .row(path))
        let frame = rowRect(minY: span.minY, height: span.height)
        if cell.frame != frame && !isAnimatingUpdates && reorderState == nil { cell.frame = frame }
        let selected = selectedRows.contains(path)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        let highlighted = highlightedRow == path
        if cell.isHighlighted != highlighted { cell.setHighlighted(highlighted, animated: false) }
        let lastInSection = path[1] == rowCounts[path[0]] - 1
        cell.showsSeparator = separatorStyle == .singleLine && !(style != .plain && lastInSection)
        cell.separatorColor = separatorColor
        cell.listBackgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        if askingAboutEditing { configureEditing(cell, at: path) }
    }

    /// Takes a row's cell off the screen: into the reuse queue (or out, without an identifier).
    func endDisplaying(cellAt path: IndexPath) {
        guard let cell = displayedCells.removeValue(forKey: path) else { return }
        recycle(cell)
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    func recycle(_ cell: UITableViewCell) {
        // The cell's own identifier: a map keyed by object identity would outlive freed cells
        // and could hand a later cell at the same address to the wrong identifier.
        if let identifier = cell.reuseIdentifier {
            cellQueue.enqueue(cell, identifier: identifier)
        } else {
            cell.removeFromSuperview()
        }
    }

    /// Every displayed row, header and footer ends (a reload), bottom first so the top rows take
    /// back the cells they had.
    func endDisplayingEverything() {
        for path in displayedCells.keys.sorted().reversed() { endDisplaying(cellAt: path) }
        for section in displayedHeaders.keys.sorted().reversed() { endDisplaying(headerOf: section) }
        for section in displayedFooters.keys.sorted().reversed() { endDisplaying(footerOf: section) }
        if let (_, cell) = cellAwaitingDisplay {
            recycle(cell)
            cellAwaitingDisplay = nil
        }
    }

    // MARK: Table header and footer views

    func layoutTableHeaderAndFooter() {
        let top = tableHeaderView?.frame.height ?? 0
        let bottom = tableFooterView?.frame.height ?? 0
        if geometry.top != top { geometry.setTop(top) }
        if geometry.bottom != bottom { geometry.setBottom(bottom) }
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.contentHeight - bottom, width: bounds.width, height: bottom)
        backgroundView?.frame = bounds
    }
}

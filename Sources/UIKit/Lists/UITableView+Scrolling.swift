import Foundation

/// Scrolling a row into view. The offset is clamped to the content (with its insets), so a row
/// near the end asked to the top stops where the content ends, as on iOS. An unmeasured row is
/// measured first so the offset is its real one.
extension UITableView {
    func performScrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard geometry.contains(indexPath) else {
            runtime.report(
                .exception,
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath[1] : -1)) "
                    + "when there are only \(indexPath.count == 2 ? numberOfRows(inSection: indexPath[0]) : 0) rows in "
                    + "section \(indexPath.count == 2 ? indexPath[0] : -1).",
                name: "NSRangeException")
            return
        }
        if !geometry.isMeasured(indexPath) {
            geometry.setHeight(measureHeight(ofRowAt: indexPath), of: .row(indexPath))
            if let (_, cell) = cellAwaitingDisplay {
                recycle(cell)
                cellAwaitingDisplay = nil
            }
            updateContentSize()
        }
        let row = geometry.span(of: .row(indexPath))
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        // A floating header covers the top of its section in a plain table.
        let header = style == .plain ? geometry.height(of: .header(section: indexPath[0])) : 0
        let top = bounds.minY + inset.top
        var y: CGFloat
        switch scrollPosition {
        case .top: y = row.minY - header - inset.top
        case .middle: y = row.minY + row.height / 2 - visibleHeight / 2 - inset.top
        case .bottom: y = row.minY + row.height - visibleHeight - inset.top
        case .none:
            if row.minY - header < top {
                y = row.minY - header - inset.top
            } else if row.minY + row.height > top + visibleHeight {
                y = row.minY + row.height - visibleHeight - inset.top
            } else {
                return
            }
        }
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}

import Foundation

/// Registration and dequeueing: a cell that scrolled away waits, hidden in place, for the next
/// row with its reuse identifier (`CellReuseQueue`); without a spare, a registered class makes
/// a new one.
extension UITableView {
    /// Registers the cell class the table makes for `identifier` when no spare is waiting; nil
    /// removes the registration. The class must be a `UITableViewCell` subclass.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellRegistrations[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            runtime.report(
                .exception, "must pass a class of kind UITableViewCell", name: "NSInvalidArgumentException")
            return
        }
        cellRegistrations[identifier] = type
    }

    /// Registers a nib whose top-level object is the cell the table makes for `identifier`.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitableview/1614937-register)
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nil
        guard let nib else {
            cellPrototypes[identifier] = nil
            return
        }
        cellPrototypes[identifier] = { [weak self] in
            guard let cell = nib.instantiate(withOwner: nil).first(where: { $0 is UITableViewCell }) as? UITableViewCell
            else {
                self?.runtime.report(
                    .exception,
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance",
                    name: "NSInternalInconsistencyException")
                return nil
            }
            return cell
        }
    }

    /// Registers the header or footer class the table makes for `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterRegistrations[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            runtime.report(
                .exception, "must pass a class of kind UITableViewHeaderFooterView", name: "NSInvalidArgumentException")
            return
        }
        headerFooterRegistrations[identifier] = type
    }

    /// A spare cell for `identifier`, a new one of the registered class, or nil.
    func performDequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellQueue.dequeue(identifier: identifier) {
            cell.prepareForReuseFromTable()
            return cell
        }
        if let type = cellRegistrations[identifier] { return type.init(tableReuseIdentifier: identifier) }
        return cellPrototypes[identifier]?()
    }

    /// A spare or new cell for `identifier`, sized for the row: the identifier must be
    /// registered (UIKit raises otherwise; reported here, and a plain cell is returned).
    func performDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = dequeueReusableCell(withIdentifier: identifier) {
            cell = reused
        } else {
            runtime.report(
                .exception,
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard")
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if geometry.contains(indexPath) {
            let span = geometry.span(of: .row(indexPath))
            cell.frame = rowRect(minY: span.minY, height: span.height)
        }
        return cell
    }

    /// A spare header or footer for `identifier`, a new one of the registered class, or nil.
    func performDequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterQueue.dequeue(identifier: identifier) {
            view.prepareForReuseFromTable()
            return view
        }
        guard let type = headerFooterRegistrations[identifier] else { return nil }
        return type.init(tableReuseIdentifier: identifier)
    }
}

import Foundation

/// Section headers and footers: the delegate's views, or the table's own from the data
/// source's titles, their heights (asked when the data loads, one call per section), and in a
/// plain table the header floating at the top while its section scrolls under it.
extension UITableView {
    /// Heights UIKit gives sections with nothing to show: none in a plain table; in a grouped
    /// one the space between sections (more above the first).
    static let groupedFirstHeaderSpacing: CGFloat = 35
    static let groupedSectionSpacing: CGFloat = 17.5

    func headerHeight(inSection section: Int) -> CGFloat {
        let height = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if height >= 0 { return height }
        if let view = delegate?.tableView(self, viewForHeaderInSection: section) {
            pendingHeaderViews[section] = view
            return fittingHeight(of: view)
        }
        if let title = dataSource?.tableView(self, titleForHeaderInSection: section) {
            return titleHeight(title, role: style == .plain ? .plainHeader : .groupedHeader)
        }
        guard style != .plain else { return 0 }
        return section == 0 ? Self.groupedFirstHeaderSpacing : Self.groupedSectionSpacing
    }

    func footerHeight(inSection section: Int) -> CGFloat {
        let height = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if height >= 0 { return height }
        if let view = delegate?.tableView(self, viewForFooterInSection: section) {
            pendingFooterViews[section] = view
            return fittingHeight(of: view)
        }
        if let title = dataSource?.tableView(self, titleForFooterInSection: section) {
            return titleHeight(title, role: style == .plain ? .plainFooter : .groupedFooter)
        }
        return style == .plain ? 0 : Self.groupedSectionSpacing
    }

    private func fittingHeight(of view: UIView) -> CGFloat {
        let size = view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height > 0 ? size.height : view.frame.height
    }

    private func titleHeight(_ title: String, role: UITableViewHeaderFooterView.ListRole) -> CGFloat {
        let measuring = UITableViewHeaderFooterView(reuseIdentifier: nil)
        measuring.listRole = role
        measuring.textLabel?.text = title
        return measuring.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
    }

    static let titleHeaderIdentifier = "UITableView.title"

    // MARK: Tiling

    func tileHeadersAndFooters() {
        var headers: Set<Int> = []
        var footers: Set<Int> = []
        for item in geometry.items(from: bounds.minY, to: bounds.maxY) {
            switch item {
            case .header(let section): headers.insert(section)
            case .footer(let section): footers.insert(section)
            case .row: break
            }
        }
        // A floating header stays on screen while any of its section is.
        let pinnedTop = bounds.minY + adjustedContentInset.top
        if style == .plain, let row = geometry.flatIndex(atY: pinnedTop) {
            let section: Int
            switch geometry.item(at: row) {
            case .header(let s), .footer(let s): section = s
            case .row(let path): section = path[0]
            }
            if geometry.height(of: .header(section: section)) > 0 { headers.insert(section) }
        }
        for section in displayedHeaders.keys.sorted() where !headers.contains(section) {
            endDisplaying(headerOf: section)
        }
        for section in displayedFooters.keys.sorted() where !footers.contains(section) {
            endDisplaying(footerOf: section)
        }
        for section in headers.sorted() {
            if displayedHeaders[section] == nil, let view = makeHeader(section) {
                displayedHeaders[section] = view
                place(view)
                delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            }
            displayedHeaders[section]?.frame = headerFrame(section, pinnedTop: pinnedTop)
        }
        for section in footers.sorted() {
            if displayedFooters[section] == nil, let view = makeFooter(section) {
                displayedFooters[section] = view
                place(view)
                delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            }
            let span = geometry.span(of: .footer(section: section))
            displayedFooters[section]?.frame = CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
        }
    }

    /// A header's frame: where its section starts, or, floating in a plain table, at the top
    /// of the visible area until the section's end pushes it up.
    private func headerFrame(_ section: Int, pinnedTop: CGFloat) -> CGRect {
        let span = geometry.span(of: .header(section: section))
        var y = span.minY
        if style == .plain {
            let sectionSpan = geometry.span(ofSection: section)
            let footer = geometry.height(of: .footer(section: section))
            let lowest = sectionSpan.minY + sectionSpan.height - footer - span.height
            y = max(span.minY, min(pinnedTop, lowest))
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: span.height)
    }

    /// Headers and footers sit above the cells, below the table's own header and footer.
    private func place(_ view: UIView) {
        view.isHidden = false
        if view.superview !== self { insertSubview(view, at: cellZoneEnd) } else { bringAboveCells(view) }
    }

    private func bringAboveCells(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }), index < cellZoneEnd else { return }
        view.removeFromSuperview()
        insertSubview(view, at: cellZoneEnd)
    }

    private func makeHeader(_ section: Int) -> UIView? {
        if let view = pendingHeaderViews.removeValue(forKey: section)
            ?? delegate?.tableView(self, viewForHeaderInSection: section)
        {
            return view
        }
        guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else { return nil }
        return titleView(title, role: style == .plain ? .plainHeader : .groupedHeader)
    }

    private func makeFooter(_ section: Int) -> UIView? {
        if let view = pendingFooterViews.removeValue(forKey: section)
            ?? delegate?.tableView(self, viewForFooterInSection: section)
        {
            return view
        }
        guard let title = dataSource?.tableView(self, titleForFooterInSection: section) else { return nil }
        return titleView(title, role: style == .plain ? .plainFooter : .groupedFooter)
    }

    /// The table's own header or footer for a title, reused like the app's.
    private func titleView(_ title: String, role: UITableViewHeaderFooterView.ListRole) -> UIView {
        let view =
            headerFooterQueue.dequeue(identifier: Self.titleHeaderIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleHeaderIdentifier)
        view.listRole = role
        view.textLabel?.text = title
        view.setNeedsLayout()
        return view
    }

    func endDisplaying(headerOf section: Int) {
        guard let view = displayedHeaders.removeValue(forKey: section) else { return }
        recycle(headerOrFooter: view)
        delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }

    func endDisplaying(footerOf section: Int) {
        guard let view = displayedFooters.removeValue(forKey: section) else { return }
        recycle(headerOrFooter: view)
        delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }

    private func recycle(headerOrFooter view: UIView) {
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterQueue.enqueue(reusable, identifier: identifier)
        } else {
            view.removeFromSuperview()
        }
    }
}

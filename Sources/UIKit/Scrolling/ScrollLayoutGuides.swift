import Foundation

/// The scroll view's two layout guides. Constraints between views relate content coordinates
/// (scrolling moves the content as a whole, `LayoutItem.originSum`), so:
/// - `contentLayoutGuide` sits at the content's origin (0, 0) and is as big as the content:
///   constraints that size it set `contentSize` (read back in the scroll view's layout); with
///   none, weak rows keep it at the `contentSize` set in code.
/// - `frameLayoutGuide` sits where the scroll view shows the content, at `contentOffset` with
///   the bounds' size, so views pinned to it stay put on screen while the content scrolls.
@MainActor
final class ScrollLayoutGuides {
    /// Weak, as a guide's `owningView`: an app may keep a guide after its scroll view is gone.
    private weak var scrollView: UIScrollView?
    let content = UILayoutGuide()
    let frame = UILayoutGuide()
    /// The content area inset by the scroll view's layout margins: what constraints between the
    /// scroll view's margins and its content attach to (not public in UIKit).
    let contentMargins = UILayoutGuide()
    /// The rows `contentSize` set in code keeps the content guide's size by (width, height).
    private var sizeRows: [NSLayoutConstraint] = []
    /// The frame guide's origin rows (x, y).
    private var offsetRows: [NSLayoutConstraint] = []

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        content.identifier = "UIScrollView-contentLayoutGuide"
        frame.identifier = "UIScrollView-frameLayoutGuide"
        contentMargins.identifier = "UIScrollView-contentMarginsGuide"
        content.owningView = scrollView
        frame.owningView = scrollView
        contentMargins.owningView = scrollView
        content.makeSystemConstraints = { [weak self] guide in self?.contentRows(guide) ?? [] }
        frame.makeSystemConstraints = { [weak self] guide in self?.frameRows(guide) ?? [] }
        contentMargins.makeSystemConstraints = { [weak self] guide in self?.contentMarginRows(guide) ?? [] }
    }

    /// Left and top at the margins inside the content's; the content's right and bottom that
    /// far beyond the guide's.
    private func contentMarginRows(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        guard let scrollView else { return [] }
        let margins = scrollView.effectiveLayoutMargins
        return [
            NSLayoutConstraint(
                item: guide, attribute: .left, relatedBy: .equal, toItem: content, attribute: .left, multiplier: 1,
                constant: margins.left),
            NSLayoutConstraint(
                item: guide, attribute: .top, relatedBy: .equal, toItem: content, attribute: .top, multiplier: 1,
                constant: margins.top),
            NSLayoutConstraint(
                item: content, attribute: .right, relatedBy: .equal, toItem: guide, attribute: .right, multiplier: 1,
                constant: margins.right),
            NSLayoutConstraint(
                item: content, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .bottom,
                multiplier: 1, constant: margins.bottom),
        ]
    }

    /// The margins changed: the content margins follow.
    func layoutMarginsDidChange() {
        guard contentMargins.isInEngine, contentMargins.systemConstraints.count == 4, let scrollView else { return }
        let margins = scrollView.effectiveLayoutMargins
        let constants = [margins.left, margins.top, margins.right, margins.bottom]
        for (row, constant) in zip(contentMargins.systemConstraints, constants) where row.constant != constant {
            row.constant = constant
        }
    }

    private func contentRows(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        guard let scrollView else { return [] }
        let size = scrollView.contentSize
        let origin = [
            NSLayoutConstraint(
                item: guide, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: guide, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 0),
        ]
        sizeRows = [
            NSLayoutConstraint(
                item: guide, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: size.width),
            NSLayoutConstraint(
                item: guide, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: size.height),
        ]
        for row in sizeRows { row.priority = .fittingSizeLevel }
        return origin + sizeRows
    }

    private func frameRows(_ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        guard let scrollView else { return [] }
        let offset = scrollView.contentOffset
        offsetRows = [
            NSLayoutConstraint(
                item: guide, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: offset.x),
            NSLayoutConstraint(
                item: guide, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: offset.y),
        ]
        let size = [
            NSLayoutConstraint(
                item: guide, attribute: .width, relatedBy: .equal, toItem: scrollView, attribute: .width,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: guide, attribute: .height, relatedBy: .equal, toItem: scrollView, attribute: .height,
                multiplier: 1, constant: 0),
        ]
        return offsetRows + size
    }

    /// The frame guide follows the offset.
    func offsetDidChange() {
        guard frame.isInEngine, offsetRows.count == 2, let scrollView else { return }
        let offset = scrollView.contentOffset
        if offsetRows[0].constant != offset.x { offsetRows[0].constant = offset.x }
        if offsetRows[1].constant != offset.y { offsetRows[1].constant = offset.y }
    }

    /// `contentSize` set in code: the weak rows follow it.
    func contentSizeDidChange() {
        guard content.isInEngine, sizeRows.count == 2, let scrollView else { return }
        let size = scrollView.contentSize
        if sizeRows[0].constant != size.width { sizeRows[0].constant = size.width }
        if sizeRows[1].constant != size.height { sizeRows[1].constant = size.height }
    }

    /// After layout: the size constraints gave the content guide is the content size.
    func contentSizeFromConstraints() -> CGSize? {
        guard content.isInEngine else { return nil }
        return content.layoutFrame.size
    }
}

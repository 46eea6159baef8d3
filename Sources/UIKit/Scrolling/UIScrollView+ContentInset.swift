import Foundation

extension UIScrollView {
    /// Which parts of the safe area a scroll view adds to its `contentInset` (Apple,
    /// "UIScrollView.ContentInsetAdjustmentBehavior").
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, except that the vertical safe area is always added when the
        /// scroll view is the view of a controller shown by a navigation or tab bar controller.
        case automatic
        /// The safe area along the axes the content scrolls in (bigger than the view, or
        /// `alwaysBounce…` on).
        case scrollableAxes
        /// None: the content inset is used as given.
        case never
        /// All of the safe area, whatever scrolls.
        case always
    }

    /// The safe area that the adjustment behaviour turns into content inset.
    var safeAreaContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes:
            vertical = scrollsVertically(insetBy: contentInset)
            horizontal = scrollsHorizontally(insetBy: contentInset)
        case .automatic:
            vertical = isContentViewOfBarController || scrollsVertically(insetBy: contentInset)
            horizontal = scrollsHorizontally(insetBy: contentInset)
        }
        return UIEdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0, bottom: vertical ? safe.bottom : 0,
            right: horizontal ? safe.right : 0)
    }

    /// The safe area the content sees: `insets` less the part the adjustment behaviour already
    /// added to the content inset (a table's rows get no status-bar inset, but keep the sides'
    /// in landscape when only vertical is adjusted).
    func safeAreaForContent(from insets: UIEdgeInsets) -> UIEdgeInsets {
        let added = UIEdgeInsets(
            top: adjustedContentInset.top - contentInset.top, left: adjustedContentInset.left - contentInset.left,
            bottom: adjustedContentInset.bottom - contentInset.bottom,
            right: adjustedContentInset.right - contentInset.right)
        return UIEdgeInsets(
            top: max(0, insets.top - added.top), left: max(0, insets.left - added.left),
            bottom: max(0, insets.bottom - added.bottom), right: max(0, insets.right - added.right))
    }

    /// Whether this is the view of a controller a navigation or tab bar controller shows.
    private var isContentViewOfBarController: Bool {
        guard let controller = owningViewController else { return false }
        var current = controller.parent
        while let parent = current {
            if parent is UINavigationController || parent is UITabBarController { return true }
            current = parent.parent
        }
        return false
    }

    /// Whether the content, with `inset` around it, is taller than the view (or bounces anyway).
    func scrollsVertically(insetBy inset: UIEdgeInsets) -> Bool {
        alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }

    /// Whether the content, with `inset` around it, is wider than the view (or bounces anyway).
    func scrollsHorizontally(insetBy inset: UIEdgeInsets) -> Bool {
        alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    /// Recomputes `adjustedContentInset`; when it changed, an offset resting at the old top
    /// (or left) moves to the new one, as UIKit keeps content starting below a bar, then the
    /// subclass and the delegate hear of it; a motion under way is aimed at the new range.
    func updateAdjustedContentInset() {
        let extra = safeAreaContentInset
        let adjusted = UIEdgeInsets(
            top: contentInset.top + extra.top, left: contentInset.left + extra.left,
            bottom: contentInset.bottom + extra.bottom, right: contentInset.right + extra.right)
        let old = adjustedContentInset
        guard adjusted != old else { return }
        adjustedContentInset = adjusted
        contentGeometryDidChange()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -adjusted.top }
        if offset.x == -old.left { offset.x = -adjusted.left }
        moveContent(to: offset)
        // Content moving on its own is aimed again at the new range, as after a resize.
        motionDidResize(from: bounds.size)
    }

    /// The offsets the content can rest at along x: from −left inset to where the content's
    /// right edge plus the right inset meets the view's right edge (never below the start).
    var horizontalRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let low = -inset.left
        return low...max(low, contentSize.width + inset.right - bounds.width)
    }

    /// The same along y.
    var verticalRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let low = -inset.top
        return low...max(low, contentSize.height + inset.bottom - bounds.height)
    }

    /// `offset` moved into the scrollable range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let h = horizontalRange, v = verticalRange
        return CGPoint(
            x: min(max(offset.x, h.lowerBound), h.upperBound), y: min(max(offset.y, v.lowerBound), v.upperBound))
    }

    /// Whether a drag moves the content along each axis: its content (with insets) is larger
    /// than the view, or it bounces anyway.
    var draggableAxes: (horizontal: Bool, vertical: Bool) {
        (scrollsHorizontally(insetBy: adjustedContentInset), scrollsVertically(insetBy: adjustedContentInset))
    }
}

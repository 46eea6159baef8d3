import Foundation

/// The status bar tap: UIKit scrolls to the top the one scroll view of the window that has
/// `scrollsToTop` on and is visible; with none or several, nothing scrolls (Apple,
/// `scrollsToTop`). The delegate may refuse (`scrollViewShouldScrollToTop`) and hears
/// `scrollViewDidScrollToTop` when the animation ends, or at once when already at the top.
extension UIWindow {
    /// A tap on the status strip (the dispatcher keeps such touches from the views below, as
    /// the status bar's own window does on iOS).
    func statusStripTapped() {
        let candidates = visibleScrollViewsScrollingToTop(in: self)
        guard candidates.count == 1, let scrollView = candidates.first else { return }
        scrollView.scrollToTopForStatusBarTap()
    }

    private func visibleScrollViewsScrollingToTop(in view: UIView) -> [UIScrollView] {
        guard !view.isHidden, view.alpha > 0 else { return [] }
        var found: [UIScrollView] = []
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop,
            scrollView.convert(scrollView.bounds, to: self).intersects(bounds)
        {
            found.append(scrollView)
        }
        for subview in view.subviews { found += visibleScrollViewsScrollingToTop(in: subview) }
        return found
    }
}

extension UIScrollView {
    func scrollToTopForStatusBarTap() {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top = CGPoint(x: contentOffset.x, y: verticalRange.lowerBound)
        guard top != contentOffset else {
            delegate?.scrollViewDidScrollToTop(self)
            return
        }
        animateContent(to: top, kind: .scrollingToTop)
    }
}

import Foundation

/// The page control UIKit shows under scroll-style horizontal pages when the data source gives
/// a presentation count: in its own strip at the bottom (the pages end above it), one dot a
/// page, moved as pages turn. A count of 0 (the default) means the data source has none: Swift
/// cannot ask whether an optional protocol member is implemented.
extension UIPageViewController {
    func installPageControl(in root: UIView) {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal else { return }
        let control = UIPageControl(frame: .zero)
        control.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        control.addAction(
            UIAction { [weak self, weak control] _ in
                guard let self, let control else { return }
                self.pageControlTapped(to: control.currentPage)
            }, for: .valueChanged)
        pageControlStorage = control
        root.addSubview(control)
        updatePageControl()
    }

    /// Asks the data source for the count, and for the index after pages were set in code.
    func updatePageControl() {
        guard let control = pageControlStorage else { return }
        let count = dataSource.map { $0.presentationCount(for: self) } ?? 0
        let wasHidden = control.isHidden
        control.isHidden = count <= 0
        if count > 0 {
            if control.numberOfPages != count { control.numberOfPages = count }
            if presentationIndexOwed || wasHidden, let dataSource, !shownPages.isEmpty {
                shownPageIndex = dataSource.presentationIndex(for: self)
                control.currentPage = shownPageIndex
                presentationIndexOwed = false
            }
        }
        if control.isHidden != wasHidden { viewIfLoaded?.setNeedsLayout() }
    }

    /// A gesture turned `offset` pages: the dot follows without asking the data source.
    func pageControlIndexMoved(by offset: Int) {
        guard let control = pageControlStorage, !control.isHidden else { return }
        shownPageIndex += offset
        control.currentPage = shownPageIndex
    }

    func layoutPageControl() {
        guard let control = pageControlStorage, let root = viewIfLoaded else { return }
        let height = control.isHidden ? 0 : UIPageControl.height + root.safeAreaInsets.bottom
        control.frame = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
    }

    /// A tap beside the current dot turns one page that way, animated as a gesture (the
    /// delegate hears it); the dot moves when the turn completes.
    private func pageControlTapped(to index: Int) {
        guard let control = pageControlStorage else { return }
        let shown = shownPageIndex
        control.currentPage = shown
        guard index != shown else { return }
        _ = driver.turnPage(index > shown ? .forward : .reverse)
    }
}

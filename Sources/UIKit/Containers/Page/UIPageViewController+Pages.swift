import Foundation

/// The pages: setting them, the turns between them, and the neighbours the data source gives.
extension UIPageViewController {
    /// How many pages `setViewControllers` takes: two side by side with the curl's mid spine.
    var pagesPerSpread: Int { spineLocation == .mid ? 2 : 1 }

    func performSetViewControllers(
        _ pages: [UIViewController], direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)?
    ) {
        // Asked for its spine while the interface turns, the delegate's pages wait for the new spine.
        if let curl = driver as? PageCurlDriver, curl.isStashingForRotation {
            curl.rotationStash = pages
            return
        }
        guard pages.count == pagesPerSpread else {
            if transitionStyle == .pageCurl {
                reportSpreadMismatch(count: pages.count, for: spineLocation)
                return
            }
            runtime.report(
                .exception,
                "The number of view controllers provided (\(pages.count)) doesn't match the number required "
                    + "(\(pagesPerSpread)) for the requested transition",
                name: "NSInvalidArgumentException")
            return
        }
        // A turn in progress ends first: a drag where it started, a code turn where it goes.
        if let turn = currentTurn { turn.finish(completed: !turn.isGestureDriven) }
        // The old neighbours go now (new ones are asked after the turn): at most three pages live.
        forgetNeighbours()
        let onScreen = appearState == .appeared && !shownPages.isEmpty
        guard
            let turn = PageTurn(
                owner: self, to: pages, direction: direction, animated: animated && onScreen, isGestureDriven: false,
                completion: completion)
        else { return }
        currentTurn = turn
        presentationIndexOwed = true
        if turn.animated && !turn.arriving.isEmpty {
            driver.animate(turn)
        } else {
            turn.finish(completed: true)
        }
    }

    /// Starts a drag's or a key's turn to the neighbour in `direction`; nil when there is none
    /// (the first or last page) or a turn is running.
    func beginGestureTurn(_ direction: NavigationDirection) -> PageTurn? {
        guard currentTurn == nil, let page = neighbour(direction) else { return nil }
        guard let turn = PageTurn(owner: self, to: [page], direction: direction, animated: true, isGestureDriven: true)
        else { return nil }
        currentTurn = turn
        return turn
    }

    /// The page before or after the shown one, asked of the data source once and kept.
    func neighbour(_ direction: NavigationDirection) -> UIViewController? {
        guard let dataSource, shownPages.count == 1 else { return nil }
        let page = shownPages[0]
        switch direction {
        case .forward:
            if !afterKnown {
                pageAfter = dataSource.pageViewController(self, viewControllerAfter: page)
                afterKnown = true
            }
            return pageAfter
        case .reverse:
            if !beforeKnown {
                pageBefore = dataSource.pageViewController(self, viewControllerBefore: page)
                beforeKnown = true
            }
            return pageBefore
        }
    }

    /// Forgets the neighbours (a new data source, or pages set in code); they are asked again.
    func forgetNeighbours() {
        pageBefore = nil
        pageAfter = nil
        beforeKnown = false
        afterKnown = false
    }

    /// `turn` made `pages` the shown ones (before its did-callbacks, so `viewControllers` is
    /// already right in them).
    func adoptShownPages(_ pages: [UIViewController]) {
        shownPages = pages
    }

    /// After a turn: a completed gesture turn keeps the page it left as the neighbour on that
    /// side (iOS asks the data source only for the new far side), and the far neighbour on the
    /// other side is released; pages set in code get new neighbours.
    func turnDidEnd(_ turn: PageTurn, completed: Bool) {
        if currentTurn === turn { currentTurn = nil }
        guard completed else { return }
        if turn.isGestureDriven, turn.previousPages.count == 1 {
            let left = turn.previousPages[0]
            switch turn.direction {
            case .forward:
                pageBefore = left
                pageAfter = nil
                beforeKnown = true
                afterKnown = false
            case .reverse:
                pageAfter = left
                pageBefore = nil
                afterKnown = true
                beforeKnown = false
            }
            pageControlIndexMoved(by: turn.direction == .forward ? 1 : -1)
        } else {
            forgetNeighbours()
        }
    }

    /// The shown pages or the data source changed: the driver lays out the neighbours (asking
    /// the data source for those not known) and the page control follows.
    func neighboursDidChange() {
        driver.neighboursDidChange()
        updatePageControl()
    }

    func layoutPages() {
        guard viewIfLoaded != nil else { return }
        layoutPageControl()
        driver.layout()
    }

    /// Where the pages go in the root view: all of it, less the page control's strip.
    var pageArea: CGRect {
        guard let root = viewIfLoaded else { return .zero }
        var area = root.bounds
        if let control = pageControlStorage, !control.isHidden {
            area.size.height = max(0, area.height - control.frame.height)
        }
        return area
    }
}

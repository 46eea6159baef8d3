import Foundation

/// The scroll style: the pages sit side by side in a paging `UIScrollView` (the previous page,
/// the shown one, the next), so dragging, flinging, the rubber band at a missing neighbour, a
/// release before half way going back, and the arrow keys are the scroll view's own. The
/// scroll view is `interPageSpacing` wider than the page area, so a page of the scroll view is
/// a page and its gap. A movement away from the shown page begins a gesture turn towards the
/// page it reveals; when the scroll view comes to rest the turn completes if it rests on that
/// page and is cancelled if it came back. Only the shown page's view is in the scroll view
/// between turns; a neighbour's joins when a turn begins (so it appears then).
@MainActor
final class ScrollPageDriver: NSObject, PageTransitionDriver, UIScrollViewDelegate {
    /// Weak: the page view controller owns the driver, and may be released (by its app) inside
    /// a callback the driver makes, before the driver's call returns.
    private weak var owner: UIPageViewController?
    private let isHorizontal: Bool
    let scrollView = UIScrollView(frame: .zero)

    /// The pages laid out in the scroll view, in visual order (left to right, or top to bottom),
    /// and which of them is the shown page.
    private var slots: [UIViewController] = []
    private var restSlot = 0
    /// The slot the running turn goes to.
    private var turnSlot: Int?
    /// Our own moves of the content (re-centring after a turn) are not a user's scroll.
    private var isArranging = false

    init(pageViewController: UIPageViewController) {
        owner = pageViewController
        isHorizontal = pageViewController.navigationOrientation == .horizontal
        super.init()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.clipsToBounds = false
        if pageViewController.navigationOrientation == .horizontal {
            scrollView.alwaysBounceHorizontal = true
        } else {
            scrollView.alwaysBounceVertical = true
        }
        scrollView.delegate = self
    }

    var appearanceEndOrder: AppearanceExchange.Order { .arrivingFirst }
    /// Apple: "Only populated if transition style is UIPageViewControllerTransitionStylePageCurl".
    var gestureRecognizers: [UIGestureRecognizer] { [] }

    func install(in root: UIView) {
        root.insertSubview(scrollView, at: 0)
        neighboursDidChange()
    }

    func layout() { arrange() }

    func neighboursDidChange() {
        guard scrollView.superview != nil, let owner, owner.currentTurn == nil else { return }
        arrange()
    }

    func animate(_ turn: PageTurn) {
        guard let page = turn.pages.first, let current = turn.previousPages.first, scrollView.window != nil else {
            turn.finish(completed: true)
            return
        }
        stopUserScroll()
        let forward = turn.direction == .forward
        slots = forward != isReversed ? [current, page] : [page, current]
        restSlot = slots.firstIndex { $0 === current }!
        turnSlot = 1 - restSlot
        placeSlots(keepingOffset: false)
        addView(of: page, at: turnSlot!)
        let target = offset(ofSlot: turnSlot!)
        // A page area with no length: the content is already where the turn goes, so no
        // scrolling animation starts (or ends) to finish it; it ends here.
        guard target != scrollView.contentOffset else {
            turn.finish(completed: true)
            arrange()
            return
        }
        // The turn's own scroll is not for a finger to catch: a catch stops the content with no
        // end message, which would leave the turn open. Touches go to the page view controller's
        // view until the turn ends.
        scrollView.isUserInteractionEnabled = false
        scrollView.setContentOffset(target, animated: true)
    }

    func settleViews(of turn: PageTurn, completed: Bool) {
        scrollView.isUserInteractionEnabled = true
        for page in completed ? turn.leaving : turn.arriving {
            if let view = page.viewIfLoaded, view.superview === scrollView { view.removeFromSuperview() }
        }
        // Set without a turn: a finger on the pages lets go of them, and the new page takes the
        // shown page's place (`arrange` lays out its neighbours next).
        if completed, turnSlot == nil, let page = turn.pages.first, scrollView.superview != nil {
            stopUserScroll()
            addView(of: page, at: restSlot)
        }
        turnSlot = nil
    }

    func turnPage(_ direction: UIPageViewController.NavigationDirection) -> Bool {
        guard let owner, owner.currentTurn == nil, scrollView.window != nil,
            let target = slots.indices.first(where: { self.direction(toSlot: $0) == direction })
        else { return false }
        scrollView.setContentOffset(offset(ofSlot: target), animated: true)
        return true
    }

    // MARK: Geometry

    /// Right to left, the next page is on the left.
    private var isReversed: Bool {
        isHorizontal && owner?.viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
    private var spacing: CGFloat { owner?.interPageSpacing ?? 0 }
    /// A page and its gap.
    private var stride: CGFloat { isHorizontal ? scrollView.bounds.width : scrollView.bounds.height }

    private func offset(ofSlot slot: Int) -> CGPoint {
        isHorizontal ? CGPoint(x: CGFloat(slot) * stride, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * stride)
    }

    private func frame(ofSlot slot: Int) -> CGRect {
        let size = owner?.pageArea.size ?? .zero
        let start = CGFloat(slot) * stride + spacing / 2
        return CGRect(origin: isHorizontal ? CGPoint(x: start, y: 0) : CGPoint(x: 0, y: start), size: size)
    }

    /// Which way a turn to `slot` goes, nil for the shown page's slot.
    private func direction(toSlot slot: Int) -> UIPageViewController.NavigationDirection? {
        guard slot != restSlot else { return nil }
        return (slot > restSlot) != isReversed ? .forward : .reverse
    }

    /// Lays the shown page and its neighbours out and rests on the shown page (unless the
    /// content is moving or a turn runs: then only the frames follow the bounds).
    private func arrange() {
        guard let owner else { return }
        let area = owner.pageArea
        let frame =
            isHorizontal ? area.insetBy(dx: -spacing / 2, dy: 0) : area.insetBy(dx: 0, dy: -spacing / 2)
        if scrollView.frame != frame { withoutTurns { scrollView.frame = frame } }
        guard owner.currentTurn == nil else {
            placeSlots(keepingOffset: true)
            return
        }
        var pages: [UIViewController] = []
        if let shown = owner.shownPages.first {
            let before = owner.neighbour(.reverse)
            let after = owner.neighbour(.forward)
            pages = [before, shown, after].compactMap { $0 }
            if isReversed { pages.reverse() }
        }
        slots = pages
        restSlot = owner.shownPages.first.flatMap { shown in slots.firstIndex { $0 === shown } } ?? 0
        placeSlots(keepingOffset: isMoving)
        if let shown = owner.shownPages.first { addView(of: shown, at: restSlot) }
    }

    /// Pages set in code end a drag in progress: the scroll view's pan is cancelled (turned off
    /// and on, UIKit's way to cancel a recognizer) and the content stops.
    private func stopUserScroll() {
        let pan = scrollView.panGestureRecognizer
        if scrollView.isTracking || scrollView.drag != nil {
            pan.isEnabled = false
            pan.isEnabled = true
        }
        if scrollView.motion != nil { withoutTurns { scrollView.contentOffset = scrollView.contentOffset } }
    }

    private var isMoving: Bool { scrollView.isTracking || scrollView.motion != nil || scrollView.drag != nil }

    private func placeSlots(keepingOffset: Bool) {
        withoutTurns {
            let size = owner?.pageArea.size ?? .zero
            let count = CGFloat(max(1, slots.count))
            scrollView.contentSize =
                isHorizontal
                ? CGSize(width: count * stride, height: size.height) : CGSize(width: size.width, height: count * stride)
            for (slot, page) in slots.enumerated() {
                if let view = page.viewIfLoaded, view.superview === scrollView { view.frame = frame(ofSlot: slot) }
            }
            if !keepingOffset { scrollView.contentOffset = offset(ofSlot: restSlot) }
        }
    }

    private func addView(of page: UIViewController, at slot: Int) {
        let view = page.view!
        view.autoresizingMask = []
        view.frame = frame(ofSlot: slot)
        if view.superview !== scrollView { scrollView.addSubview(view) }
    }

    private func withoutTurns(_ change: () -> Void) {
        let was = isArranging
        isArranging = true
        change()
        isArranging = was
    }

    // MARK: Following the scroll view

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isArranging, stride > 0, let owner else { return }
        let position = (isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y) / stride
        let side = position > CGFloat(restSlot) ? restSlot + 1 : position < CGFloat(restSlot) ? restSlot - 1 : nil
        if let turn = owner.currentTurn {
            // Dragged back past the shown page to the other side: that turn is off, the other begins.
            if turn.isGestureDriven, let turnSlot, let side, side != turnSlot {
                turn.finish(completed: false)
                beginTurn(toSlot: side)
            }
        } else if let side {
            beginTurn(toSlot: side)
        }
        // A caught page let go settles to the nearest page with no end message: this is its end.
        if isLastMove { cameToRest() }
    }

    /// Whether this move is the content's last: nothing holds or moves it after it, or it is
    /// the last step of a settle (which, as in UIKit, ends without a delegate message).
    private var isLastMove: Bool {
        guard !scrollView.isTracking, scrollView.drag == nil else { return false }
        guard let motion = scrollView.motion else { return true }
        return motion.kind == .settling && motion.isFinished
    }

    private func beginTurn(toSlot slot: Int) {
        guard slots.indices.contains(slot), let direction = direction(toSlot: slot),
            let turn = owner?.beginGestureTurn(direction)
        else { return }
        turnSlot = slot
        if let page = turn.pages.first { addView(of: page, at: slot) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { cameToRest() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { cameToRest() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { cameToRest() }

    /// The content stopped: the turn completes on its page, or is cancelled back on the shown one.
    private func cameToRest() {
        guard let turn = owner?.currentTurn, let turnSlot, stride > 0 else { return }
        let position = (isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y) / stride
        let completed = abs(position - CGFloat(turnSlot)) < 0.01
        turn.finish(completed: completed)
        arrange()
    }
}

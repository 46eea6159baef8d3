import Foundation

/// Dragging: the pan moves the content with the finger (rubber-banded past the edges), and on
/// release UIKit's sequence runs — willEndDragging with the velocity in points per millisecond
/// and the target the content will rest at (which the delegate may move), didEndDragging,
/// then the deceleration or bounce (`UIScrollView+Motion.swift`).
extension UIScrollView {
    // MARK: Tracking (the finger down, before a drag)

    /// A finger went down on the content: tracking starts and a moving content stops there.
    func trackingBegan() {
        isTracking = true
        takeKeyboardFocus()
        if motion != nil { stopMotion(reason: .caught) }
    }

    /// The finger lifted without (or after) a drag; content it caught past an edge springs back,
    /// and between two pages goes on to the nearest.
    func trackingEnded() {
        isTracking = false
        if drag == nil && motion == nil { settleAfterCatch() }
    }

    // MARK: The pan

    /// Whether the pan may begin: some axis must scroll, and content that already has the
    /// touch must let go of it (`touchesShouldCancel(in:)`).
    func panShouldBegin() -> Bool {
        let axes = draggableAxes
        guard isScrollEnabled, axes.horizontal || axes.vertical else { return false }
        // Content that was already told of the touch (not delayed, or held past the delay) must
        // let it go.
        if panGestureRecognizer.numberOfTouches > 0,
            panGestureRecognizer.environment?.viewHasBegunTouches(of: panGestureRecognizer) == true,
            let touched = hitContentView(at: panGestureRecognizer.location(in: self))
        {
            return canCancelContentTouches && touchesShouldCancel(in: touched)
        }
        return true
    }

    private func hitContentView(at point: CGPoint) -> UIView? {
        guard let hit = hitTest(point, with: nil), hit !== self else { return nil }
        return hit
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: dragBegan(pan)
        case .changed: dragMoved(pan)
        case .ended, .cancelled: dragEnded(pan)
        default: break
        }
    }

    private func dragBegan(_ pan: UIPanGestureRecognizer) {
        if motion != nil { stopMotion(reason: .caught) }
        let isScroll = pan.numberOfTouches == 0
        // A finger's drag moves the content by what it moved past the pan's 10-point hysteresis
        // (UIKit's content does not jump by it); a scroll's first step counts whole.
        let translation = pan.translation(in: self)
        if !isScroll {
            let length = hypot(translation.x, translation.y)
            let kept = length > 0 ? max(0, length - UIPanGestureRecognizer.hysteresis) / length : 0
            pan.setTranslation(CGPoint(x: translation.x * kept, y: translation.y * kept), in: self)
        }
        let offset = contentOffset
        let origin = CGPoint(
            x: ScrollPhysics.unbanded(offset.x, range: horizontalRange, dimension: bounds.width),
            y: ScrollPhysics.unbanded(offset.y, range: verticalRange, dimension: bounds.height))
        let lock = isDirectionalLockEnabled ? ScrollDrag.lock(for: translation) : .none
        drag = ScrollDrag(origin: origin, lock: lock, startPage: currentPage, isScroll: isScroll)
        isTracking = true
        isDragging = true
        takeKeyboardFocus()
        delegate?.scrollViewWillBeginDragging(self)
        dragMoved(pan)
    }

    private func dragMoved(_ pan: UIPanGestureRecognizer) {
        guard var drag else { return }
        let translation = pan.translation(in: self)
        let velocity = pan.velocity(in: self)
        if velocity != .zero || !drag.isScroll { drag.lastVelocity = CGPoint(x: -velocity.x, y: -velocity.y) }
        self.drag = drag
        moveContent(to: draggedOffset(translation: translation, drag: drag))
    }

    /// Where the drag puts the content: the finger's offset along the axes that move, rubber-
    /// banded past the edges (or stopped there without `bounces`).
    private func draggedOffset(translation: CGPoint, drag: ScrollDrag) -> CGPoint {
        let axes = draggableAxes
        var offset = contentOffset
        if axes.horizontal && drag.lock != .vertical {
            let raw = drag.origin.x - translation.x
            offset.x = moved(raw, range: horizontalRange, dimension: bounds.width)
        }
        if axes.vertical && drag.lock != .horizontal {
            let raw = drag.origin.y - translation.y
            offset.y = moved(raw, range: verticalRange, dimension: bounds.height)
        }
        return offset
    }

    private func moved(_ raw: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        bounces
            ? ScrollPhysics.rubberBanded(raw, range: range, dimension: dimension)
            : min(max(raw, range.lowerBound), range.upperBound)
    }

    private func dragEnded(_ pan: UIPanGestureRecognizer) {
        guard let drag else { return }
        // The content's velocity is the finger's reversed; a scroll's pan ends after a quiet gap,
        // so its last measure while moving stands.
        let measured = pan.velocity(in: self)
        var velocity =
            drag.isScroll || pan.state == .cancelled
            ? (pan.state == .cancelled ? .zero : drag.lastVelocity) : CGPoint(x: -measured.x, y: -measured.y)
        let axes = draggableAxes
        if !axes.horizontal || drag.lock == .vertical { velocity.x = 0 }
        if !axes.vertical || drag.lock == .horizontal { velocity.y = 0 }

        let offset = contentOffset
        let rate = isPagingEnabled ? Self.pagingRate : decelerationRate.rawValue
        let computed = restingTarget(from: offset, velocity: velocity, rate: rate, startPage: drag.startPage)
        var target = computed
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)

        self.drag = nil
        isDragging = false
        isTracking = false
        let next = ScrollMotion(
            kind: .decelerating,
            x: releaseMotion(
                offset.x, velocity: velocity.x, target: target.x, computed: computed.x, rate: rate,
                range: horizontalRange),
            y: releaseMotion(
                offset.y, velocity: velocity.y, target: target.y, computed: computed.y, rate: rate,
                range: verticalRange))
        let willDecelerate = !next.isFinished
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate && self.drag == nil && motion == nil {
            delegate?.scrollViewWillBeginDecelerating(self)
            start(next)
        } else if !willDecelerate {
            moveContent(to: CGPoint(x: next.x.restingOffset ?? offset.x, y: next.y.restingOffset ?? offset.y))
            scrollingDidEnd()
        }
    }

    /// Paging settles with UIKit's fast rate, whatever `decelerationRate` says (our choice: the
    /// page arrives in about half a second, as on iOS).
    static let pagingRate = DecelerationRate.fast.rawValue

    /// The offset a release comes to rest at, as given to `scrollViewWillEndDragging`: past an
    /// edge, the edge; paging, the page `ScrollPhysics.pageOffset` picks; otherwise Apple's
    /// projection clamped to the scrollable range.
    func restingTarget(from offset: CGPoint, velocity: CGPoint, rate: CGFloat, startPage: (x: Int, y: Int)) -> CGPoint {
        let h = horizontalRange, v = verticalRange
        if isPagingEnabled {
            return CGPoint(
                x: ScrollPhysics.pageOffset(
                    releasedAt: offset.x, velocity: velocity.x, startPage: startPage.x, pageLength: bounds.width,
                    range: h),
                y: ScrollPhysics.pageOffset(
                    releasedAt: offset.y, velocity: velocity.y, startPage: startPage.y, pageLength: bounds.height,
                    range: v))
        }
        func project(_ o: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            guard range.contains(o) else { return min(max(o, range.lowerBound), range.upperBound) }
            let projected = o + ScrollPhysics.projectedDistance(initial: velocity, rate: rate)
            return min(max(projected, range.lowerBound), range.upperBound)
        }
        return CGPoint(x: project(offset.x, velocity.x, h), y: project(offset.y, velocity.y, v))
    }

    /// One axis's motion after the release. Past an edge: the spring back, with no
    /// deceleration (UIKit still reports it as decelerating). A flick whose projection passes
    /// an edge (and a target the delegate left there): the plain exponential, which bounces
    /// where it crosses the edge. Anything else lands exactly on the target, with the velocity
    /// that covers that distance (`ScrollPhysics.velocity(toCover:rate:)`).
    private func releaseMotion(
        _ offset: CGFloat, velocity: CGFloat, target: CGFloat, computed: CGFloat, rate: CGFloat,
        range: ClosedRange<CGFloat>
    ) -> AxisMotion {
        let now = frameTime
        if !range.contains(offset) {
            let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
            if target == computed {
                return .bouncing(edge: edge, displacement: offset - edge, velocity: 0, start: now)
            }
        }
        let projected = offset + ScrollPhysics.projectedDistance(initial: velocity, rate: rate)
        if !isPagingEnabled && target == computed && velocity != 0 && !range.contains(projected) {
            let end = offset - velocity / (1000 * log(rate))
            return .decelerating(origin: offset, velocity: velocity, rate: rate, start: now, end: end)
        }
        let distance = target - offset
        guard abs(distance) > ScrollPhysics.restingDistance else { return .resting(target) }
        return .decelerating(
            origin: offset, velocity: ScrollPhysics.velocity(toCover: distance, rate: rate), rate: rate, start: now,
            end: target)
    }

    /// The page the content shows now, along each axis (pages are the bounds' size).
    var currentPage: (x: Int, y: Int) {
        let offset = contentOffset
        let h = horizontalRange, v = verticalRange
        let x = bounds.width > 0 ? Int(((offset.x - h.lowerBound) / bounds.width).rounded()) : 0
        let y = bounds.height > 0 ? Int(((offset.y - v.lowerBound) / bounds.height).rounded()) : 0
        return (x, y)
    }
}

extension AxisMotion {
    /// The offset of a motion at rest.
    var restingOffset: CGFloat? { if case .resting(let offset) = self { offset } else { nil } }

    /// Where the motion comes to rest, as far as it is known now.
    var destination: CGFloat? {
        switch self {
        case .resting(let offset): offset
        case .decelerating(_, _, _, _, let end): end
        case .bouncing(let edge, _, _, _): edge
        case .animating(_, let to, _, _): to
        }
    }
}

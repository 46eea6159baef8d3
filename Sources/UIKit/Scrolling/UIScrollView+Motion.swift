import Foundation

/// The content moving on its own: deceleration and bounce after a drag, animated scrolls.
/// `ScrollDriver` advances it once a frame on the frame clock; each step is a plain offset
/// change, so `scrollViewDidScroll` fires every frame and `contentOffset` reads the live value
/// (no layer animation stands between them, as in UIKit).
extension UIScrollView {
    /// How long `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` take, on
    /// the ease-in-ease-out curve: 0.3 s, as UIKit's animated scrolls measure.
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// Why a motion stops early.
    enum MotionStop {
        /// A finger caught the content: nothing is announced (UIKit sends no end here).
        case caught
        /// Code set the offset: nothing is announced.
        case interrupted
    }

    var frameTime: TimeInterval { runtime.currentTime }
    /// The time a motion is aimed and advanced at: the frame's, or off screen (no frames to
    /// show it in) the end of time, so a motion aimed again there ends at once.
    var motionTime: TimeInterval { window == nil ? .infinity : frameTime }
    private var driver: ScrollDriver { runtime.scrolling }

    func start(_ next: ScrollMotion) {
        motion = next
        motionStarts &+= 1
        driver.start(self)
        // Aimed again from inside a step (its zoom moved the range): that step goes on with it.
        guard !isStepping else { return }
        advanceMotion(to: motionTime)
    }

    func stopMotion(reason: MotionStop) {
        guard motion != nil else { return }
        motion = nil
        driver.stop(self)
    }

    /// An animated scroll to `offset` (clamped by nothing: UIKit scrolls where it is told).
    func animateContent(to offset: CGPoint, kind: ScrollMotion.Kind = .animating) {
        stopMotion(reason: .interrupted)
        let from = contentOffset
        let now = frameTime
        let duration = Self.scrollAnimationDuration
        start(
            ScrollMotion(
                kind: kind,
                x: from.x == offset.x
                    ? .resting(from.x) : .animating(from: from.x, to: offset.x, start: now, duration: duration),
                y: from.y == offset.y
                    ? .resting(from.y) : .animating(from: from.y, to: offset.y, start: now, duration: duration)))
    }

    /// One frame of the motion: the offset at `time`; at the end, UIKit's end message.
    func advanceMotion(to time: TimeInterval) {
        guard var current = motion else {
            driver.stop(self)
            return
        }
        let offset = current.advance(
            to: time, horizontal: horizontalRange, vertical: verticalRange, bounces: bounces, size: bounds.size)
        motion = current
        let starts = motionStarts
        isStepping = true
        if let scale = current.zoomScale, let view = zoomingView { applyZoomScale(scale, to: view) }
        isStepping = false
        // The new content size moved the range (the insets follow what scrolls) and the motion
        // was aimed again from where the content is: the step is that motion's.
        guard motionStarts == starts else {
            advanceMotion(to: time)
            return
        }
        moveContent(to: offset)
        // The delegate may have started something else in scrollViewDidScroll.
        guard let after = motion, after.kind == current.kind, after.isFinished else { return }
        // The range moved under the motion (the view resized, the insets changed): it goes on
        // back into the range before it ends.
        if let back = motionBackIntoRange(from: offset, at: time) {
            motion = back
            // Off screen (time at infinity) there are no frames to spring in: it ends at the
            // edge now.
            if !time.isFinite { advanceMotion(to: time) }
            return
        }
        motion = nil
        driver.stop(self)
        switch current.kind {
        case .decelerating: delegate?.scrollViewDidEndDecelerating(self)
        case .animating: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollingToTop: delegate?.scrollViewDidScrollToTop(self)
        case .settling: break
        case .zooming:
            isZooming = false
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: currentZoomScale)
        }
        scrollingDidEnd()
    }

    /// The same motion kind springing from `offset` back into the range, nil when inside it.
    private func motionBackIntoRange(from offset: CGPoint, at time: TimeInterval) -> ScrollMotion? {
        let h = horizontalRange, v = verticalRange
        guard !h.contains(offset.x) || !v.contains(offset.y), let kind = motion?.kind else { return nil }
        func back(_ o: CGFloat, _ range: ClosedRange<CGFloat>) -> AxisMotion {
            if range.contains(o) { return .resting(o) }
            let edge = o < range.lowerBound ? range.lowerBound : range.upperBound
            guard bounces, time.isFinite else { return .resting(edge) }
            return .bouncing(edge: edge, displacement: o - edge, velocity: 0, start: time)
        }
        return ScrollMotion(kind: kind, x: back(offset.x, h), y: back(offset.y, v))
    }

    /// The view changed size, or its insets changed, while its content moved on its own after
    /// a drag (the device turned mid-fling, the safe area changed with it). Pages are the bounds' size and the range moved with it, so the motion
    /// is aimed again from where the content is: paging, at the same page of the new size,
    /// within the new range (UIKit's paging scroll view keeps its page across a rotation); past
    /// an edge of the new range, it springs back from no farther than a rubber band can pull
    /// content (less than the view's own length), never from beyond it.
    /// A zoom under way is aimed again too (`zoomDidResize`).
    func motionDidResize(from oldSize: CGSize) {
        guard let current = motion, drag == nil else { return }
        switch current.kind {
        case .zooming:
            zoomDidResize(current)
            return
        case .animating, .scrollingToTop:
            animationDidResize(current)
            return
        case .decelerating, .settling: break
        }
        let offset = contentOffset
        let now = motionTime
        let rate = Self.pagingRate
        func retarget(
            _ o: CGFloat, _ axis: AxisMotion, range: ClosedRange<CGFloat>, oldPage: CGFloat, page: CGFloat
        ) -> AxisMotion {
            if !range.contains(o) {
                let edge = o < range.lowerBound ? range.lowerBound : range.upperBound
                guard bounces, now.isFinite else { return .resting(edge) }
                var displacement = o - edge
                if abs(displacement) >= page { displacement = ScrollPhysics.rubberBand(displacement, dimension: page) }
                return .bouncing(edge: edge, displacement: displacement, velocity: 0, start: now)
            }
            // An axis at rest stays where the content is now (an inset change may have moved it).
            guard isPagingEnabled, page > 0 else { return axis.isResting ? .resting(o) : axis }
            let destination = axis.destination ?? o
            let index = oldPage > 0 ? Int(((destination - range.lowerBound) / oldPage).rounded()) : 0
            let target = ScrollPhysics.pageOffset(
                releasedAt: range.lowerBound + CGFloat(index) * page, velocity: 0, startPage: index,
                pageLength: page, range: range)
            guard abs(target - o) > ScrollPhysics.restingDistance, now.isFinite else { return .resting(target) }
            return .decelerating(
                origin: o, velocity: ScrollPhysics.velocity(toCover: target - o, rate: rate), rate: rate, start: now,
                end: target)
        }
        let next = ScrollMotion(
            kind: current.kind,
            x: retarget(offset.x, current.x, range: horizontalRange, oldPage: oldSize.width, page: bounds.width),
            y: retarget(offset.y, current.y, range: verticalRange, oldPage: oldSize.height, page: bounds.height))
        start(next)
    }

    /// An animated zoom whose range moved under it (the view resized, the insets changed, as
    /// when a window shrinks and its safe area goes): the scale goes on as it was, and the
    /// offset is aimed again at its destination as the new range at the final scale allows,
    /// from where the content is — past an edge of the current range, from no farther than a
    /// rubber band can pull content — ending with the scale (Apple, "UIScrollView": content
    /// never rests outside its scrollable range). Campaign seed 294.
    private func zoomDidResize(_ current: ScrollMotion) {
        guard let zoom = current.zoom, let view = zoomingView else { return }
        let offset = contentOffset
        let now = motionTime
        let remaining = now.isFinite ? max(0, zoom.start + zoom.duration - now) : 0
        let size = view.bounds.size, inset = adjustedContentInset
        func retarget(
            _ o: CGFloat, _ axis: AxisMotion, range: ClosedRange<CGFloat>, final: ClosedRange<CGFloat>, page: CGFloat
        ) -> AxisMotion {
            let destination = axis.destination ?? o
            let to = min(max(destination, final.lowerBound), final.upperBound)
            var from = o
            if !range.contains(o) {
                let edge = o < range.lowerBound ? range.lowerBound : range.upperBound
                if abs(o - edge) >= page { from = edge + ScrollPhysics.rubberBand(o - edge, dimension: page) }
            }
            guard remaining > 0, from != to else { return .resting(to) }
            return .animating(from: from, to: to, start: now, duration: remaining)
        }
        var next = current
        next.x = retarget(
            offset.x, current.x, range: horizontalRange,
            final: scrollRange(
                content: size.width * zoom.to, inset: (inset.left, inset.right), view: bounds.width),
            page: bounds.width)
        next.y = retarget(
            offset.y, current.y, range: verticalRange,
            final: scrollRange(
                content: size.height * zoom.to, inset: (inset.top, inset.bottom), view: bounds.height),
            page: bounds.height)
        start(next)
    }

    /// An animated scroll (code's, a key's, the status bar's) whose range moved under it goes on
    /// to where it was told; an axis left past an edge of the new range by as much as the view
    /// is long (the view shrank as the insets went, as when a window is resized to nothing) goes
    /// on from where a rubber band could hold it instead, over the time left, so content never
    /// shows beyond the band. Campaign seed 1681.
    private func animationDidResize(_ current: ScrollMotion) {
        let offset = contentOffset
        let now = motionTime
        var aimedAgain = false
        func retarget(_ o: CGFloat, _ axis: AxisMotion, range: ClosedRange<CGFloat>, page: CGFloat) -> AxisMotion {
            guard !range.contains(o) else { return axis }
            let edge = o < range.lowerBound ? range.lowerBound : range.upperBound
            guard abs(o - edge) >= page else { return axis }
            aimedAgain = true
            let from = edge + ScrollPhysics.rubberBand(o - edge, dimension: page)
            guard case .animating(_, let to, let start, let duration) = axis else { return .resting(from) }
            let remaining = now.isFinite ? max(0, start + duration - now) : 0
            guard remaining > 0 else { return .resting(to) }
            return .animating(from: from, to: to, start: now, duration: remaining)
        }
        var next = current
        next.x = retarget(offset.x, current.x, range: horizontalRange, page: bounds.width)
        next.y = retarget(offset.y, current.y, range: verticalRange, page: bounds.height)
        guard aimedAgain else { return }
        start(next)
    }

    /// The scroll view left its window mid-motion: the motion ends at its destination (a
    /// deceleration's resting offset, an animation's end), announced as if it had played.
    func finishMotionOffScreen() {
        advanceMotion(to: .infinity)
        if motion != nil { stopMotion(reason: .interrupted) }
    }

    /// Content a finger caught and let go of without dragging: past an edge it springs back;
    /// when paging, between two pages, it goes on to the nearest one (as UIKit's does).
    func settleAfterCatch() {
        let offset = contentOffset
        let h = horizontalRange, v = verticalRange
        let now = frameTime
        func settle(_ o: CGFloat, _ range: ClosedRange<CGFloat>, page: CGFloat) -> AxisMotion {
            if !range.contains(o) {
                let edge = o < range.lowerBound ? range.lowerBound : range.upperBound
                guard bounces else { return .resting(edge) }
                return .bouncing(edge: edge, displacement: o - edge, velocity: 0, start: now)
            }
            guard isPagingEnabled else { return .resting(o) }
            let target = ScrollPhysics.pageOffset(
                releasedAt: o, velocity: 0, startPage: Int(((o - range.lowerBound) / max(page, 1)).rounded()),
                pageLength: page, range: range)
            guard abs(target - o) > ScrollPhysics.restingDistance else { return .resting(target) }
            let rate = Self.pagingRate
            return .decelerating(
                origin: o, velocity: ScrollPhysics.velocity(toCover: target - o, rate: rate), rate: rate, start: now,
                end: target)
        }
        let next = ScrollMotion(
            kind: .settling, x: settle(offset.x, h, page: bounds.width), y: settle(offset.y, v, page: bounds.height))
        if next.isFinished {
            let end = CGPoint(x: next.x.restingOffset ?? offset.x, y: next.y.restingOffset ?? offset.y)
            if end != offset { moveContent(to: end) }
        } else {
            start(next)
        }
    }

    /// The offset that shows `rect` (content coordinates) moving as little as possible (a rect
    /// larger than the view shows its top-left part), for `scrollRectToVisible(_:animated:)`.
    func offsetShowing(_ rect: CGRect) -> CGPoint {
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
        var offset = contentOffset
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - adjustedContentInset.left }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - adjustedContentInset.top }
        return clampedOffset(offset)
    }
}

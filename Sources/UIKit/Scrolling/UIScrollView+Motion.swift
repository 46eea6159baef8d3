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

    var frameTime: TimeInterval { UIApplication.shared.currentTime }
    private var driver: ScrollDriver { UIApplication.shared.scrolling }

    func start(_ next: ScrollMotion) {
        motion = next
        driver.start(self)
        advanceMotion(to: frameTime)
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
            to: time, horizontal: horizontalRange, vertical: verticalRange, bounces: bounces)
        motion = current
        if let scale = current.zoomScale, let view = zoomingView { applyZoomScale(scale, to: view) }
        moveContent(to: offset)
        // The delegate may have started something else in scrollViewDidScroll.
        guard let after = motion, after.kind == current.kind, after.isFinished else { return }
        motion = nil
        driver.stop(self)
        switch current.kind {
        case .decelerating: delegate?.scrollViewDidEndDecelerating(self)
        case .animating: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollingToTop: delegate?.scrollViewDidScrollToTop(self)
        case .settling: break
        case .zooming:
            isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: currentZoomScale)
        }
        scrollingDidEnd()
    }

    /// Content left past an edge with no drag springs back to it.
    func settleIfOutsideRange() {
        let offset = contentOffset
        let h = horizontalRange, v = verticalRange
        guard !h.contains(offset.x) || !v.contains(offset.y) else { return }
        let now = frameTime
        func spring(_ o: CGFloat, _ range: ClosedRange<CGFloat>) -> AxisMotion {
            if range.contains(o) { return .resting(o) }
            let edge = o < range.lowerBound ? range.lowerBound : range.upperBound
            return .bouncing(edge: edge, displacement: o - edge, velocity: 0, start: now)
        }
        start(ScrollMotion(kind: .settling, x: spring(offset.x, h), y: spring(offset.y, v)))
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

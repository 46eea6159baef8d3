import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by `zoomScale` (a transform about
/// its centre, its frame kept at the content's origin) and the content size follows its frame.
extension UIScrollView {
    /// The view zooming scales, asked of the delegate each time (UIKit does too).
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// `scale` clamped to the zoom limits.
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// `setZoomScale(_:animated:)`: the scale clamped to the limits, the content's point at the
    /// view's centre kept there; animated, over `scrollAnimationDuration` on the frame clock.
    func performSetZoomScale(_ scale: CGFloat, animated: Bool) {
        guard zoomingView != nil else { return }
        let target = clampedZoomScale(scale)
        let center = CGPoint(x: bounds.midX / currentZoomScale, y: bounds.midY / currentZoomScale)
        let size = bounds.size
        let offset = CGPoint(x: center.x * target - size.width / 2, y: center.y * target - size.height / 2)
        zoom(toScale: target, offset: offset, animated: animated)
    }

    /// `zoom(to:animated:)`: `rect` (in the zooming view's own coordinates) fills the view as far
    /// as the limits allow, centred.
    func performZoom(to rect: CGRect, animated: Bool) {
        guard zoomingView != nil, rect.width > 0 || rect.height > 0 else { return }
        let scaleX = rect.width > 0 ? bounds.width / rect.width : .infinity
        let scaleY = rect.height > 0 ? bounds.height / rect.height : .infinity
        let target = clampedZoomScale(min(scaleX, scaleY))
        let offset = CGPoint(
            x: rect.midX * target - bounds.width / 2, y: rect.midY * target - bounds.height / 2)
        zoom(toScale: target, offset: offset, animated: animated)
    }

    /// Applies `scale` and then `offset` (clamped to the range the new content size gives).
    func zoom(toScale scale: CGFloat, offset: CGPoint, animated: Bool) {
        guard let view = zoomingView else { return }
        stopMotion(reason: .interrupted)
        if animated && window != nil {
            startZoomAnimation(to: scale, offset: offset, view: view)
            return
        }
        applyZoomScale(scale, to: view)
        contentOffset = clampedOffset(offset)
    }

    /// The scale as a transform on `view`, its frame's origin kept at the content's origin, the
    /// content size its frame's size; then `scrollViewDidZoom`.
    func applyZoomScale(_ scale: CGFloat, to view: UIView) {
        let oldScale = currentZoomScale
        currentZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        if oldScale != scale { delegate?.scrollViewDidZoom(self) }
    }
}

extension UIScrollView {
    /// An animated zoom: scale and offset move together over `scrollAnimationDuration`;
    /// `announce` false continues a zoom already begun (the bounce back into the limits).
    func startZoomAnimation(to scale: CGFloat, offset: CGPoint, view: UIView, announce: Bool = true) {
        let now = frameTime
        let duration = Self.scrollAnimationDuration
        let from = contentOffset
        // The offset that will be valid once the content has its new size.
        let size = view.bounds.size
        let range = (
            x: scrollRange(
                content: size.width * scale, inset: (adjustedContentInset.left, adjustedContentInset.right),
                view: bounds.width),
            y: scrollRange(
                content: size.height * scale, inset: (adjustedContentInset.top, adjustedContentInset.bottom),
                view: bounds.height)
        )
        let to = CGPoint(
            x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        isZooming = true
        if announce { delegate?.scrollViewWillBeginZooming(self, with: view) }
        var next = ScrollMotion(
            kind: .zooming, x: .animating(from: from.x, to: to.x, start: now, duration: duration),
            y: .animating(from: from.y, to: to.y, start: now, duration: duration))
        next.zoom = ScrollMotion.ZoomStep(from: currentZoomScale, to: scale, start: now, duration: duration)
        start(next)
    }

    /// The offsets content of `content` points with `inset` can rest at in a view `view` long.
    func scrollRange(content: CGFloat, inset: (CGFloat, CGFloat), view: CGFloat) -> ClosedRange<CGFloat> {
        let low = -inset.0
        return low...max(low, content + inset.1 - view)
    }
}

/// Control with the wheel zooms: our stand-in for a pinch (there is no pinch recognizer, so no
/// `pinchGestureRecognizer`). Each point of wheel scrolling scales by 0.5 % (`wheelZoomStep`,
/// our choice: a 40-point notch is about 22 %), about the pointer: the content under it stays
/// there. The zoom begins with the first event (`scrollViewWillBeginZooming`), reports
/// `scrollViewDidZoom` with each, and ends `GestureEnvironment.scrollEndGap` after the last
/// (`scrollViewDidEndZooming`); past the limits it is resisted (at most a quarter beyond) and,
/// with `bouncesZoom`, animates back inside them first (`isZoomBouncing`), else it stops at them.
extension UIScrollView {
    static let wheelZoomStep: CGFloat = 0.005
    /// How far past a limit a wheel zoom may go (as a factor of the limit).
    static let zoomOvershoot: CGFloat = 1.25

    /// A Control-wheel step of `delta` points with the pointer at `point` (own coordinates).
    func wheelZoom(by delta: CGFloat, at point: CGPoint) {
        guard let view = zoomingView else { return }
        stopMotion(reason: .interrupted)
        if wheelZoomLastEvent == nil {
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
        }
        wheelZoomLastEvent = frameTime
        let low = minimumZoomScale, high = max(minimumZoomScale, maximumZoomScale)
        var scale = currentZoomScale * pow(1 + Self.wheelZoomStep, delta)
        scale =
            bouncesZoom
            ? min(max(scale, low / Self.zoomOvershoot), high * Self.zoomOvershoot) : min(max(scale, low), high)
        let old = currentZoomScale
        let onScreen = CGPoint(x: point.x - contentOffset.x, y: point.y - contentOffset.y)
        applyZoomScale(scale, to: view)
        moveContent(to: CGPoint(x: point.x / old * scale - onScreen.x, y: point.y / old * scale - onScreen.y))
        showIndicatorsForScroll()
        // The end of the zoom waits for the quiet gap (`advanceIdleWork`).
        runtime.scrolling.wait(self)
    }

    /// The quiet gap after the last Control-wheel event: back inside the limits (animated), or
    /// the end of the zoom and the content back inside its range.
    func endWheelZoom() {
        wheelZoomLastEvent = nil
        guard let view = zoomingView else {
            isZooming = false
            return
        }
        let clamped = clampedZoomScale(currentZoomScale)
        if clamped != currentZoomScale {
            isZoomBouncing = true
            let center = CGPoint(x: bounds.midX / currentZoomScale, y: bounds.midY / currentZoomScale)
            let offset = CGPoint(x: center.x * clamped - bounds.width / 2, y: center.y * clamped - bounds.height / 2)
            startZoomAnimation(to: clamped, offset: offset, view: view, announce: false)
            return
        }
        isZooming = false
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: currentZoomScale)
        settleAfterCatch()
        scrollingDidEnd()
    }
}

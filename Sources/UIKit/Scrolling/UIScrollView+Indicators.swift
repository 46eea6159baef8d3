import Foundation

/// The indicators: shown while the content moves, placed for the offset of every frame, faded
/// out `ScrollIndicatorView.fadeDelay` after it stops (the fade is a plain alpha animation; the
/// wait is kept by `ScrollDriver`, so an idle scroll view asks for no frame).
extension UIScrollView {
    /// Shows the indicators for a moment, as after a scroll (`flashScrollIndicators()`).
    func flashIndicators() {
        showIndicators()
        if motion == nil && drag == nil { scheduleIndicatorFade() }
    }

    /// The content moved: indicators show and follow.
    func showIndicatorsForScroll() {
        guard window != nil else { return }
        showIndicators()
    }

    private func showIndicators() {
        let axes = draggableAxes
        let wantsVertical = showsVerticalScrollIndicator && axes.vertical
        let wantsHorizontal = showsHorizontalScrollIndicator && axes.horizontal
        if wantsVertical && verticalIndicator == nil { verticalIndicator = makeIndicator(vertical: true) }
        if wantsHorizontal && horizontalIndicator == nil { horizontalIndicator = makeIndicator(vertical: false) }
        indicatorsShownAt = nil
        if wheelZoomLastEvent == nil { runtime.scrolling.stopWaiting(self) }
        for (indicator, wanted) in [(verticalIndicator, wantsVertical), (horizontalIndicator, wantsHorizontal)] {
            guard let indicator else { continue }
            indicator.layer.removeAllAnimations()
            indicator.alpha = wanted ? 1 : 0
        }
        updateIndicators()
    }

    private func makeIndicator(vertical: Bool) -> ScrollIndicatorView {
        let indicator = ScrollIndicatorView(vertical: vertical)
        addSubview(indicator)
        return indicator
    }

    /// The content stopped: the indicators fade after the delay.
    func scrollingDidEnd() {
        scheduleIndicatorFade()
    }

    private func scheduleIndicatorFade() {
        guard verticalIndicator?.alpha ?? 0 > 0 || horizontalIndicator?.alpha ?? 0 > 0 else { return }
        indicatorsShownAt = frameTime
        runtime.scrolling.wait(self)
    }

    /// Time passed with the content still: once the delay is over, the fade starts.
    func advanceIdleWork(to time: TimeInterval) {
        if let last = wheelZoomLastEvent {
            guard time - last >= GestureEnvironment.scrollEndGap - 1e-9 else { return }
            endWheelZoom()
        }
        guard let shownAt = indicatorsShownAt else {
            if wheelZoomLastEvent == nil { runtime.scrolling.stopWaiting(self) }
            return
        }
        // Moving again: the end of that motion schedules the fade anew.
        guard motion == nil, drag == nil, wheelZoomLastEvent == nil else {
            indicatorsShownAt = nil
            runtime.scrolling.stopWaiting(self)
            return
        }
        guard time - shownAt >= ScrollIndicatorView.fadeDelay - 1e-9 else { return }
        indicatorsShownAt = nil
        runtime.scrolling.stopWaiting(self)
        let indicators = [verticalIndicator, horizontalIndicator].compactMap { $0 }
        UIView.animate(withDuration: ScrollIndicatorView.fadeDuration) {
            for indicator in indicators { indicator.alpha = 0 }
        }
    }

    /// Off screen: no fade to show, the indicators are simply hidden.
    func hideIndicatorsAtOnce() {
        if wheelZoomLastEvent != nil {
            wheelZoomLastEvent = nil
            isZooming = false
        }
        indicatorsShownAt = nil
        runtime.scrolling.stopWaiting(self)
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) { indicator.alpha = 0 }
    }

    /// Places and colours the indicators for the current offset, size and insets.
    func updateIndicators() {
        guard verticalIndicator != nil || horizontalIndicator != nil else { return }
        let color = ScrollIndicatorView.color(style: indicatorStyle, traits: traitCollection)
        let inset = adjustedContentInset
        let safe =
            automaticallyAdjustsScrollIndicatorInsets
            ? UIEdgeInsets(
                top: inset.top - contentInset.top, left: inset.left - contentInset.left,
                bottom: inset.bottom - contentInset.bottom, right: inset.right - contentInset.right) : .zero
        let offset = contentOffset
        let size = bounds.size
        let t = ScrollIndicatorView.thickness, e = ScrollIndicatorView.edgeInset
        let bothShown = (verticalIndicator?.alpha ?? 0) > 0 && (horizontalIndicator?.alpha ?? 0) > 0
        if let indicator = verticalIndicator {
            let insets = verticalScrollIndicatorInsets
            let along = Self.indicatorPlacement(
                offset: offset.y, range: verticalRange, visible: size.height,
                content: contentSize.height + inset.top + inset.bottom,
                leading: safe.top + insets.top + e, trailing: safe.bottom + insets.bottom + e + (bothShown ? t + e : 0))
            indicator.frame = CGRect(
                x: offset.x + size.width - safe.right - insets.right - e - t, y: offset.y + along.start,
                width: t, height: along.length)
            indicator.backgroundColor = color
        }
        if let indicator = horizontalIndicator {
            let insets = horizontalScrollIndicatorInsets
            let along = Self.indicatorPlacement(
                offset: offset.x, range: horizontalRange, visible: size.width,
                content: contentSize.width + inset.left + inset.right,
                leading: safe.left + insets.left + e, trailing: safe.right + insets.right + e + (bothShown ? t + e : 0))
            indicator.frame = CGRect(
                x: offset.x + along.start, y: offset.y + size.height - safe.bottom - insets.bottom - e - t,
                width: along.length, height: t)
            indicator.backgroundColor = color
        }
    }

    /// One indicator along its axis: its track between `leading` and `trailing`, where the offset
    /// puts it in the range, shortened by how far the content is pulled past an edge.
    private static func indicatorPlacement(
        offset: CGFloat, range: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat, leading: CGFloat,
        trailing: CGFloat
    ) -> (start: CGFloat, length: CGFloat) {
        let span = range.upperBound - range.lowerBound
        let overshoot = offset < range.lowerBound ? offset - range.lowerBound : max(0, offset - range.upperBound)
        let place = ScrollIndicatorView.placement(
            track: visible - leading - trailing, visible: visible, content: content,
            progress: span > 0 ? (offset - range.lowerBound) / span : 0, overshoot: overshoot)
        return (leading + place.start, place.length)
    }

    /// Content added later goes under the indicators, as in UIKit.
    func keepIndicatorsInFront(after subview: UIView) {
        guard !(subview is ScrollIndicatorView) else { return }
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) { bringSubviewToFront(indicator) }
    }
}

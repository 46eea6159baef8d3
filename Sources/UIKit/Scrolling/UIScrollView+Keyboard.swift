import Foundation

/// Keyboard scrolling (iOS 17's `allowsKeyboardScrolling`): the scroll view that has the keys
/// moves its content, animated as `setContentOffset(_:animated:)` (each ends with
/// `scrollViewDidEndScrollingAnimation`), never past the scrollable range:
/// - Up/Down arrows: a line (`keyboardLineStep`, 40 pt); Left/Right likewise horizontally;
///   with paging on, an arrow turns one page.
/// - Page Up/Down, Space/Shift-Space: a screenful less one line, as desktop scrolling keeps a
///   line of context.
/// - Home/End, Command-Up/Down: the top or the bottom.
///
/// Which scroll view has the keys ("focused"): keys go to the first responder and up its
/// responder chain, so a scroll view that is the first responder or holds it gets them; with
/// no first responder, the scroll view of the key window the pointer last pressed or scrolled
/// in (`ScrollDriver.keyboardScrollView`).
extension UIScrollView {
    /// One arrow key's step: our choice, about a line of body text plus its leading.
    static let keyboardLineStep: CGFloat = 40

    /// Scrolls for `key` when it is a scrolling key; returns whether it was.
    func scroll(for key: UIKey) -> Bool {
        guard allowsKeyboardScrolling, let offset = keyboardTarget(for: key) else { return false }
        let target = clampedOffset(offset)
        if target != contentOffset { animateContent(to: target) }
        return true
    }

    /// Where `key` sends the content from its current (or animated-to) offset, nil when the
    /// key does not scroll.
    private func keyboardTarget(for key: UIKey) -> CGPoint? {
        let flags = key.modifierFlags
        guard !flags.contains(.control) && !flags.contains(.alternate) else { return nil }
        let from = destinationOffset
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let page = max(Self.keyboardLineStep, visibleHeight - Self.keyboardLineStep)
        let lineY = isPagingEnabled ? bounds.height : Self.keyboardLineStep
        let lineX = isPagingEnabled ? bounds.width : Self.keyboardLineStep
        let v = verticalRange
        var to = from
        switch key.keyCode {
        case .keyboardUpArrow: to.y = flags.contains(.command) ? v.lowerBound : from.y - lineY
        case .keyboardDownArrow: to.y = flags.contains(.command) ? v.upperBound : from.y + lineY
        case .keyboardLeftArrow: to.x = from.x - lineX
        case .keyboardRightArrow: to.x = from.x + lineX
        case .keyboardPageUp: to.y = from.y - page
        case .keyboardPageDown: to.y = from.y + page
        case .keyboardSpacebar: to.y = flags.contains(.shift) ? from.y - page : from.y + page
        case .keyboardHome: to.y = v.lowerBound
        case .keyboardEnd: to.y = v.upperBound
        default: return nil
        }
        return to
    }

    /// Where an animated scroll in progress is going (so repeated keys add up), else the offset.
    private var destinationOffset: CGPoint {
        guard let motion, motion.kind == .animating else { return contentOffset }
        func end(_ axis: AxisMotion, _ current: CGFloat) -> CGFloat {
            switch axis {
            case .animating(_, let to, _, _): to
            case .resting(let offset): offset
            default: current
            }
        }
        return CGPoint(x: end(motion.x, contentOffset.x), y: end(motion.y, contentOffset.y))
    }

    /// The pointer pressed or scrolled in this scroll view: it takes the keys when no
    /// responder holds them.
    func takeKeyboardFocus() {
        runtime.scrolling.keyboardScrollView = self
    }
}

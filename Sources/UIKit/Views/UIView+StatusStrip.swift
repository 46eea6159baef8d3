import Foundation

/// The view side of the status strip: how far it reaches into a view, and relayout when it changes.
extension UIView {
    /// Asks every view of this subtree to lay out again (bars depend on the status strip).
    func setNeedsLayoutThroughout() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutThroughout() }
    }

    /// How far the window's top safe area reaches into this view from its top edge: the status
    /// strip's 20 pt while it shows, or a device's status bar and notch when the window's
    /// `safeAreaInsets` says so. Where a top bar starts its content.
    var statusStripInset: CGFloat {
        guard let window else { return 0 }
        let top = convert(CGPoint.zero, to: window).y
        return max(0, window.safeAreaInsets.top - top)
    }

    /// How far the window's bottom safe area (a device's home indicator) reaches into this view
    /// from its bottom edge: the room a bottom bar adds below its content.
    var homeIndicatorInset: CGFloat {
        guard let window else { return 0 }
        let bottom = convert(CGPoint(x: 0, y: bounds.height), to: window).y
        return max(0, window.safeAreaInsets.bottom - (window.bounds.height - bottom))
    }
}

extension UIWindow {
    /// Whether the status strip shows: a root controller's, unless the controllers hide it or
    /// the height is compact (a phone in landscape hides it, as iOS does), or the window draws
    /// none (a snapshot's device window: iOS renders the view's layer, no status bar).
    var showsStatusStrip: Bool {
        guard drawsStatusStrip, let decider = rootViewController?.topFullScreenController,
            !decider.resolvedStatusBar.hidden
        else {
            return false
        }
        return traitCollection.verticalSizeClass != .compact
    }
}

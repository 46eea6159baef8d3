import Foundation

/// The view side of the status strip: how far it reaches into a view, and relayout when it changes.
extension UIView {
    /// Asks every view of this subtree to lay out again (bars depend on the status strip).
    func setNeedsLayoutThroughout() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutThroughout() }
    }

    /// How far the window's status strip reaches into this view from its top edge (20 pt at the
    /// window's top while the strip shows, else 0): where a bar starts its content.
    var statusStripInset: CGFloat {
        guard let window, window.showsStatusStrip else { return 0 }
        let top = convert(CGPoint.zero, to: window).y
        return max(0, UIWindow.statusStripHeight - top)
    }
}

extension UIWindow {
    /// Whether the status strip shows: a root controller's, unless the controllers hide it or
    /// the height is compact (a phone in landscape hides it, as iOS does).
    var showsStatusStrip: Bool {
        guard let decider = rootViewController?.topFullScreenController, !decider.resolvedStatusBar.hidden else {
            return false
        }
        return traitCollection.verticalSizeClass != .compact
    }
}

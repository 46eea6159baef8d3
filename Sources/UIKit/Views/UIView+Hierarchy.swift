import Foundation

/// The subview tree, with UIKit's callbacks in UIKit's order. Adding:
/// `willMove(toWindow:)` (only when the window changes) · `willMove(toSuperview:)` · link ·
/// `didMoveToWindow()` · `didMoveToSuperview()` · superview's `didAddSubview(_:)`.
/// Removing: superview's `willRemoveSubview(_:)` · `willMove(toSuperview: nil)` ·
/// `willMove(toWindow: nil)` · unlink · `didMoveToWindow()` · `didMoveToSuperview()`.
/// (Order as logged on iOS devices; window callbacks reach every view of the moving subtree.)
/// Entering or leaving a visible window also makes the controllers carried appear or disappear.
extension UIView {
    func performAddSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    func performInsertSubview(_ view: UIView, at index: Int) {
        guard view !== self else {
            runtime.report(.exception, "Can't add self as subview", name: "NSInvalidArgumentException")
            return
        }
        guard !isDescendant(of: view) else {
            runtime.report(
                .exception, "Can't add \(view) as a subview of its own descendant \(self)",
                name: "NSInvalidArgumentException")
            return
        }
        if view.superview === self {
            // Reordering only: no move callbacks.
            let current = subviews.indexOfIdentical(view)!
            subviews.remove(at: current)
            let target = min(max(0, index > current ? index - 1 : index), subviews.count)
            subviews.insert(view, at: target)
            view.layer.removeFromSuperlayer()
            layer.insertSublayer(view.layer, at: UInt32(layerIndex(forSubviewAt: target)))
            return
        }
        guard checkControllerHierarchy(adding: view) else { return }
        let wasVisible = view.isInVisibleWindow, willBeVisible = isInVisibleWindow
        if wasVisible == willBeVisible {
            link(view, at: index)
        } else {
            view.changingAppearance(appearing: willBeVisible) { link(view, at: index) }
        }
    }

    /// The move itself, with the view callbacks.
    private func link(_ view: UIView, at index: Int) {
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
        }
        let oldWindow = view.window, newWindow = window
        if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.unlinkFromSuperview()
        let target = min(max(0, index), subviews.count)
        subviews.insert(view, at: target)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(layerIndex(forSubviewAt: target)))
        if oldWindow !== newWindow { view.sendDidMoveToWindow() }
        if oldWindow != nil && oldWindow !== newWindow { UIApplication.shared.events.gestures.viewDidLeaveWindow(view) }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.superviewDidChangeForLayoutEngine()
        // A subtree in a new environment hears about its traits (and resolves its colours).
        if newWindow != nil { view.announceTraitChanges() }
    }

    func performInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    func performInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    func performRemoveFromSuperview() {
        guard superview != nil else { return }
        if isInVisibleWindow {
            changingAppearance(appearing: false) { unlinkWithCallbacks() }
        } else {
            unlinkWithCallbacks()
        }
    }

    private func unlinkWithCallbacks() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        unlinkFromSuperview()
        if oldWindow != nil {
            sendDidMoveToWindow()
            UIApplication.shared.events.gestures.viewDidLeaveWindow(self)
        }
        didMoveToSuperview()
    }

    func performBringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    func performSendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    func performExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        for view in subviews { view.layer.removeFromSuperlayer() }
        for (index, view) in subviews.enumerated() {
            layer.insertSublayer(view.layer, at: UInt32(layerIndex(forSubviewAt: index)))
        }
    }

    // MARK: Plumbing

    private func unlinkFromSuperview() {
        guard let superview else { return }
        releaseConstraintsLeaving(superview)
        superview.subviews.removeIdentical(self)
        self.superview = nil
        superviewDidChangeForLayoutEngine()
        layer.removeFromSuperlayer()
        superview.setNeedsLayout()
    }

    /// Subview layers sit after any layers added directly, in subview order.
    private func layerIndex(forSubviewAt index: Int) -> Int {
        let sublayers = layer.sublayers ?? []
        if index + 1 < subviews.count, let next = sublayers.firstIndex(where: { $0 === subviews[index + 1].layer }) {
            return next
        }
        return sublayers.count
    }

    func sendWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.sendWillMove(toWindow: newWindow) }
    }

    func sendDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.sendDidMoveToWindow() }
    }
}

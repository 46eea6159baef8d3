import Foundation

/// Layout: `layoutSubviews` runs in the frame loop's layout pass (or `layoutIfNeeded`) for views
/// marked with `setNeedsLayout`; a bounds size change marks the view and resizes autoresizing
/// subviews at once, as UIKit does.
extension UIView {
    func performSetNeedsLayout() {
        needsLayout = true
        runtime.layout.request()
    }

    /// Lays out this view's subtree now if any part of it is marked. As in UIKit, the
    /// constraints pass comes first, then the engine's solution; layout runs top down. Changes
    /// the engine gets while laying out (a safe area moving its guide, a `layoutSubviews`
    /// changing a constant) are laid out again at once, a few rounds at most.
    func performLayoutIfNeeded() {
        let pass = runtime.layout
        if pass.engine.activeCount > 0 || pass.isConstraintsUpdateRequested {
            updateConstraintsIfNeeded()
        }
        pass.walk { layoutSubtreeIfNeeded(isTop: true) }
    }

    /// Marks the view for layout in the walk under way, or asks for a pass outside one.
    func setNeedsLayoutForLayoutEngine() {
        if runtime.layout.walkDepth > 0 { needsLayout = true } else { setNeedsLayout() }
    }

    /// The top-down walk: a view's safe area follows its superview's (already current below the
    /// top of the walk), the engine places its constrained subviews, then it lays out.
    private func layoutSubtreeIfNeeded(isTop: Bool = false) {
        updateSafeAreaInsets(superviewIsCurrent: !isTop)
        // Placed by its superview, with its traits and safe area: an appearing controller's
        // view gets viewIsAppearing here, before its own layout (Apple's viewIsAppearing(_:)).
        if let controller = owningViewController, controller.viewIsAppearingOwed != nil, isInVisibleWindow {
            controller.performViewIsAppearingIfOwed()
        }
        if needsLayout {
            needsLayout = false
            applyEngineFramesToSubviews()
            if let controller = owningViewController {
                controller.layoutRootView { layoutSubviews() }
            } else {
                layoutSubviews()
            }
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    func performSizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        bounds.size = fitted
    }

    public static let noIntrinsicMetric: CGFloat = -1

    /// Runs a geometry change, then lays out and autoresizes if it changed the bounds size.
    func resizing(_ change: () -> Void) {
        let oldSize = bounds.size
        change()
        frameDidChangeForLayoutEngine()
        guard bounds.size != oldSize else { return }
        setNeedsLayout()
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(from: oldSize, to: bounds.size) }
        }
    }

    /// UIKit's autoresizing: along each axis the superview's size change is shared by the
    /// flexible parts (left margin, width, right margin) in proportion to their current sizes,
    /// or equally when those sizes are all zero.
    func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let f = frame
        let (x, width) = Self.distribute(
            from: oldSize.width, to: newSize.width, start: f.minX, length: f.width, end: oldSize.width - f.maxX,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let (y, height) = Self.distribute(
            from: oldSize.height, to: newSize.height, start: f.minY, length: f.height, end: oldSize.height - f.maxY,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        frame = CGRect(x: x, y: y, width: width, height: height)
    }

    /// With the end margin fixed, the last flexible part before it takes what the others leave
    /// of the new size rather than its own rounded share: the parts then add up to the
    /// superview's size exactly, so a view that fills its superview (a window's root) still fills
    /// it after any number of resizes (a turn passes through an intermediate size, and each
    /// `length + delta × length / length` may lose the last bit).
    private static func distribute(
        from oldSize: CGFloat, to newSize: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
        flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        let delta = newSize - oldSize
        let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)].filter(\.0).map(\.1)
        guard delta != 0, !parts.isEmpty else { return (start, length) }
        let total = parts.reduce(0, +)
        func share(_ isFlexible: Bool, _ size: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * size / total : delta / CGFloat(parts.count)
        }
        let newStart = start + share(flexible.0, start)
        guard !flexible.2 else { return (newStart, length + share(flexible.1, length)) }
        if flexible.1 { return (newStart, newSize - newStart - end) }
        return (newSize - length - end, length)
    }
}

import Foundation

/// The safe area: the part of a view that no bar or strip of the window covers. The window's
/// comes from its status strip, or from a subclass's override of `safeAreaInsets` (a device's
/// notch and home indicator, as a snapshot host gives them); every other view's is the part of
/// its superview's safe area it overlaps, plus a controller's `additionalSafeAreaInsets` for its
/// root view. Bars placed by the containers sit outside their children's views, so a child's
/// safe area ends where the bars begin.
extension UIView {
    /// `safeAreaInsets` as UIKit computes it (UIView.swift declares the overridable property).
    func performSafeAreaInsets() -> UIEdgeInsets {
        safeAreaInsets(within: superview.map { $0.safeAreaInsetsForSubviews($0.safeAreaInsets) })
    }

    /// The safe area this view passes to its subviews: its own, less what a scroll view already
    /// turned into content inset (UIKit's content does not get that part again).
    func safeAreaInsetsForSubviews(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        guard let scrollView = self as? UIScrollView else { return insets }
        return scrollView.safeAreaForContent(from: insets)
    }

    /// The insets given the superview's (or the window's own when this is a window).
    func safeAreaInsets(within parentInsets: UIEdgeInsets?) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets.top = window.showsStatusStrip ? UIWindow.statusStripHeight : 0
        } else if let superview, let parentInsets, parentInsets != .zero {
            // One step down, without the general conversion's walk to the root: the layout pass
            // asks every view of a deep tree.
            let parentSafe = superview.bounds.inset(by: parentInsets)
            let safe =
                CATransform3DIsIdentity(layer.transform)
                ? parentSafe.offsetBy(dx: bounds.minX - layoutFrame.minX, dy: bounds.minY - layoutFrame.minY)
                : convert(parentSafe, from: superview)
            let own = bounds
            insets = UIEdgeInsets(
                top: max(0, min(safe.minY - own.minY, own.height)), left: max(0, min(safe.minX - own.minX, own.width)),
                bottom: max(0, min(own.maxY - safe.maxY, own.height)),
                right: max(0, min(own.maxX - safe.maxX, own.width)))
        }
        if let controller = owningViewController {
            let extra = controller.additionalSafeAreaInsets
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// The safe area as a guide, kept to the view's bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.owningView = self
        guide.makeSystemConstraints = { [weak self] guide in self?.insetConstraints(for: guide) ?? [] }
        state.safeAreaLayoutGuide = guide
        return guide
    }

    /// In the layout pass, top down: a new safe area moves the guides, lays the view out again
    /// and is announced, to the view and then its controller, as UIKit does. Below the top of
    /// the walk the superview's announced safe area is current (it was just updated); at the top
    /// it may be stale (a superview out of the window since it was last laid out), so the
    /// chain is read afresh: what is announced is what the view's `safeAreaInsets` answers.
    func updateSafeAreaInsets(superviewIsCurrent: Bool = true) {
        // A window is where the chain starts: its own getter, so a subclass's override counts.
        let insets =
            (self is UIWindow && superview == nil) || !superviewIsCurrent
            ? safeAreaInsets
            : safeAreaInsets(within: superview.map { $0.safeAreaInsetsForSubviews($0.announcedSafeAreaInsets) })
        // Margins that follow the superview's move when it does (the rows edit only on change).
        if preservesSuperviewLayoutMargins { updateSystemGuides() }
        guard insets != announcedSafeAreaInsets else { return }
        announcedSafeAreaInsets = insets
        updateSystemGuides()
        setNeedsLayoutForLayoutEngine()
        safeAreaInsetsDidChange()
        if let controller = owningViewController {
            controller.viewSafeAreaInsetsDidChange()
            controller.toldSafeAreaInsets = safeAreaInsets
        }
    }

    /// A view moved (its position or transform changed, its size perhaps not): the safe area
    /// of everything in it may have changed, and only the layout pass's walk announces it. UIKit
    /// recomputes it in the next layout pass too; without this a sheet or card that comes back
    /// to rest by moving alone keeps the safe area it was last told elsewhere.
    func geometryMayMoveSafeArea() {
        runtime.layout.request()
    }

    /// Four rows keeping `guide` at the view's bounds inset by what `guideInsets(for:)`
    /// answers for it, one per edge, named as UIKit names them (`UIViewSafeAreaLayoutGuide-left`).
    func insetConstraints(for guide: UILayoutGuide) -> [NSLayoutConstraint] {
        let insets = guideInsets(for: guide)
        let specs: [(NSLayoutConstraint.Attribute, CGFloat, String)] = [
            (.left, insets.left, "left"), (.top, insets.top, "top"), (.right, insets.right, "right"),
            (.bottom, insets.bottom, "bottom"),
        ]
        return specs.map { attribute, constant, edge in
            // left and top: the guide's edge at the inset; right and bottom: the view's far
            // edge that far beyond the guide's.
            let leading = attribute == .left || attribute == .top
            let constraint = NSLayoutConstraint(
                first: leading ? guide : self, firstAttribute: attribute, relation: .equal,
                second: leading ? nil : guide, secondAttribute: leading ? .notAnAttribute : attribute, multiplier: 1,
                constant: constant)
            constraint.identifier = "\(guide.identifier)-\(edge)"
            // Weak: an app may keep the guide or the row after the view is gone.
            constraint.customSum = { [weak self, weak guide] in
                var sum = LinearSum()
                guard let self, let guide else { return (sum, nil) }
                let mine = guide.frameVariables, view = self.frameVariables
                switch attribute {
                case .left: sum.add(mine.minX, 1)
                case .top: sum.add(mine.minY, 1)
                case .right:
                    sum.add(view.width, 1)
                    sum.add(mine.minX, -1)
                    sum.add(mine.width, -1)
                default:
                    sum.add(view.height, 1)
                    sum.add(mine.minY, -1)
                    sum.add(mine.height, -1)
                }
                return (sum, self)
            }
            return constraint
        }
    }

    /// The insets a system guide keeps from the bounds.
    func guideInsets(for guide: UILayoutGuide) -> UIEdgeInsets {
        guide === autoLayout?.safeAreaLayoutGuide ? announcedOrCurrentSafeArea : effectiveLayoutMargins
    }

    var announcedOrCurrentSafeArea: UIEdgeInsets {
        window == nil ? safeAreaInsets : announcedSafeAreaInsets
    }

    /// New constants for the margins and safe-area guides' rows, edited in place.
    func updateSystemGuides() {
        guard let state = autoLayout else { return }
        for guide in [state.safeAreaLayoutGuide, state.layoutMarginsGuide].compactMap({ $0 })
        where guide.systemConstraints.count == 4 {
            let insets = guideInsets(for: guide)
            let constants = [insets.left, insets.top, insets.right, insets.bottom]
            for (constraint, constant) in zip(guide.systemConstraints, constants) { constraint.constant = constant }
        }
        if let scrollView = self as? UIScrollView, scrollView.hasScrollGuides {
            scrollView.scrollGuides.layoutMarginsDidChange()
        }
    }
}

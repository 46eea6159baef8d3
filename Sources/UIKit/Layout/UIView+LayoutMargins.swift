import Foundation

/// Layout margins: the space a view keeps inside its edges for its content (8 points by
/// default; a controller's root view takes the system minimum, 16 points at the sides in a
/// compact width, 20 in a regular one), inset further by the safe area unless
/// `insetsLayoutMarginsFromSafeArea` is false. `layoutMarginsGuide` and the readable content
/// guide follow them.
extension UIView {
    func performLayoutMargins() -> UIEdgeInsets {
        let margins = resolvedDirectionalMargins
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(
            top: margins.top, left: rightToLeft ? margins.trailing : margins.leading, bottom: margins.bottom,
            right: rightToLeft ? margins.leading : margins.trailing)
    }

    func performSetLayoutMargins(_ margins: UIEdgeInsets) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        performSetDirectionalLayoutMargins(
            NSDirectionalEdgeInsets(
                top: margins.top, leading: rightToLeft ? margins.right : margins.left, bottom: margins.bottom,
                trailing: rightToLeft ? margins.left : margins.right))
    }

    func performSetDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        // UIKit's text is not known: Core Animation's shape (FiniteInput.swift).
        guard runtime.acceptsFinite(margins, owner: "UIView", property: "layoutMargins") else { return }
        autoLayoutState.hasExplicitMargins = true
        guard margins != storedDirectionalLayoutMargins else { return }
        storedDirectionalLayoutMargins = margins
        layoutMarginsInputsDidChange()
    }

    /// A root view's margins are at least the system minimum while its controller respects it.
    var resolvedDirectionalMargins: NSDirectionalEdgeInsets {
        guard let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins else {
            return storedDirectionalLayoutMargins
        }
        let minimum = controller.systemMinimumLayoutMargins
        if autoLayout?.hasExplicitMargins != true { return minimum }
        let stored = storedDirectionalLayoutMargins
        return NSDirectionalEdgeInsets(
            top: max(stored.top, minimum.top), leading: max(stored.leading, minimum.leading),
            bottom: max(stored.bottom, minimum.bottom), trailing: max(stored.trailing, minimum.trailing))
    }

    /// What `layoutMarginsGuide` keeps from the bounds: the margins, plus the safe area, and at
    /// least as far in as the superview's margins reach when `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = announcedOrCurrentSafeArea
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.effectiveLayoutMargins, frame = layoutFrame, size = superview.bounds.size
            margins.left = max(margins.left, outer.left - frame.minX)
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
        }
        return margins
    }

    func layoutMarginsInputsDidChange() {
        updateSystemGuides()
        setNeedsLayout()
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }

    public var layoutMarginsGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.layoutMarginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.owningView = self
        guide.makeSystemConstraints = { [weak self] guide in self?.insetConstraints(for: guide) ?? [] }
        state.layoutMarginsGuide = guide
        return guide
    }

    /// The widest a column of body text reads well, centred in the margins guide.
    static let readableWidth: CGFloat = 672

    public var readableContentGuide: UILayoutGuide {
        let state = autoLayoutState
        if let guide = state.readableContentGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        guide.owningView = self
        guide.makeSystemConstraints = { [weak self] guide in
            guard let self else { return [] }
            let margins = self.layoutMarginsGuide
            let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
            fill.priority = UILayoutPriority(999)
            return [
                guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
                guide.topAnchor.constraint(equalTo: margins.topAnchor),
                guide.heightAnchor.constraint(equalTo: margins.heightAnchor),
                guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
                guide.widthAnchor.constraint(lessThanOrEqualToConstant: UIView.readableWidth), fill,
            ]
        }
        state.readableContentGuide = guide
        return guide
    }
}

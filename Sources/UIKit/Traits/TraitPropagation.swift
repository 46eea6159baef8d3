import Foundation

/// How trait changes reach views and controllers. Traits are computed on demand (a walk up the
/// superviews and parents); what each view and controller was last told is kept, so a change —
/// a window resized or turned, an appearance or child override set, a subtree moved into a
/// window — is announced once, top down, controllers before their root views, with
/// `traitCollectionDidChange(_:)` where the traits differ. Views and controllers are told only
/// once in a window; joining the first time sets what they were told without a callback, as
/// UIKit does since iOS 13, which predicts a view's traits before it is added (Use Your Loaf,
/// "Predicting Size Classes in iOS 13").
extension UIView {
    /// Announces changed traits to this subtree. Out of a window nobody is told, but dynamic
    /// colours still resolve for the new traits (a view drawn on its own, an overridden style).
    func announceTraitChanges() {
        guard window != nil else {
            resolveColorsOutsideWindow(inheriting: superview?.traitCollection)
            return
        }
        // In a window, what the superview and the nearest controller above were told is what
        // they have (this invariant is checked: `Invariant.traitsAnnounced`).
        let superTraits = superview.map { $0.announcedTraits ?? $0.traitCollection }
        announceTraits(inheriting: superTraits, below: superview?.nearestViewController)
    }

    private func resolveColorsOutsideWindow(inheriting superTraits: UITraitCollection?) {
        let traits = (owningViewController?.traitCollection ?? superTraits ?? inheritedTraits())
            .overlaid(style: overrideUserInterfaceStyle)
        traitsDidChange(from: nil, to: traits)
        setNeedsDisplay()  // content (a label's text) resolves its colours when drawn
        for subview in subviews { subview.resolveColorsOutsideWindow(inheriting: traits) }
    }

    /// `told`: the nearest controller above this view that this walk has told already.
    private func announceTraits(inheriting superTraits: UITraitCollection?, below told: UIViewController?) {
        let base: UITraitCollection
        var nearest = told
        if let controller = owningViewController {
            base =
                controller.parentLink.map { $0 === told } == true
                ? controller.traitsForAnnouncing() : controller.traitCollection
            controller.announce(base)
            nearest = controller
        } else {
            base = superTraits ?? inheritedTraits()
        }
        let traits = base.overlaid(style: overrideUserInterfaceStyle)
        let previous = announcedTraits
        if previous.map({ !$0.isEqual(traits) }) ?? true {
            announcedTraits = traits
            traitsDidChange(from: previous, to: traits)
            if let previous { traitCollectionDidChange(previous) }
        }
        for subview in subviews { subview.announceTraits(inheriting: traits, below: nearest) }
    }

    /// Colours resolve again for the new appearance; bars move with the status strip when the
    /// vertical size class changes. A view joining a window (no previous traits) is drawn and
    /// laid out anyway by the move.
    func traitsDidChange(from previous: UITraitCollection?, to traits: UITraitCollection) {
        if let color = assignedBackgroundColor, color.isDynamic {
            writeBackgroundColor(color.resolvedColor(with: traits).cgColor)
        }
        guard let previous else { return }
        if previous.verticalSizeClass != traits.verticalSizeClass { setNeedsLayout() }
        if traits.hasDifferentColorAppearance(comparedTo: previous) { setNeedsDisplay() }
    }

    /// A colour as this view shows it: a dynamic one resolved for the view's traits.
    func resolvedCGColor(_ color: UIColor) -> CGColor { resolvedColor(color).cgColor }

    /// The plain colour for drawing this view's content: a dynamic one for the view's traits.
    func resolvedColor(_ color: UIColor) -> UIColor {
        guard color.isDynamic else { return color }
        return color.resolvedColor(with: announcedTraits ?? traitCollection)
    }
}

extension UIViewController {
    func resolveTraits() -> UITraitCollection {
        let base: UITraitCollection
        if let parent = parentLink {
            base = parent.traitCollection.overlaid(with: parent.overrideTraitCollection(forChild: self))
        } else if let superview = viewIfLoaded?.superview {
            base = superview.traitCollection
        } else if let presenter = presentingLink {
            base = presenter.traitCollection
        } else {
            base = .unattached
        }
        return base.overlaid(style: overrideUserInterfaceStyle)
    }

    /// `traitCollection`, from the parent's traits as just announced: announcing goes top down,
    /// so when the parent was told in the same walk, a chain of nested controllers costs one
    /// step per level instead of a walk to the top at each.
    func traitsForAnnouncing() -> UITraitCollection {
        guard let parent = parentLink, let parentTraits = parent.announcedTraits else { return traitCollection }
        return parentTraits.overlaid(with: parent.overrideTraitCollection(forChild: self))
            .overlaid(style: overrideUserInterfaceStyle)
    }

    /// Tells the controller its traits, once they differ from what it was last told.
    func announce(_ traits: UITraitCollection) {
        let previous = announcedTraits
        guard previous.map({ !$0.isEqual(traits) }) ?? true else { return }
        announcedTraits = traits
        guard let previous else { return }
        runtime.record(.traitCollectionDidChange(traits.traceSummary), of: self)
        traitCollectionDidChange(previous)
    }

    func performSetOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        guard child.parentLink === self else {
            runtime.report(
                .log, "setOverrideTraitCollection:forChildViewController: \(child) is not a child of \(self)")
            return
        }
        child.parentTraitOverride = collection.map { (self, $0) }
        child.viewIfLoaded?.announceTraitChanges()
    }

    /// UIKit's default `willTransition(to:with:)`: each child hears its own new traits (this
    /// controller's override for it on top), and so does what this controller presented.
    func forwardWillTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in childList {
            let childTraits = newCollection.overlaid(with: overrideTraitCollection(forChild: child))
                .overlaid(style: child.overrideUserInterfaceStyle)
            child.sendWillTransition(to: childTraits, with: coordinator)
        }
        if let presented = presentedLink {
            presented.sendWillTransition(
                to: newCollection.overlaid(style: presented.overrideUserInterfaceStyle), with: coordinator)
        }
    }

    /// Calls `willTransition(to:with:)`, recorded where UIKit calls it.
    func sendWillTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        runtime.record(.willTransitionToTraits(newCollection.traceSummary), of: self)
        willTransition(to: newCollection, with: coordinator)
    }
}

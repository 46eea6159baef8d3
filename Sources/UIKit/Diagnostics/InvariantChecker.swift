import Foundation

/// One pass over the controllers reachable from the windows.
@MainActor
struct InvariantChecker {
    let options: InvariantOptions
    private(set) var violations: [Diagnostic] = []
    private var seen = Set<ObjectIdentifier>()
    /// How many parents list each controller as a child.
    private var listings: [ObjectIdentifier: Int] = [:]

    init(options: InvariantOptions) { self.options = options }

    private mutating func fail(_ invariant: Invariant, _ message: String) {
        violations.append(Diagnostic(kind: .invariant, name: invariant.rawValue, message: message))
    }

    mutating func check(windows: [UIWindow], extra: [UIViewController]) {
        var order: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            order.append(controller)
            controller.childList.forEach(visit)
            if let presented = controller.presentedLink { visit(presented) }
        }
        for window in windows {
            if let root = window.rootViewController { visit(root) }
            window.forEachControllerView { visit($0) }
        }
        extra.forEach(visit)
        for controller in order { checkLinks(controller) }
        guard options.contains(.settled) else { return }
        for controller in order {
            checkAppearance(controller)
            checkFlags(controller)
            checkPlacement(controller)
            checkSafeArea(controller)
        }
        windows.forEach { checkWindow($0) }
    }

    private mutating func checkLinks(_ controller: UIViewController) {
        for child in controller.childList {
            if child.parentLink !== controller {
                fail(
                    .parentChildLinks,
                    "\(controller) lists \(child) as a child, but its parent is \(describe(child.parentLink))")
            }
            let count = (listings[ObjectIdentifier(child)] ?? 0) + 1
            listings[ObjectIdentifier(child)] = count
            if count == 2 { fail(.parentChildLinks, "\(child) is listed as a child more than once") }
        }
        if let parent = controller.parentLink, !parent.childList.contains(where: { $0 === controller }) {
            fail(.parentChildLinks, "\(controller) names \(parent) as its parent, which does not list it")
        }
        if let presented = controller.presentedLink, presented.presentingLink !== controller {
            fail(
                .presentationLinks,
                "\(controller) presents \(presented), whose presenter is \(describe(presented.presentingLink))")
        }
        if let presenter = controller.presentingLink, presenter.presentedLink !== controller {
            fail(
                .presentationLinks,
                "\(controller) names \(presenter) as its presenter, which presents \(describe(presenter.presentedLink))"
            )
        }
    }

    /// Whether the app's containers above `controller` decide its appearance by hand.
    private func followsWindow(_ controller: UIViewController) -> Bool {
        if options.contains(.manualForwardingIsFaithful) { return true }
        var parent = controller.parentLink
        while let current = parent {
            if !current.shouldAutomaticallyForwardAppearanceMethods { return false }
            parent = current.parentLink
        }
        return true
    }

    private mutating func checkAppearance(_ controller: UIViewController) {
        guard followsWindow(controller) else { return }
        let visible = controller.loadedView?.isInVisibleWindow ?? false
        let state = controller.appearState
        if controller.appearanceTransitionDepth > 0 || state == .appearing || state == .disappearing {
            fail(
                .appearanceFollowsWindow,
                "\(controller) is left \(state) with \(controller.appearanceTransitionDepth) appearance change(s) open")
        } else if visible && state != .appeared {
            fail(.appearanceFollowsWindow, "\(controller)'s view is in a visible window, but it has not appeared")
        } else if !visible && state == .appeared {
            fail(.appearanceFollowsWindow, "\(controller) is appeared, but its view is in no visible window")
        }
    }

    private mutating func checkFlags(_ controller: UIViewController) {
        let flags = [
            ("isMovingToParent", controller.movingToParent), ("isMovingFromParent", controller.movingFromParent),
            ("isBeingPresented", controller.beingPresented), ("isBeingDismissed", controller.beingDismissed),
        ]
        for (name, set) in flags where set {
            fail(.transitionFlagsCleared, "\(controller).\(name) is still true")
        }
    }

    private mutating func checkSafeArea(_ controller: UIViewController) {
        guard let view = controller.loadedView, let window = view.window, !window.isHidden else { return }
        // What the controller could read when last told, not what the view noted as announced:
        // the two part when the announcement came from a stale chain.
        let current = view.safeAreaInsets
        if view.announcedSafeAreaInsets != current || controller.toldSafeAreaInsets != current {
            fail(
                .safeAreaAnnounced,
                "\(controller) was last told the safe area \(controller.toldSafeAreaInsets) but has \(current)")
        }
    }

    private mutating func checkPlacement(_ controller: UIViewController) {
        // Layout, which places containers' children, runs in visible windows only.
        guard let view = controller.loadedView, let root = view.window, !root.isHidden else { return }
        if controller === root.rootViewController {
            // checkWindow places the root.
        } else if let parent = controller.parentLink {
            guard let parentView = parent.loadedView, view.isDescendant(of: parentView) else {
                fail(.viewPlacement, "\(controller)'s view is in a window outside its parent \(parent)'s view")
                return
            }
            if let shown = parent.settledShownChildren, !shown.contains(where: { $0 === controller }) {
                fail(.viewPlacement, "\(controller)'s view is in \(parent)'s view, which does not show it")
            }
        } else if let presenter = controller.presentingLink, let record = presenter.presentationRecord {
            let expected: UIView? = record.style.usesCurrentContext ? presenter.loadedView : presenterWindow(presenter)
            if let container = record.containerView {
                // A presentation controller's presentation lives in its container view.
                if container.superview !== expected || !view.isDescendant(of: container) {
                    fail(
                        .viewPlacement, "\(controller)'s view is not in the container view \(presenter) presented it in"
                    )
                }
            } else if view.superview !== expected {
                fail(.viewPlacement, "\(controller)'s view is not where \(presenter) presented it")
            }
        } else {
            // Apple allows this ("not recommended") and UIKit logs it when it happens; in debug
            // mode it is a broken rule too, since nothing will make the controller leave.
            fail(
                .viewPlacement, "\(controller)'s view is in a window, but it is no root, child or presented controller")
        }
        if let shown = controller.settledShownChildren {
            for child in shown where child.loadedView.map({ !$0.isDescendant(of: view) }) ?? true {
                fail(.viewPlacement, "\(controller) shows \(child), whose view is not in its view")
            }
        }
    }

    /// The window a presenter's presentations cover: its view's, or the one it left when covered.
    private func presenterWindow(_ presenter: UIViewController) -> UIWindow? {
        if let window = presenter.loadedView?.window { return window }
        if let record = presenter.presentationRecord, record.removedPresenterView {
            return record.presenterSuperview?.window
        }
        return nil
    }

    private mutating func checkTraits(_ view: UIView) {
        let traits = view.traitCollection
        if let controller = view.owningViewController,
            !(controller.announcedTraits?.isEqual(controller.traitCollection) ?? false)
        {
            fail(
                .traitsAnnounced,
                "\(controller) was last told \(controller.announcedTraits?.traceSummary ?? "nothing") but has \(controller.traitCollection.traceSummary)"
            )
        }
        if !(view.announcedTraits?.isEqual(traits) ?? false) {
            fail(
                .traitsAnnounced,
                "\(view) was last told \(view.announcedTraits?.traceSummary ?? "nothing") but has \(traits.traceSummary)"
            )
        }
        view.subviews.forEach { checkTraits($0) }
    }

    private mutating func checkWindow(_ window: UIWindow) {
        checkTraits(window)
        guard let root = window.rootViewController else { return }
        let covered = root.presentationRecord?.removedPresenterView ?? false
        if let view = root.loadedView, !covered {
            if view.superview !== window {
                fail(.viewPlacement, "the root \(root)'s view is not in its window")
            } else if !view.fills(window) {
                fail(
                    .rootFillsWindow,
                    "the root \(root)'s view is at \(view.frame) in a window of bounds \(window.bounds)")
            }
        }
        var presenter = root
        while let presented = presenter.presentedLink, let record = presenter.presentationRecord {
            if !record.style.usesCurrentContext, let view = presented.loadedView, view.superview === window,
                !view.fills(window)
            {
                fail(.rootFillsWindow, "\(presented)'s view is at \(view.frame) in a window of bounds \(window.bounds)")
            }
            presenter = presented
        }
    }

    private func describe(_ controller: UIViewController?) -> String { controller.map { "\($0)" } ?? "nil" }
}

extension UIView {
    /// Its bounds are the window's size and its centre the window's: true whatever transform it has.
    func fills(_ window: UIWindow) -> Bool {
        bounds.size == window.bounds.size && center == CGPoint(x: window.bounds.midX, y: window.bounds.midY)
    }

    /// Calls `body` with the controller of every controller-owned view in this subtree.
    func forEachControllerView(_ body: (UIViewController) -> Void) {
        if let controller = owningViewController, controller.loadedView === self { body(controller) }
        for subview in subviews { subview.forEachControllerView(body) }
    }
}

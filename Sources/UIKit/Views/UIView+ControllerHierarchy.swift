import Foundation

/// The view side of containment: which controller owns a hierarchy, and UIKit's check when a
/// controller's view joins another's (UIViewController+Containment.swift holds the links).
extension UIView {
    /// The controller owning the hierarchy this view is in: the first view, from this one up,
    /// that is a controller's root view (how UIKit finds the expected parent).
    var nearestViewController: UIViewController? {
        var current: UIView? = self
        while let view = current {
            if let controller = view.owningViewController { return controller }
            current = view.superview
        }
        return nil
    }

    /// Refuses to put a child controller's view under another controller's view, and warns when
    /// a controller without a parent joins a controller's on-screen hierarchy. Apple documents the
    /// parentless case as allowed ("not recommended, but useful in some special cases"), so it is
    /// a warning, not a refusal. Returns whether the move may go ahead.
    func checkControllerHierarchy(adding view: UIView) -> Bool {
        guard let child = view.owningViewController, let owner = nearestViewController else { return true }
        // A presented controller's view lives in its presentation context's view (`.overCurrentContext`).
        if child.parentLink == nil, let context = child.presentingLink, context.viewIfLoaded === self { return true }
        let message = { (actual: String) in
            "child view controller:\(child) should have parent view controller:\(owner) but actual parent is:\(actual)"
        }
        if let parent = child.parentLink {
            guard parent !== owner else { return true }
            runtime.report(.exception, message("\(parent)"), name: UIViewController.hierarchyInconsistency)
            return false
        }
        if window != nil {
            runtime.report(.log, message("(null)"))
        }
        return true
    }
}

import Foundation

/// Manages one presentation from `present(_:animated:completion:)` until the dismissal ends:
/// the container view it happens in, where the presented view goes, and the views around it
/// (a dimming view). Subclass it for `.custom` presentations (the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`); UIKit makes a
/// `UISheetPresentationController` for `.pageSheet` and `.formSheet`.
///
/// Apple documents the presentation as three phases (UIPresentationController, "Understand the
/// presentation process"): `presentationTransitionWillBegin()` (add views, animate them with the
/// presented controller's `transitionCoordinator`), the animator's transition,
/// `presentationTransitionDidEnd(_:)`; dismissal alike.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uipresentationcontroller)
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// Strong, as UIKit's: an app may keep the presentation controller past the dismissal, and a
    /// dismissal may end (and the presenter let go) inside the presentation controller's own
    /// handlers. The controller holds its presentation controller only weakly while presented (the
    /// presenter's record holds it), so there is no cycle.
    public var presentedViewController: UIViewController {
        if let presented = presentedOwner ?? presentedAhead { return presented }
        // Made ahead by `sheetPresentationController`, kept by the app, its controller released
        // unpresented: nothing is left to name.
        // Presented by no one any more, it belongs to no window: the application hears of it.
        Runtime.application.report(
            .exception, "\(self) was kept after its unpresented view controller was released",
            name: "NSInternalInconsistencyException")
        let placeholder = UIViewController()
        presentedOwner = placeholder
        return placeholder
    }
    private var presentedOwner: UIViewController?
    /// A sheet made ahead of its presentation (`sheetPresentationController` read first) is held
    /// by its controller until then, so it holds the controller weakly until `present` starts.
    private weak var presentedAhead: UIViewController?
    /// The controller the presentation covers; nil (not set yet) until the presentation starts
    /// for one made before it (`sheetPresentationController` read before `present`).
    public var presentingViewController: UIViewController! { presentingLink }
    /// The view the presentation happens in; nil before the presentation starts and after the
    /// dismissal ends.
    public internal(set) var containerView: UIView?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    weak var presentingLink: UIViewController?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedOwner = presentedViewController
        presentingLink = presentingViewController
        super.init()
    }

    /// Made ahead of the presentation by the controller it presents, which holds it till then.
    func heldByPresentedUntilPresented() {
        presentedAhead = presentedOwner
        presentedOwner = nil
    }

    /// The presentation starts: from now on this holds the presented controller.
    func holdPresented() {
        if let presentedAhead { presentedOwner = presentedAhead }
        presentedAhead = nil
    }

    /// The view the animator moves: the presented controller's view (a subclass may wrap it).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view ends; the default fills the container.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting controller's view leaves the window once the presentation ends
    /// (with its disappear callbacks), as `.fullScreen` does. Default false: it stays.
    open var shouldRemovePresentersView: Bool { false }
    /// Whether a touch on the container itself, outside every view of the presentation, goes on
    /// to the presenter below. A presentation is modal: no, except around an undimmed sheet.
    var letsTouchesThroughContainer: Bool { false }

    /// Whether the presentation covers the whole window (it does; the context styles are not
    /// built for presentation controllers).
    open var shouldPresentInFullscreen: Bool { true }

    /// The delegate's style for a compact width, or `.none` (Apple: "or none if a delegate was
    /// not provided").
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self) ?? .none
    }

    /// The delegate's style for `traitCollection`, or `.none`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }

    /// The traits of the presentation: the container's once it exists, else the presenter's.
    public var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingLink?.traitCollection ?? presentedViewController.traitCollection
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out (a resize or rotation): place the presented view.
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: Inside

    /// A dismissal the user started (a drag): asks the delegate, then dismisses with its
    /// will/did calls, or reports the attempt: the sheet's drag-to-dismiss.
    func dismissByUser(animated: Bool) {
        if let delegate, !delegate.presentationControllerShouldDismiss(self) {
            delegate.presentationControllerDidAttemptToDismiss(self)
            return
        }
        // Told once the transition exists, so its coordinator can animate alongside (Apple).
        presentedViewController.performDismiss(
            animated: animated,
            completion: { [weak self] in
                guard let self else { return }
                self.delegate?.presentationControllerDidDismiss(self)
            },
            willBegin: { [weak self] in
                guard let self else { return }
                self.delegate?.presentationControllerWillDismiss(self)
            })
    }
}

extension UIViewController {
    /// The presentation controller of this controller's presentation (or of its presented
    /// ancestor's). Read before `present` for a sheet style, it is made then, so its sheet can be
    /// set up first (`sheetPresentationController?.detents = [.medium()]`).
    public var presentationController: UIPresentationController? {
        if let controller = presentationControllerStorage { return controller }
        if presentingLink == nil, let ancestor = presentedAncestor, ancestor !== self {
            return ancestor.presentationController
        }
        guard presentingLink == nil else { return nil }
        switch modalPresentationStyle.resolved {
        case .pageSheet, .formSheet:
            let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
            sheet.heldByPresentedUntilPresented()
            presentationControllerAhead = sheet
            return sheet
        default:
            return nil
        }
    }

    /// The sheet presentation controller, when this controller is (or will be) presented as a sheet.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}

import Foundation

/// Rotation (seed 000 §3, DESIGN §2 "Rotation"): decisions flow up to the controller that
/// decides, callbacks flow down from it. The window starts a rotation by calling the decider's
/// tree top `viewWillTransition(to:with:)`; the default implementation sends the legacy trio
/// (`willRotate` now, `willAnimateRotation` inside the animation, `didRotate` after it) unless
/// the parent stopped forwarding them, then passes the size change to children and to what was
/// presented.
extension UIViewController {
    func performViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        if let rotation = coordinator as? RotationCoordinator,
            parentLink?.shouldAutomaticallyForwardRotationMethods ?? true
        {
            willRotate(to: rotation.to, duration: rotation.transitionDuration)
            coordinator.animate(
                alongsideTransition: { [weak self] _ in
                    self?.willAnimateRotation(to: rotation.to, duration: rotation.transitionDuration)
                },
                completion: { [weak self] _ in
                    self?.didRotate(from: rotation.from)
                })
        }
        for child in childList {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            child.sendViewWillTransition(to: childSize, with: coordinator)
        }
        if let presented = presentedLink { presented.sendViewWillTransition(to: size, with: coordinator) }
    }

    /// Calls `viewWillTransition(to:with:)`, recorded where UIKit calls it.
    func sendViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        runtime.record(.viewWillTransition(size), of: self)
        viewWillTransition(to: size, with: coordinator)
    }

    /// The legacy callbacks are recorded by UIViewController's own implementation (overrides call
    /// `super`), so the calls seed 000's base class makes by hand are seen too.
    func noteRotationCallback(_ callback: LifecycleTrace.Callback) {
        runtime.record(callback, of: self)
    }

    var currentInterfaceOrientation: UIInterfaceOrientation {
        (viewIfLoaded?.window ?? UIApplication.shared.keyWindow)?.interfaceOrientationState ?? .portrait
    }

    /// Whether this controller, a child at any depth, or what they presented is in the middle
    /// of a transition that a rotation must wait for.
    var isHoldingRotation: Bool {
        if holdsRotationForTransition || (presentationRecord?.inProgress ?? false) { return true }
        return childList.contains { $0.isHoldingRotation } || (presentedLink?.isHoldingRotation ?? false)
    }

    /// The decider's answer for turning to `target`; an empty mask is UIKit's exception.
    func rotationDecision(for target: UIInterfaceOrientation) -> RotationDecision {
        guard shouldAutorotate else { return .refused }
        let mask = supportedInterfaceOrientations
        if mask.isEmpty {
            runtime.report(
                .exception,
                "Supported orientations has no common orientation with the application, and "
                    + "[\(LifecycleTrace.name(of: self)) shouldAutorotate] is returning YES",
                name: "UIApplicationInvalidInterfaceOrientation")
            return .refused
        }
        return mask.allows(target) && shouldAutorotate(to: target) ? .allowed : .refused
    }
}

enum RotationDecision { case allowed, refused }

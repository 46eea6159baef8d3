import Foundation

/// Asked how a presentation adapts to a compact width, and told about dismissals the user
/// starts (a sheet dragged down): UIKit's members are optional; these defaults are UIKit's.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate)
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// `.fullScreen`, `.overFullScreen`, or `.none` to keep the presentation as it is.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// iOS 8.3's form of the question; the default asks `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether a dismissal the user starts may happen (default true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A dismissal the user started begins (not called for `dismiss(animated:)` in code).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A dismissal the user started has ended.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss and `presentationControllerShouldDismiss` said no.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

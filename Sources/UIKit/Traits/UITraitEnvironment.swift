import Foundation

/// What has traits and hears when they change: views, controllers and the screen.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitraitenvironment)
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: those of a window filling it.
    public var traitCollection: UITraitCollection { .window(of: bounds.size) }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

import Foundation

/// What a content view shows, as a value: a cell or header makes its content view from it and
/// asks for an updated copy whenever its state changes.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontentconfiguration)
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration as it looks in `state` (highlighted, selected, disabled…).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontentview)
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether this view can show `configuration` in place.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Apple's default: compatible with configurations of the type the view shows now.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

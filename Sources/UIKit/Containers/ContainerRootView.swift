import Foundation

/// The root view of UIKit's containers: it hands `layoutSubviews` to its controller, which
/// places its bars and its children's views for the current size.
@MainActor
final class ContainerRootView: UIView {
    var onLayout: (() -> Void)?

    /// Bars reach under the status strip only at the window's top: placed again in a new window.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}

import Foundation

/// The root view of UIKit's containers: it hands `layoutSubviews` to its controller, which
/// places its bars and its children's views for the current size.
@MainActor
final class ContainerRootView: UIView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}

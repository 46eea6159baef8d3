import Foundation

/// The root view of UIKit's containers: it hands `layoutSubviews` to its controller, which
/// places its bars and its children's views for the current size.
@MainActor
final class ContainerRootView: UIView {
    var onLayout: (() -> Void)?

    /// Screen-sized and following its superview's size, as a loaded controller view is.
    init(background: UIColor, onLayout: @escaping () -> Void) {
        self.onLayout = onLayout
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = background
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

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

import Foundation

/// Content configurations on a cell (Apple's contentConfiguration documentation): setting one
/// replaces the content view with the configuration's view, or updates the current one in place
/// when it supports the configuration; nil puts back a new, empty content view. The style's
/// labels live in the first content view, so a configured cell no longer shows them.
extension UITableViewCell {
    func contentConfigurationDidChange() {
        guard let configuration = contentConfiguration else {
            // A new, empty content view (the style's labels are not brought back).
            let empty = UIView()
            empty.storedDirectionalLayoutMargins = Self.contentMargins
            replaceContentView(with: empty)
            return
        }
        applyContentConfiguration(configuration)
        setNeedsUpdateConfiguration()
    }

    /// Shows `configuration` in the content view, replacing the view when it cannot show it.
    func applyContentConfiguration(_ configuration: UIContentConfiguration) {
        if let current = currentContentView as? UIView & UIContentView, current.supports(configuration) {
            current.configuration = configuration
            setNeedsLayout()
            return
        }
        replaceContentView(with: configuration.makeContentView())
    }

    private func replaceContentView(with view: UIView) {
        let old = currentContentView
        let index = subviews.firstIndex { $0 === old } ?? subviews.count
        old.removeFromSuperview()
        currentContentView = view
        insertSubview(view, at: min(index, subviews.count))
        setNeedsLayout()
    }

    /// The configuration matching the cell's style (Apple: "a default styling, based on the
    /// cell and table view style"), with nothing set.
    func defaultListConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2: return .valueCell()
        }
    }
}

import Foundation

/// A button in a navigation bar. Without selectors it takes a `UIAction`
/// (`init(title:image:primaryAction:)`, `init(systemItem:primaryAction:)`);
/// `init(title:style:target:action:)` does not exist here, nor menus.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibarbuttonitem)
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a bar button item's title is drawn: `.done` in bold.
    public enum Style: Int, Sendable {
        case plain = 0
        /// Drawn bold, for the button that completes a task.
        case done = 2
    }

    /// The system items that are a word or a sign. Raw values are UIKit's.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel = 1, edit = 2, save = 3, add = 4, undo = 21, redo = 22, close = 24

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "✕"
            }
        }
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    /// Runs when the button is tapped.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    open var tintColor: UIColor? { didSet { itemDidChange() } }

    public override init() { super.init() }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(title: systemItem.title, primaryAction: primaryAction)
        if systemItem == .done || systemItem == .save { style = .done }
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(title: primaryAction?.title, image: primaryAction?.image, primaryAction: primaryAction)
    }

    /// A system button showing this item, sending its action.
    func makeButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        if let tintColor { button.setTitleColor(tintColor, for: .normal) }
        button.titleLabel?.font = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.isEnabled = isEnabled
        button.accessibilityIdentifier = accessibilityIdentifier
        button.accessibilityLabel = accessibilityLabel
        if let primaryAction { button.addAction(primaryAction, for: .primaryActionTriggered) }
        button.sizeToFit()
        return button
    }
}

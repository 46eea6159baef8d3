import Foundation

/// A button in a navigation bar. Tapped, it runs its `UIAction`
/// (`init(title:image:primaryAction:)`, `init(systemItem:primaryAction:)`) or sends its action to
/// its target (`init(title:style:target:action:)`…), with itself as the sender. No menus yet.
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
    /// The object `action` is sent to; nil sends it along the responder chain. Not kept alive.
    open weak var target: AnyObject?
    /// The selector sent when the button is tapped (when there is no `primaryAction`).
    open var action: Selector? { didSet { itemDidChange() } }

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

    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibarbuttonitem/1617171-init)
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title)
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibarbuttonitem/1617145-init)
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image)
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibarbuttonitem/1617147-init)
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target.map { $0 as AnyObject }
        self.action = action
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
        if let primaryAction {
            button.addAction(primaryAction, for: .primaryActionTriggered)
        } else if let action {
            // UIKit sends a bar button item's action with the item, not its view, as the sender.
            button.addAction(
                UIAction { [weak self] _ in
                    guard let self else { return }
                    UIApplication.shared.sendAction(action, to: self.target, from: self, for: nil)
                }, for: .primaryActionTriggered)
        }
        button.sizeToFit()
        return button
    }
}

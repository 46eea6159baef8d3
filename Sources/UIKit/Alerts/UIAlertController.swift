import Foundation

/// An alert (a box in the middle of the screen) or an action sheet (a list rising from the
/// bottom), presented over the current screen, which stays and is dimmed. Each action's button
/// dismisses it, then calls the action's handler (Apple: "the handler … executes after the alert
/// controller is dismissed"). Return chooses the preferred action (else a lone action), Escape the
/// cancel action; a tap on the dimmed screen around an action sheet cancels it when it has a
/// cancel action. Text fields in alerts are not built.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uialertcontroller)
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Raw values are UIKit's.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.style = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    open var message: String? { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredStyle: Style { style }
    open private(set) var actions: [UIAlertAction] = []

    /// The action Return chooses, drawn bold; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        get { preferred }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                runtime.report(
                    .exception, "The -preferredAction of an alert controller must be contained in its -actions",
                    name: "NSInternalInconsistencyException")
                return
            }
            preferred = newValue
            alertView?.rebuild()
        }
    }

    /// Adds a button; a second cancel action is refused with UIKit's message.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            runtime.report(
                .exception,
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
                name: "NSInternalInconsistencyException")
            return
        }
        actions.append(action)
        alertView?.rebuild()
    }

    private var style: Style = .alert
    private var preferred: UIAlertAction?
    private let transitions = AlertTransitioning()
    private var alertView: AlertView? { viewIfLoaded as? AlertView }
    /// Set once an action was chosen: a second tap during the dismissal does nothing.
    private var chosen = false

    open override func loadView() {
        view = AlertView(controller: self)
    }

    open override var title: String? { didSet { viewIfLoaded?.setNeedsLayout() } }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    open override var canBecomeFirstResponder: Bool { true }

    /// Return: the preferred action (or the only one); Escape: the cancel action.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter:
            if let action = preferred ?? (actions.count == 1 ? actions[0] : nil) { choose(action) }
        case .keyboardEscape:
            if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
        default:
            super.pressesBegan(presses, with: event)
        }
    }

    /// The action's button was tapped (or its key pressed): dismiss, then its handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !chosen, presentingViewController != nil else { return }
        chosen = true
        resignFirstResponder()
        dismiss(animated: true) { action.handler?(action) }
    }

    /// The dimmed screen around an action sheet was tapped.
    func tappedOutside() {
        guard style == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        choose(cancel)
    }
}

import Foundation

/// A button of an alert or action sheet: its title, its style (default, cancel, destructive)
/// and the handler called once the alert has been dismissed by it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uialertaction)
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// Raw values are UIKit's.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    /// A disabled action's button is dimmed and does nothing.
    open var isEnabled = true { didSet { onChange?() } }
    let handler: ((UIAlertAction) -> Void)?
    /// The alert's view, told when `isEnabled` changes.
    var onChange: (() -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

import Foundation

/// An action shown when the user swipes a table row: a titled (or imaged) button whose handler
/// runs when it is tapped, or when a full swipe performs it. The table draws and runs it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontextualaction)
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// A swipe action's look: `.normal` (grey) or `.destructive` (red, and the row is deleted with it).
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button; UIKit removes the row as it completes with `true`.
        case destructive
    }

    /// Runs when the action is performed: the action, the view that showed it, and a completion
    /// to call with whether it was done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    /// The button's colour; UIKit's default follows the style (red when destructive, grey otherwise).
    open var backgroundColor: UIColor!

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

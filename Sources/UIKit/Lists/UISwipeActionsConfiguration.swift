import Foundation

/// The actions a swipe on one edge of a table row reveals, in order from the edge inwards.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration)
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (true by default, as in UIKit).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

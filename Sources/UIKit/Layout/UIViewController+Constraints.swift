import Foundation

/// A controller's side of Auto Layout: the root view's minimum margins and the preferred
/// content size its constraints give.
extension UIViewController {
    /// UIKit's minimum for a root view: 16 points at the sides in a compact width, 20 in a
    /// regular one; nothing above and below (the safe area is there).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

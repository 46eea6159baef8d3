import Foundation

/// Asked how the columns fold into one when the split collapses to a compact width, and how they
/// come apart when it expands again. Returning false (or not implementing the method) asks for
/// UIKit's default: the primary's `collapseSecondaryViewController(_:for:)` and
/// `separateSecondaryViewController(for:)`.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate)
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// True: the delegate has handled the collapse (the primary shows alone); false: the default.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The controller to show as the secondary after expanding; nil asks for the default.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
}

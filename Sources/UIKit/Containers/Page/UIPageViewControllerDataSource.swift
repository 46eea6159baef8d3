import Foundation

/// Where a page view controller gets the pages beside the shown one, for gestures and keys.
/// Optional members in UIKit are requirements here with UIKit's answers in the extension below,
/// as the project's other delegates do.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource)
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`; nil at the first page (a drag there bounces back).
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`; nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many dots the page control shows (scroll style, horizontal). UIKit shows the control
    /// only when the data source implements this and `presentationIndex(for:)`; Swift cannot ask
    /// whether an optional member is implemented, so here the default count of 0 means "none",
    /// as the project's table data source does for editing.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot, asked after `setViewControllers(_:direction:animated:completion:)`
    /// (UIKit's documented moment); after a gesture the control moves by the pages turned.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

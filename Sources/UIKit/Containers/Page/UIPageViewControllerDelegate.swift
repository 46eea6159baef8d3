import Foundation

/// Told around gesture-driven page turns (a drag, a key; `setViewControllers` reports through its
/// completion instead, as Apple documents), and asked about the spine and orientations.
/// Optional members in UIKit are requirements here with UIKit's answers in the extension below.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate)
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A gesture-driven turn is about to show `pendingViewControllers` (the turn may still be cancelled).
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The turn's animation ended; `completed` false when the user let go early and the page
    /// went back. `previousViewControllers` are the pages shown before the turn.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine for an interface orientation (curl style), asked when the interface turns.
    /// UIKit's default keeps the current one.
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports; UIKit's default for the phone idiom.
    func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientationMask
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
    public func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientationMask { .allButUpsideDown }
}

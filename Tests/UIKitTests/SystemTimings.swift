@testable import UIKit

/// UIKit's system animation durations and gaps, which Apple does not publish (a test on iOS would
/// measure them). The user-level suites step the manual clock by these, read here in one place, so
/// that they themselves import UIKit as user code does.
@MainActor
enum SystemTimings {
    /// A navigation push or pop's built-in slide.
    static let navigationSlide = UINavigationController.slideDuration
    /// A device turn's rotation animation.
    static let rotation = UIWindow.rotationDuration
    /// The split view's overlay sliding in or out.
    static let splitOverlay = UISplitViewController.overlayDuration
    /// A page curl turn of `UIPageViewController`.
    static let pageCurlTurn = PageCurlDriver.turnDuration
    /// How long after the last scroll-wheel event a scroll gesture ends.
    static let scrollEndGap = GestureEnvironment.scrollEndGap
    /// A table view's animated batch update.
    static let tableUpdate = UITableView.updateAnimationDuration
    /// `UISwitch`'s animated toggle.
    static let switchToggle = UISwitch.animationDuration

    /// A modal presentation or dismissal in `style`.
    static func modal(_ style: UIModalTransitionStyle) -> TimeInterval { style.duration }
}

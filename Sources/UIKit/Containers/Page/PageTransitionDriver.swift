import Foundation

/// The style-specific half of a page view controller: the views pages are shown in, how a turn
/// moves on screen, and the gestures that drive it. `UIPageViewController` keeps the rest (the
/// pages, their neighbours, containment, appearance and the delegate, in `PageTurn`), so both
/// styles share one lifecycle.
///
/// The scroll style is `ScrollPageDriver`, the curl style `PageCurlDriver`. What a driver uses of the page view controller: `beginGestureTurn(_:)` when a gesture starts
/// a turn (the delegate, containment and appearance begin there), `PageTurn.finish(completed:)`
/// when it ends, `neighbour(_:)` for the page beside the shown one, `shownPages` and `pageArea`
/// for where pages go, and `spineLocation`/`isDoubleSided`.
@MainActor
protocol PageTransitionDriver: AnyObject {
    /// The order of a finished turn's two did-callbacks (DESIGN §2, recorded on iOS): scroll
    /// `.arrivingFirst`, curl `.leavingFirst`.
    var appearanceEndOrder: AppearanceExchange.Order { get }

    /// UIKit's `gestureRecognizers`: the curl's pan and tap; empty for the scroll style.
    var gestureRecognizers: [UIGestureRecognizer] { get }

    /// Adds the driver's views to the page view controller's root view (once, when it loads)
    /// and shows the current pages in them.
    func install(in root: UIView)

    /// Places the views and pages for the root view's bounds (from the root's `layoutSubviews`).
    func layout()

    /// The page view controller's neighbours of the current page changed (after a turn or a
    /// `setViewControllers`): a driver that shows them ahead (the scroll view's content) updates.
    func neighboursDidChange()

    /// Puts `turn`'s arriving pages on screen and moves to them, animated; ends with
    /// `turn.finish(completed: true)`. Asked for `setViewControllers(_:direction:animated:completion:)`
    /// with `animated` true and for a key that turns a page.
    func animate(_ turn: PageTurn)

    /// At the end of `turn`: removes the views of the pages that left (completed) or of those
    /// that did not arrive (cancelled), and places the others. Called by `PageTurn.finish`
    /// between the appearance callbacks, so a view is gone before its controller's `viewDidDisappear`.
    func settleViews(of turn: PageTurn, completed: Bool)

    /// Turns one page in `direction`, animated, as a gesture does (the delegate hears it): for
    /// a tap on the page control and for keys (the scroll style's arrow keys are its scroll
    /// view's own). Returns false when there is no page there or a turn is running.
    func turnPage(_ direction: UIPageViewController.NavigationDirection) -> Bool
}

extension UIPageViewController {
    /// The driver for a style.
    func makePageTransitionDriver() -> any PageTransitionDriver {
        switch transitionStyle {
        case .scroll: ScrollPageDriver(pageViewController: self)
        case .pageCurl: PageCurlDriver(pageViewController: self)
        }
    }
}

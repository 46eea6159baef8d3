import Foundation

/// The curl style until `PageCurlDriver` lands: pages swap in place, without a curl, and no
/// gesture turns them (the lifecycle, containment and delegate are the shared `PageTurn`'s).
@MainActor
final class InstantPageDriver: PageTransitionDriver {
    private unowned let pageViewController: UIPageViewController

    init(pageViewController: UIPageViewController) { self.pageViewController = pageViewController }

    var appearanceEndOrder: PageTurn.EndOrder { .leavingFirst }
    var gestureRecognizers: [UIGestureRecognizer] { [] }

    func install(in root: UIView) { placePages() }
    func layout() { placePages() }
    func neighboursDidChange() {}
    func animate(_ turn: PageTurn) { turn.finish(completed: true) }
    func turnPage(_ direction: UIPageViewController.NavigationDirection) -> Bool { false }

    func settleViews(of turn: PageTurn, completed: Bool) {
        for page in completed ? turn.leaving : turn.arriving { page.viewIfLoaded?.removeFromSuperview() }
        placePages()
    }

    /// The shown pages side by side (two with the mid spine) in the page area.
    private func placePages() {
        guard let root = pageViewController.viewIfLoaded else { return }
        let frames = pageViewController.spreadFrames(count: pageViewController.shownPages.count)
        for (page, frame) in zip(pageViewController.shownPages, frames) {
            let view = page.view!
            if view.superview !== root { root.insertSubview(view, at: 0) }
            view.frame = frame
        }
    }
}

extension UIPageViewController {
    /// The frames of a spread's pages: the whole page area for one, its halves (left and
    /// right, or top and bottom) for two.
    func spreadFrames(count: Int) -> [CGRect] {
        let area = pageArea
        guard count == 2 else { return [area] }
        if navigationOrientation == .horizontal {
            let half = area.width / 2
            return [
                CGRect(x: area.minX, y: area.minY, width: half, height: area.height),
                CGRect(x: area.minX + half, y: area.minY, width: area.width - half, height: area.height),
            ]
        }
        let half = area.height / 2
        return [
            CGRect(x: area.minX, y: area.minY, width: area.width, height: half),
            CGRect(x: area.minX, y: area.minY + half, width: area.width, height: area.height - half),
        ]
    }
}

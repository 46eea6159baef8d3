import Foundation
import Testing
import UIKit

/// A book of `count` numbered pages, each a new `Coloured` controller made when the page view
/// controller asks (so released pages are really gone), noting the data source's and the
/// delegate's calls into a recorder.
@MainActor
final class PageBook: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let count: Int
    weak var recorder: SequenceRecorder?
    /// What `presentationCount(for:)` answers: 0 means no page control.
    var presentationCount = 0
    /// What `presentationIndex(for:)` answers.
    var presentationIndex = 0
    /// Every page made, weakly: how many are alive.
    private var made: [Weak] = []
    private struct Weak { weak var page: UIViewController? }

    init(count: Int) { self.count = count }

    static let colours: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple]

    func page(_ number: Int) -> Coloured {
        let page = Coloured("\(number)", Self.colours[number % Self.colours.count])
        made.append(Weak(page: page))
        return page
    }

    var alivePages: Int { made.filter { $0.page != nil }.count }

    static func number(of page: UIViewController) -> Int { Int(page.title ?? "") ?? -1 }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        let number = Self.number(of: viewController)
        recorder?.note("dataSource before \(number)")
        return number > 0 ? page(number - 1) : nil
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        let number = Self.number(of: viewController)
        recorder?.note("dataSource after \(number)")
        return number + 1 < count ? page(number + 1) : nil
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { presentationCount }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        recorder?.note("dataSource presentationIndex")
        return presentationIndex
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        recorder?.note("delegate willTransitionTo \(pendingViewControllers.map(traceName))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        recorder?.note(
            "delegate didFinishAnimating \(finished) previous \(previousViewControllers.map(traceName)) "
                + "completed \(completed)")
    }
}

/// Steps the clock until nothing scrolls or animates (at most `limit` seconds).
@MainActor
func settlePages(limit: TimeInterval = 5) {
    UIApplication.shared.advance(by: SystemTimings.scrollEndGap)
    var elapsed: TimeInterval = 0
    while UIApplication.shared.isAnimating && elapsed < limit {
        UIApplication.shared.advance(by: 1.0 / 60)
        elapsed += 1.0 / 60
    }
}

/// A finger down at `start`, one frame apart through `points`, resting `hold` before lifting
/// (no velocity left), then everything settles.
@MainActor
func dragPage(from start: CGPoint, through points: [CGPoint], hold: TimeInterval = 0) {
    dragFinger(from: start, through: points, hold: hold)
    settlePages()
}

/// Points from `start` moving by `step` each frame, `count` of them.
func dragPath(from start: CGPoint, step: CGVector, count: Int) -> [CGPoint] {
    (1...count).map { CGPoint(x: start.x + step.dx * CGFloat($0), y: start.y + step.dy * CGFloat($0)) }
}

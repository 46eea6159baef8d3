import Testing
import UIKit
import UIKitFuzzing

/// The page view controller's touch operations (FuzzPages) touch only what is on the window.
@MainActor @Suite struct FuzzPagesTests {
    /// A scroll-style `FuzzPages` in the root controller of the only visible window (320 × 480).
    private func pagesAlone() -> (UIWindow, UIViewController, FuzzPages) {
        for window in UIApplication.shared.windows where !window.isHidden { window.isHidden = true }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        return (window, host, FuzzPages(in: host, curl: false))
    }

    /// A page view controller moved wholly off its window has nothing to drag, cancel or tap: the
    /// step does not run. Its frame on the window is the null rect, whose middle is [inf inf]
    /// (fuzz campaign seeds 244, 351, 641, 661, 684, 868, 1610, 1965, 1990 and 1995 touched there,
    /// and Automation rightly refused).
    @Test func touchStepsOnAPageViewControllerOffTheWindowDoNotRun() {
        let (window, host, pages) = pagesAlone()
        UIApplication.shared.advance(by: 1.0 / 60)
        host.view.frame.origin.x = 5000
        var diagnostics: [Diagnostic] = []
        let saved = UIApplication.shared.diagnosticHandler
        UIApplication.shared.diagnosticHandler = { diagnostics.append($0) }
        defer { UIApplication.shared.diagnosticHandler = saved }

        let ran = [pages.perform(.drag(0.5)), pages.perform(.cancel), pages.perform(.key(forward: true))]

        #expect(ran == [false, false, false])
        #expect(diagnostics.map(\.message) == [])
        window.isHidden = true
    }

    /// The page limit is per page view controller: one replaced (`.style`) while its scroll
    /// content still settles after a drag keeps its turn, and so its pages, until that content
    /// comes to rest on the next frame; then they are gone. Fuzz campaign seed 177 counted those
    /// pages with the new page view controller's ("4 pages alive: [6, 5, 7, 6]", page 6 of each).
    @Test func pagesOfAReplacedPageViewControllerCountOnlyForItAndAreGoneOnceSettled() {
        let (window, _, pages) = pagesAlone()
        _ = pages.perform(.set(page: 5, animated: false))
        UIApplication.shared.advance(by: 1.0 / 60)
        let automation = Automation()
        automation.touchDown(at: CGPoint(x: 200, y: 240))
        UIApplication.shared.advance(by: 1.0 / 60)
        for x in [170.0, 140.0] {
            automation.touchMove(to: CGPoint(x: x, y: 240))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        automation.touchUp(at: CGPoint(x: 140, y: 240))
        UIApplication.shared.advance(by: 1.0 / 60)
        weak let replaced = pages.pages

        let ran = pages.perform(.style)
        let problemsAtOnce = pages.takeProblems(settled: false)
        UIApplication.shared.advance(by: 1.0 / 60)
        Automation().settle(timeout: 1)

        #expect(ran && problemsAtOnce == [], "\(problemsAtOnce)")
        let settledProblems = pages.takeProblems(settled: true)
        #expect(replaced == nil && settledProblems == [], "\(settledProblems)")
        window.isHidden = true
    }

    /// Settled, a page view controller's pages outliving it once replaced are reported (here the
    /// test itself keeps the old page view controller, as a leak would).
    @Test func pagesOfAReplacedPageViewControllerStillAliveOnceSettledAreReported() {
        let (window, _, pages) = pagesAlone()
        UIApplication.shared.advance(by: 1.0 / 60)
        let kept = pages.pages

        _ = pages.perform(.style)
        Automation().settle(timeout: 1)

        #expect(
            pages.takeProblems(settled: true) == [
                "page 0 of a replaced or removed page view controller is still alive",
                "page 1 of a replaced or removed page view controller is still alive",
            ])
        #expect(kept.parent == nil)
        window.isHidden = true
    }

    /// A curl let go part way and its page view controller swapped for a scroll one at once: the
    /// curl ends as its view leaves and tells the delegate then, which must still count as the
    /// end of its willTransitionTo (campaign seed 877, shrunk to these steps).
    @Test func aCurlEndingAsItsPageViewControllerIsReplacedEndsItsTransition() {
        for window in UIApplication.shared.windows where !window.isHidden { window.isHidden = true }
        let steps: [FuzzOperation] = [
            .setRoot(9), .pages(9, .add(curl: true)), .pages(9, .cancel), .pages(9, .style), .settle,
        ]

        let (violation, ran) = Fuzzer.replay(steps)

        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
        #expect(ran == steps)
    }
}

import Compositor
import Testing
@testable import UIKit

/// UIPageViewController, page-curl style: the pan and tap iOS gives it, the corner pinned at the
/// pointer, keys, animated sets, the mid spine's two pages, and the whole ordered sequences of
/// containment, appearance and delegate calls (DESIGN §2's order recorded on iOS for the curl:
/// new.viewWillAppear · current.viewWillDisappear · current.viewDidDisappear · new.viewDidAppear).
@MainActor @Suite struct PageCurlTests {
    private let windows = WindowKeeper()
    private let automation = Automation()
    private let app = UIApplication.shared
    /// The books shown (a page view controller holds its data source weakly).
    private let shelf = Shelf()

    @MainActor final class Shelf { var books: [PageBook] = [] }
    static let pvc = "UIPageViewController"

    /// A curl-style book on screen in a 320×480 window, showing `first` (and the page after it
    /// with the mid spine).
    private func book(
        count: Int = 6, first: Int = 0, spine: UIPageViewController.SpineLocation = .min, width: CGFloat = 320
    ) -> (UIPageViewController, PageBook) {
        let book = PageBook(count: count)
        let pages = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: spine])
        pages.dataSource = book
        pages.delegate = book
        let shown = spine == .mid ? [book.page(first), book.page(first + 1)] : [book.page(first)]
        pages.setViewControllers(shown, direction: .forward, animated: false)
        _ = windows.show(pages, width: width)
        shelf.books.append(book)
        return (pages, book)
    }

    private func names(_ controllers: [UIViewController]?) -> [String] {
        (controllers ?? []).map(LifecycleTrace.name(of:))
    }

    private func driver(_ pages: UIPageViewController) -> PageCurlDriver? { pages.driver as? PageCurlDriver }

    /// The compositor's curl on `view`'s layer as drawn now.
    private func drawnCurl(of view: UIView) -> PageCurl? { view.layer.renderNode(at: app.animationTime).pageCurl }

    @Test func theCurlStyleTurnsWithAPanAndATapOnItsView() {
        let (pages, _) = book()

        let recognizers = pages.gestureRecognizers

        #expect(recognizers.count == 2)
        #expect(recognizers.first is UIPanGestureRecognizer && recognizers.last is UITapGestureRecognizer)
        #expect(recognizers.allSatisfy { $0.view === pages.view })
        #expect(pages.spineLocation == .min && !pages.isDoubleSided)
    }

    @Test func dragPastHalfTurnsThePageInTheCurlOrder() {
        let (pages, book) = book()
        let start = CGPoint(x: 300, y: 400)

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            dragPage(from: start, through: dragPath(from: start, step: CGVector(dx: -25, dy: 0), count: 10), hold: 0.2)
        }

        #expect(
            lines == [
                "dataSource after 0",
                "delegate willTransitionTo [\"Coloured(1)\"]",
                "Coloured(0) willMove(toParent: nil)",
                "Coloured(1) willMove(toParent: \(Self.pvc))",
                "Coloured(1) viewDidLoad",
                "Coloured(1) viewWillAppear(animated: true)",
                "Coloured(0) viewWillDisappear(animated: true)",
                "Coloured(1) viewIsAppearing(animated: true)",
                "Coloured(0) viewDidDisappear(animated: true)",
                "Coloured(1) viewDidAppear(animated: true)",
                "Coloured(0) didMove(toParent: nil)",
                "Coloured(1) didMove(toParent: \(Self.pvc))",
                "delegate didFinishAnimating true previous [\"Coloured(0)\"] completed true",
            ])
        #expect(names(pages.viewControllers) == ["Coloured(1)"] && names(pages.children) == ["Coloured(1)"])
        #expect(pages.viewControllers?.first?.view.layer.pageCurl == nil)
        #expect(app.invariantViolations().isEmpty)
    }

    /// The cancelled curl in the order of the iOS 7 log of the curl style (wangling.me, DESIGN
    /// §2): B.willAppear · A.willDisappear · B.willDisappear · A.willAppear · B.didDisappear ·
    /// A.didAppear. The current page is told it stays before it appears again; the new one
    /// leaves its parent last.
    @Test func dragReleasedBeforeHalfUncurlsAndIsCancelledInTheRecordedCurlOrder() {
        let (pages, book) = book()
        let first = pages.viewControllers?.first
        let start = CGPoint(x: 300, y: 400)

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            dragPage(from: start, through: dragPath(from: start, step: CGVector(dx: -20, dy: 0), count: 5), hold: 0.2)
        }

        #expect(
            lines == [
                "dataSource after 0",
                "delegate willTransitionTo [\"Coloured(1)\"]",
                "Coloured(0) willMove(toParent: nil)",
                "Coloured(1) willMove(toParent: \(Self.pvc))",
                "Coloured(1) viewDidLoad",
                "Coloured(1) viewWillAppear(animated: true)",
                "Coloured(0) viewWillDisappear(animated: true)",
                "Coloured(1) viewIsAppearing(animated: true)",
                "Coloured(1) viewWillDisappear(animated: true)",
                "Coloured(0) didMove(toParent: \(Self.pvc))",
                "Coloured(0) viewWillAppear(animated: true)",
                "Coloured(1) viewDidDisappear(animated: true)",
                "Coloured(0) viewIsAppearing(animated: true)",
                "Coloured(0) viewDidAppear(animated: true)",
                "Coloured(1) didMove(toParent: nil)",
                "delegate didFinishAnimating true previous [\"Coloured(0)\"] completed false",
            ])
        #expect(names(pages.viewControllers) == ["Coloured(0)"] && names(pages.children) == ["Coloured(0)"])
        #expect(first?.view.layer.pageCurl == nil && first?.view.frame == pages.view.bounds)
        #expect(app.invariantViolations().isEmpty)
    }

    @Test func aFlingTurnsThePageFromAShortDrag() {
        let (pages, _) = book()
        let start = CGPoint(x: 300, y: 400)

        dragPage(from: start, through: dragPath(from: start, step: CGVector(dx: -30, dy: 0), count: 3))

        #expect(names(pages.viewControllers) == ["Coloured(1)"])
    }

    @Test func theDraggedCornerIsPinnedAtThePointer() {
        let (pages, _) = book()
        let page = pages.viewControllers![0]
        let pointer = CGPoint(x: 180, y: 350)

        automation.touchDown(at: CGPoint(x: 300, y: 420))
        app.advance(by: 1.0 / 60)
        for point in [CGPoint(x: 280, y: 410), CGPoint(x: 230, y: 380), pointer] {
            automation.touchMove(to: point)
            app.advance(by: 1.0 / 60)
        }
        let curl = drawnCurl(of: page.view)
        let corner = CGPoint(x: page.view.bounds.maxX, y: page.view.bounds.maxY)
        let drawnCorner = curl?.place(corner)
        automation.touchUp(at: pointer)
        settlePages()

        // The lower corner (the touch began in the lower half) is drawn under the pointer, back up.
        #expect(drawnCorner.map { approximately($0.point, page.view.convert(pointer, from: nil), 1e-6) } == true)
        #expect(drawnCorner?.side == .back)
    }

    @Test func aTapNearAnEdgeTurnsThatWayAndElsewhereNothing() {
        let (pages, book) = book(first: 2)

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            automation.tap(at: CGPoint(x: 160, y: 240))
            settlePages()
            recorder.note("middle tapped")
            automation.tap(at: CGPoint(x: 300, y: 240))
            settlePages()
        }
        let afterForward = names(pages.viewControllers)
        automation.tap(at: CGPoint(x: 20, y: 240))
        settlePages()

        #expect(
            lines == [
                "middle tapped",
                "dataSource after 2",
                "delegate willTransitionTo [\"Coloured(3)\"]",
                "Coloured(2) willMove(toParent: nil)",
                "Coloured(3) willMove(toParent: \(Self.pvc))",
                "Coloured(3) viewDidLoad",
                "Coloured(3) viewWillAppear(animated: true)",
                "Coloured(2) viewWillDisappear(animated: true)",
                "Coloured(3) viewIsAppearing(animated: true)",
                "Coloured(2) viewDidDisappear(animated: true)",
                "Coloured(3) viewDidAppear(animated: true)",
                "Coloured(2) didMove(toParent: nil)",
                "Coloured(3) didMove(toParent: \(Self.pvc))",
                "delegate didFinishAnimating true previous [\"Coloured(2)\"] completed true",
            ])
        #expect(afterForward == ["Coloured(3)"])
        #expect(names(pages.viewControllers) == ["Coloured(2)"])
    }

    @Test func arrowKeysTurnOnceTheBookHasTheFocus() {
        let (pages, _) = book(first: 1)
        let bookView = driver(pages)?.book

        let focused = bookView?.becomeFirstResponder()
        automation.press(.keyboardRightArrow)
        settlePages()
        let afterRight = names(pages.viewControllers)
        automation.press(.keyboardLeftArrow)
        settlePages()
        let afterLeft = names(pages.viewControllers)
        automation.press(.keyboardLeftArrow)
        settlePages()

        #expect(focused == true)
        #expect(afterRight == ["Coloured(2)"] && afterLeft == ["Coloured(1)"])
        #expect(names(pages.viewControllers) == ["Coloured(0)"])
    }

    @Test func anAnimatedSetCurlsOverTheTurnDurationThenCompletes() {
        let (pages, book) = book()
        let leaving = pages.viewControllers![0]
        var halfWay: PageCurl?

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            pages.setViewControllers([book.page(4)], direction: .forward, animated: true) {
                recorder.note("completion \($0)")
            }
            app.advance(by: PageCurlDriver.turnDuration / 2)
            halfWay = drawnCurl(of: leaving.view)
            recorder.note("half way")
            settlePages()
        }

        #expect(
            lines == [
                "Coloured(0) willMove(toParent: nil)",
                "Coloured(4) willMove(toParent: \(Self.pvc))",
                "Coloured(4) viewDidLoad",
                "Coloured(4) viewWillAppear(animated: true)",
                "Coloured(0) viewWillDisappear(animated: true)",
                "Coloured(4) viewIsAppearing(animated: true)",
                "half way",
                "Coloured(0) viewDidDisappear(animated: true)",
                "Coloured(4) viewDidAppear(animated: true)",
                "Coloured(0) didMove(toParent: nil)",
                "Coloured(4) didMove(toParent: \(Self.pvc))",
                "completion true",
            ])
        // Half way the fold has crossed into the page: the lower right corner is lifted.
        #expect(halfWay.map { $0.signedDistance(CGPoint(x: 320, y: 480)) > 0 } == true)
        #expect(leaving.viewIfLoaded?.superview == nil && leaving.view.layer.pageCurl == nil)
    }

    @Test func theMidSpineShowsTwoPagesAndTurnsThemTogether() {
        let (pages, book) = book(first: 0, spine: .mid, width: 640)
        let left = pages.viewControllers![0], right = pages.viewControllers![1]
        let framesBefore = [left.view.frame, right.view.frame]
        var back: PageCurl.Back?

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            automation.touchDown(at: CGPoint(x: 620, y: 400))
            app.advance(by: 1.0 / 60)
            for point in dragPath(from: CGPoint(x: 620, y: 400), step: CGVector(dx: -40, dy: 0), count: 10) {
                automation.touchMove(to: point)
                app.advance(by: 1.0 / 60)
            }
            back = drawnCurl(of: right.view)?.back
            app.advance(by: 0.2)
            automation.touchUp(at: CGPoint(x: 220, y: 400))
            settlePages()
        }

        #expect(pages.isDoubleSided && pages.spineLocation == .mid)
        #expect(
            framesBefore == [
                CGRect(x: 0, y: 0, width: 320, height: 480), CGRect(x: 320, y: 0, width: 320, height: 480),
            ])
        #expect(
            lines == [
                "dataSource after 1",
                "dataSource after 2",
                "delegate willTransitionTo [\"Coloured(2)\", \"Coloured(3)\"]",
                "Coloured(0) willMove(toParent: nil)",
                "Coloured(1) willMove(toParent: nil)",
                "Coloured(2) willMove(toParent: \(Self.pvc))",
                "Coloured(3) willMove(toParent: \(Self.pvc))",
                "Coloured(2) viewDidLoad",
                "Coloured(3) viewDidLoad",
                "Coloured(2) viewWillAppear(animated: true)",
                "Coloured(3) viewWillAppear(animated: true)",
                "Coloured(0) viewWillDisappear(animated: true)",
                "Coloured(1) viewWillDisappear(animated: true)",
                "Coloured(2) viewIsAppearing(animated: true)",
                "Coloured(3) viewIsAppearing(animated: true)",
                "Coloured(0) viewDidDisappear(animated: true)",
                "Coloured(1) viewDidDisappear(animated: true)",
                "Coloured(2) viewDidAppear(animated: true)",
                "Coloured(3) viewDidAppear(animated: true)",
                "Coloured(0) didMove(toParent: nil)",
                "Coloured(1) didMove(toParent: nil)",
                "Coloured(2) didMove(toParent: \(Self.pvc))",
                "Coloured(3) didMove(toParent: \(Self.pvc))",
                "delegate didFinishAnimating true previous [\"Coloured(0)\", \"Coloured(1)\"] completed true",
            ])
        // The turning sheet carries the next left page on its back.
        if case .page(let node, let mirrored) = back {
            #expect(node.backgroundColor == UIColor.systemGreen.cgColor.renderColor && mirrored)
        } else {
            Issue.record("the turning page's back is not the next page: \(String(describing: back))")
        }
        #expect(names(pages.viewControllers) == ["Coloured(2)", "Coloured(3)"])
        #expect(pages.viewControllers!.map(\.view.frame) == framesBefore)
        #expect(app.invariantViolations().isEmpty)
    }

    @Test func aSpreadOfTheWrongSizeIsRefusedWithUIKitsMessage() {
        let (pages, book) = book(first: 0, spine: .mid, width: 640)
        let shown = pages.viewControllers

        let reported = capturingDiagnostics {
            pages.setViewControllers([book.page(4)], direction: .forward, animated: false)
            pages.isDoubleSided = false
        }

        #expect(
            reported.map(\.message) == [
                "The number of provided view controllers (1) doesn't match the number required (2) for the "
                    + "requested spine location (UIPageViewControllerSpineLocationMid)",
                "doubleSided must be YES when the spine location is UIPageViewControllerSpineLocationMid",
            ])
        #expect(pages.viewControllers == shown && pages.isDoubleSided)
    }

    @Test func aSinglePageSpineRefusesTwoPages() {
        let (pages, book) = book(first: 0)

        let reported = capturingDiagnostics {
            pages.setViewControllers([book.page(1), book.page(2)], direction: .forward, animated: false)
        }

        #expect(
            reported.map(\.message) == [
                "The number of provided view controllers (2) doesn't match the number required (1) for the "
                    + "requested spine location (UIPageViewControllerSpineLocationMin)"
            ])
        #expect(names(pages.viewControllers) == ["Coloured(0)"])
    }

    /// A book whose delegate shows two pages in landscape (mid spine) and one in portrait, as
    /// Apple's page-based application template does in `spineLocationFor`.
    @MainActor final class TwoUpInLandscape: NSObject, UIPageViewControllerDelegate {
        let book: PageBook
        var asked: [UIInterfaceOrientation] = []
        init(_ book: PageBook) { self.book = book }

        func pageViewController(
            _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
        ) -> UIPageViewController.SpineLocation {
            asked.append(orientation)
            let shown = pageViewController.viewControllers ?? []
            if orientation.isLandscape {
                pageViewController.isDoubleSided = true
                let first = shown[0]
                let second = book.pageViewController(pageViewController, viewControllerAfter: first)!
                pageViewController.setViewControllers([first, second], direction: .forward, animated: true)
                return .mid
            }
            pageViewController.setViewControllers([shown[0]], direction: .forward, animated: true)
            return .min
        }
    }

    @Test func theDelegatePicksTheSpineWhenTheInterfaceTurns() {
        let (pages, book) = book(first: 2)
        let delegate = TwoUpInLandscape(book)
        pages.delegate = delegate
        let window = pages.view.window!

        window.turnDevice(to: .landscapeLeft)
        settlePages()
        let landscape = (pages.spineLocation, names(pages.viewControllers), pages.viewControllers!.map(\.view.frame))
        window.turnDevice(to: .portrait)
        settlePages()

        #expect(delegate.asked == [.landscapeRight, .portrait])
        #expect(landscape.0 == .mid && landscape.1 == ["Coloured(2)", "Coloured(3)"])
        #expect(
            landscape.2 == [CGRect(x: 0, y: 0, width: 240, height: 320), CGRect(x: 240, y: 0, width: 240, height: 320)])
        #expect(pages.spineLocation == .min && names(pages.viewControllers) == ["Coloured(2)"])
        #expect(names(pages.children) == ["Coloured(2)"])
        #expect(app.invariantViolations().isEmpty)
    }

    @Test func aDelegateSpineThatThePagesDoNotFillIsRefused() {
        let (pages, book) = book(first: 0)
        final class MidWithoutPages: NSObject, UIPageViewControllerDelegate {
            func pageViewController(
                _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
            ) -> UIPageViewController.SpineLocation { .mid }
        }
        let delegate = MidWithoutPages()
        pages.delegate = delegate

        let reported = capturingDiagnostics {
            pages.view.window!.turnDevice(to: .landscapeLeft)
            settlePages()
        }

        #expect(
            reported.map(\.message) == [
                "The number of provided view controllers (1) doesn't match the number required (2) for the "
                    + "requested spine location (UIPageViewControllerSpineLocationMid)"
            ])
        #expect(pages.spineLocation == .min && names(pages.viewControllers) == ["Coloured(0)"])
        _ = book
    }
}

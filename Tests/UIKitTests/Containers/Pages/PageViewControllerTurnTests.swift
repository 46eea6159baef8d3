import Testing
import UIKit

/// UIPageViewController: a drag that changes its mind, pages set during a drag, the curl
/// style's order (DESIGN §2: new.viewWillAppear · current.viewWillDisappear ·
/// current.viewDidDisappear · new.viewDidAppear), and the curl's spine.
@MainActor @Suite struct PageViewControllerTurnTests {
    private let windows = WindowKeeper()
    static let pvc = "UIPageViewController"

    private func book(
        style: UIPageViewController.TransitionStyle = .scroll, first: Int = 2,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) -> (UIPageViewController, PageBook) {
        let book = PageBook(count: 5)
        let pages = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: options)
        pages.dataSource = book
        pages.delegate = book
        if pages.spineLocation == .mid {
            pages.setViewControllers([book.page(first), book.page(first + 1)], direction: .forward, animated: false)
        } else {
            pages.setViewControllers([book.page(first)], direction: .forward, animated: false)
        }
        _ = windows.show(pages)
        return (pages, book)
    }

    @Test func aDragThatTurnsBackPastTheStartCancelsOneTurnAndBeginsTheOther() {
        let (pages, book) = book()
        let automation = Automation()
        let start = CGPoint(x: 160, y: 240)

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            automation.touchDown(at: start)
            UIApplication.shared.advance(by: 1.0 / 60)
            let path =
                dragPath(from: start, step: CGVector(dx: -15, dy: 0), count: 4)
                + dragPath(from: CGPoint(x: 100, y: 240), step: CGVector(dx: 25, dy: 0), count: 11)
            for point in path {
                automation.touchMove(to: point)
                UIApplication.shared.advance(by: 1.0 / 60)
            }
            UIApplication.shared.advance(by: 0.3)
            automation.touchUp(at: path.last!)
            UIApplication.shared.advance(by: 1.0 / 60)
            settlePages()
        }

        #expect(
            lines == [
                "delegate willTransitionTo [\"Coloured(3)\"]",
                "Coloured(2) willMove(toParent: nil)",
                "Coloured(3) willMove(toParent: \(Self.pvc))",
                "Coloured(3) viewDidLoad",
                "Coloured(3) viewWillAppear(animated: true)",
                "Coloured(2) viewWillDisappear(animated: true)",
                "Coloured(3) viewIsAppearing(animated: true)",
                "Coloured(2) didMove(toParent: \(Self.pvc))",
                "Coloured(2) viewWillAppear(animated: true)",
                "Coloured(2) viewIsAppearing(animated: true)",
                "Coloured(2) viewDidAppear(animated: true)",
                "Coloured(3) viewWillDisappear(animated: true)",
                "Coloured(3) viewDidDisappear(animated: true)",
                "Coloured(3) didMove(toParent: nil)",
                "delegate didFinishAnimating true previous [\"Coloured(2)\"] completed false",
                "delegate willTransitionTo [\"Coloured(1)\"]",
                "Coloured(2) willMove(toParent: nil)",
                "Coloured(1) willMove(toParent: \(Self.pvc))",
                "Coloured(1) viewDidLoad",
                "Coloured(1) viewWillAppear(animated: true)",
                "Coloured(2) viewWillDisappear(animated: true)",
                "Coloured(1) viewIsAppearing(animated: true)",
                "Coloured(1) viewDidAppear(animated: true)",
                "Coloured(2) viewDidDisappear(animated: true)",
                "Coloured(2) didMove(toParent: nil)",
                "Coloured(1) didMove(toParent: \(Self.pvc))",
                "delegate didFinishAnimating true previous [\"Coloured(2)\"] completed true",
                "dataSource before 1",
            ])
        #expect(pages.viewControllers?.first.map(PageBook.number(of:)) == 1 && pages.children.count == 1)
    }

    @Test func pagesSetDuringADragCancelTheDragFirst() {
        let (pages, book) = book()
        let automation = Automation()
        let start = CGPoint(x: 250, y: 240)
        automation.touchDown(at: start)
        UIApplication.shared.advance(by: 1.0 / 60)
        for point in dragPath(from: start, step: CGVector(dx: -20, dy: 0), count: 4) {
            automation.touchMove(to: point)
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        var completions: [Bool] = []

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            pages.setViewControllers([book.page(0)], direction: .reverse, animated: false) { completions.append($0) }
        }
        automation.touchUp(at: CGPoint(x: 170, y: 240))
        settlePages()

        // The drag's turn is cancelled first, in the scroll style's order: the current page stays.
        #expect(lines.first == "Coloured(2) didMove(toParent: \(Self.pvc))")
        #expect(lines.contains("delegate didFinishAnimating true previous [\"Coloured(2)\"] completed false"))
        #expect(lines.contains("Coloured(0) viewDidAppear(animated: false)"))
        #expect(completions == [true])
        #expect(pages.viewControllers?.first.map(PageBook.number(of:)) == 0 && pages.children.count == 1)
        #expect(pages.viewControllers?.first?.view.convert(CGPoint.zero, to: nil) == .zero)
    }

    @Test func theCurlStyleEndsTheOldPageFirst() {
        let (pages, book) = book(style: .pageCurl)
        var completions: [Bool] = []

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            pages.setViewControllers([book.page(3)], direction: .forward, animated: true) { completions.append($0) }
            // The page curls over for `PageCurlDriver.turnDuration`.
            settlePages()
        }

        #expect(
            lines == [
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
            ])
        #expect(completions == [true] && pages.spineLocation == .min && !pages.isDoubleSided)
        #expect(pages.viewControllers?.first?.view.frame == pages.view.bounds)
    }

    @Test func theMidSpineShowsTwoPagesSideBySide() {
        let (pages, book) = book(style: .pageCurl, options: [.spineLocation: UIPageViewController.SpineLocation.mid])

        let frames = (pages.viewControllers ?? []).map(\.view.frame)
        let diagnostics = capturingDiagnostics {
            pages.setViewControllers([book.page(0)], direction: .forward, animated: false)
        }

        #expect(pages.spineLocation == .mid && pages.isDoubleSided)
        #expect(frames == [CGRect(x: 0, y: 0, width: 160, height: 480), CGRect(x: 160, y: 0, width: 160, height: 480)])
        #expect(
            diagnostics.map(\.message) == [
                "The number of provided view controllers (1) doesn't match the number required (2) for the "
                    + "requested spine location (UIPageViewControllerSpineLocationMid)"
            ])
    }

    /// Asks for the spine on rotation and notes the orientation it was asked about; for the mid
    /// spine it sets the two pages it takes there, as Apple documents (a spine the pages do not
    /// fill raises in UIKit).
    final class SpineDelegate: NSObject, UIPageViewControllerDelegate {
        var asked: [UIInterfaceOrientation] = []
        let book: PageBook
        init(book: PageBook) { self.book = book }
        func pageViewController(
            _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
        ) -> UIPageViewController.SpineLocation {
            asked.append(orientation)
            guard orientation.isLandscape, let first = pageViewController.viewControllers?.first else { return .min }
            let second = book.pageViewController(pageViewController, viewControllerAfter: first)!
            pageViewController.setViewControllers([first, second], direction: .forward, animated: false)
            return .mid
        }
    }

    @Test func aRotationAsksTheDelegateForTheCurlsSpine() {
        let (pages, book) = book(style: .pageCurl)
        let spine = SpineDelegate(book: book)
        pages.delegate = spine

        Automation().rotateLeft()
        settlePages()

        #expect(spine.asked.count == 1 && spine.asked.first?.isLandscape == true)
        #expect(pages.spineLocation == .mid && pages.isDoubleSided)
        withExtendedLifetime(book) {}
    }
}

import Testing
import UIKit

/// UIPageViewController, scroll style: the page control, keys, both orientations, right to
/// left, the spacing option, and misuse.
@MainActor @Suite struct PageViewControllerLayoutTests {
    private let windows = WindowKeeper()

    private func book(
        count: Int = 5, first: Int = 0, presentationCount: Int = 0,
        orientation: UIPageViewController.NavigationOrientation = .horizontal,
        options: [UIPageViewController.OptionsKey: Any]? = nil, rightToLeft: Bool = false
    ) -> (UIPageViewController, PageBook) {
        let book = PageBook(count: count)
        book.presentationCount = presentationCount
        book.presentationIndex = first
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: options)
        if rightToLeft { pages.view.semanticContentAttribute = .forceRightToLeft }
        pages.dataSource = book
        pages.delegate = book
        pages.setViewControllers([book.page(first)], direction: .forward, animated: false)
        _ = windows.show(pages)
        return (pages, book)
    }

    private func shownNumber(_ pages: UIPageViewController) -> Int {
        pages.viewControllers.flatMap { $0.first.map(PageBook.number(of:)) } ?? -1
    }

    @Test func pageControlShowsTheCountAndFollowsTheTurns() throws {
        let (pages, book) = book(first: 1, presentationCount: 5)
        let control = try #require(pages.view.subviews.compactMap { $0 as? UIPageControl }.first)
        let before = (control.numberOfPages, control.currentPage, control.isHidden)
        let pageFrame = pages.viewControllers?.first?.view.convert(pages.viewControllers!.first!.view.bounds, to: nil)

        let start = CGPoint(x: 300, y: 200)
        dragPage(from: start, through: dragPath(from: start, step: CGVector(dx: -25, dy: 0), count: 10), hold: 0.2)
        let afterDrag = control.currentPage
        book.presentationIndex = 4
        let lines = recordingSequence { recorder in
            book.recorder = recorder
            pages.setViewControllers([book.page(4)], direction: .forward, animated: false)
        }

        #expect(before == (5, 1, false))
        let height = control.intrinsicContentSize.height
        #expect(pageFrame == CGRect(x: 0, y: 0, width: 320, height: 480 - height))
        #expect(control.frame == CGRect(x: 0, y: 480 - height, width: 320, height: height))
        #expect(afterDrag == 2)
        #expect(lines.contains("dataSource presentationIndex") && control.currentPage == 4 && shownNumber(pages) == 4)
    }

    @Test func noPresentationCountShowsNoPageControl() {
        let (pages, book) = book()

        let control = pages.view.subviews.compactMap { $0 as? UIPageControl }.first

        #expect(control?.isHidden ?? true)
        #expect(pages.viewControllers?.first?.view.frame.height == 480)
        withExtendedLifetime(book) {}
    }

    @Test func tappingBesideTheCurrentDotTurnsAPageAsAGesture() throws {
        let (pages, book) = book(first: 2, presentationCount: 5)
        let control = try #require(pages.view.subviews.compactMap { $0 as? UIPageControl }.first)
        // The current page's dot is the middle one of five: the control's centre.
        let current = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            Automation().tap(at: CGPoint(x: current.x + 30, y: current.y))
            settlePages()
            Automation().tap(at: CGPoint(x: current.x - 30, y: current.y))
            settlePages()
        }

        #expect(
            lines.filter { $0.hasPrefix("delegate") } == [
                "delegate willTransitionTo [\"Coloured(3)\"]",
                "delegate didFinishAnimating true previous [\"Coloured(2)\"] completed true",
                "delegate willTransitionTo [\"Coloured(2)\"]",
                "delegate didFinishAnimating true previous [\"Coloured(3)\"] completed true",
            ])
        #expect(shownNumber(pages) == 2 && control.currentPage == 2)
    }

    @Test func arrowKeysTurnPagesThroughTheScrollView() {
        let (pages, book) = book(first: 2)
        Automation().tap(at: CGPoint(x: 160, y: 240))
        var shown: [Int] = []

        for key in [
            UIKeyboardHIDUsage.keyboardRightArrow, .keyboardRightArrow, .keyboardRightArrow, .keyboardLeftArrow,
        ] {
            Automation().press(key)
            settlePages()
            shown.append(shownNumber(pages))
        }

        #expect(shown == [3, 4, 4, 3])
        withExtendedLifetime(book) {}
    }

    @Test func verticalPagesTurnWithAnUpwardDragAndTheDownArrow() {
        let (pages, book) = book(orientation: .vertical)
        let start = CGPoint(x: 160, y: 450)

        dragPage(from: start, through: dragPath(from: start, step: CGVector(dx: 0, dy: -30), count: 10), hold: 0.2)
        let afterDrag = shownNumber(pages)
        Automation().press(.keyboardDownArrow)
        settlePages()

        #expect(afterDrag == 1 && shownNumber(pages) == 2)
        withExtendedLifetime(book) {}
        #expect(pages.viewControllers?.first?.view.convert(CGPoint.zero, to: nil) == .zero)
    }

    @Test func rightToLeftTurnsForwardWithADragToTheRight() {
        let (pages, book) = book(rightToLeft: true)
        let start = CGPoint(x: 20, y: 240)

        dragPage(from: start, through: dragPath(from: start, step: CGVector(dx: 25, dy: 0), count: 10), hold: 0.2)

        #expect(shownNumber(pages) == 1)
        #expect(pages.viewControllers?.first?.view.convert(CGPoint.zero, to: nil) == .zero)
        withExtendedLifetime(book) {}
    }

    @Test func interPageSpacingShowsAGapBetweenPagesMidTurn() {
        let (pages, book) = book(options: [.interPageSpacing: 20])
        let automation = Automation()
        let start = CGPoint(x: 300, y: 240)

        automation.touchDown(at: start)
        UIApplication.shared.advance(by: 1.0 / 60)
        for point in dragPath(from: start, step: CGVector(dx: -30, dy: 0), count: 4) {
            automation.touchMove(to: point)
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        let frames = pages.children.compactMap { $0.viewIfLoaded }.map { $0.convert($0.bounds, to: nil) }
            .sorted { $0.minX < $1.minX }
        UIApplication.shared.advance(by: 0.3)
        automation.touchUp(at: CGPoint(x: 180, y: 240))
        settlePages()

        // The page moved with the finger (less the drag's hysteresis); the next one follows 20 pt behind.
        #expect(frames.count == 2)
        #expect(frames.count == 2 && frames[1].minX - frames[0].maxX == 20)
        #expect(frames.first?.size == CGSize(width: 320, height: 480))
        #expect(shownNumber(pages) == 0 && pages.children.count == 1)
        withExtendedLifetime(book) {}
    }

    @Test func aWrongNumberOfPagesIsRefusedWithUIKitsMessage() {
        let (pages, book) = book()
        let shown = pages.viewControllers

        let diagnostics = capturingDiagnostics {
            pages.setViewControllers([book.page(1), book.page(2)], direction: .forward, animated: false)
        }

        #expect(
            diagnostics.map(\.message) == [
                "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"
            ])
        #expect(pages.viewControllers == shown && pages.children.count == 1)
    }
}

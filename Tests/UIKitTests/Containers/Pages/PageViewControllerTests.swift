import Testing
@testable import UIKit

/// UIPageViewController, scroll style: the whole ordered sequences of containment, appearance,
/// data source and delegate calls (DESIGN §2's order recorded on iOS: new.viewWillAppear ·
/// current.viewWillDisappear · new.viewDidAppear · current.viewDidDisappear).
@MainActor @Suite struct PageViewControllerTests {
    private let windows = WindowKeeper()
    static let pvc = "UIPageViewController"

    /// A scroll-style page view controller on screen at `first`, the recorder cleared.
    private func book(
        count: Int = 5, first: Int = 0, orientation: UIPageViewController.NavigationOrientation = .horizontal,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) -> (UIPageViewController, PageBook) {
        let book = PageBook(count: count)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: options)
        pages.dataSource = book
        pages.delegate = book
        pages.setViewControllers([book.page(first)], direction: .forward, animated: false)
        _ = windows.show(pages)
        return (pages, book)
    }

    private func names(_ controllers: [UIViewController]?) -> [String] {
        (controllers ?? []).map(LifecycleTrace.name(of:))
    }

    @Test func initialPagesAreChildrenThatAppearWithTheContainer() {
        let book = PageBook(count: 5)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = book
        pages.delegate = book
        var completions: [Bool] = []

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            pages.setViewControllers([book.page(0)], direction: .forward, animated: false) { completions.append($0) }
            recorder.note("set")
            _ = windows.show(pages)
        }

        #expect(
            lines == [
                "Coloured(0) willMove(toParent: \(Self.pvc))",
                "Coloured(0) didMove(toParent: \(Self.pvc))",
                "set",
                "\(Self.pvc) viewDidLoad",
                "dataSource before 0",
                "dataSource after 0",
                "Coloured(0) viewDidLoad",
                "\(Self.pvc) viewWillAppear(animated: false)",
                "Coloured(0) viewWillAppear(animated: false)",
                "UIPageViewController viewIsAppearing(animated: false)",
                "Coloured(0) viewIsAppearing(animated: false)",
                "\(Self.pvc) viewDidAppear(animated: false)",
                "Coloured(0) viewDidAppear(animated: false)",
            ])
        #expect(completions == [true])
        #expect(names(pages.viewControllers) == ["Coloured(0)"] && names(pages.children) == ["Coloured(0)"])
        #expect(pages.viewControllers?.first?.parent === pages)
        #expect(pages.gestureRecognizers.isEmpty && pages.spineLocation == .none)
    }

    @Test func dragPastHalfTurnsThePageInIOSOrder() {
        let (pages, book) = book()
        let start = CGPoint(x: 300, y: 240)

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            dragPage(from: start, through: dragPath(from: start, step: CGVector(dx: -20, dy: 0), count: 10), hold: 0.2)
        }

        #expect(
            lines == [
                "delegate willTransitionTo [\"Coloured(1)\"]",
                "Coloured(0) willMove(toParent: nil)",
                "Coloured(1) willMove(toParent: \(Self.pvc))",
                "Coloured(1) viewDidLoad",
                "Coloured(1) viewWillAppear(animated: true)",
                "Coloured(0) viewWillDisappear(animated: true)",
                "Coloured(1) viewIsAppearing(animated: true)",
                "Coloured(1) viewDidAppear(animated: true)",
                "Coloured(0) viewDidDisappear(animated: true)",
                "Coloured(0) didMove(toParent: nil)",
                "Coloured(1) didMove(toParent: \(Self.pvc))",
                "delegate didFinishAnimating true previous [\"Coloured(0)\"] completed true",
                "dataSource after 1",
            ])
        #expect(names(pages.viewControllers) == ["Coloured(1)"] && names(pages.children) == ["Coloured(1)"])
        #expect(pages.viewControllers?.first?.view.window != nil)
        #expect(pages.viewControllers?.first?.view.convert(CGPoint.zero, to: nil) == .zero)
    }

    /// The cancelled scroll turn in the order of the iOS 7 log of the scroll style (wangling.me,
    /// DESIGN §2): B.willAppear · A.willDisappear · A.willAppear · A.didAppear · B.willDisappear ·
    /// B.didDisappear. The current page is told it stays before it appears again; the new one
    /// leaves its parent last.
    @Test func dragReleasedBeforeHalfIsCancelledInTheRecordedScrollOrder() {
        let (pages, book) = book()
        let first = pages.viewControllers?.first as? Strict
        let start = CGPoint(x: 300, y: 240)

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            dragPage(from: start, through: dragPath(from: start, step: CGVector(dx: -20, dy: 0), count: 5), hold: 0.2)
        }

        #expect(
            lines == [
                "delegate willTransitionTo [\"Coloured(1)\"]",
                "Coloured(0) willMove(toParent: nil)",
                "Coloured(1) willMove(toParent: \(Self.pvc))",
                "Coloured(1) viewDidLoad",
                "Coloured(1) viewWillAppear(animated: true)",
                "Coloured(0) viewWillDisappear(animated: true)",
                "Coloured(1) viewIsAppearing(animated: true)",
                "Coloured(0) didMove(toParent: \(Self.pvc))",
                "Coloured(0) viewWillAppear(animated: true)",
                "Coloured(0) viewIsAppearing(animated: true)",
                "Coloured(0) viewDidAppear(animated: true)",
                "Coloured(1) viewWillDisappear(animated: true)",
                "Coloured(1) viewDidDisappear(animated: true)",
                "Coloured(1) didMove(toParent: nil)",
                "delegate didFinishAnimating true previous [\"Coloured(0)\"] completed false",
            ])
        #expect(names(pages.viewControllers) == ["Coloured(0)"] && names(pages.children) == ["Coloured(0)"])
        #expect(first?.view.convert(CGPoint.zero, to: nil) == .zero)
        #expect(
            first?.movingFlags.suffix(2) == ["viewWillAppear to:false from:false", "viewDidAppear to:false from:false"])
    }

    @Test func animatedSetTurnsForwardThenBackWithCompletions() {
        let (pages, book) = book()
        var completions: [Bool] = []

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            pages.setViewControllers([book.page(3)], direction: .forward, animated: true) {
                recorder.note("completion \($0)")
            }
            settlePages()
            let three = pages.viewControllers?.first
            recorder.note("at \(three.map(LifecycleTrace.name(of:)) ?? "nil")")
            pages.setViewControllers([book.page(2)], direction: .reverse, animated: true) { completions.append($0) }
            settlePages()
        }

        #expect(
            lines == [
                "Coloured(0) willMove(toParent: nil)",
                "Coloured(3) willMove(toParent: \(Self.pvc))",
                "Coloured(3) viewDidLoad",
                "Coloured(3) viewWillAppear(animated: true)",
                "Coloured(0) viewWillDisappear(animated: true)",
                "Coloured(3) viewIsAppearing(animated: true)",
                "Coloured(3) viewDidAppear(animated: true)",
                "Coloured(0) viewDidDisappear(animated: true)",
                "Coloured(0) didMove(toParent: nil)",
                "Coloured(3) didMove(toParent: \(Self.pvc))",
                "completion true",
                "dataSource before 3",
                "dataSource after 3",
                "at Coloured(3)",
                "Coloured(3) willMove(toParent: nil)",
                "Coloured(2) willMove(toParent: \(Self.pvc))",
                "Coloured(2) viewDidLoad",
                "Coloured(2) viewWillAppear(animated: true)",
                "Coloured(3) viewWillDisappear(animated: true)",
                "Coloured(2) viewIsAppearing(animated: true)",
                "Coloured(2) viewDidAppear(animated: true)",
                "Coloured(3) viewDidDisappear(animated: true)",
                "Coloured(3) didMove(toParent: nil)",
                "Coloured(2) didMove(toParent: \(Self.pvc))",
                "dataSource before 2",
                "dataSource after 2",
            ])
        #expect(completions == [true])
        #expect(names(pages.viewControllers) == ["Coloured(2)"] && names(pages.children) == ["Coloured(2)"])
    }

    @Test func noPageBeforeTheFirstBouncesBack() {
        let (pages, book) = book()
        let first = pages.viewControllers?.first
        let start = CGPoint(x: 20, y: 240)

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            dragPage(from: start, through: dragPath(from: start, step: CGVector(dx: 25, dy: 0), count: 10))
        }

        #expect(lines == [])
        #expect(pages.viewControllers?.first === first && first?.view.convert(CGPoint.zero, to: nil) == .zero)
    }

    @Test func noPageAfterTheLastBouncesBack() {
        let (pages, book) = book(count: 3, first: 2)
        let start = CGPoint(x: 300, y: 240)

        let lines = recordingSequence { recorder in
            book.recorder = recorder
            dragPage(from: start, through: dragPath(from: start, step: CGVector(dx: -25, dy: 0), count: 10))
        }

        #expect(lines == [])
        #expect(names(pages.viewControllers) == ["Coloured(2)"])
    }

    @Test func thousandTurnsKeepAtMostThreePagesAlive() {
        let (pages, book) = book(count: 1001)
        var mostAlive = 0

        for number in 1...1000 {
            pages.setViewControllers([book.page(number)], direction: .forward, animated: false)
            mostAlive = max(mostAlive, book.alivePages)
        }

        #expect(names(pages.viewControllers) == ["Coloured(1000)"] && pages.children.count == 1)
        #expect(mostAlive <= 3)
        #expect(book.alivePages == 2)
    }

    @Test func thousandGestureTurnsReleaseThePagesThatLeft() throws {
        let (pages, book) = book(count: 1001)
        var mostAlive = 0

        let driver = try #require(pages.driver as? ScrollPageDriver)
        let scrollView = driver.scrollView

        // The scroll view moved a page on and came to rest there, without frames (cheap).
        for _ in 1...1000 {
            scrollView.contentOffset.x += scrollView.bounds.width
            driver.scrollViewDidEndDecelerating(scrollView)
            mostAlive = max(mostAlive, book.alivePages)
        }

        #expect(names(pages.viewControllers) == ["Coloured(1000)"] && pages.children.count == 1)
        #expect(mostAlive <= 3)
        #expect(book.alivePages == 2)
    }
}

import Testing
@testable import UIKit

/// A scroll-style page view controller under stress: removed and released under a resting
/// finger, turned while 0 pt wide, touched on the first frame of an animated turn. Every turn
/// that begins ends, with its completion and both pages' appearance settled.
@MainActor @Suite struct PageViewControllerRobustnessTests {
    private let windows = WindowKeeper()
    private let automation = Automation()
    static let pvc = "UIPageViewController"

    /// A root controller holding a scroll-style page view controller on page 0 of `book`.
    private func embeddedBook(width: CGFloat = 320) -> (root: Strict, pages: UIPageViewController, book: PageBook) {
        let book = PageBook(count: 3)
        let root = Strict("Root")
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = book
        pages.setViewControllers([book.page(0)], direction: .forward, animated: false)
        _ = windows.show(root)
        root.addChild(pages)
        pages.view.autoresizingMask = []
        pages.view.frame = CGRect(x: 0, y: 0, width: width, height: 480)
        root.view.addSubview(pages.view)
        pages.didMove(toParent: root)
        UIApplication.shared.advance(by: 1.0 / 60)
        return (root, pages, book)
    }

    /// The callbacks of an animated `setViewControllers` from page 0 to page 1, then its completion.
    private static let turnToOne = [
        "Coloured(0) willMove(toParent: nil)",
        "Coloured(1) willMove(toParent: \(pvc))",
        "Coloured(1) viewDidLoad",
        "Coloured(1) viewWillAppear(animated: true)",
        "Coloured(0) viewWillDisappear(animated: true)",
        "Coloured(1) viewIsAppearing(animated: true)",
        "Coloured(1) viewDidAppear(animated: true)",
        "Coloured(0) viewDidDisappear(animated: true)",
        "Coloured(0) didMove(toParent: nil)",
        "Coloured(1) didMove(toParent: \(pvc))",
        "completion true",
    ]

    @Test func releasedUnderARestingFingerThePageViewControllerIsGoneAndTheNextMovesReachNothing() {
        var (_, pages, _) = embeddedBook() as (Strict, UIPageViewController?, PageBook)
        let released = WeakBox(pages!)
        automation.touchDown(at: CGPoint(x: 160, y: 240))
        UIApplication.shared.advance(by: 1.0 / 60)

        pages!.willMove(toParent: nil)
        pages!.view.removeFromSuperview()
        pages!.removeFromParent()
        pages = nil
        for x in [140, 100, 60] as [CGFloat] {
            automation.touchMove(to: CGPoint(x: x, y: 240))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        automation.touchUp(at: CGPoint(x: 60, y: 240))
        settlePages()

        #expect(released.object == nil)
        #expect(!UIApplication.shared.events.gestures.hasTouchDown)
    }

    @Test func anAnimatedTurnOfAZeroWidePageViewControllerEnds() {
        let (_, pages, book) = embeddedBook(width: 0)

        let lines = recordingSequence { recorder in
            pages.setViewControllers([book.page(1)], direction: .forward, animated: true) {
                recorder.note("completion \($0)")
            }
            settlePages()
        }

        #expect(lines == Self.turnToOne)
        #expect(pages.currentTurn == nil)
        #expect(pages.children.map(PageBook.number(of:)) == [1])
    }

    @Test func aTouchOnTheFirstFrameOfAnAnimatedTurnLetsItEnd() {
        let (_, pages, book) = embeddedBook()

        let lines = recordingSequence { recorder in
            pages.setViewControllers([book.page(1)], direction: .forward, animated: true) {
                recorder.note("completion \($0)")
            }
            automation.touchDown(at: CGPoint(x: 160, y: 240))
            UIApplication.shared.advance(by: 1.0 / 60)
            automation.touchUp(at: CGPoint(x: 160, y: 240))
            settlePages()
        }

        #expect(lines == Self.turnToOne)
        #expect(pages.currentTurn == nil)
        #expect(pages.children.map(PageBook.number(of:)) == [1])
    }
}

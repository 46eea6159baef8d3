import Compositor
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// The page view controller mid-curl, drawn by the compositor: goldens half way through an
/// animated turn (`__Snapshots__/PageViewControllerCurlSnapshotTests/`, each looked at against iOS's curl: the
/// fold, the back, the shadow on the page beneath), and the dragged corner found under the
/// pointer in the rendered pixels.
@MainActor @Suite struct PageViewControllerCurlSnapshotTests {
    private let windows = WindowKeeper()
    private let automation = Automation()
    private let shelf = Shelf()
    @MainActor final class Shelf { var books: [PageBook] = [] }

    /// A curl book showing `first` (and the next page with the mid spine), not yet on screen.
    private func book(first: Int, spine: UIPageViewController.SpineLocation) -> (UIPageViewController, PageBook) {
        let book = PageBook(count: 6)
        shelf.books.append(book)
        let pages = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: spine])
        pages.dataSource = book
        pages.delegate = book
        let shown = spine == .mid ? [book.page(first), book.page(first + 1)] : [book.page(first)]
        pages.setViewControllers(shown, direction: .forward, animated: false)
        return (pages, book)
    }

    @Test func onePageHalfWayThroughAnAnimatedTurnForward() {
        let (pages, book) = book(first: 0, spine: .min)

        assertSnapshot(
            of: pages as UIViewController,
            as: .image(size: CGSize(width: 320, height: 480), at: SystemTimings.pageCurlTurn / 2) { pages in
                (pages as! UIPageViewController).setViewControllers(
                    [book.page(1)], direction: .forward, animated: true)
            }, named: "single-page-red-turning-over-orange-half-way")
    }

    @Test func twoPagesHalfWayThroughAnAnimatedTurnBack() {
        let (pages, book) = book(first: 2, spine: .mid)

        assertSnapshot(
            of: pages as UIViewController,
            as: .image(size: CGSize(width: 640, height: 480), at: SystemTimings.pageCurlTurn * 0.6) { pages in
                (pages as! UIPageViewController).setViewControllers(
                    [book.page(0), book.page(1)], direction: .reverse, animated: true)
            }, named: "spread-green-blue-turning-back-to-red-orange")
    }

    /// Along the drag, the turned flap (the page's washed back) ends at the pointer, where the
    /// page's flat front (red) begins.
    @Test func theRenderedCornerSitsAtThePointer() throws {
        let (pages, _) = book(first: 0, spine: .min)
        let window = windows.show(pages, width: 320, height: 480)
        let pointer = CGPoint(x: 170, y: 330)
        let start = CGPoint(x: 300, y: 440)

        automation.touchDown(at: start)
        UIApplication.shared.advance(by: 1.0 / 60)
        for step in 1...6 {
            let t = CGFloat(step) / 6
            automation.touchMove(
                to: CGPoint(x: start.x + (pointer.x - start.x) * t, y: start.y + (pointer.y - start.y) * t))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        let framebuffer = renderArtifact(window, "page-curl-corner-at-pointer")
        // From 8 pt inside the flap to 8 pt beyond the corner, along the drag.
        let drag = CGVector(dx: pointer.x - 320, dy: pointer.y - 480)
        let length = hypot(drag.dx, drag.dy)
        let samples = (-8...8).map { t -> RenderColor in
            let x = pointer.x + drag.dx / length * CGFloat(t), y = pointer.y + drag.dy / length * CGFloat(t)
            return colour(framebuffer.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down))))
        }
        automation.touchUp(at: pointer)
        settlePages()

        // The back is washed toward white (much green); the red front has little green.
        let isFront = samples.map { $0.green < 0.3 && $0.red > 0.5 }
        let firstFront = try #require(isFront.firstIndex(of: true))
        #expect(samples[0].green > 0.5, "8 pt inside the flap shows its back: \(samples[0])")
        #expect(abs(firstFront - 8) <= 2, "the flap ends \(firstFront - 8) pt from the pointer: \(isFront)")
        #expect(isFront[firstFront...].allSatisfy { $0 })
    }
}

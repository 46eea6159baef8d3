import Foundation
import Testing
@testable import UIKit

/// A motion whose scrollable range changes under it, or whose view leaves the window, still
/// ends inside the range: UIKit's content never rests outside it (Apple, "UIScrollView":
/// content bounces back to the edge when a motion ends past it). Regressions the fuzzer found
/// (campaign seeds 43 and 14).
@MainActor @Suite("UIScrollView motion and a changing range")
struct ScrollMotionRangeTests {
    /// A fast upward drag on the fixture's 2000 pt content: a fling far down the content.
    private func fling(_ fixture: ScrollFixture) {
        fixture.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 80), steps: 4)
    }

    @Test("A fling whose range shrinks below its start springs back to the new end, never far past it")
    func flingOverShrunkRangeStaysInRubberBand() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        fling(fixture)
        let released = scrollView.contentOffset.y
        #expect(scrollView.isDecelerating)
        #expect(released > 60)

        // The content shrinks so the range ends (at 60) before where the finger let go.
        scrollView.contentSize = CGSize(width: 320, height: 300)
        var farthest: CGFloat = 0
        for _ in 0..<600 where UIApplication.shared.isAnimating {
            UIApplication.shared.advance(by: 1.0 / 60)
            farthest = max(farthest, scrollView.contentOffset.y - scrollView.verticalRange.upperBound)
        }

        #expect(farthest < scrollView.bounds.height)
        #expect(scrollView.contentOffset.y == 60)
        #expect(fixture.delegate.sequence.last == "didEndDecelerating")
    }

    /// Campaign seed 84: the safe area went with a resize while the content was flung along
    /// the other axis; the axis at rest went back to the old edge on the next frame.
    @Test("An inset that changes mid-fling moves the axis at rest to the new edge, and it stays there")
    func insetChangeMidFlingKeepsTheRestingAxisAtTheNewEdge() {
        let fixture = ScrollFixture(content: CGSize(width: 640, height: 2000))
        let scrollView = fixture.scrollView
        scrollView.contentInset.left = 47
        scrollView.contentOffset = CGPoint(x: -47, y: 0)
        fling(fixture)
        #expect(scrollView.isDecelerating)
        #expect(scrollView.contentOffset.x == -47)

        scrollView.contentInset.left = 0
        var leftmost = scrollView.contentOffset.x
        for _ in 0..<600 where UIApplication.shared.isAnimating {
            UIApplication.shared.advance(by: 1.0 / 60)
            leftmost = min(leftmost, scrollView.contentOffset.x)
        }

        #expect(leftmost == 0)
        #expect(scrollView.contentOffset.x == 0)
        #expect(fixture.delegate.sequence.last == "didEndDecelerating")
    }

    @Test("A fling over a shrunk range that leaves the window ends at once inside the range")
    func flingOverShrunkRangeOffScreenEndsInRange() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        fling(fixture)
        #expect(scrollView.isDecelerating)

        scrollView.contentSize = CGSize(width: 320, height: 300)
        scrollView.removeFromSuperview()
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == 60)
        #expect(fixture.delegate.sequence.last == "didEndDecelerating")
    }

    @Test("An animated scroll to the old top, its inset gone as it leaves the window, ends at the new top")
    func animationToOldTopOffScreenEndsAtNewTop() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        scrollView.contentInset.top = 20
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        scrollView.setContentOffset(CGPoint(x: 0, y: -20), animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        fixture.delegate.entries = []

        scrollView.contentInset.top = 0
        scrollView.removeFromSuperview()
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(scrollView.contentOffset == .zero)
        #expect(
            fixture.delegate.sequence == ["didChangeAdjustedContentInset", "didScroll…", "didEndScrollingAnimation"])
    }

    @Test("A paging fling whose view turns mid-flight lands on a page of the new size, in the new range")
    func pagingFlingRetargetsToNewPageSize() throws {
        let fixture = ScrollFixture(content: CGSize(width: 320 * 4, height: 240))
        let scrollView = fixture.scrollView
        scrollView.isPagingEnabled = true
        fixture.fingerDrag(
            from: CGPoint(x: 300, y: 100), through: [CGPoint(x: 280, y: 100), CGPoint(x: 250, y: 100)])
        let target = try #require(fixture.delegate.proposedTarget)
        #expect(target == CGPoint(x: 320, y: 0))
        #expect(scrollView.isDecelerating)

        // The view narrows to 200 pt while the content is on its way to page 1 (320 of 320).
        scrollView.frame.size = CGSize(width: 200, height: 240)
        fixture.settle()

        // Page 1 of the new size, and the end of the deceleration is announced as usual.
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0))
        #expect(fixture.delegate.sequence.last == "didEndDecelerating")
        #expect(!scrollView.isDecelerating)
    }

    @Test("Content pulled past an edge and released as its view shrinks springs back from within the new rubber band")
    func resizeMidBounceStaysInRubberBand() {
        let fixture = ScrollFixture(content: CGSize(width: 320 * 4, height: 240))
        let scrollView = fixture.scrollView
        scrollView.isPagingEnabled = true
        // A slow pull 150 pt past the left edge: banded to about 80 pt past it.
        fixture.fingerDrag(
            from: CGPoint(x: 20, y: 100), through: (1...15).map { CGPoint(x: 20 + CGFloat($0) * 10, y: 100) },
            hold: 0.2)
        let released = scrollView.contentOffset.x
        #expect(released < -60)

        // The view shrinks to 50 pt wide: the old pull lies farther past the edge than a band
        // of that size can ever pull content.
        scrollView.frame.size = CGSize(width: 50, height: 240)
        let afterResize = scrollView.contentOffset.x
        var farthest: CGFloat = 0
        for _ in 0..<600 where UIApplication.shared.isAnimating {
            UIApplication.shared.advance(by: 1.0 / 60)
            farthest = min(farthest, scrollView.contentOffset.x)
        }

        #expect(afterResize > -50 && afterResize < 0)
        #expect(farthest > -50)
        #expect(scrollView.contentOffset.x == 0)
    }

    @Test("An animated zoom whose inset vanishes and view shrinks mid-zoom goes on within the new rubber band")
    func zoomRetargetedWhenRangeMoves() {
        let fixture = ScrollFixture(content: CGSize(width: 320, height: 480))
        let scrollView = fixture.scrollView
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.addSubview(image)
        scrollView.maximumZoomScale = 3
        fixture.delegate.zoomingView = image
        scrollView.contentInset.top = 20
        scrollView.contentOffset = CGPoint(x: 0, y: -20)
        scrollView.setZoomScale(2, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        let zoomingFrom = scrollView.contentOffset.y
        #expect(zoomingFrom < -19)

        // The inset goes and the view shrinks to 10 pt tall (campaign seed 294: a window
        // resized to nothing took the safe area away): the content lies 19 pt above the new
        // top, farther than a rubber band can pull content in a 10 pt view.
        scrollView.contentInset = .zero
        scrollView.frame.size = CGSize(width: 320, height: 10)
        let afterChange = scrollView.contentOffset.y
        var farthest = afterChange
        for _ in 0..<600 where UIApplication.shared.isAnimating {
            UIApplication.shared.advance(by: 1.0 / 60)
            farthest = min(farthest, scrollView.contentOffset.y)
        }

        #expect(afterChange > -10)
        #expect(farthest > -10)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 160, y: 80))
        #expect(fixture.delegate.entries.last == "didEndZooming(atScale: 2.0)")
    }

    /// Campaign seeds 1199 and 1904: a window resized to a point (or to nothing, leaving a
    /// sliver of float) while content was flung at its end; the bounce carried it a hundred
    /// points past an edge of a view one point long.
    @Test("A fling across the end of a view one point tall bounces no farther past it than the rubber band reaches")
    func flingIntoTinyViewBouncesWithinRubberBand() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        fling(fixture)
        #expect(scrollView.isDecelerating)

        scrollView.frame.size = CGSize(width: 320, height: 1)
        scrollView.contentSize = CGSize(width: 320, height: 300)
        var farthest: CGFloat = 0
        for _ in 0..<600 where UIApplication.shared.isAnimating {
            UIApplication.shared.advance(by: 1.0 / 60)
            farthest = max(farthest, scrollView.contentOffset.y - scrollView.verticalRange.upperBound)
        }

        #expect(farthest > 0)
        #expect(farthest < 1)
        #expect(scrollView.contentOffset.y == 299)
        #expect(fixture.delegate.sequence.last == "didEndDecelerating")
    }

    /// Campaign seed 1681: the window shrank to nothing mid-scroll and took the safe area
    /// with it; the animation went on from 10 pt above the new top of a view 2·10⁻¹⁴ pt tall.
    @Test("An animated scroll whose inset vanishes as its view shrinks goes on from within the new rubber band")
    func animatedScrollRetargetedWhenRangeMoves() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        scrollView.contentInset.top = 20
        scrollView.contentOffset = CGPoint(x: 0, y: -20)
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(scrollView.contentOffset.y < -19)

        scrollView.contentInset = .zero
        scrollView.frame.size = CGSize(width: 320, height: 10)
        let afterChange = scrollView.contentOffset.y
        var farthest = afterChange
        for _ in 0..<600 where UIApplication.shared.isAnimating {
            UIApplication.shared.advance(by: 1.0 / 60)
            farthest = min(farthest, scrollView.contentOffset.y)
        }

        #expect(afterChange > -10)
        #expect(farthest > -10)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(fixture.delegate.sequence.last == "didEndScrollingAnimation")
    }

    /// Campaign seed 1194: the zoom's first step off screen dropped the safe area's inset, and
    /// the zoom aimed again at the frame's time was then stopped half done: the scale at its
    /// start, the offset at the end's, far outside the range.
    @Test("An animated zoom that leaves the window, its safe area going with it, ends at its scale and offset")
    func zoomOffScreenLosingItsInsetEndsAtItsScale() {
        let root = UIViewController()
        let window = makeKeyWindow(width: 320, height: 480)
        window.rootViewController = root
        let scrollView = UIScrollView(frame: root.view.bounds)
        let delegate = RecordingScrollDelegate()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.addSubview(image)
        scrollView.contentSize = image.bounds.size
        scrollView.contentInsetAdjustmentBehavior = .always
        scrollView.maximumZoomScale = 3
        delegate.zoomingView = image
        scrollView.delegate = delegate
        root.view.addSubview(scrollView)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(scrollView.adjustedContentInset.top == 20)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
        scrollView.setZoomScale(2, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)

        scrollView.removeFromSuperview()
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 160, y: 200))
        #expect(delegate.entries.last == "didEndZooming(atScale: 2.0)")
        // Nothing of this scroll view still moves: the whole application's `isAnimating` also
        // counts a test suspended at an await with its animations in flight (fresh-clone CI).
        #expect(!UIApplication.shared.runtime.scrolling.isBusy(with: scrollView))
        #expect(scrollView.layer.animations.isEmpty && image.layer.animations.isEmpty)
        _ = window
    }

    /// Campaign seed 961 (an iPad's 24 pt safe area): the zoom's last step made the content no
    /// taller than the view, so the safe area left its inset and the zoom, aimed again, ended at
    /// the new top; the step then put the content back at the old top, where it stayed.
    @Test("An animated zoom whose last step takes the safe area's inset away ends at the new top")
    func zoomEndingWithoutItsInsetRestsAtTheNewTop() {
        let root = UIViewController()
        let window = makeKeyWindow(width: 320, height: 480)
        window.rootViewController = root
        let scrollView = UIScrollView(frame: root.view.bounds)
        let delegate = RecordingScrollDelegate()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 960))
        scrollView.addSubview(image)
        scrollView.contentSize = image.bounds.size
        scrollView.minimumZoomScale = 0.5
        delegate.zoomingView = image
        scrollView.delegate = delegate
        root.view.addSubview(scrollView)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(scrollView.adjustedContentInset.top == 20)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))

        scrollView.setZoomScale(0.5, animated: true)
        for _ in 0..<600 where UIApplication.shared.isAnimating { UIApplication.shared.advance(by: 1.0 / 60) }

        #expect(scrollView.zoomScale == 0.5)
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.contentOffset == .zero)
        #expect(delegate.entries.last == "didEndZooming(atScale: 0.5)")
        _ = window
    }
}

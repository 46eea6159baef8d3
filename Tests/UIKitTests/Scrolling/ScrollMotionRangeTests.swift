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
}

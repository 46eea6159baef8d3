import Foundation
import Testing
@testable import UIKit

@MainActor @Suite("UIScrollView dragging")
struct ScrollDraggingTests {
    @Test("A slow drag moves the content with the finger and stops where it lifts")
    func slowDragSequence() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        #expect(scrollView.contentOffset == .zero)

        // Down, move 100 pt up over many frames, hold still, lift: no velocity left.
        let automation = Automation()
        automation.touchDown(at: CGPoint(x: 160, y: 200))
        UIApplication.shared.advance(by: 1.0 / 60)
        for step in 1...10 {
            automation.touchMove(to: CGPoint(x: 160, y: 200 - CGFloat(step) * 11))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        UIApplication.shared.advance(by: 0.2)
        automation.touchUp(at: CGPoint(x: 160, y: 90))
        UIApplication.shared.advance(by: 1.0 / 60)
        fixture.settle()

        // The finger moved 110 pt; the pan began after 10 of them, which do not jump the content.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 99))
        #expect(
            fixture.delegate.sequence == [
                "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(willDecelerate: false)",
            ])
        #expect(fixture.delegate.releaseVelocity == .zero)
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
    }

    @Test("A fling decelerates after the finger lifts and ends with didEndDecelerating")
    func flingSequence() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView

        fixture.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 80), steps: 4)
        let released = scrollView.contentOffset
        let isDecelerating = scrollView.isDecelerating
        fixture.settle()

        #expect(isDecelerating)
        #expect(
            fixture.delegate.sequence == [
                "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(willDecelerate: true)",
                "willBeginDecelerating", "didScroll…", "didEndDecelerating",
            ])
        #expect(scrollView.contentOffset.y > released.y)
        #expect(scrollView.contentOffset == fixture.delegate.proposedTarget)
        #expect(!scrollView.isDecelerating)
    }
}

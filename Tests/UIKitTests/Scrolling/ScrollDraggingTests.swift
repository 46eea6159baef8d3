import Foundation
import Testing
import UIKit

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

        // The finger moved 110 pt; the pan began after 10 of them, which do not move the content.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
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

@MainActor @Suite("UIScrollView release physics")
struct ScrollReleaseTests {
    @Test("A fling decelerates on the exponential toward Apple's projected target, read at 0.1 s and 0.5 s")
    func decelerationAtExactTimes() throws {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView

        fixture.fingerDrag(
            from: CGPoint(x: 160, y: 220), through: (1...5).map { CGPoint(x: 160, y: 220 - CGFloat($0) * 25) })
        let released = scrollView.contentOffset.y
        let velocity = try #require(fixture.delegate.releaseVelocity).y * 1000
        let target = try #require(fixture.delegate.proposedTarget).y
        UIApplication.shared.advance(by: 0.1)
        let at100ms = scrollView.contentOffset.y
        UIApplication.shared.advance(by: 0.4)
        let at500ms = scrollView.contentOffset.y
        fixture.settle()

        let rate = 0.998
        // 25 pt a frame over the 0.1 s window: 1500 pt/s.
        #expect(abs(velocity - 1500) < 1e-6)
        #expect(abs(target - (released + velocity / 1000 * 0.998 / 0.002)) < 1e-6)
        // The curve that lands exactly on the target: v' = distance·1000·(−ln rate).
        let solved = (target - released) * 1000 * -log(rate)
        func offset(at t: Double) -> CGFloat { released + solved * (pow(rate, 1000 * t) - 1) / (1000 * log(rate)) }
        #expect(abs(at100ms - offset(at: 0.1)) < 1e-6)
        #expect(abs(at500ms - offset(at: 0.5)) < 1e-6)
        #expect(scrollView.contentOffset.y == target)
    }

    @Test("A target the delegate moves in willEndDragging is where the content comes to rest")
    func delegateChangesTarget() throws {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        fixture.delegate.replacementTarget = CGPoint(x: 0, y: 400)

        fixture.fingerDrag(
            from: CGPoint(x: 160, y: 220), through: (1...5).map { CGPoint(x: 160, y: 220 - CGFloat($0) * 25) })
        let released = scrollView.contentOffset.y
        UIApplication.shared.advance(by: 0.1)
        let at100ms = scrollView.contentOffset.y
        fixture.settle()

        let solved = (400 - released) * 1000 * -log(0.998)
        #expect(abs(at100ms - (released + solved * (pow(0.998, 100) - 1) / (1000 * log(0.998)))) < 1e-6)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400))
        #expect(fixture.delegate.sequence.last == "didEndDecelerating")
    }

    @Test("Pulled past the top, the content rubber-bands by f(x) and springs back on release")
    func rubberBandRelease() throws {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView

        // 10 pt of hysteresis begin the pan, then 100 pt more.
        let automation = Automation()
        automation.touchDown(at: CGPoint(x: 160, y: 20))
        UIApplication.shared.advance(by: 1.0 / 60)
        automation.touchMove(to: CGPoint(x: 160, y: 30))
        UIApplication.shared.advance(by: 1.0 / 60)
        automation.touchMove(to: CGPoint(x: 160, y: 130))
        UIApplication.shared.advance(by: 1.0 / 60)
        let pulled = scrollView.contentOffset.y
        UIApplication.shared.advance(by: 0.2)
        automation.touchUp(at: CGPoint(x: 160, y: 130))
        UIApplication.shared.advance(by: 1.0 / 60)
        let target = try #require(fixture.delegate.proposedTarget)
        UIApplication.shared.advance(by: 0.2)
        let at200ms = scrollView.contentOffset.y
        fixture.settle()

        #expect(abs(pulled - -(1 - 1 / (100 * 0.55 / 240 + 1)) * 240) < 1e-9)
        #expect(target == .zero)
        #expect(abs(at200ms - pulled * (1 + 10 * 0.2) * exp(-2)) < 1e-6)
        #expect(scrollView.contentOffset == .zero)
        #expect(
            fixture.delegate.sequence == [
                "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(willDecelerate: true)",
                "willBeginDecelerating", "didScroll…", "didEndDecelerating",
            ])
    }

    @Test("A fling across the end continues into the rubber band and springs back to the end")
    func flingBouncesAtEnd() {
        let fixture = ScrollFixture(content: CGSize(width: 320, height: 600))
        let scrollView = fixture.scrollView
        let end: CGFloat = 600 - 240
        var maximum: CGFloat = 0

        fixture.fingerDrag(
            from: CGPoint(x: 160, y: 220), through: (1...5).map { CGPoint(x: 160, y: 220 - CGFloat($0) * 30) })
        while UIApplication.shared.isAnimating {
            UIApplication.shared.advance(by: 1.0 / 60)
            maximum = max(maximum, scrollView.contentOffset.y)
        }

        #expect(fixture.delegate.proposedTarget == CGPoint(x: 0, y: end))
        #expect(maximum > end + 5)
        #expect(scrollView.contentOffset.y == end)
        #expect(fixture.delegate.sequence.suffix(3) == ["willBeginDecelerating", "didScroll…", "didEndDecelerating"])
    }

    @Test("Without bounces the content stops at the edges, dragged or flung")
    func noBounces() {
        let fixture = ScrollFixture(content: CGSize(width: 320, height: 600))
        let scrollView = fixture.scrollView
        scrollView.bounces = false
        var maximum: CGFloat = 0

        fixture.fingerDrag(from: CGPoint(x: 160, y: 20), through: [CGPoint(x: 160, y: 40), CGPoint(x: 160, y: 140)])
        let pulledDown = scrollView.contentOffset.y
        fixture.settle()
        fixture.fingerDrag(
            from: CGPoint(x: 160, y: 220), through: (1...5).map { CGPoint(x: 160, y: 220 - CGFloat($0) * 30) })
        while UIApplication.shared.isAnimating {
            UIApplication.shared.advance(by: 1.0 / 60)
            maximum = max(maximum, scrollView.contentOffset.y)
        }

        #expect(pulledDown == 0)
        #expect(maximum == 360)
        #expect(scrollView.contentOffset.y == 360)
    }

    @Test("Content no taller than the view does not drag, unless alwaysBounceVertical")
    func alwaysBounce() {
        let fixture = ScrollFixture(content: CGSize(width: 320, height: 200))
        let scrollView = fixture.scrollView

        fixture.fingerDrag(from: CGPoint(x: 160, y: 100), through: [CGPoint(x: 160, y: 120), CGPoint(x: 160, y: 180)])
        let withoutBounce = fixture.delegate.entries
        scrollView.alwaysBounceVertical = true
        fixture.fingerDrag(from: CGPoint(x: 160, y: 100), through: [CGPoint(x: 160, y: 120), CGPoint(x: 160, y: 180)])
        let pulled = scrollView.contentOffset.y
        fixture.settle()

        #expect(withoutBounce.isEmpty)
        #expect(pulled < 0)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("Paging: a slow drag returns to its page, a flick turns one page, a hard flick still one")
    func paging() throws {
        let fixture = ScrollFixture(content: CGSize(width: 320 * 4, height: 240))
        let scrollView = fixture.scrollView
        scrollView.isPagingEnabled = true

        fixture.fingerDrag(
            from: CGPoint(x: 300, y: 100), through: [CGPoint(x: 280, y: 100), CGPoint(x: 200, y: 100)], hold: 0.2)
        fixture.settle()
        let afterSlow = scrollView.contentOffset
        fixture.fingerDrag(
            from: CGPoint(x: 300, y: 100), through: [CGPoint(x: 280, y: 100), CGPoint(x: 250, y: 100)])
        let flickTarget = try #require(fixture.delegate.proposedTarget)
        fixture.settle()
        let afterFlick = scrollView.contentOffset
        fixture.fingerDrag(
            from: CGPoint(x: 310, y: 100), through: (1...6).map { CGPoint(x: 310 - CGFloat($0) * 50, y: 100) })
        fixture.settle()

        #expect(afterSlow == .zero)
        #expect(flickTarget == CGPoint(x: 320, y: 0))
        #expect(afterFlick == CGPoint(x: 320, y: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 640, y: 0))
    }

    @Test("Directional lock keeps a mostly vertical drag vertical")
    func directionalLock() {
        let fixture = ScrollFixture(content: CGSize(width: 1000, height: 2000))
        let scrollView = fixture.scrollView
        scrollView.isDirectionalLockEnabled = true

        fixture.fingerDrag(
            from: CGPoint(x: 200, y: 200), through: [CGPoint(x: 200, y: 185), CGPoint(x: 180, y: 100)], hold: 0.2)
        let locked = scrollView.contentOffset
        scrollView.isDirectionalLockEnabled = false
        scrollView.contentOffset = .zero
        fixture.fingerDrag(
            from: CGPoint(x: 200, y: 200), through: [CGPoint(x: 200, y: 185), CGPoint(x: 180, y: 100)], hold: 0.2)

        // The first 10 pt (straight up) begin the pan and do not move the content.
        #expect(locked == CGPoint(x: 0, y: 90))
        #expect(scrollView.contentOffset == CGPoint(x: 20, y: 90))
    }

    @Test("A finger on decelerating content stops it without didEndDecelerating")
    func catchStopsDeceleration() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView
        fixture.fingerDrag(
            from: CGPoint(x: 160, y: 220), through: (1...5).map { CGPoint(x: 160, y: 220 - CGFloat($0) * 25) })
        UIApplication.shared.advance(by: 0.1)
        fixture.delegate.entries = []

        Automation().touchDown(at: CGPoint(x: 160, y: 100))
        UIApplication.shared.advance(by: 1.0 / 60)
        let caught = scrollView.contentOffset
        let tracking = scrollView.isTracking
        UIApplication.shared.advance(by: 0.2)
        Automation().touchUp(at: CGPoint(x: 160, y: 100))
        UIApplication.shared.advance(by: 0.2)

        #expect(tracking && !scrollView.isTracking)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset == caught)
        #expect(fixture.delegate.entries.isEmpty)
    }
}

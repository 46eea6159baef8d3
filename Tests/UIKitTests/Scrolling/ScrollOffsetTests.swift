import Foundation
import Testing
@testable import UIKit

/// A scroll view subclass that records the offset each `layoutSubviews` saw, as a table
/// placing its rows would.
@MainActor
private final class LayoutRecordingScrollView: UIScrollView {
    var laidOutAt: [CGPoint] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        laidOutAt.append(contentOffset)
    }
}

@MainActor @Suite("UIScrollView offset")
struct ScrollOffsetTests {
    @Test("contentOffset is bounds.origin; setting either scrolls, tells the delegate and lays out")
    func offsetIsBoundsOrigin() {
        let window = makeKeyWindow()
        let scrollView = LayoutRecordingScrollView(frame: window.bounds)
        let delegate = RecordingScrollDelegate()
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        UIApplication.shared.advance(by: 1.0 / 60)
        scrollView.laidOutAt = []

        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        let bounds = scrollView.bounds
        UIApplication.shared.advance(by: 1.0 / 60)
        scrollView.bounds.origin = CGPoint(x: 0, y: 200)
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(bounds == CGRect(x: 0, y: 120, width: 320, height: 240))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(delegate.entries == ["didScroll", "didScroll"])
        #expect(scrollView.laidOutAt == [CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 200)])
        #expect(scrollView.clipsToBounds)
    }

    @Test(
        "setContentOffset(animated:) scrolls on the frame clock, didScroll every frame, then didEndScrollingAnimation")
    func animatedOffset() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView

        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        let atStart = scrollView.contentOffset
        UIApplication.shared.advance(by: 0.15)
        let halfway = scrollView.contentOffset
        let framesSoFar = fixture.delegate.didScrollCount
        fixture.settle()

        #expect(atStart == .zero)
        // UIKit's ease-in-ease-out curve, symmetric: half the time, half the way.
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(halfway.y - 300 * CGFloat(curve.progress(at: 0.5))) < 1e-9)
        #expect(abs(halfway.y - 150) < 1e-3)
        #expect(framesSoFar == 9)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(fixture.delegate.sequence == ["didScroll…", "didEndScrollingAnimation"])
        #expect(fixture.delegate.didScrollCount == 18)
    }

    @Test("Without animation there is one didScroll and no end of animation")
    func plainOffset() {
        let fixture = ScrollFixture()

        fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        fixture.settle()

        #expect(fixture.delegate.entries == ["didScroll"])
    }

    @Test("scrollRectToVisible scrolls as little as shows the rect, animated with the same end")
    func scrollRectToVisible() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView

        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 40), animated: true)
        fixture.settle()
        let below = scrollView.contentOffset
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 40), animated: false)
        let above = scrollView.contentOffset
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 150, width: 100, height: 40), animated: true)

        #expect(below == CGPoint(x: 0, y: 300))
        #expect(above == CGPoint(x: 0, y: 100))
        #expect(fixture.delegate.sequence == ["didScroll…", "didEndScrollingAnimation", "didScroll…"])
        #expect(!UIApplication.shared.isAnimating || scrollView.contentOffset == above)
    }

    @Test("Setting the offset during a deceleration stops it without an end message")
    func offsetStopsDeceleration() {
        let fixture = ScrollFixture()
        fixture.fingerDrag(
            from: CGPoint(x: 160, y: 220), through: (1...5).map { CGPoint(x: 160, y: 220 - CGFloat($0) * 25) })
        fixture.delegate.entries = []

        fixture.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        fixture.settle()

        #expect(fixture.delegate.entries == ["didScroll"])
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(!fixture.scrollView.isDecelerating)
    }

    @Test("A drag over a content view that already had the touch cancels it")
    func dragCancelsContentTouches() {
        let fixture = ScrollFixture()
        let log = CallLog()
        let content = TouchLoggingView("content", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        fixture.scrollView.addSubview(content)
        fixture.scrollView.delaysContentTouches = false

        fixture.fingerDrag(from: CGPoint(x: 160, y: 200), through: [CGPoint(x: 160, y: 180), CGPoint(x: 160, y: 120)])

        #expect(log.entries == ["content.touchesBegan", "content.touchesCancelled"])
        #expect(fixture.scrollView.contentOffset.y > 0)
    }

    @Test("With delaysContentTouches a drag never reaches the content; a tap does, on release")
    func delayedContentTouches() {
        let fixture = ScrollFixture()
        let log = CallLog()
        let content = TouchLoggingView("content", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        fixture.scrollView.addSubview(content)

        fixture.fingerDrag(from: CGPoint(x: 160, y: 200), through: [CGPoint(x: 160, y: 180), CGPoint(x: 160, y: 120)])
        fixture.settle()
        let afterDrag = log.entries
        Automation().tap(at: CGPoint(x: 100, y: 100))

        #expect(afterDrag.isEmpty)
        #expect(log.entries == ["content.touchesBegan", "content.touchesEnded"])
    }

    @Test("A finger held still on content gets its began after 150 ms; a drag then cancels it, not a control's")
    func delayedTouchesTimeOut() {
        let fixture = ScrollFixture()
        let log = CallLog()
        let content = TouchLoggingView("content", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        fixture.scrollView.addSubview(content)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        fixture.scrollView.addSubview(button)
        let automation = Automation()

        automation.touchDown(at: CGPoint(x: 160, y: 200))
        UIApplication.shared.advance(by: 0.1)
        let before = log.entries
        UIApplication.shared.advance(by: 0.1)
        let after = log.entries
        automation.touchMove(to: CGPoint(x: 160, y: 120))
        UIApplication.shared.advance(by: 1.0 / 60)
        automation.touchUp(at: CGPoint(x: 160, y: 120))
        fixture.settle()
        let draggedContent = fixture.scrollView.contentOffset
        fixture.scrollView.contentOffset = .zero
        automation.touchDown(at: CGPoint(x: 160, y: 50))
        UIApplication.shared.advance(by: 0.2)
        let highlighted = button.isHighlighted
        automation.touchMove(to: CGPoint(x: 160, y: 20))
        UIApplication.shared.advance(by: 1.0 / 60)
        automation.touchUp(at: CGPoint(x: 160, y: 20))
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(before.isEmpty)
        #expect(after == ["content.touchesBegan"])
        // The content had the touch; the drag cancels it (touchesShouldCancel(in:) is true).
        #expect(draggedContent.y > 0)
        #expect(log.entries == ["content.touchesBegan", "content.touchesCancelled"])
        // A control keeps its touch (touchesShouldCancel(in:) is false for controls): no scroll.
        #expect(highlighted)
        #expect(fixture.scrollView.contentOffset == .zero)
    }

    @Test("The wheel scrolls like a drag and keeps its momentum after the last event")
    func wheelScrollHasMomentum() {
        let fixture = ScrollFixture()
        let scrollView = fixture.scrollView

        for _ in 0..<6 {
            Automation().scroll(at: CGPoint(x: 160, y: 120), dx: 0, dy: -20)
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        let afterEvents = scrollView.contentOffset.y
        fixture.settle()

        #expect(afterEvents == 120)
        #expect(scrollView.contentOffset.y > afterEvents + 100)
        #expect(
            fixture.delegate.sequence == [
                "willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(willDecelerate: true)",
                "willBeginDecelerating", "didScroll…", "didEndDecelerating",
            ])
    }
}

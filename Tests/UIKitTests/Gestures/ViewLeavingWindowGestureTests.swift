import Foundation
import Testing
@testable import UIKit

/// A view that leaves its window mid-touch: its recognizers end (a recognized one `.cancelled`, a
/// possible one fails) and leave the gesture, and it hears `touchesCancelled` for a touch it was
/// told began; nothing more reaches it, so an app may release it. Recognizers still in the
/// window go on with the touch.
@MainActor @Suite struct ViewLeavingWindowGestureTests {
    private let automation = Automation()

    /// An outer view with a pan, holding an inner view with a pan, in a window.
    private func setUp() -> (UIWindow, TouchLoggingView, TouchLoggingView, CallLog) {
        let log = CallLog()
        let window = makeKeyWindow()
        let outer = TouchLoggingView("outer", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let inner = TouchLoggingView("inner", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(outer)
        outer.addSubview(inner)
        for (view, name) in [(outer, "outerPan"), (inner, "innerPan")] {
            let pan = FailLoggingPan()
            logStates(of: pan, as: name, in: log)
            view.addGestureRecognizer(pan)
        }
        return (window, outer, inner, log)
    }

    @Test func aRestingFingersViewRemovedFailsItsPossibleRecognizerAndCancelsItsTouch() {
        let (window, _, inner, log) = setUp()
        automation.touchDown(at: CGPoint(x: 50, y: 100))
        nextFrame()
        #expect(log.entries == ["inner.touchesBegan"])

        inner.removeFromSuperview()
        automation.touchMove(to: CGPoint(x: 150, y: 100))
        nextFrame()
        automation.touchUp(at: CGPoint(x: 150, y: 100))
        nextFrame()

        #expect(
            log.entries == [
                "inner.touchesBegan", "innerPan.failed", "inner.touchesCancelled", "outerPan.began",
                "outerPan.ended",
            ])
        withExtendedLifetime(window) {}
    }

    @Test func aRecognizedPanWhoseViewIsRemovedIsCancelledAndHearsNothingMore() {
        let (window, outer, _, log) = setUp()
        automation.touchDown(at: CGPoint(x: 50, y: 100))
        nextFrame()
        automation.touchMove(to: CGPoint(x: 100, y: 100))
        nextFrame()
        #expect(log.entries == ["inner.touchesBegan", "outerPan.failed", "innerPan.began", "inner.touchesCancelled"])

        outer.removeFromSuperview()
        automation.touchMove(to: CGPoint(x: 150, y: 100))
        nextFrame()
        automation.touchUp(at: CGPoint(x: 150, y: 100))
        nextFrame()

        #expect(
            log.entries == [
                "inner.touchesBegan", "outerPan.failed", "innerPan.began", "inner.touchesCancelled",
                "innerPan.cancelled",
            ])
        withExtendedLifetime(window) {}
    }

    @Test func aReleasedScrollViewUnderARestingFingerIsNotReached() {
        let window = makeKeyWindow()
        var scrollView: UIScrollView? = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scrollView!.contentSize = CGSize(width: 900, height: 200)
        window.addSubview(scrollView!)
        let released = WeakBox(scrollView!)
        automation.touchDown(at: CGPoint(x: 150, y: 100))
        nextFrame()

        scrollView!.removeFromSuperview()
        scrollView = nil
        automation.touchMove(to: CGPoint(x: 100, y: 100))
        nextFrame()
        automation.touchMove(to: CGPoint(x: 50, y: 100))
        nextFrame()
        automation.touchUp(at: CGPoint(x: 50, y: 100))
        nextFrame()

        #expect(released.object == nil)
        #expect(!UIApplication.shared.events.gestures.hasTouchDown)
        withExtendedLifetime(window) {}
    }
}

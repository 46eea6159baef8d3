import Testing
import Foundation
import UIKit

/// UILongPressGestureRecognizer on the manual clock: it begins when the press has lasted
/// `minimumPressDuration` (0.5 s) of frame time, not a frame earlier.
@MainActor @Suite struct LongPressGestureTests {
    private func setUp() -> (UIWindow, TouchLoggingView, FailLoggingLongPress, CallLog) {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = TouchLoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(view)
        let press = FailLoggingLongPress()
        logStates(of: press, as: "press", in: log)
        view.addGestureRecognizer(press)
        return (window, view, press, log)
    }

    @Test func itBeginsAtHalfASecondOnTheFrameClockAndNotBefore() {
        let (window, _, press, log) = setUp()
        _ = window
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
        Automation().touchDown(at: CGPoint(x: 100, y: 100))
        nextFrame()
        let pressed = Automation().currentTime

        UIApplication.shared.advance(by: 0.5 - 1.0 / 60)
        let justBefore = log.entries
        nextFrame()
        let began = Automation().currentTime
        Automation().touchUp(at: CGPoint(x: 100, y: 100))
        nextFrame()

        #expect(justBefore == ["view.touchesBegan"])
        #expect(abs(began - pressed - 0.5) < 1e-9)
        #expect(log.entries == ["view.touchesBegan", "press.began", "view.touchesCancelled", "press.ended"])
    }

    @Test func releasedEarlyItFailsAndTheViewGetsItsTouch() {
        let (window, _, _, log) = setUp()
        _ = window

        Automation().longPress(at: CGPoint(x: 100, y: 100), duration: 0.3)

        #expect(log.entries == ["view.touchesBegan", "press.failed", "view.touchesEnded"])
    }

    @Test func movingBeyondTheAllowableMovementFailsItForGood() {
        let (window, _, _, log) = setUp()
        _ = window

        Automation().touchDown(at: CGPoint(x: 100, y: 100))
        nextFrame()
        Automation().touchMove(to: CGPoint(x: 111, y: 100))
        nextFrame()
        UIApplication.shared.advance(by: 1)
        Automation().touchUp(at: CGPoint(x: 111, y: 100))
        nextFrame()

        #expect(log.entries == ["view.touchesBegan", "press.failed", "view.touchesMoved", "view.touchesEnded"])
    }

    @Test func onceBeganMovingChangesItAndLiftingEndsIt() {
        let (window, view, press, log) = setUp()
        _ = window
        var locations: [CGPoint] = []
        press.addTarget { press in locations.append(press.location(in: view)) }

        Automation().longPress(at: CGPoint(x: 100, y: 100), duration: 0.6)
        Automation().touchDown(at: CGPoint(x: 50, y: 50))
        nextFrame()
        UIApplication.shared.advance(by: 0.5)
        Automation().touchMove(to: CGPoint(x: 90, y: 50))
        nextFrame()
        Automation().touchUp(at: CGPoint(x: 90, y: 50))
        nextFrame()

        #expect(
            log.entries == [
                "view.touchesBegan", "press.began", "view.touchesCancelled", "press.ended",
                "view.touchesBegan", "press.began", "view.touchesCancelled", "press.changed", "press.ended",
            ])
        #expect(
            locations == [
                CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100), CGPoint(x: 50, y: 50), CGPoint(x: 90, y: 50),
                CGPoint(x: 90, y: 50),
            ])
    }
}

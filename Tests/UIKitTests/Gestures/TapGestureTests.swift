import Testing
import Foundation
import UIKit

/// UITapGestureRecognizer under synthetic touches: recognition on the lift, the movement limit,
/// and a single tap waiting for a double tap to fail (`require(toFail:)`).
@MainActor @Suite struct TapGestureTests {
    @Test func aSingleTapRecognizesOnTheLiftAndCancelsTheViewsTouch() {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = TouchLoggingView("view", log: log, frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        window.addSubview(view)
        let tap = FailLoggingTap()
        logStates(of: tap, as: "tap", in: log)
        view.addGestureRecognizer(tap)

        Automation().tap(at: CGPoint(x: 100, y: 100))

        #expect(log.entries == ["view.touchesBegan", "tap.ended", "view.touchesCancelled"])
        #expect(tap.state == .possible, "reset for the next gesture once the touch is up")
        #expect(tap.location(in: view) == CGPoint(x: 80, y: 80))
    }

    @Test func theHandlerGetsTheRecognizerAsItsOwnClass() {
        let window = makeKeyWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        var taps: [Int] = []
        let tap = UITapGestureRecognizer { tap in taps.append(tap.numberOfTapsRequired) }
        view.addGestureRecognizer(tap)

        Automation().tap(at: CGPoint(x: 50, y: 50))

        #expect(taps == [1])
        #expect(view.gestureRecognizers?.count == 1 && tap.view === view)
    }

    @Test func movingMoreThanTenPointsFailsTheTapAndTheViewKeepsItsTouch() {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = TouchLoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(view)
        let tap = FailLoggingTap()
        logStates(of: tap, as: "tap", in: log)
        view.addGestureRecognizer(tap)

        Automation().drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), steps: 3)

        #expect(
            log.entries == [
                "view.touchesBegan", "view.touchesMoved", "tap.failed", "view.touchesMoved", "view.touchesMoved",
                "view.touchesEnded",
            ])
    }

    /// Both taps in time: the double tap recognizes, the single tap waiting for it fails, and
    /// the view's touches (the first one's end held by `delaysTouchesEnded`) are cancelled.
    @Test func aDoubleTapRecognizesAndTheSingleTapThatRequiresItToFailFails() {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = TouchLoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(view)
        let single = FailLoggingTap()
        let double = FailLoggingTap()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        logStates(of: single, as: "single", in: log)
        logStates(of: double, as: "double", in: log)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        Automation().tap(at: CGPoint(x: 60, y: 60))
        Automation().tap(at: CGPoint(x: 62, y: 61))

        #expect(
            log.entries == [
                "view.touchesBegan", "view.touchesBegan", "single.failed", "double.ended", "view.touchesCancelled",
                "view.touchesCancelled",
            ])
        #expect(single.state == .possible && double.state == .possible)
    }

    /// One tap alone: the single tap waits until the double tap fails, which is when no second
    /// tap came within 0.35 s of the lift, on the frame clock.
    @Test func aSingleTapWaitsForTheDoubleTapToFailAfterTheMultipleTapInterval() {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = TouchLoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(view)
        let single = FailLoggingTap()
        let double = FailLoggingTap()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        logStates(of: single, as: "single", in: log)
        logStates(of: double, as: "double", in: log)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        Automation().tap(at: CGPoint(x: 60, y: 60))
        let lifted = Automation().currentTime

        UIApplication.shared.advance(by: 0.35)
        let atInterval = log.entries
        nextFrame()

        #expect(atInterval == ["view.touchesBegan"])
        #expect(
            log.entries == ["view.touchesBegan", "double.failed", "single.ended", "view.touchesCancelled"])
        #expect(abs(Automation().currentTime - lifted - (0.35 + 1.0 / 60)) < 1e-9)
    }

    @Test func aTapNeedingTwoFingersNeverRecognizesWithTheMouse() {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = TouchLoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(view)
        let tap = FailLoggingTap()
        tap.numberOfTouchesRequired = 2
        logStates(of: tap, as: "tap", in: log)
        view.addGestureRecognizer(tap)

        Automation().tap(at: CGPoint(x: 60, y: 60))

        #expect(log.entries == ["view.touchesBegan", "tap.failed", "view.touchesEnded"])
    }
}

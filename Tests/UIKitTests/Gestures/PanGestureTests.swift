import Testing
import Foundation
import UIKit

/// UIPanGestureRecognizer: the 10-point hysteresis, translation from the touch-down point,
/// `setTranslation`, and velocity over the last 0.1 s of moves on the manual clock.
@MainActor @Suite struct PanGestureTests {
    private func setUp() -> (UIWindow, TouchLoggingView, FailLoggingPan, CallLog) {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = TouchLoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(view)
        let pan = FailLoggingPan()
        logStates(of: pan, as: "pan", in: log)
        view.addGestureRecognizer(pan)
        return (window, view, pan, log)
    }

    @Test func aDragBeginsChangesAndEndsAndCancelsTheViewsTouch() {
        let (window, _, pan, log) = setUp()
        _ = window

        Automation().drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), steps: 4)

        #expect(
            log.entries == [
                "view.touchesBegan", "pan.began", "view.touchesCancelled", "pan.changed", "pan.changed",
                "pan.changed", "pan.ended",
            ])
        #expect(pan.state == .possible)
    }

    @Test func translationIsMeasuredFromTheTouchDownPointInTheGivenView() {
        let (window, view, pan, _) = setUp()
        _ = window
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(scaled)
        var inWindow: [CGPoint] = []
        var inScaled: [CGPoint] = []
        pan.addTarget { pan in
            inWindow.append(pan.translation(in: nil))
            inScaled.append(pan.translation(in: scaled))
        }

        Automation().drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 60), steps: 4)

        #expect(
            inWindow == [
                CGPoint(x: 25, y: -10), CGPoint(x: 50, y: -20), CGPoint(x: 75, y: -30), CGPoint(x: 100, y: -40),
                CGPoint(x: 100, y: -40),
            ])
        #expect(inScaled.map { CGPoint(x: $0.x * 2, y: $0.y * 2) } == inWindow)
    }

    @Test func setTranslationMovesWhereTranslationIsMeasuredFrom() {
        let (window, _, pan, _) = setUp()
        _ = window
        var readings: [CGFloat] = []
        pan.addTarget { pan in
            readings.append(pan.translation(in: nil).x)
            pan.setTranslation(.zero, in: nil)
        }

        Automation().drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), steps: 4)

        #expect(readings == [25, 25, 25, 25, 0])
    }

    /// 25 points a frame is 1500 points a second; held still for 0.2 s before lifting, the
    /// velocity at the end is zero.
    @Test func velocityIsPointsPerSecondOverTheLastMovesOnTheFrameClock() {
        let (window, _, pan, _) = setUp()
        _ = window
        var velocities: [CGPoint] = []
        pan.addTarget { pan in velocities.append(pan.velocity(in: nil)) }
        Automation().touchDown(at: CGPoint(x: 50, y: 100))
        nextFrame()

        for step in 1...4 {
            Automation().touchMove(to: CGPoint(x: 50 + 25 * CGFloat(step), y: 100))
            nextFrame()
        }
        let moving = velocities
        UIApplication.shared.advance(by: 0.2)
        Automation().touchUp(at: CGPoint(x: 150, y: 100))
        nextFrame()

        #expect(moving.count == 4)
        #expect(moving.allSatisfy { abs($0.x - 1500) < 1e-6 && $0.y == 0 })
        #expect(velocities.last == .zero)
    }

    @Test func itBeginsOnlyOnceTheTouchHasMovedTenPoints() {
        let (window, _, _, log) = setUp()
        _ = window
        Automation().touchDown(at: CGPoint(x: 50, y: 100))
        nextFrame()

        Automation().touchMove(to: CGPoint(x: 55, y: 100))
        nextFrame()
        Automation().touchMove(to: CGPoint(x: 59.9, y: 100))
        nextFrame()
        let before = log.entries
        Automation().touchMove(to: CGPoint(x: 60, y: 100))
        nextFrame()
        Automation().touchUp(at: CGPoint(x: 60, y: 100))
        nextFrame()

        #expect(before == ["view.touchesBegan", "view.touchesMoved", "view.touchesMoved"])
        #expect(
            log.entries == before + ["pan.began", "view.touchesCancelled", "pan.ended"])
    }

    @Test func aTouchLiftedBeforeTheHysteresisFailsThePan() {
        let (window, _, _, log) = setUp()
        _ = window

        Automation().drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 55, y: 100), steps: 1)

        #expect(log.entries == ["view.touchesBegan", "view.touchesMoved", "pan.failed", "view.touchesEnded"])
    }

    @Test func aPanNeedingTwoTouchesNeverBeginsWithTheMouse() {
        let (window, _, pan, log) = setUp()
        _ = window
        pan.minimumNumberOfTouches = 2

        Automation().drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), steps: 2)

        #expect(
            log.entries == [
                "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "pan.failed", "view.touchesEnded",
            ])
    }
}

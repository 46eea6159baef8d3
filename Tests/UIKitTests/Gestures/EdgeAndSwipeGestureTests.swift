import Testing
import Foundation
import UIKit

/// UIScreenEdgePanGestureRecognizer (begins only from within 20 points of its edge, moving
/// away) and UISwipeGestureRecognizer (a quick move in its direction).
@MainActor @Suite struct EdgeAndSwipeGestureTests {
    private func edgeSetUp() -> (UIWindow, FailLoggingEdgePan, CallLog) {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = TouchLoggingView("view", log: log, frame: window.bounds)
        window.addSubview(view)
        let edge = FailLoggingEdgePan()
        edge.edges = .left
        logStates(of: edge, as: "edge", in: log)
        view.addGestureRecognizer(edge)
        return (window, edge, log)
    }

    @Test func aTouchFivePointsFromTheLeftEdgeMovingRightBegins() {
        let (window, edge, log) = edgeSetUp()
        _ = window
        var translations: [CGFloat] = []
        edge.addTarget { edge in translations.append(edge.translation(in: nil).x) }

        Automation().drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 105, y: 100), steps: 4)

        #expect(
            log.entries == [
                "view.touchesBegan", "edge.began", "view.touchesCancelled", "edge.changed", "edge.changed",
                "edge.changed", "edge.ended",
            ])
        #expect(translations == [25, 50, 75, 100, 100])
    }

    @Test func aTouchAHundredPointsInFailsAtOnce() {
        let (window, _, log) = edgeSetUp()
        _ = window

        Automation().drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 2)

        #expect(
            log.entries == [
                "edge.failed", "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded",
            ])
    }

    @Test func aTouchAtTheEdgeMovingAlongItFails() {
        let (window, _, log) = edgeSetUp()
        _ = window

        Automation().drag(from: CGPoint(x: 5, y: 50), to: CGPoint(x: 10, y: 150), steps: 2)

        #expect(
            log.entries == [
                "view.touchesBegan", "edge.failed", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded",
            ])
    }

    @Test func aTouchAtTheRightEdgeDoesNotBeginALeftEdgePan() {
        let (window, _, log) = edgeSetUp()
        _ = window

        Automation().drag(from: CGPoint(x: 315, y: 100), to: CGPoint(x: 215, y: 100), steps: 1)

        #expect(log.entries == ["edge.failed", "view.touchesBegan", "view.touchesMoved", "view.touchesEnded"])
    }

    private func swipeSetUp(_ direction: UISwipeGestureRecognizer.Direction) -> (UIWindow, FailLoggingSwipe, CallLog) {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let swipe = FailLoggingSwipe()
        swipe.direction = direction
        logStates(of: swipe, as: "swipe", in: log)
        view.addGestureRecognizer(swipe)
        return (window, swipe, log)
    }

    @Test func aQuickMoveRightIsASwipeRight() {
        let (window, swipe, log) = swipeSetUp(.right)
        _ = window
        #expect(UISwipeGestureRecognizer().direction == .right)

        Automation().drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 180, y: 100), steps: 4)

        #expect(log.entries == ["swipe.ended"])
        #expect(swipe.state == .possible)
    }

    @Test func aQuickMoveLeftFailsASwipeRightButIsASwipeLeft() {
        let (window, _, rightLog) = swipeSetUp(.right)
        Automation().drag(from: CGPoint(x: 180, y: 100), to: CGPoint(x: 20, y: 100), steps: 4)
        window.isHidden = true
        let (other, _, leftLog) = swipeSetUp([.left, .up])

        Automation().drag(from: CGPoint(x: 180, y: 100), to: CGPoint(x: 20, y: 100), steps: 4)

        _ = other
        #expect(rightLog.entries == ["swipe.failed"])
        #expect(leftLog.entries == ["swipe.ended"])
    }

    @Test func aSlowMoveIsNoSwipe() {
        let (window, _, log) = swipeSetUp(.right)
        _ = window

        Automation().drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 180, y: 100), steps: 60)

        #expect(log.entries == ["swipe.failed"])
    }
}

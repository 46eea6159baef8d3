import Testing
import Foundation
import UIKit

/// How recognizers share touches with each other and with the view: the delegate, simultaneous
/// recognition, `cancelsTouchesInView`, `delaysTouchesBegan`, `isEnabled`, removal mid-gesture,
/// and UIKit controls keeping their taps from an ancestor's recognizer.
@MainActor @Suite struct GestureArbitrationTests {
    private func viewWithPan() -> (UIWindow, TouchLoggingView, FailLoggingPan, CallLog) {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = TouchLoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(view)
        let pan = FailLoggingPan()
        logStates(of: pan, as: "pan", in: log)
        view.addGestureRecognizer(pan)
        return (window, view, pan, log)
    }

    // MARK: The delegate

    @Test func aDelegateRefusingToBeginFailsTheRecognizer() {
        let (window, _, pan, log) = viewWithPan()
        _ = window
        let delegate = TestGestureDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate

        Automation().drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), steps: 2)

        #expect(
            log.entries == [
                "view.touchesBegan", "pan.failed", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded",
            ])
        #expect(delegate.asked == ["shouldReceive", "shouldBegin"])
    }

    @Test func aDelegateRefusingATouchKeepsItFromTheRecognizer() {
        final class TouchCounter: UIGestureRecognizer {
            var touchesSeen = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { touchesSeen += 1 }
        }
        let (window, view, _, log) = viewWithPan()
        _ = window
        let counter = TouchCounter()
        let delegate = TestGestureDelegate()
        delegate.shouldReceive = false
        counter.delegate = delegate
        view.addGestureRecognizer(counter)

        Automation().tap(at: CGPoint(x: 50, y: 50))

        #expect(counter.touchesSeen == 0 && counter.state == .possible)
        #expect(log.entries == ["view.touchesBegan", "pan.failed", "view.touchesEnded"])
    }

    @Test func withoutSimultaneousRecognitionTheInnerPanWinsAndTheOuterFails() {
        let log = CallLog()
        let window = makeKeyWindow()
        let outer = UIView(frame: window.bounds)
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        window.addSubview(outer)
        outer.addSubview(inner)
        let outerPan = FailLoggingPan()
        let innerPan = FailLoggingPan()
        logStates(of: outerPan, as: "outer", in: log)
        logStates(of: innerPan, as: "inner", in: log)
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)

        Automation().drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), steps: 2)

        #expect(log.entries == ["outer.failed", "inner.began", "inner.changed", "inner.ended"])
    }

    @Test func aDelegateAllowingSimultaneousRecognitionLetsBothRecognize() {
        let log = CallLog()
        let window = makeKeyWindow()
        let outer = UIView(frame: window.bounds)
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        window.addSubview(outer)
        outer.addSubview(inner)
        let outerPan = FailLoggingPan()
        let innerPan = FailLoggingPan()
        logStates(of: outerPan, as: "outer", in: log)
        logStates(of: innerPan, as: "inner", in: log)
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        let delegate = TestGestureDelegate()
        delegate.simultaneous = true
        outerPan.delegate = delegate

        Automation().drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), steps: 2)

        #expect(
            log.entries == [
                "inner.began", "outer.began", "inner.changed", "outer.changed", "inner.ended", "outer.ended",
            ])
    }

    /// The delegate's `shouldRequireFailureOf`: the pan waits past its hysteresis for the swipe
    /// to decide; a quick swipe wins, a slow drag lets the pan begin when the swipe fails.
    @Test func aPanRequiredByItsDelegateToWaitForASwipeBeginsOnlyWhenTheSwipeFails() {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let pan = FailLoggingPan()
        let swipe = FailLoggingSwipe()
        logStates(of: pan, as: "pan", in: log)
        logStates(of: swipe, as: "swipe", in: log)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        let delegate = TestGestureDelegate()
        delegate.requiresFailureOf = swipe
        pan.delegate = delegate

        Automation().drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 180, y: 100), steps: 4)
        let quick = log.entries
        log.entries = []
        Automation().drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 50, y: 160), steps: 6)

        #expect(quick == ["pan.failed", "swipe.ended"])
        #expect(
            log.entries == [
                "swipe.failed", "pan.began", "pan.changed", "pan.changed", "pan.changed", "pan.changed", "pan.changed",
                "pan.ended",
            ])
    }

    // MARK: The view's touches

    @Test func withoutCancelsTouchesInViewTheViewGetsEveryTouchBesideThePan() {
        let (window, _, pan, log) = viewWithPan()
        _ = window
        pan.cancelsTouchesInView = false

        Automation().drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), steps: 2)

        #expect(
            log.entries == [
                "view.touchesBegan", "pan.began", "view.touchesMoved", "pan.changed", "view.touchesMoved",
                "pan.ended", "view.touchesEnded",
            ])
    }

    @Test func delaysTouchesBeganHoldsTheTouchFromTheViewUntilTheRecognizerFails() {
        let log = CallLog()
        let window = makeKeyWindow()
        let view = TouchLoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(view)
        let tap = FailLoggingTap()
        tap.delaysTouchesBegan = true
        logStates(of: tap, as: "tap", in: log)
        view.addGestureRecognizer(tap)

        Automation().tap(at: CGPoint(x: 50, y: 50))
        let tapped = log.entries
        log.entries = []
        Automation().drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), steps: 3)

        #expect(tapped == ["tap.ended"], "recognized: the view never sees the touch")
        #expect(
            log.entries == [
                "tap.failed", "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded",
            ])
    }

    @Test func disablingARecognizedGestureCancelsItAndADisabledOneGetsNoTouches() {
        let (window, _, pan, log) = viewWithPan()
        _ = window
        Automation().touchDown(at: CGPoint(x: 50, y: 100))
        nextFrame()
        Automation().touchMove(to: CGPoint(x: 80, y: 100))
        nextFrame()

        pan.isEnabled = false
        Automation().touchMove(to: CGPoint(x: 110, y: 100))
        nextFrame()
        Automation().touchUp(at: CGPoint(x: 110, y: 100))
        nextFrame()
        let stateAfter = pan.state
        Automation().drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), steps: 2)

        #expect(
            log.entries == [
                "view.touchesBegan", "pan.began", "view.touchesCancelled", "pan.cancelled",
                "view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded",
            ])
        #expect(stateAfter == .possible)
    }

    @Test func removingARecognizerMidGestureCancelsItAndDetachesIt() {
        let (window, view, pan, log) = viewWithPan()
        _ = window
        Automation().touchDown(at: CGPoint(x: 50, y: 100))
        nextFrame()
        Automation().touchMove(to: CGPoint(x: 80, y: 100))
        nextFrame()

        view.removeGestureRecognizer(pan)
        Automation().touchMove(to: CGPoint(x: 110, y: 100))
        nextFrame()
        Automation().touchUp(at: CGPoint(x: 110, y: 100))
        nextFrame()

        #expect(log.entries == ["view.touchesBegan", "pan.began", "view.touchesCancelled", "pan.cancelled"])
        #expect(pan.view == nil && view.gestureRecognizers == nil && pan.state == .possible)
    }

    @Test func addingARecognizerToAnotherViewMovesIt() {
        let first = UIView()
        let second = UIView()
        let tap = UITapGestureRecognizer()

        first.addGestureRecognizer(tap)
        second.addGestureRecognizer(tap)

        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers == [tap] && tap.view === second)
    }

    // MARK: Controls (Apple: "Attaching gesture recognizers to UIKit controls")

    @Test func aButtonInsideAViewWithATapRecognizerStillFiresAndTheRecognizerDoesNot() {
        let log = CallLog()
        let window = makeKeyWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.setTitle("OK", for: .normal)
        button.addAction(UIAction { _ in log.add("button.primaryActionTriggered") }, for: .primaryActionTriggered)
        container.addSubview(button)
        let tap = FailLoggingTap()
        logStates(of: tap, as: "tap", in: log)
        container.addGestureRecognizer(tap)

        Automation().tap(at: CGPoint(x: 60, y: 40))
        Automation().advance(by: 0.5)
        Automation().tap(at: CGPoint(x: 200, y: 200))

        #expect(log.entries == ["tap.failed", "button.primaryActionTriggered", "tap.ended"])
    }

    @Test func aTapRecognizerOnTheButtonItselfComesFirst() {
        let log = CallLog()
        let window = makeKeyWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.addAction(UIAction { _ in log.add("button.primaryActionTriggered") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.add("button.touchCancel") }, for: .touchCancel)
        window.addSubview(button)
        let tap = FailLoggingTap()
        logStates(of: tap, as: "tap", in: log)
        button.addGestureRecognizer(tap)

        Automation().tap(at: CGPoint(x: 60, y: 40))

        #expect(log.entries == ["tap.ended", "button.touchCancel"])
    }

    @Test func aPanOverAButtonTakesTheTouchFromIt() {
        let log = CallLog()
        let window = makeKeyWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        button.addAction(UIAction { _ in log.add("button.primaryActionTriggered") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.add("button.touchCancel") }, for: .touchCancel)
        container.addSubview(button)
        let pan = FailLoggingPan()
        logStates(of: pan, as: "pan", in: log)
        container.addGestureRecognizer(pan)

        Automation().drag(from: CGPoint(x: 40, y: 40), to: CGPoint(x: 100, y: 40), steps: 2)

        #expect(log.entries == ["pan.began", "button.touchCancel", "pan.changed", "pan.ended"])
    }
}

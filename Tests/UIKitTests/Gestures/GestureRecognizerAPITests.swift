import Testing
import Foundation
import UIKit

/// The recognizer's own API: handlers added and removed, `ignore(_:for:)`, UIKit's defaults,
/// and `location(ofTouch:in:)` beyond `numberOfTouches` refused as UIKit raises.
@MainActor @Suite struct GestureRecognizerAPITests {
    @Test func aRemovedHandlerNoLongerRunsAndRemovingNilRemovesThemAll() {
        let window = makeKeyWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var calls: [String] = []
        let tap = UITapGestureRecognizer { _ in calls.append("first") }
        let second = tap.addTarget { _ in calls.append("second") }
        view.addGestureRecognizer(tap)

        Automation().tap(at: CGPoint(x: 50, y: 50))
        tap.removeTarget(second)
        Automation().advance(by: 0.5)
        Automation().tap(at: CGPoint(x: 50, y: 50))
        tap.removeTarget(nil)
        Automation().advance(by: 0.5)
        Automation().tap(at: CGPoint(x: 50, y: 50))

        #expect(calls == ["first", "second", "first"])
    }

    @Test func anIgnoredTouchNoLongerReachesTheRecognizer() {
        final class IgnoringRecognizer: UIGestureRecognizer {
            var phases: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                phases.append("began \(numberOfTouches)")
                for touch in touches { ignore(touch, for: event) }
                phases.append("ignored \(numberOfTouches)")
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { phases.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { phases.append("ended") }
        }
        let window = makeKeyWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let recognizer = IgnoringRecognizer()
        view.addGestureRecognizer(recognizer)

        Automation().drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 50), steps: 2)

        #expect(recognizer.phases == ["began 1", "ignored 0"])
        #expect(recognizer.state == .possible)
    }

    @Test func theDefaultsAreUIKits() {
        let recognizer = UIGestureRecognizer()
        let press = UILongPressGestureRecognizer()
        let pan = UIPanGestureRecognizer()

        #expect(recognizer.isEnabled && recognizer.cancelsTouchesInView)
        #expect(!recognizer.delaysTouchesBegan && recognizer.delaysTouchesEnded)
        #expect(recognizer.state == .possible && recognizer.view == nil && recognizer.numberOfTouches == 0)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        #expect(UIScreenEdgePanGestureRecognizer().edges == [])
    }

    @Test func aTouchIndexBeyondTheTouchesIsReportedAsUIKitRaisesIt() {
        let tap = UITapGestureRecognizer()

        var location = CGPoint(x: -1, y: -1)
        let diagnostics = capturingDiagnostics { location = tap.location(ofTouch: 0, in: nil) }

        #expect(location == .zero)
        #expect(diagnostics.map(\.kind) == [.exception])
        #expect(diagnostics.first?.message.contains("index (0) beyond bounds (0)") == true)
    }
}

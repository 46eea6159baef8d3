import Testing
import Foundation
import UIKit

@MainActor @Suite struct ControlTests {
    /// A system button in the key window, logging its events. Built inside each test body: the
    /// key window is application-wide, and a test's body runs without interleaving.
    func buttonInKeyWindow() -> (window: UIWindow, button: UIButton, log: CallLog) {
        let window = makeKeyWindow(width: 400, height: 400)
        let button = UIButton(type: .system)
        let log = CallLog()
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.setTitle("Tap", for: .normal)
        window.addSubview(button)
        button.addAction(UIAction { _ in log.add("primary") }, for: .primaryActionTriggered)
        for (name, event) in [
            ("down", UIControl.Event.touchDown), ("upInside", .touchUpInside), ("upOutside", .touchUpOutside),
        ] {
            button.addAction(UIAction { _ in log.add(name) }, for: event)
        }
        return (window, button, log)
    }

    @Test func clickFiresTheActionExactlyOnce() {
        let (window, button, log) = buttonInKeyWindow()
        _ = (window, button)  // the application holds windows weakly; the test keeps its own
        click(at: CGPoint(x: 150, y: 120))

        #expect(log.entries == ["down", "primary", "upInside"])
    }

    @Test func releasingFarOutsideDoesNotFire() {
        let (window, button, log) = buttonInKeyWindow()
        _ = (window, button)  // the application holds windows weakly; the test keeps its own
        // Beyond UIKit's 70-point tolerance around the bounds.
        click(at: CGPoint(x: 150, y: 120), releaseAt: CGPoint(x: 380, y: 380))

        #expect(log.entries == ["down", "upOutside"])
    }

    @Test func releasingJustOutsideStillCountsAsInside() {
        let (window, button, log) = buttonInKeyWindow()
        _ = (window, button)  // the application holds windows weakly; the test keeps its own
        click(at: CGPoint(x: 150, y: 120), releaseAt: CGPoint(x: 150, y: 170))

        #expect(log.entries == ["down", "primary", "upInside"])
    }

    @Test func highlightedWhilePressedOnly() {
        let (window, button, _) = buttonInKeyWindow()
        _ = (window, button)  // the application holds windows weakly; the test keeps its own
        UIApplication.shared.enqueue(.mouseDown(x: 150, y: 120, button: .left))
        UIApplication.shared.advance(by: 1.0 / 60)
        let pressed = (button.isHighlighted, button.state, button.titleLabel?.textColor.cgColor.alpha)

        UIApplication.shared.enqueue(.mouseUp(x: 150, y: 120, button: .left))
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(pressed.0 && pressed.1 == .highlighted)
        #expect(abs((pressed.2 ?? 1) - 0.2) < 1e-9, "a system button dims its title while pressed")
        #expect(!button.isHighlighted && button.state == .normal)
        #expect(button.titleLabel?.textColor == .tintColor)
    }

    @Test func disabledButtonIgnoresClicks() {
        let (window, button, log) = buttonInKeyWindow()
        _ = (window, button)  // the application holds windows weakly; the test keeps its own
        button.isEnabled = false

        click(at: CGPoint(x: 150, y: 120))

        #expect(log.entries.isEmpty)
        #expect(button.state == .disabled)
    }

    @Test func titlesAndColoursFollowTheState() {
        let custom = UIButton(type: .custom)
        custom.setTitle("Off", for: .normal)
        custom.setTitle("On", for: .selected)
        custom.setTitleColor(.red, for: .normal)

        #expect(custom.currentTitle == "Off" && custom.titleLabel?.text == "Off")
        custom.isSelected = true
        #expect(custom.currentTitle == "On" && custom.titleLabel?.text == "On")
        #expect(custom.title(for: .highlighted) == "Off")
        #expect(custom.currentTitleColor == .red)
    }

    @Test func removedActionsStopFiring() {
        let (window, button, log) = buttonInKeyWindow()
        _ = (window, button)  // the application holds windows weakly; the test keeps its own
        let extra = UIAction { [log] _ in log.add("extra") }
        button.addAction(extra, for: .touchUpInside)
        button.removeAction(extra, for: .touchUpInside)

        button.sendActions(for: .touchUpInside)

        #expect(log.entries == ["upInside"])
    }
}

@MainActor @Suite struct TouchDeliveryTests {
    final class TouchRecorder: UIView {
        var phases: [String] = []
        var locations: [CGPoint] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
        private func record(_ phase: String, _ touches: Set<UITouch>) {
            phases.append(phase)
            locations.append(touches.first!.location(in: self))
        }
    }

    @Test func theTouchStaysWithTheViewHitAtTouchDown() {
        let window = makeKeyWindow(width: 300, height: 300)
        let target = TouchRecorder(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let other = TouchRecorder(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        window.addSubview(target)
        window.addSubview(other)

        click(at: CGPoint(x: 60, y: 70), releaseAt: CGPoint(x: 250, y: 250))

        #expect(target.phases == ["began", "moved", "ended"])
        #expect(target.locations == [CGPoint(x: 10, y: 20), CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 200)])
        #expect(other.phases.isEmpty)
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        let window = makeKeyWindow(width: 300, height: 300)
        let container = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(plain)
        window.addSubview(container)

        click(at: CGPoint(x: 20, y: 20))

        #expect(plain.next === container)
        #expect(container.phases == ["began", "ended"])
        #expect(window.next === UIApplication.shared)
    }

    @Test func doubleClickCountsTwoTaps() {
        let window = makeKeyWindow(width: 300, height: 300)
        final class TapCounter: UIView {
            var counts: [Int] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts.append(touches.first!.tapCount)
            }
        }
        let view = TapCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)

        click(at: CGPoint(x: 30, y: 30))
        click(at: CGPoint(x: 32, y: 31))
        UIApplication.shared.advance(by: 1)
        click(at: CGPoint(x: 32, y: 31))

        #expect(view.counts == [1, 2, 1])
    }
}

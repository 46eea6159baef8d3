import Testing
import Foundation
import UIKit

/// The public Automation API: finding views as UI tests do, simulated input through the event
/// queue, device turns and screenshots.
@MainActor @Suite struct AutomationTests {
    final class TouchRecorder: UIView {
        var touches: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
        private func record(_ phase: String, _ touches: Set<UITouch>) {
            let point = touches.first!.location(in: self)
            self.touches.append("\(phase) \(Int(point.x)),\(Int(point.y))")
        }
    }

    final class KeyTarget: UIView {
        var presses: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let key = presses.first!.key!
            self.presses.append("began \(key.characters) \(key.keyCode.rawValue) \(key.modifierFlags.rawValue)")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append("ended \(presses.first!.key!.charactersIgnoringModifiers)")
        }
    }

    private func button(_ title: String, frame: CGRect, taps: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction { _ in taps() })
        button.setTitle(title, for: .normal)
        button.frame = frame
        return button
    }

    // MARK: Accessibility defaults (UIKit's)

    @Test func aLabelsAccessibilityLabelIsItsTextAndAButtonsItsTitleUnlessOneIsAssigned() {
        let label = UILabel()
        label.text = "Inbox"
        let button = button("Send", frame: .zero) {}
        let plain = UIView()

        let defaults = (label.accessibilityLabel, button.accessibilityLabel, plain.accessibilityLabel)
        label.accessibilityLabel = "Mail inbox"
        button.accessibilityLabel = "Send message"

        #expect(defaults.0 == "Inbox" && defaults.1 == "Send" && defaults.2 == nil)
        #expect(label.accessibilityLabel == "Mail inbox" && label.text == "Inbox")
        #expect(button.accessibilityLabel == "Send message")
        #expect(plain.accessibilityIdentifier == nil)
    }

    // MARK: Finding and tapping

    @Test func tapByIdentifierSendsTheButtonsActionThroughTheEventQueue() throws {
        let window = makeKeyWindow()
        var taps = 0
        let send = button("Send", frame: CGRect(x: 20, y: 20, width: 80, height: 30)) { taps += 1 }
        send.accessibilityIdentifier = "send"
        window.addSubview(send)
        let start = Automation().currentTime

        try Automation().tap(identifier: "send")

        #expect(taps == 1)
        // Down in one frame, up in the next: two frames of clock time.
        #expect(abs(Automation().currentTime - start - 2.0 / 60) < 1e-9)
    }

    @Test func tapByLabelFindsTheFrontmostVisibleViewWithThatLabel() throws {
        let window = makeKeyWindow()
        var tapped: [String] = []
        let back = button("OK", frame: CGRect(x: 20, y: 20, width: 80, height: 30)) { tapped.append("back") }
        let front = button("OK", frame: CGRect(x: 20, y: 100, width: 80, height: 30)) { tapped.append("front") }
        let hidden = button("OK", frame: CGRect(x: 20, y: 180, width: 80, height: 30)) { tapped.append("hidden") }
        hidden.isHidden = true
        window.addSubview(back)
        window.addSubview(front)
        window.addSubview(hidden)

        try Automation().tap(label: "OK")

        #expect(tapped == ["front"])
        #expect(Automation().view(withLabel: "OK") === front)
    }

    @Test func aMissingOrCoveredViewIsAClearErrorAndNothingIsTapped() {
        let window = makeKeyWindow()
        var taps = 0
        let covered = button("Pay", frame: CGRect(x: 20, y: 20, width: 80, height: 30)) { taps += 1 }
        covered.accessibilityIdentifier = "pay"
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.addSubview(covered)
        window.addSubview(sheet)

        let missing = Result { try Automation().tap(identifier: "cancel") }
        let blocked = Result { try Automation().tap(identifier: "pay") }

        #expect(missing.failureText == "No visible view with accessibilityIdentifier \"cancel\" in any window.")
        #expect(
            blocked.failureText
                == "The view with accessibilityIdentifier \"pay\" cannot be tapped: a tap at its centre reaches a UIView at (0, 0, 320, 100)."
        )
        #expect(taps == 0)
    }

    @Test func theBackButtonAndTabsAreFoundByTheirTitles() throws {
        let first = UIViewController()
        first.title = "Mail"
        let second = UIViewController()
        second.title = "Message"
        let navigation = UINavigationController(rootViewController: first)
        navigation.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let settings = UIViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        settings.tabBarItem.accessibilityIdentifier = "settings-tab"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        let window = makeKeyWindow(width: 390, height: 844)
        window.rootViewController = tabs
        navigation.pushViewController(second, animated: false)
        Automation().settle()

        try Automation().tap(label: "Mail")
        Automation().settle()
        let afterBack = navigation.viewControllers.count
        try Automation().tap(identifier: "settings-tab")

        #expect(afterBack == 1)
        #expect(tabs.selectedViewController === settings)
    }

    // MARK: Gestures and keys

    @Test func aDragMovesInStepsOneFrameApart() {
        let window = makeKeyWindow()
        let pad = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.addSubview(pad)

        Automation().drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 30), steps: 2)

        #expect(pad.touches == ["began 10,10", "moved 30,20", "moved 50,30", "ended 50,30"])
    }

    @Test func aPressReachesTheFirstResponderAsItsHIDUsageAndCharacters() {
        let window = makeKeyWindow()
        let field = KeyTarget(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(field)
        _ = field.becomeFirstResponder()

        Automation().press(.keyboardA, modifiers: .shift)
        Automation().press(.keyboardReturnOrEnter)

        #expect(
            field.presses == [
                "began A 4 \(UIKeyModifierFlags.shift.rawValue)", "ended a", "began \r 40 0", "ended \r",
            ])
    }

    /// Frames do not nest: a whole gesture asked for inside a frame is refused with a message.
    @Test func aGestureInsideAFrameIsRefusedWithAMessage() {
        final class Nested: FrameObserver {
            var needsFrames: Bool { false }
            func frameDidRender(at time: TimeInterval) { Automation().tap(at: CGPoint(x: 5, y: 5)) }
        }
        let window = makeKeyWindow()
        let pad = TouchRecorder(frame: window.bounds)
        window.addSubview(pad)
        let observer = Nested()
        Automation().frameObserver = observer
        defer { Automation().frameObserver = nil }

        let diagnostics = capturingDiagnostics { Automation().advance(by: 1.0 / 60) }

        #expect(
            diagnostics.map(\.message) == [
                "Automation.tap(at:) runs frames and was called inside a frame; queue input with touchDown(at:), keyDown(_:) and the like instead."
            ])
        #expect(pad.touches.isEmpty)
    }

    // MARK: Device and screen

    @Test func rotateRightAndResizeTurnTheDeviceAsTheSimulatorDoes() {
        let window = makeKeyWindow(width: 390, height: 844)
        window.rootViewController = UIViewController()
        Automation().settle()

        Automation().rotateRight()
        let turned = (window.deviceOrientation, window.bounds.size)
        let screenTurned = UIScreen.main.bounds.size
        Automation().settle()
        Automation().rotateLeft()
        Automation().settle()
        let back = window.deviceOrientation
        Automation().resizeScreen(to: CGSize(width: 600, height: 400))
        Automation().settle()

        // Turned clockwise, the home button is on the left: Apple's landscapeRight.
        #expect(turned.0 == .landscapeRight && turned.1 == CGSize(width: 844, height: 390))
        #expect(screenTurned == CGSize(width: 844, height: 390), "UIScreen.bounds is interface-oriented")
        #expect(UIScreen.main.bounds.size == CGSize(width: 600, height: 400))
        #expect(back == .portrait)
        #expect(window.deviceOrientation == .landscapeLeft)
        #expect(window.bounds.size == CGSize(width: 600, height: 400))
    }

    @Test func screenshotsShowTheScreenAndCompareByPixels() throws {
        let window = makeKeyWindow(width: 100, height: 80)
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .red
        window.addSubview(square)
        Automation().settle()

        let first = try #require(Automation().screenshot())
        let again = try #require(Automation().screenshot())
        square.backgroundColor = .blue
        Automation().settle()
        let changed = try #require(Automation().screenshot())

        #expect(first.size == CGSize(width: 100, height: 80))
        #expect(first.bitmap.pixel(x: 15, y: 15) == 0xFFFF_0000)
        #expect(first.isEqual(again) && first !== again)
        #expect(!first.isEqual(changed))
        #expect(changed.bitmap.pixel(x: 15, y: 15) == 0xFF00_00FF)
    }

    /// A refused rotation draws the interface turned: a tap by identifier goes through the turn.
    @Test func tapByIdentifierFollowsATurnedInterface() throws {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let root = PortraitOnly()
        var taps = 0
        let corner = button("Corner", frame: CGRect(x: 10, y: 10, width: 60, height: 30)) { taps += 1 }
        corner.accessibilityIdentifier = "corner"
        root.view.addSubview(corner)
        let window = makeKeyWindow(width: 390, height: 844)
        window.rootViewController = root
        Automation().settle()

        Automation().rotateRight()
        Automation().settle()
        let point = try #require(Automation().screenPoint(of: corner))
        try Automation().tap(identifier: "corner")

        #expect(window.bounds.size == CGSize(width: 390, height: 844))
        #expect(point != CGPoint(x: 40, y: 25))
        #expect(taps == 1)
    }
}

extension Result where Failure == any Error {
    /// The error's description, nil on success.
    fileprivate var failureText: String? {
        if case .failure(let error) = self { return "\(error)" }
        return nil
    }
}

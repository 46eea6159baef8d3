import Testing
import Foundation
@testable import UIKit

/// UISwitch: the user's taps, drags and keys send `.valueChanged` exactly when the value changed;
/// code never sends; the animation ends where the value says.
@MainActor @Suite struct UISwitchTests {
    let app = Automation()

    /// A switch at (20, 40) in a visible key window, its `.valueChanged` events logged with the
    /// value each one saw.
    func switchInKeyWindow() -> (window: UIWindow, toggle: UISwitch, log: CallLog) {
        let window = makeKeyWindow(width: 200, height: 120)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 40, width: 0, height: 0))
        window.addSubview(toggle)
        let log = CallLog()
        toggle.addAction(UIAction { [unowned toggle] _ in log.add("valueChanged \(toggle.isOn)") }, for: .valueChanged)
        app.settle()
        return (window, toggle, log)
    }

    /// The thumb's left edge as drawn now (the presentation value), in the switch.
    func drawnThumbX(_ toggle: UISwitch) -> CGFloat { toggle.thumb.layer.presentation()!.frame.minX }

    @Test func hasUIKitsFixedSizeWhateverFrameItIsGiven() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))

        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn && toggle.onTintColor == nil && toggle.thumbTintColor == nil)
    }

    @Test func aTapTogglesAndSendsValueChangedOnce() {
        let (window, toggle, log) = switchInKeyWindow()
        _ = window
        #expect(!toggle.isOn && log.entries.isEmpty)

        app.tap(at: CGPoint(x: 45, y: 55))
        app.tap(at: CGPoint(x: 45, y: 55))

        #expect(!toggle.isOn)
        #expect(log.entries == ["valueChanged true", "valueChanged false"])
    }

    @Test func settingTheValueInCodeSendsNothing() {
        let (window, toggle, log) = switchInKeyWindow()
        _ = window

        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.setOn(true, animated: false)
        app.settle()

        #expect(toggle.isOn)
        #expect(log.entries.isEmpty)
    }

    @Test func setOnAnimatedSlidesTheThumbAndEndsAtTheOnSide() {
        let (window, toggle, _) = switchInKeyWindow()
        _ = window
        let offX = drawnThumbX(toggle)

        toggle.setOn(true, animated: true)
        app.advance(by: UISwitch.animationDuration / 2)
        let halfWay = drawnThumbX(toggle)
        app.advance(by: UISwitch.animationDuration)

        #expect(offX == 2)
        #expect(halfWay > 2 && halfWay < 22, "half way across, not jumped")
        #expect(drawnThumbX(toggle) == 22, "51 − 2 − 27: flush with the right end")
        #expect(toggle.thumb.frame.minX == 22)
        #expect(!UIApplication.shared.isAnimating)
    }

    @Test func aDragEndsOnTheSideItIsReleasedOn() {
        let (window, toggle, log) = switchInKeyWindow()
        _ = window

        app.drag(from: CGPoint(x: 35, y: 55), to: CGPoint(x: 68, y: 55), steps: 4)
        app.settle()
        let afterDragRight = (toggle.isOn, log.entries)
        app.drag(from: CGPoint(x: 60, y: 55), to: CGPoint(x: 66, y: 55), steps: 4)
        app.settle()

        #expect(afterDragRight == (true, ["valueChanged true"]))
        #expect(toggle.isOn, "dragged and released on the on side: no change, no event")
        #expect(log.entries == ["valueChanged true"])
        #expect(toggle.thumb.frame.minX == 22)
    }

    @Test func aTapReleasedFarAwayChangesNothing() {
        let (window, toggle, log) = switchInKeyWindow()
        _ = window

        app.touchDown(at: CGPoint(x: 45, y: 55))
        app.advance(by: 1.0 / 60)
        app.touchUp(at: CGPoint(x: 190, y: 115))
        app.advance(by: 1.0 / 60)

        #expect(!toggle.isOn)
        #expect(log.entries.isEmpty)
    }

    @Test func aDisabledSwitchIgnoresTapsAndKeys() {
        let (window, toggle, log) = switchInKeyWindow()
        _ = window
        toggle.isEnabled = false

        app.tap(at: CGPoint(x: 45, y: 55))
        let becameFirst = toggle.becomeFirstResponder()
        app.press(.keyboardSpacebar)

        #expect(!becameFirst)
        #expect(!toggle.isOn && log.entries.isEmpty)
    }

    @Test func spaceAndReturnToggleTheFirstResponder() {
        let (window, toggle, log) = switchInKeyWindow()
        _ = window
        app.press(.keyboardSpacebar)
        #expect(!toggle.isOn, "not first responder: the key is not its")

        #expect(toggle.becomeFirstResponder())
        app.press(.keyboardSpacebar)
        app.press(.keyboardReturnOrEnter)
        app.press(.keyboardSpacebar)
        app.press(.keyboardA)

        #expect(toggle.isOn)
        #expect(log.entries == ["valueChanged true", "valueChanged false", "valueChanged true"])
        toggle.resignFirstResponder()
    }
}

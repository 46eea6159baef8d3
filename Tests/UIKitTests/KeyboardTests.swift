import Testing
import Foundation
@testable import UIKit
import Platform

@MainActor @Suite struct KeyboardTests {
    final class KeyTarget: UIView {
        var accepts = true
        var presses: [String] = []
        override var canBecomeFirstResponder: Bool { accepts }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let key = presses.first!.key!
            self.presses.append(
                "began \(key.characters) \(key.charactersIgnoringModifiers) \(key.keyCode.rawValue) \(key.modifierFlags.rawValue)"
            )
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append("ended \(presses.first!.key!.charactersIgnoringModifiers)")
        }
    }

    func type(_ code: Int32, usage: Int, name: String, modifiers: PlatformEvent.KeyModifiers = []) {
        let key = PlatformEvent.Key(code: code, usage: usage, name: name)
        UIApplication.shared.enqueue(.keyDown(key: key, modifiers: modifiers, isRepeat: false))
        UIApplication.shared.enqueue(.keyUp(key: key, modifiers: modifiers))
        UIApplication.shared.advance(by: 1.0 / 60)
    }

    @Test func keysGoToTheFirstResponder() {
        let window = makeKeyWindow()
        let field = KeyTarget(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let bystander = KeyTarget(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(field)
        window.addSubview(bystander)

        #expect(field.becomeFirstResponder())
        type(Int32(UInt8(ascii: "a")), usage: 0x04, name: "A", modifiers: .shift)
        type(0x4000_0050, usage: 0x50, name: "Left")

        #expect(field.isFirstResponder)
        #expect(
            field.presses == [
                "began A a 4 \(UIKeyModifierFlags.shift.rawValue)", "ended a",
                "began UIKeyInputLeftArrow UIKeyInputLeftArrow 80 0", "ended UIKeyInputLeftArrow",
            ])
        #expect(bystander.presses.isEmpty)
    }

    @Test func refusingViewsCannotBecomeFirstResponderAndKeysFallBackUpTheChain() {
        let window = makeKeyWindow()
        let container = KeyTarget(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let refusing = KeyTarget(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        refusing.accepts = false
        container.addSubview(refusing)
        window.addSubview(container)
        UIApplication.shared.firstResponder?.resignFirstResponder()

        #expect(!refusing.becomeFirstResponder())
        #expect(container.becomeFirstResponder())
        container.resignFirstResponder()
        type(13, usage: 0x28, name: "Return")

        #expect(!container.isFirstResponder)
        #expect(container.presses.isEmpty, "with no first responder, keys go to the key window")
    }

    @Test func plainViewsPassPressesToTheirSuperview() {
        final class Plain: UIView { override var canBecomeFirstResponder: Bool { true } }
        let window = makeKeyWindow()
        let container = KeyTarget(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = Plain(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(plain)
        window.addSubview(container)

        plain.becomeFirstResponder()
        type(27, usage: 0x29, name: "Escape")

        #expect(container.presses == ["began \u{1B} \u{1B} 41 0", "ended \u{1B}"])
    }
}

import Testing
import Foundation
@testable import UIKit
import Platform

@MainActor @Suite struct KeyboardTests {
    final class KeyTarget: UIView {
        var accepts = true
        var presses: [String] = []
        var keys: [UIKey] = []
        override var canBecomeFirstResponder: Bool { accepts }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let key = presses.first!.key!
            keys.append(key)
            self.presses.append(
                "began \(key.characters) \(key.charactersIgnoringModifiers) \(key.keyCode.rawValue) \(key.modifierFlags.rawValue)"
            )
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append("ended \(presses.first!.key!.charactersIgnoringModifiers)")
        }
    }

    func type(
        _ usage: UIKeyboardHIDUsage, _ characters: String, name: String, modifiers: PlatformEvent.KeyModifiers = []
    ) {
        let key = PlatformEvent.Key(usage: usage.rawValue, characters: characters, name: name)
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
        type(.keyboardA, "a", name: "A", modifiers: .shift)
        type(.keyboardLeftArrow, "", name: "Left")

        #expect(field.isFirstResponder)
        #expect(
            field.presses == [
                "began A a 4 \(UIKeyModifierFlags.shift.rawValue)", "ended a",
                "began UIKeyInputLeftArrow UIKeyInputLeftArrow 80 0", "ended UIKeyInputLeftArrow",
            ])
        #expect(bystander.presses.isEmpty)
    }

    /// A key's code is where it is (the HID usage), its characters what the layout types there;
    /// keys that type nothing report UIKit's `UIKeyInput…` strings, or nothing.
    @Test(
        arguments: [
            (.keyboardQ, "a", .shift, "A", "a"), (.keyboard2, "é", .shift, "É", "é"), (.keyboard1, "1", [], "1", "1"),
            (.keyboardSpacebar, " ", [], " ", " "), (.keyboardDeleteOrBackspace, "\u{8}", [], "\u{8}", "\u{8}"),
            (.keyboardTab, "\t", [], "\t", "\t"), (.keyboardPageUp, "", [], "UIKeyInputPageUp", "UIKeyInputPageUp"),
            (.keyboardPageDown, "", .shift, "UIKeyInputPageDown", "UIKeyInputPageDown"),
            (.keyboardHome, "", [], "UIKeyInputHome", "UIKeyInputHome"),
            (.keyboardEnd, "", [], "UIKeyInputEnd", "UIKeyInputEnd"),
            (.keyboardUpArrow, "", [], "UIKeyInputUpArrow", "UIKeyInputUpArrow"),
            (.keyboardDownArrow, "", [], "UIKeyInputDownArrow", "UIKeyInputDownArrow"),
            (.keyboardRightArrow, "", [], "UIKeyInputRightArrow", "UIKeyInputRightArrow"),
            (.keyboardDeleteForward, "", [], "", ""),
        ] as [(UIKeyboardHIDUsage, String, PlatformEvent.KeyModifiers, String, String)])
    func pressesCarryTheKeysUsageAndWhatItTypes(
        usage: UIKeyboardHIDUsage, typed: String, modifiers: PlatformEvent.KeyModifiers, characters: String,
        charactersIgnoringModifiers: String
    ) throws {
        let window = makeKeyWindow()
        let field = KeyTarget(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())

        type(usage, typed, name: "", modifiers: modifiers)

        let key = try #require(field.keys.first)
        #expect(key.keyCode == usage)
        #expect(key.characters == characters)
        #expect(key.charactersIgnoringModifiers == charactersIgnoringModifiers)
        #expect(key.modifierFlags == (modifiers.contains(.shift) ? .shift : []))
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
        type(.keyboardReturnOrEnter, "\r", name: "Return")

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
        type(.keyboardEscape, "\u{1B}", name: "Escape")

        #expect(container.presses == ["began \u{1B} \u{1B} 41 0", "ended \u{1B}"])
    }
}

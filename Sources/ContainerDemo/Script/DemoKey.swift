import Foundation
import UIKit

/// A key a script presses, by the name `key K` uses: a letter, a digit or a named key.
struct DemoKey: Equatable {
    let usage: UIKeyboardHIDUsage

    private static let named: [String: UIKeyboardHIDUsage] = [
        "left": .keyboardLeftArrow, "right": .keyboardRightArrow, "up": .keyboardUpArrow,
        "down": .keyboardDownArrow, "escape": .keyboardEscape, "esc": .keyboardEscape,
        "space": .keyboardSpacebar, "return": .keyboardReturnOrEnter, "tab": .keyboardTab,
    ]

    init?(name: String) {
        if let usage = Self.named[name.lowercased()] {
            self.usage = usage
            return
        }
        guard name.count == 1, let scalar = name.lowercased().unicodeScalars.first, scalar.isASCII else { return nil }
        let value = Int(scalar.value)
        switch scalar {
        case "a"..."z": usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + value - 0x61)
        case "1"..."9": usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + value - 0x31)
        case "0": usage = .keyboard0
        default: return nil
        }
    }
}

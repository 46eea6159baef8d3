import Foundation
import UIKit
import Platform

/// A key a script presses, by the name `key K` uses: a letter, a digit or a named key.
struct DemoKey: Equatable {
    let event: PlatformEvent.Key

    private static let named: [String: (usage: Int, characters: String)] = [
        "left": (0x50, ""), "right": (0x4F, ""), "up": (0x52, ""), "down": (0x51, ""),
        "escape": (0x29, "\u{1B}"), "esc": (0x29, "\u{1B}"), "space": (0x2C, " "), "return": (0x28, "\r"),
        "tab": (0x2B, "\t"),
    ]

    init?(name: String) {
        if let entry = Self.named[name.lowercased()] {
            event = PlatformEvent.Key(usage: entry.usage, characters: entry.characters, name: name)
            return
        }
        guard name.count == 1, let scalar = name.lowercased().unicodeScalars.first, scalar.isASCII else { return nil }
        let value = Int(scalar.value)
        let typed = String(scalar)
        switch scalar {
        case "a"..."z":
            event = PlatformEvent.Key(usage: 0x04 + value - 0x61, characters: typed, name: name.uppercased())
        case "1"..."9": event = PlatformEvent.Key(usage: 0x1E + value - 0x31, characters: typed, name: name)
        case "0": event = PlatformEvent.Key(usage: 0x27, characters: typed, name: name)
        default: return nil
        }
    }
}

import Foundation
import UIKit
import Platform

/// A key a script presses, by the name `key K` uses: a letter, a digit or a named key.
struct DemoKey: Equatable {
    let event: PlatformEvent.Key

    private static let named: [String: (code: Int32, usage: Int)] = [
        "left": (0x4000_0050, 0x50), "right": (0x4000_004F, 0x4F), "up": (0x4000_0052, 0x52),
        "down": (0x4000_0051, 0x51),
        "escape": (27, 0x29), "esc": (27, 0x29), "space": (32, 0x2C), "return": (13, 0x28), "tab": (9, 0x2B),
    ]

    init?(name: String) {
        if let entry = Self.named[name.lowercased()] {
            event = PlatformEvent.Key(code: entry.code, usage: entry.usage, name: name)
            return
        }
        guard name.count == 1, let scalar = name.lowercased().unicodeScalars.first, scalar.isASCII else { return nil }
        let value = Int(scalar.value)
        switch scalar {
        case "a"..."z":
            event = PlatformEvent.Key(code: Int32(value), usage: 0x04 + value - 0x61, name: name.uppercased())
        case "1"..."9": event = PlatformEvent.Key(code: Int32(value), usage: 0x1E + value - 0x31, name: name)
        case "0": event = PlatformEvent.Key(code: Int32(value), usage: 0x27, name: name)
        default: return nil
        }
    }
}

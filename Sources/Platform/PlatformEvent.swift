/// Input from the desktop, reduced to what the UIKit layer consumes. Positions are window pixels.
package enum PlatformEvent: Equatable, Sendable {
    case quit
    case resized(width: Int, height: Int)
    /// The window's pixels were lost (uncovered, restored) and must be shown again.
    case exposed
    case mouseDown(x: Double, y: Double, button: MouseButton)
    case mouseUp(x: Double, y: Double, button: MouseButton)
    case mouseMoved(x: Double, y: Double, buttons: Set<MouseButton>)
    case keyDown(key: Key, modifiers: KeyModifiers, isRepeat: Bool)
    case keyUp(key: Key, modifiers: KeyModifiers)

    package enum MouseButton: Hashable, Sendable {
        case left, middle, right, other(Int)
    }

    /// A key by SDL's keycode, its USB HID usage (SDL's scancode) and its printable name
    /// ("Escape", "Left", "A").
    package struct Key: Hashable, Sendable {
        package let code: Int32
        package let usage: Int
        package let name: String

        package init(code: Int32, usage: Int, name: String) {
            self.code = code
            self.usage = usage
            self.name = name
        }
    }

    package struct KeyModifiers: OptionSet, Hashable, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let shift = KeyModifiers(rawValue: 1)
        package static let control = KeyModifiers(rawValue: 2)
        package static let alternate = KeyModifiers(rawValue: 4)
        package static let command = KeyModifiers(rawValue: 8)
    }
}

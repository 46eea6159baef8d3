/// Input from the desktop, reduced to what the UIKit layer consumes, in terms any backend can give
/// (no SDL code leaves Platform). Positions are window pixels.
package enum PlatformEvent: Equatable, Sendable {
    case quit
    case resized(width: Int, height: Int)
    /// The window's pixels were lost (uncovered, restored) and must be shown again.
    case exposed
    /// The window took the keyboard focus: the user works in it.
    case focusGained
    /// Another window took the keyboard focus.
    case focusLost
    /// The window can no longer be seen: minimised or hidden.
    case minimized
    /// The window can be seen again: restored or shown.
    case restored
    case mouseDown(x: Double, y: Double, button: MouseButton)
    case mouseUp(x: Double, y: Double, button: MouseButton)
    case mouseMoved(x: Double, y: Double, buttons: Set<MouseButton>)
    case keyDown(key: Key, modifiers: KeyModifiers, isRepeat: Bool)
    case keyUp(key: Key, modifiers: KeyModifiers)
    /// A wheel or touchpad scrolled with the pointer at (`x`, `y`). `dx` and `dy` are points the
    /// content moves, as a finger dragging it would move it (macOS's natural scrolling): positive
    /// `dy` moves the content down, revealing what is above; positive `dx` moves it right. The
    /// system's own natural-scrolling setting is already applied. `modifiers` are the keys held
    /// (Control with the wheel zooms a scroll view, our stand-in for a pinch).
    case scrolled(x: Double, y: Double, dx: Double, dy: Double, modifiers: KeyModifiers = [])

    package enum MouseButton: Hashable, Sendable {
        case left, middle, right, other(Int)
    }

    /// A key by where it is (its USB HID usage, the numbering UIKit's `UIKeyboardHIDUsage` uses)
    /// and what it types in the user's layout, so UIKit needs no backend's key codes.
    package struct Key: Hashable, Sendable {
        /// The USB HID usage (keyboard page): 0x04 for A, 0x28 Return, 0x50 Left Arrow.
        package let usage: Int
        /// What the key types with no modifier held: "a", "1", "\r" for Return, "\u{1B}" Escape,
        /// "\u{8}" Backspace, "\t" Tab, " " Space; "" for keys that type nothing (arrows, F1).
        package let characters: String
        /// The printable name ("Escape", "Left", "A"), for messages.
        package let name: String

        package init(usage: Int, characters: String, name: String) {
            self.usage = usage
            self.characters = characters
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

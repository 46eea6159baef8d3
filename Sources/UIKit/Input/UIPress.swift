import Foundation

/// A key on the keyboard, as `UIPress.key` reports it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uikey)
@preconcurrency @MainActor
public final class UIKey: NSObject {
    /// The text the key produces, unshifted modifiers applied ("a" for Shift-A is "A").
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    public let keyCode: UIKeyboardHIDUsage

    init(
        characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
        keyCode: UIKeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}

/// The modifier keys held with a key or a scroll (Shift, Control, Option, Command, Caps Lock).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uikeymodifierflags)
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// USB HID usage codes, as UIKit numbers keys: where a key is, whatever the layout prints on it
/// (a subset: letters, digits, and the editing and navigation keys).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uikeyboardhidusage)
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
}

/// One key press.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uipress)
@preconcurrency @MainActor
public final class UIPress: NSObject {
    /// Where a key press is in its life: began, changed, stationary, ended or cancelled.
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }

    public internal(set) var phase: Phase
    public let timestamp: TimeInterval
    public let key: UIKey?
    public internal(set) var responder: UIResponder?

    init(phase: Phase, timestamp: TimeInterval, key: UIKey, responder: UIResponder?) {
        self.phase = phase
        self.timestamp = timestamp
        self.key = key
        self.responder = responder
    }
}

/// An event carrying key presses, delivered to `pressesBegan(_:with:)` and its siblings along the responder chain.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uipressesevent)
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }
}

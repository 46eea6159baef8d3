import Foundation

/// The pieces Apple's debugging descriptions (`recursiveDescription`, `_printHierarchy`) are made
/// of: class names as the Objective-C runtime spells them, addresses and numbers.
enum DebugText {
    /// `UIView` for our UIKit's classes (Apple's are unqualified), `Module.Name` for a client's
    /// Swift class, as the Objective-C runtime names Swift classes (`App.ViewController`).
    /// Private and local types reflect as `Module.(unknown context at $…).Name`: the names are kept.
    static func className(of object: AnyObject) -> String {
        let parts = String(reflecting: type(of: object)).split(separator: ".").filter { !$0.hasPrefix("(") }
        let name = parts.first == "UIKit" ? parts.dropFirst() : parts[...]
        return name.joined(separator: ".")
    }

    /// The object's address as Apple prints it, `0x` and lower-case hex.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// `<Class: 0x…>`, how a description names an object it refers to.
    static func reference(to object: AnyObject) -> String {
        "<\(className(of: object)): \(address(of: object))>"
    }

    /// `%g`, six significant digits: frames, alpha and colour components (`20.5`, `-15.3281`).
    static func short(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }

    /// `%.17g`, every digit: transforms (`0.92387953251128674`).
    static func full(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }
}

import Foundation

/// The name of a method, as Objective-C names it (`"didTap:"`, `"tableView:didSelectRowAtIndexPath:"`).
///
/// iOS's `Selector` comes from the Objective-C runtime, which Linux has not; this one is its
/// name alone. `#selector(…)` becomes a `Selector("…")` at build time (the
/// `iOSSourceCompatibility` plugin), and the methods it names are found through the tables the
/// plugin generates for the classes that declare them (see <doc:BringYourIOSApp>).
///
/// [Apple's documentation](https://developer.apple.com/documentation/objectivec/selector)
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible,
    CustomDebugStringConvertible
{
    let name: String

    /// The selector with this Objective-C name.
    public init(_ name: String) { self.name = name }

    public init(stringLiteral value: String) { self.name = value }

    public var description: String { name }
    public var debugDescription: String { name }

    /// How many arguments the method takes: one per colon, as in Objective-C.
    var argumentCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }
}

/// The selector's name.
///
/// [Apple's documentation](https://developer.apple.com/documentation/foundation/1395257-nsstringfromselector)
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The selector with this name.
///
/// [Apple's documentation](https://developer.apple.com/documentation/foundation/1395294-nsselectorfromstring)
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

internal import CGeneratedRecords
import Foundation

/// What the `iOSSourceCompatibility` plugin generates for one module of iOS sources: the
/// module's classes by name (for storyboards' `customClass`, `NSClassFromString` and Info.plist
/// class names), its resources (storyboards, nibs, Info.plist, images) and, per source file, the
/// table of the `@objc` members that file declares. Generated code only: not UIKit API.
@_spi(iOSSourceCompatibility)
public protocol GeneratedModule {
    /// The Swift module's name (`customModule` in a storyboard).
    static var name: String { get }
    /// The module's classes that a name can reach, by their unqualified names.
    static var classes: [String: AnyClass] { get }
    /// Absolute paths of the app's resource files, as the plugin found them.
    static var resources: [String] { get }
    /// One table per source file that declares `@objc` members.
    static var memberTables: [any GeneratedMembers.Type] { get }
}

/// The `@objc` members one source file declares, reachable by their Objective-C names. The
/// table is generated into that file, so `private` members stay reachable.
@_spi(iOSSourceCompatibility)
public protocol GeneratedMembers {
    /// The method `selector` names on `object`, when this file declares it for `object`'s class
    /// or a superclass.
    static func method(_ selector: String, of object: AnyObject) -> ObjCMethod?
    /// The setter of the outlet (or inspectable property) `name` on `object`.
    static func outlet(_ name: String, of object: AnyObject) -> ObjCOutlet?
}

extension GeneratedMembers {
    public static func method(_ selector: String, of object: AnyObject) -> ObjCMethod? { nil }
    public static func outlet(_ name: String, of object: AnyObject) -> ObjCOutlet? { nil }
}

/// The record a generated module places in the `uikit_ios_modules` linker section: a function
/// that returns the module's `GeneratedModule` type as an `Any.Type`'s bits.
@_spi(iOSSourceCompatibility)
public typealias GeneratedModuleRecord = @convention(c) () -> UnsafeRawPointer

/// A method found by its selector, bound to its object. It takes the arguments Objective-C
/// would pass (sender, event) and uses as many as its selector has colons.
@_spi(iOSSourceCompatibility)
public struct ObjCMethod {
    let invoke: @MainActor (ObjCArguments) throws -> Any?

    public init(_ invoke: @escaping @MainActor (ObjCArguments) throws -> Any?) { self.invoke = invoke }
}

/// An outlet's setter bound to its object.
@_spi(iOSSourceCompatibility)
public struct ObjCOutlet {
    let set: @MainActor (ObjCArguments) throws -> Void

    public init(_ set: @escaping @MainActor (ObjCArguments) throws -> Void) { self.set = set }
}

/// The arguments of a message, typed at the call the generated table makes.
@_spi(iOSSourceCompatibility)
public struct ObjCArguments {
    let values: [Any?]

    /// Argument `index` as the parameter's type; Objective-C's numbers convert between Swift's
    /// numeric types as `NSNumber` does. A mismatch throws, and the message is refused.
    public func at<T>(_ index: Int) throws -> T {
        let value: Any? = index < values.count ? values[index] : nil
        if let value {
            if let typed = value as? T { return typed }
        } else if let none = value as? T {
            // A nil argument for an optional parameter.
            return none
        }
        if let number = ObjCArguments.number(value), let converted = ObjCArguments.convert(number, to: T.self) {
            return converted
        }
        throw ObjCArgumentMismatch(index: index, expected: "\(T.self)", actual: value.map { "\(type(of: $0))" })
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Int: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    private static func convert<T>(_ number: Double, to type: T.Type) -> T? {
        let converted: Any? =
            switch type {
            case is CGFloat.Type, is CGFloat?.Type: CGFloat(number)
            case is Double.Type, is Double?.Type: number
            case is Float.Type, is Float?.Type: Float(number)
            case is Int.Type, is Int?.Type: Int(exactly: number.rounded(.towardZero))
            case is Bool.Type, is Bool?.Type: number != 0
            default: nil
            }
        return converted as? T
    }
}

/// An argument of the wrong type for the method a message names.
struct ObjCArgumentMismatch: Error {
    let index: Int
    let expected: String
    let actual: String?
}

/// The modules the plugin generated, read once from the linker section their records are in.
enum GeneratedModules {
    nonisolated(unsafe) private static var cache: [any GeneratedModule.Type]?
    private static let lock = NSLock()

    static var all: [any GeneratedModule.Type] {
        lock.lock()
        defer { lock.unlock() }
        if let cache { return cache }
        let read = readRecords()
        cache = read
        return read
    }

    private static func readRecords() -> [any GeneratedModule.Type] {
        guard let start = uikit_ios_modules_start(), let stop = uikit_ios_modules_stop(), stop > start else {
            return []
        }
        let count = (stop - start) / MemoryLayout<GeneratedModuleRecord>.stride
        let records = start.assumingMemoryBound(to: GeneratedModuleRecord.self)
        return (0..<count).compactMap { index in
            unsafeBitCast(records[index](), to: Any.Type.self) as? any GeneratedModule.Type
        }
    }

    /// Every generated member table, module by module.
    static var memberTables: [any GeneratedMembers.Type] {
        var tables: [any GeneratedMembers.Type] = []
        for module in all { tables += module.memberTables }
        return tables
    }

    /// The class a storyboard or Info.plist names: `Module.Class`, or `Class` in `module` (or in
    /// any module when none is given).
    static func classNamed(_ name: String, module: String? = nil) -> AnyClass? {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        let (moduleName, className) = parts.count == 2 ? (parts[0], parts[1]) : (module, name)
        for generated in all where moduleName == nil || generated.name == moduleName {
            if let found = generated.classes[className] { return found }
        }
        return nil
    }
}

/// `object` when it implements `selector`, else nil: what `delegate?.method?(…)` asks of an
/// optional requirement of an `@objc` protocol before calling it.
@_spi(iOSSourceCompatibility)
public func respondingOrNil<T>(_ object: T?, to selector: Selector) -> T? {
    guard let object else { return nil }
    return MessageDispatch.responds(object as AnyObject, to: selector) ? object : nil
}

/// The generated default of an optional method requirement of an `@objc` protocol: sends the
/// message to the object's own method when its class implements it (a subclass of a conformer
/// that lacks it, which Swift's conformance binds to the default), as iOS dispatches by
/// selector. Call sites ask `respondingOrNil(_:to:)` first, so without a method it runs only
/// when code calls the requirement directly, which iOS does not compile: it does nothing then.
@_spi(iOSSourceCompatibility)
public func forwardOptionalRequirement(_ object: AnyObject, _ selector: String, _ arguments: [Any?]) {
    _ = send(selector, to: object, arguments)
}

/// `forwardOptionalRequirement(_:_:_:)` for a method with a result; with no method to answer it
/// stops with the reason, as there is no value to give.
@_spi(iOSSourceCompatibility)
public func forwardOptionalRequirement<Result>(
    _ object: AnyObject, _ selector: String, _ arguments: [Any?]
)
    -> Result
{
    guard let result = send(selector, to: object, arguments), let typed = result as? Result else {
        fatalError(
            "the optional protocol requirement \(selector) is not implemented by \(type(of: object)); ask responds(to:) first"
        )
    }
    return typed
}

/// The result of the object's own method for `selector` (`.some(nil)` for none), or nil
/// when its class has no such method.
private func send(_ selector: String, to object: AnyObject, _ arguments: [Any?]) -> Any?? {
    // Delegates are messaged on the main thread; the values only cross into its isolation.
    nonisolated(unsafe) let object = object
    nonisolated(unsafe) let arguments = arguments
    nonisolated(unsafe) var result: Any??
    MainActor.assumeIsolated {
        guard let method = MessageDispatch.method(Selector(selector), of: object) else { return }
        result = .some(try? method.invoke(ObjCArguments(values: arguments)))
    }
    return result
}

/// The getter generated for an optional property requirement of an `@objc` protocol: the
/// conformer's property when it has one, else nil, as the requirement reads on iOS.
@_spi(iOSSourceCompatibility)
public func optionalPropertyValue<Value>(_ object: AnyObject, _ name: String) -> Value? {
    nonisolated(unsafe) let object = object
    nonisolated(unsafe) var value: Value?
    MainActor.assumeIsolated {
        guard let getter = MessageDispatch.method(Selector(name), of: object) else { return }
        value = (try? getter.invoke(ObjCArguments(values: []))) as? Value
    }
    return value
}

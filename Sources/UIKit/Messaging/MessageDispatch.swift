import Foundation

/// Objective-C messaging without the runtime: a selector is looked up in the generated member
/// tables of the modules the plugin rewrote, and in UIKit's own (`UIKitMembers`).
enum MessageDispatch {
    /// The method `selector` names on `object`, if any table declares it.
    static func method(_ selector: Selector, of object: AnyObject) -> ObjCMethod? {
        for table in GeneratedModules.memberTables {
            if let method = table.method(selector.name, of: object) { return method }
        }
        return UIKitMembers.method(selector.name, of: object)
    }

    static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
        method(selector, of: object) != nil
    }

    /// Sends `selector` to `target` with Objective-C's arguments; false, with UIKit's exception
    /// reported, when `target` has no such method or an argument has the wrong type.
    @MainActor @discardableResult
    static func send(_ selector: Selector, to target: AnyObject, arguments: [Any?]) -> (sent: Bool, result: Any?) {
        guard let method = method(selector, of: target) else {
            UIApplication.shared.report(
                .exception,
                "\(instanceName(target, selector)): unrecognized selector sent to instance \(address(of: target))",
                name: "NSInvalidArgumentException")
            return (false, nil)
        }
        do {
            return (true, try method.invoke(ObjCArguments(values: arguments)))
        } catch let mismatch as ObjCArgumentMismatch {
            UIApplication.shared.report(
                .exception,
                "\(instanceName(target, selector)): argument \(mismatch.index + 1) is \(mismatch.actual ?? "nil"), not the \(mismatch.expected) the method takes",
                name: "NSInvalidArgumentException")
            return (false, nil)
        } catch {
            return (false, nil)
        }
    }

    /// `-[Module.Class selector]`, as the Objective-C runtime names a method in its messages.
    static func instanceName(_ object: AnyObject, _ selector: Selector) -> String {
        "-[\(String(reflecting: type(of: object))) \(selector.name)]"
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}

/// UIKit's own methods that code names with `#selector` as actions (`resignFirstResponder` of a
/// text input from a toolbar's Done button, a view's `removeFromSuperview`), by their
/// Objective-C names in Apple's headers.
enum UIKitMembers: GeneratedMembers {
    static func method(_ selector: String, of object: AnyObject) -> ObjCMethod? {
        if let view = object as? UIView {
            switch selector {
            case "removeFromSuperview": return ObjCMethod { _ in view.removeFromSuperview() }
            case "setNeedsLayout": return ObjCMethod { _ in view.setNeedsLayout() }
            case "layoutIfNeeded": return ObjCMethod { _ in view.layoutIfNeeded() }
            case "sizeToFit": return ObjCMethod { _ in view.sizeToFit() }
            default: break
            }
        }
        if let responder = object as? UIResponder {
            switch selector {
            case "becomeFirstResponder": return ObjCMethod { _ in responder.becomeFirstResponder() }
            case "resignFirstResponder": return ObjCMethod { _ in responder.resignFirstResponder() }
            default: break
            }
        }
        return nil
    }
}

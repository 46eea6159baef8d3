import Foundation

/// `responds(to:)` on every object that conforms to `NSObjectProtocol` (an `@objc protocol
/// Delegate: NSObjectProtocol` existential too, as on iOS).
extension NSObjectProtocol {
    /// Whether the object implements the method `aSelector` names (declared `@objc` in the app's
    /// sources, or one of UIKit's).
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418583-responds)
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return MessageDispatch.responds(self as AnyObject, to: aSelector)
    }
}

/// `NSObject`'s messaging methods, which Foundation on Linux lacks: a selector reaches the
/// methods the plugin's generated tables declare (`@objc`, `@IBAction`, optional protocol
/// members) and UIKit's own (`MessageDispatch`).
extension NSObject {
    /// Sends the message now; an object the method returns comes back unretained, as in
    /// Objective-C.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/objectivec/1418956-nsobject/1418867-perform)
    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, [])
    }

    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, [object])
    }

    @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, [object1, object2])
    }

    @MainActor
    private func performNow(_ selector: Selector?, _ arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let selector else { return nil }
        let (_, result) = MessageDispatch.send(selector, to: self, arguments: arguments)
        guard let result else { return nil }
        let object = result as AnyObject
        ReturnedObjects.keep(object)
        return Unmanaged.passUnretained(object)
    }

    /// Sends the message after `delay` seconds on the current run loop (a frame's main-queue
    /// phase here), keeping the object and the argument until then.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/objectivec/nsobject/1416176-perform)
    @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        DelayedPerforms.schedule(aSelector, on: self, argument: anArgument, after: delay)
    }

    /// Cancels the delayed sends of `aSelector` with an equal argument to the object.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/objectivec/nsobject/1417611-cancelpreviousperformrequests)
    @MainActor
    public class func cancelPreviousPerformRequests(
        withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
        DelayedPerforms.cancel(target: aTarget as AnyObject) {
            $0.selector == aSelector && DelayedPerforms.equal($0.argument, anArgument)
        }
    }

    /// Cancels every delayed send to the object.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerforms.cancel(target: aTarget as AnyObject) { _ in true }
    }
}

/// The objects `perform(_:)` returned lately, kept alive as Objective-C's autorelease pool keeps
/// a returned object past the call (a value such as a `String` is boxed, as bridging does).
@MainActor
enum ReturnedObjects {
    private static var recent: [AnyObject] = []
    private static let capacity = 64

    static func keep(_ object: AnyObject) {
        recent.append(object)
        if recent.count > capacity { recent.removeFirst(recent.count - capacity) }
    }
}

/// The delayed sends `perform(_:with:afterDelay:)` scheduled and not yet made, as Foundation
/// timers on the current run loop.
@MainActor
enum DelayedPerforms {
    @MainActor final class Request {
        let target: NSObject
        let selector: Selector
        let argument: Any?
        var timer: Timer?

        init(target: NSObject, selector: Selector, argument: Any?) {
            self.target = target
            self.selector = selector
            self.argument = argument
        }
    }

    private static var pending: [Request] = []

    static func schedule(_ selector: Selector, on target: NSObject, argument: Any?, after delay: TimeInterval) {
        let request = Request(target: target, selector: selector, argument: argument)
        pending.append(request)
        request.timer = Timer.scheduledTimer(withTimeInterval: max(0, delay), repeats: false) { [weak request] _ in
            MainActor.assumeIsolated {
                guard let request, let index = pending.firstIndex(where: { $0 === request }) else { return }
                pending.remove(at: index)
                MessageDispatch.send(request.selector, to: request.target, arguments: [request.argument])
            }
        }
    }

    static func cancel(target: AnyObject, where matches: (Request) -> Bool) {
        pending.removeAll { request in
            guard request.target === target, matches(request) else { return false }
            request.timer?.invalidate()
            return true
        }
    }

    /// `isEqual:` on the arguments: objects by identity unless both are Foundation objects.
    static func equal(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a as NSObject, let b as NSObject): return a.isEqual(b)
        case (let a as AnyHashable, let b as AnyHashable): return a == b
        default: return false
        }
    }
}

import Foundation

/// `NotificationCenter`'s selector observers, which Foundation on Linux lacks: each is a block
/// observer underneath, remembered by its observer so `removeObserver(_:)` finds it. The
/// observer is not kept alive, as on iOS 9 and later.
extension NotificationCenter {
    /// Sends `aSelector` to `observer` with the notification when a notification named `aName`
    /// (any when nil) from `anObject` (any when nil) is posted.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/foundation/notificationcenter/1415360-addobserver)
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let receiver = observer as AnyObject
        let weakReceiver = WeakReceiver(object: receiver)
        // Delivered at once on the main thread, as iOS delivers on the posting thread; a post from
        // another thread is delivered on the main queue, where the app's objects live here.
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            nonisolated(unsafe) let notification = notification
            let deliver: @MainActor () -> Void = {
                guard let receiver = weakReceiver.object else { return }
                MessageDispatch.send(aSelector, to: receiver, arguments: [notification])
            }
            if MainQueue.isCurrent {
                MainActor.assumeIsolated(deliver)
            } else {
                DispatchQueue.main.async(execute: deliver)
            }
        }
        SelectorObservers.add(token, for: receiver, center: self, name: aName, object: anObject)
    }

    /// Removes every observation of `observer`, selector observers included.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/foundation/notificationcenter/1413994-removeobserver)
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.remove(for: observer, center: self, name: nil, object: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes the observations of `observer` for `aName` and `anObject` (any when nil).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservers.remove(for: observer, center: self, name: aName, object: anObject) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// Whether the caller runs where the main actor does: the main thread, or the main dispatch
/// queue served by another thread (a Swift Testing runner parks the main thread in
/// `dispatch_main`, so `Thread.isMainThread` is false in its main-actor tests).
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}

/// An observer held weakly inside a block Foundation may call on any thread.
private final class WeakReceiver: @unchecked Sendable {
    weak var object: AnyObject?
    init(object: AnyObject) { self.object = object }
}

/// The block observers standing for selector observers, by observer.
enum SelectorObservers {
    private struct Entry {
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
        let token: NSObjectProtocol
        let name: NSNotification.Name?
        let object: AnyObject?
    }

    nonisolated(unsafe) private static var entries: [Entry] = []
    private static let lock = NSLock()

    static func add(
        _ token: NSObjectProtocol, for observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?,
        object: Any?
    ) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.observer == nil }
        entries.append(
            Entry(observer: observer, center: center, token: token, name: name, object: object.map { $0 as AnyObject }))
    }

    static func remove(
        for observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: Any?
    ) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        let object = object.map { $0 as AnyObject }
        var removed: [NSObjectProtocol] = []
        entries.removeAll { entry in
            guard entry.observer === observer, entry.center === center, name == nil || entry.name == name,
                object == nil || entry.object === object
            else { return false }
            removed.append(entry.token)
            return true
        }
        return removed
    }
}

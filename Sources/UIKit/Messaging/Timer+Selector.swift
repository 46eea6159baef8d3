import Foundation

/// `Timer`'s target–selector forms, which Foundation on Linux lacks: a block timer that sends
/// the selector to the target with the timer as its argument. The timer keeps its target alive
/// until it is invalidated, as on iOS.
extension Timer {
    /// A timer to add to a run loop. Linux difference: Foundation's `userInfo` cannot be set
    /// from outside, so this timer's is nil; `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`
    /// keeps it.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/foundation/timer/1417207-init)
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        nonisolated(unsafe) let target = aTarget as AnyObject
        self.init(fire: Date(timeIntervalSinceNow: max(0, ti)), interval: ti, repeats: yesOrNo) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { _ = MessageDispatch.send(aSelector, to: target, arguments: [timer]) }
        }
    }

    /// A timer already scheduled on the current run loop in its default mode.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/foundation/timer/1412416-scheduledtimer)
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        let timer = SelectorTimer(
            interval: ti, target: aTarget as AnyObject, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// A timer sending a selector, with the `userInfo` it was made with.
final class SelectorTimer: Timer, @unchecked Sendable {
    private let info: Any?

    init(interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.info = userInfo
        nonisolated(unsafe) let target = target
        super.init(fire: Date(timeIntervalSinceNow: max(0, interval)), interval: interval, repeats: repeats) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { _ = MessageDispatch.send(selector, to: target, arguments: [timer]) }
        }
    }

    override var userInfo: Any? { info }
}

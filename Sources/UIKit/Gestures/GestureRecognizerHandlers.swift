import Foundation

/// Beyond UIKit: a recognizer can run closures besides sending its action to targets
/// (`init(target:action:)`, which iOS sources reach through the `iOSSourceCompatibility`
/// plugin). The closure gets the recognizer as its own class, so
/// `UIPanGestureRecognizer { [weak self] pan in self?.move(by: pan.translation(in: nil)) }`
/// needs no cast:
///
///     let tap = UITapGestureRecognizer { [weak self] tap in self?.handleTap(tap) }
///     let logging = tap.addTarget { [weak self] tap in self?.logTap(tap) }
///     tap.removeTarget(logging)   // removeTarget(nil) removes them all
///
/// Handlers run when UIKit sends actions: on `.began`, every `.changed`, `.ended` and
/// `.cancelled` (a discrete recognizer once, on `.recognized`).
@preconcurrency @MainActor
public protocol GestureRecognizerHandlers: UIGestureRecognizer {
    /// A recognizer with no handler yet: `init(handler:)` makes the caller's own class through it.
    init()
}

extension UIGestureRecognizer: GestureRecognizerHandlers {}

extension GestureRecognizerHandlers {
    /// A recognizer that calls `handler` with itself at each action.
    public init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// Adds a handler, called after those added before; returns what `removeTarget(_:)` takes.
    @discardableResult
    public func addTarget(_ handler: @escaping @MainActor (Self) -> Void) -> UIGestureRecognizer.Target {
        appendAction { recognizer in handler(recognizer as! Self) }
    }
}

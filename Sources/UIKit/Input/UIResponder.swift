import Foundation

/// An object that can receive touches and key presses, linked into the responder chain by `next`.
/// The default handlers pass events up the chain, as UIKit's do.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiresponder)
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder: a view's superview, a window's application.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    open var isFirstResponder: Bool { UIApplication.shared.firstResponder === self }

    /// Makes this object the target of key presses, when it accepts.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        if let current = UIApplication.shared.firstResponder, !current.resignFirstResponder() { return false }
        UIApplication.shared.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { UIApplication.shared.firstResponder = nil }
        return true
    }

    /// Called on each object a storyboard or nib made, after all of them are made and connected
    /// (outlets and actions set). Declared on `NSObject` on iOS; here on the responders, which
    /// are what nibs make and subclass.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib)
    open func awakeFromNib() {}

    /// Whether this responder handles `action`: by default, whether it implements it.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiresponder/1621105-canperformaction)
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The responder that handles `action`: this one when it can perform it, else the next's.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiresponder/1621105-target)
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
}

import Foundation

extension UIApplication {
    /// Sends `action` to `target` with the sender and event as its arguments (as many as the
    /// selector takes). A nil target means the responder chain: from the first responder, or the
    /// sender when nothing is first responder, to the first responder that can perform it.
    /// False when no object received the message.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiapplication/1622946-sendaction)
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: AnyObject?
        if let target {
            receiver = target as AnyObject
        } else {
            let start = firstResponder ?? (sender as? UIResponder)
            receiver = start?.target(forAction: action, withSender: sender).map { $0 as AnyObject }
        }
        guard let receiver else { return false }
        return MessageDispatch.send(action, to: receiver, arguments: [sender, event]).sent
    }
}

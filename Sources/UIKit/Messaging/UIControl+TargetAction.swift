import Foundation

/// Target–action: a control sends a selector to a target (the responder chain when nil) for the
/// events it was added for, in the order its actions were added, `UIAction`s among them.
extension UIControl {
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontrol/1618259-addtarget)
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        // UIKit adds a pair once: adding it again only adds events.
        if let index = registrations.firstIndex(where: {
            if case .targetAction(let pair) = $0.registration { pair.matches(target, action) } else { false }
        }) {
            registrations[index].events.formUnion(controlEvents)
            return
        }
        registrations.append((.targetAction(TargetAction(target: target, action: action)), controlEvents))
    }

    /// Removes `controlEvents` from the pairs of `target` (every target when nil) and `action`
    /// (every action when nil).
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontrol/1618248-removetarget)
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        removeRegistrations(for: controlEvents) { registration in
            guard case .targetAction(let pair) = registration else { return false }
            return (target == nil || pair.matches(target, nil)) && (action == nil || pair.action == action)
        }
    }

    /// The selectors' names sent to `target` for `controlEvent`, or nil when none.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontrol/1618267-actions)
    public func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let names = registrations.compactMap { entry -> String? in
            guard case .targetAction(let pair) = entry.registration, pair.matches(target, nil),
                !entry.events.isDisjoint(with: controlEvent)
            else { return nil }
            return pair.action.name
        }
        return names.isEmpty ? nil : names
    }

    /// Every target with an action on this control; `NSNull` stands for the responder chain.
    public var allTargets: Set<AnyHashable> {
        Set(
            registrations.compactMap {
                if case .targetAction(let pair) = $0.registration { pair.hashableTarget } else { nil }
            })
    }

    /// Every event some action is registered for.
    public var allControlEvents: UIControl.Event {
        registrations.reduce(into: []) { $0.formUnion($1.events) }
    }

}

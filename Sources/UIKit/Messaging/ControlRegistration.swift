import Foundation

/// One of a control's actions: a closure (`UIAction`) or a target–action pair.
enum ControlRegistration {
    case action(UIAction)
    case targetAction(TargetAction)
}

/// A target and the selector sent to it. UIKit does not keep the target alive; a nil target
/// (`hadTarget` false) means the responder chain.
struct TargetAction {
    private(set) weak var target: AnyObject?
    let hadTarget: Bool
    let action: Selector

    init(target: Any?, action: Selector) {
        let object = target.map { $0 as AnyObject }
        self.target = object
        self.hadTarget = object != nil
        self.action = action
    }

    /// Whether this pair is `target` (nil matching the responder-chain pairs) and `action` (nil
    /// matching any).
    func matches(_ target: Any?, _ action: Selector?) -> Bool {
        let object = target.map { $0 as AnyObject }
        let sameTarget = object == nil ? !hadTarget : self.target === object
        return sameTarget && (action == nil || action == self.action)
    }

    /// What `allTargets` lists for the responder chain: one `NSNull`, as iOS's is a singleton.
    nonisolated(unsafe) static let responderChain = NSNull()

    /// The target as `allTargets` lists it: `NSNull` for the responder chain, as UIKit does.
    var hashableTarget: AnyHashable? {
        guard hadTarget else { return AnyHashable(Self.responderChain) }
        guard let target else { return nil }
        return (target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target))
    }
}

import Foundation

/// Beyond UIKit: a record of view controller callbacks in the order UIKit made them, for tests
/// that assert whole sequences and for the demo's live log. Opt in with
/// `UIApplication.shared.lifecycleTrace = LifecycleTrace()`; it holds names, never controllers.
///
/// Appearance, loading, layout and size-transition callbacks are recorded where UIKit calls
/// them, so an override that skips `super` is still seen. `willMove(toParent:)`/`didMove(toParent:)`
/// and the legacy rotation trio are called by containers directly and are recorded by
/// UIViewController's implementation: overrides call `super`, as UIKit requires.
@preconcurrency @MainActor
public final class LifecycleTrace {
    /// One recorded callback, with the argument that tells its calls apart; its `description` is the callback as the
    /// exported line spells it.
    public enum Callback: Equatable, Sendable, CustomStringConvertible {
        /// `viewDidLoad()`.
        case viewDidLoad
        /// `viewWillAppear(_:)` and its `animated`.
        case viewWillAppear(animated: Bool)
        /// `viewIsAppearing(_:)` and its `animated`.
        case viewIsAppearing(animated: Bool)
        /// `viewDidAppear(_:)` and its `animated`.
        case viewDidAppear(animated: Bool)
        /// `viewWillDisappear(_:)` and its `animated`.
        case viewWillDisappear(animated: Bool)
        /// `viewDidDisappear(_:)` and its `animated`.
        case viewDidDisappear(animated: Bool)
        /// The argument's name ("nil" for none).
        case willMoveToParent(String)
        /// `didMove(toParent:)` and the parent's name ("nil" for none).
        case didMoveToParent(String)
        /// `viewWillLayoutSubviews()`, recorded only with `includesLayout`.
        case viewWillLayoutSubviews
        /// `viewDidLayoutSubviews()`, recorded only with `includesLayout`.
        case viewDidLayoutSubviews
        /// `viewWillTransition(to:with:)` and the new size.
        case viewWillTransition(CGSize)
        /// The legacy `willRotate(to:duration:)` and the orientation it turns to.
        case willRotate(UIInterfaceOrientation)
        /// The legacy `willAnimateRotation(to:duration:)`, inside the rotation's animation.
        case willAnimateRotation(UIInterfaceOrientation)
        /// The legacy `didRotate(from:)` and the orientation it turned from.
        case didRotate(UIInterfaceOrientation)
        /// The new traits' size classes and style, as `TraitSummary` words them.
        case willTransitionToTraits(String)
        /// The traits now in force.
        case traitCollectionDidChange(String)

        /// The callback as the exported line spells it: `viewWillAppear(animated: true)`.
        public var description: String {
            switch self {
            case .viewDidLoad: "viewDidLoad"
            case .viewWillAppear(let animated): "viewWillAppear(animated: \(animated))"
            case .viewIsAppearing(let animated): "viewIsAppearing(animated: \(animated))"
            case .viewDidAppear(let animated): "viewDidAppear(animated: \(animated))"
            case .viewWillDisappear(let animated): "viewWillDisappear(animated: \(animated))"
            case .viewDidDisappear(let animated): "viewDidDisappear(animated: \(animated))"
            case .willMoveToParent(let parent): "willMove(toParent: \(parent))"
            case .didMoveToParent(let parent): "didMove(toParent: \(parent))"
            case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
            case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
            case .viewWillTransition(let size):
                "viewWillTransition(to: \(Self.text(size.width))x\(Self.text(size.height)))"
            case .willRotate(let orientation): "willRotate(to: .\(orientation))"
            case .willAnimateRotation(let orientation): "willAnimateRotation(to: .\(orientation))"
            case .didRotate(let orientation): "didRotate(from: .\(orientation))"
            case .willTransitionToTraits(let traits): "willTransition(to: \(traits))"
            case .traitCollectionDidChange(let traits): "traitCollectionDidChange(now: \(traits))"
            }
        }

        private static func text(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(describing: value)
        }

        var isLayout: Bool { self == .viewWillLayoutSubviews || self == .viewDidLayoutSubviews }
    }

    /// One callback made to one controller, with who and when.
    public struct Event: Equatable, Sendable, CustomStringConvertible {
        /// Which controller, stable for its lifetime (compare with `ObjectIdentifier(controller)`).
        public let controllerID: ObjectIdentifier
        /// Its type without the module, and its title in parentheses when it has one: `Tunnel.Map(top)`.
        public let controller: String
        /// Which callback, with its argument.
        public let callback: Callback
        /// The controller's parent when the callback was made.
        public let parent: String?
        /// The frame clock's time.
        public let time: TimeInterval

        /// The exported text line: `Map(top) viewWillDisappear(animated: true)`.
        public var description: String { "\(controller) \(callback)" }
    }

    /// Every event recorded so far, oldest first.
    public private(set) var events: [Event] = []
    /// Layout callbacks come every frame something moves; record them only when asked.
    public var includesLayout: Bool
    /// Called with each event as it is recorded (the demo's live log).
    public var onRecord: ((Event) -> Void)?

    /// An empty trace; set it as `UIApplication.shared.lifecycleTrace` to start recording.
    public init(includesLayout: Bool = false) {
        self.includesLayout = includesLayout
    }

    /// One line per event, in order.
    public var lines: [String] { events.map(\.description) }
    /// The lines joined with newlines, for files and logs.
    public var text: String { lines.joined(separator: "\n") }

    /// Forgets the events recorded so far, so a test can record only its action.
    public func removeAll() { events.removeAll() }

    func record(_ callback: Callback, of controller: UIViewController, at time: TimeInterval) {
        if callback.isLayout && !includesLayout { return }
        let event = Event(
            controllerID: ObjectIdentifier(controller), controller: Self.name(of: controller),
            callback: callback, parent: controller.parent.map(Self.name(of:)),
            time: time)
        events.append(event)
        onRecord?(event)
    }

    /// `Type(title)` with the module prefix dropped, or `nil` for no controller.
    static func name(of controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        // Private and local types reflect as "Module.(unknown context at $…).Name": keep the names.
        let type = String(reflecting: Swift.type(of: controller)).split(separator: ".").dropFirst()
            .filter { !$0.hasPrefix("(") }.joined(separator: ".")
        guard let title = controller.title else { return type }
        return "\(type)(\(title))"
    }
}

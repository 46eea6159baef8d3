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
    public enum Callback: Equatable, Sendable, CustomStringConvertible {
        case viewDidLoad
        case viewWillAppear(animated: Bool)
        case viewDidAppear(animated: Bool)
        case viewWillDisappear(animated: Bool)
        case viewDidDisappear(animated: Bool)
        /// The argument's name ("nil" for none).
        case willMoveToParent(String)
        case didMoveToParent(String)
        case viewWillLayoutSubviews
        case viewDidLayoutSubviews
        case viewWillTransition(CGSize)
        case willRotate(UIInterfaceOrientation)
        case willAnimateRotation(UIInterfaceOrientation)
        case didRotate(UIInterfaceOrientation)
        /// The new traits' size classes and style, as `TraitSummary` words them.
        case willTransitionToTraits(String)
        /// The traits now in force.
        case traitCollectionDidChange(String)

        public var description: String {
            switch self {
            case .viewDidLoad: "viewDidLoad"
            case .viewWillAppear(let animated): "viewWillAppear(animated: \(animated))"
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

    public struct Event: Equatable, Sendable, CustomStringConvertible {
        /// Which controller, stable for its lifetime (compare with `ObjectIdentifier(controller)`).
        public let controllerID: ObjectIdentifier
        /// Its type without the module, and its title in parentheses when it has one: `Tunnel.Map(top)`.
        public let controller: String
        public let callback: Callback
        /// The controller's parent when the callback was made.
        public let parent: String?
        /// The frame clock's time.
        public let time: TimeInterval

        /// The exported text line: `Map(top) viewWillDisappear(animated: true)`.
        public var description: String { "\(controller) \(callback)" }
    }

    public private(set) var events: [Event] = []
    /// Layout callbacks come every frame something moves; record them only when asked.
    public var includesLayout: Bool
    /// Called with each event as it is recorded (the demo's live log).
    public var onRecord: ((Event) -> Void)?

    public init(includesLayout: Bool = false) {
        self.includesLayout = includesLayout
    }

    /// One line per event, in order.
    public var lines: [String] { events.map(\.description) }
    /// The lines joined with newlines, for files and logs.
    public var text: String { lines.joined(separator: "\n") }

    public func removeAll() { events.removeAll() }

    func record(_ callback: Callback, of controller: UIViewController) {
        if callback.isLayout && !includesLayout { return }
        let event = Event(
            controllerID: ObjectIdentifier(controller), controller: Self.name(of: controller),
            callback: callback, parent: controller.parent.map(Self.name(of:)),
            time: UIApplication.shared.currentTime)
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

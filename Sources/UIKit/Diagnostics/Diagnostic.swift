/// A problem UIKit reports (beyond UIKit: on iOS these are exceptions and console lines).
/// `.exception` is misuse UIKit raises: the operation is refused and every link is left as it
/// was, or with `UIApplication.DiagnosticMode.strict` the process traps. `.log` is what UIKit only
/// logs: the operation goes on as UIKit's does. `.invariant` is a state iOS never shows, found by
/// the invariant checker (`Invariant`); its name is the broken rule's.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What UIKit would have done: raised an exception (`.exception`; the operation is refused), logged (`.log`; it
    /// goes on), or, beyond UIKit, a broken invariant (`.invariant`).
    public enum Kind: Sendable {
        /// UIKit would raise an exception; the operation was refused.
        case exception
        /// UIKit would log a message; the operation went on.
        case log
        /// One of the rules UIKit never breaks (``Invariant``) is broken.
        case invariant
    }

    /// Whether UIKit raises, logs, or (beyond UIKit) an invariant is broken.
    public let kind: Kind
    /// The exception name UIKit raises (e.g. `UIViewControllerHierarchyInconsistency`), or the
    /// broken invariant's (`Invariant.rawValue`); nil for logs.
    public let name: String?
    /// UIKit's message text.
    public let message: String

    /// A diagnostic; an exception without a name gets UIKit's generic `NSInternalInconsistencyException`.
    public init(kind: Kind, name: String? = nil, message: String) {
        self.kind = kind
        self.name = name ?? (kind == .exception ? "NSInternalInconsistencyException" : nil)
        self.message = message
    }

    /// The message alone, as UIKit words it.
    public var description: String { message }

    /// The one line the default handler prints, in the shape of UIKit's console output.
    public var line: String {
        switch kind {
        case .exception: "UIKit: refused: '\(name ?? "")', reason: '\(message)'"
        case .log: "UIKit: \(message)"
        case .invariant: "UIKit: invariant '\(name ?? "")' broken: \(message)"
        }
    }
}

extension UIApplication {
    /// What an exception-class diagnostic does: `.report` refuses the operation and tells the
    /// handler; `.strict` traps, as an uncaught exception ends an iOS app. `.debug` reports as
    /// `.report` does; it and `.strict` also check the invariants (`Invariant`) after every frame
    /// and report each violation when it appears. The environment variables `UIKIT_STRICT=1`
    /// and `UIKIT_DEBUG=1` start a process in those modes.
    public enum DiagnosticMode: Sendable { case report, debug, strict }

    /// Reports through the application's runtime (`Runtime.report`).
    func report(_ kind: Diagnostic.Kind, _ message: String, name: String? = nil) {
        runtime.report(kind, message, name: name)
    }
}

extension Runtime {
    /// Sends a diagnostic to `diagnosticHandler`, or traps for an exception in strict mode.
    func report(_ kind: Diagnostic.Kind, _ message: String, name: String? = nil) {
        let diagnostic = Diagnostic(kind: kind, name: name, message: message)
        if kind == .exception && diagnosticMode == .strict {
            fatalError("*** Terminating app due to uncaught exception '\(diagnostic.name ?? "")', reason: '\(message)'")
        }
        diagnosticHandler(diagnostic)
    }
}

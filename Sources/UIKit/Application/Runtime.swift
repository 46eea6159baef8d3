import Foundation

/// The owners a window's objects run on: where diagnostics go, the lifecycle trace with the
/// frame time it stamps, the animation engine, scroll motion, display links, the layout pass
/// and its Auto Layout engine. Objects receive it through the window they belong to (`UIWindow.runtime`)
/// instead of looking up `UIApplication.shared`, as swift-nio hands a channel its event loop; a
/// view or controller not in a window runs on the application's runtime, the only one reached from
/// the app (`Runtime.application`). `UIApplication`'s diagnostic and trace properties are its
/// public face.
@MainActor
final class Runtime {
    /// Receives every diagnostic; the default prints one line to standard error.
    var diagnosticHandler: (Diagnostic) -> Void = { diagnostic in
        FileHandle.standardError.write(Data("\(diagnostic.line)\n".utf8))
    }
    /// Whether exception-class diagnostics refuse the operation or trap (`UIApplication.DiagnosticMode`).
    var diagnosticMode: UIApplication.DiagnosticMode = {
        let environment = ProcessInfo.processInfo.environment
        if environment["UIKIT_STRICT"] == "1" { return .strict }
        return environment["UIKIT_DEBUG"] == "1" ? .debug : .report
    }()
    /// The invariant violations the last checked frame reported, so each is reported once.
    var reportedInvariantMessages: Set<String> = []
    /// When set, every view controller callback is recorded here in call order.
    var lifecycleTrace: LifecycleTrace?
    /// Animation blocks, animations in flight and animation time.
    let animation = AnimationEngine()
    /// Scroll views whose content moves on its own (deceleration, bounce, animated scrolls).
    let scrolling = ScrollDriver()
    /// The display links added to a run loop, called once a frame.
    let displayLinks = DisplayLinkDriver()
    /// The frame's constraints and layout phase, the one owner of "layout is needed".
    let layout = LayoutPass(engine: LayoutEngine())
    /// The Auto Layout engine that solves this runtime's active constraints.
    var layoutEngine: LayoutEngine { layout.engine }
    /// The current frame's time, which the trace stamps on each event.
    private let frameTime: () -> TimeInterval

    init(frameTime: @escaping () -> TimeInterval) { self.frameTime = frameTime }

    /// Seconds since launch at the current frame.
    var currentTime: TimeInterval { frameTime() }

    /// Records `callback` of `controller` in the trace, if one is recording, at this frame's time.
    func record(_ callback: LifecycleTrace.Callback, of controller: UIViewController) {
        lifecycleTrace?.record(callback, of: controller, at: frameTime())
    }
}

extension UIView {
    /// The runtime this view runs on: its window's, or the application's out of a window.
    var runtime: Runtime { window?.hostRuntime ?? .application }
}

extension UIViewController {
    /// The runtime this controller runs on: its view's window's, else its parent's or
    /// presenter's, else the application's.
    var runtime: Runtime {
        viewIfLoaded?.window?.hostRuntime ?? parentLink?.runtime ?? presentingLink?.runtime ?? .application
    }
}

extension CALayer {
    /// The runtime of the view it backs, or of its superlayer's.
    var runtime: Runtime { owningView?.runtime ?? superlayer?.runtime ?? .application }
}

extension NSLayoutConstraint {
    /// The runtime of the first item's view (a guide's owning view).
    var runtime: Runtime {
        ((firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView)?.runtime ?? .application
    }
}

extension UILayoutGuide {
    /// The runtime of the view that owns it.
    var runtime: Runtime { owningView?.runtime ?? .application }
}

extension UIGestureRecognizer {
    /// The runtime of the view it is attached to.
    var runtime: Runtime { view?.runtime ?? .application }
}

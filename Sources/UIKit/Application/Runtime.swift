import Foundation

/// The owners a window's objects run on: where diagnostics go, the lifecycle trace, the frame
/// clock with the animation engine, scroll motion and display links it drives, and the layout
/// pass with its Auto Layout engine. Objects receive it through the window they belong to
/// (`UIWindow.runtime`) instead of looking up `UIApplication.shared`, as swift-nio hands a
/// channel its event loop; a view or controller not in a window runs on the application's
/// runtime, the only one reached from the app (`Runtime.application`). `UIApplication`'s
/// diagnostic and trace properties are its public face.
///
/// A window can be given a runtime of its own (`UIWindow(frame:runtime:)`), with its own clock,
/// stepped by `advance(by:)` independently of the application's frames: its animations, scroll
/// motion and trace stamps follow that clock. It shares the application's animation blocks (they
/// belong to the main thread, as Core Animation's transactions do), layout pass (views carry
/// their constraints from window to window, so there is one Auto Layout engine) and drawing
/// services (fonts load once). An animation stays with the runtime it started on: a view moved
/// while animating into a window of another runtime is not followed there.
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
    /// The frame clock: seconds since launch at the current frame. Every move is passed on to
    /// the animation engine, so animation time is read from the frame being built.
    var clock = FrameClock() { didSet { animation.frameTime = clock.now } }
    /// Animations in flight and animation time, on this runtime's clock.
    let animation = AnimationEngine()
    /// The `UIView.animate` blocks being run on the main thread (shared by every runtime).
    let blocks: AnimationBlocks
    /// Scroll views whose content moves on its own (deceleration, bounce, animated scrolls).
    let scrolling = ScrollDriver()
    /// The display links added to a run loop, called once a frame.
    let displayLinks = DisplayLinkDriver()
    /// The frame's constraints and layout phase, the one owner of "layout is needed".
    let layout: LayoutPass
    /// The Auto Layout engine that solves this runtime's active constraints.
    var layoutEngine: LayoutEngine { layout.engine }
    /// Measures text as the compositor draws it, for labels' sizes and wrapping (shared).
    let textMeasurer: TextMeasurer
    /// Draws images and `drawHierarchy` off screen (shared).
    let offscreenRenderer: OffscreenRenderer
    /// The image renderer contexts being drawn into, innermost last: the main thread's, used on
    /// the application's runtime (`UIGraphicsImageRenderer` belongs to no window).
    var imageContexts: [UIGraphicsImageRendererContext] = []
    /// The windows given this runtime at their creation, which its own frames step.
    private var windowRefs: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    /// The application's runtime: the first of its blocks, layout pass and drawing services,
    /// which report through it.
    init() {
        blocks = AnimationBlocks()
        layout = LayoutPass(engine: LayoutEngine())
        textMeasurer = TextMeasurer()
        offscreenRenderer = OffscreenRenderer()
        textMeasurer.runtime = self
        offscreenRenderer.runtime = self
    }

    /// A runtime with a clock of its own that shares `other`'s animation blocks, layout pass
    /// and drawing services.
    init(sharingWith other: Runtime) {
        blocks = other.blocks
        layout = other.layout
        textMeasurer = other.textMeasurer
        offscreenRenderer = other.offscreenRenderer
    }

    /// Seconds since launch at the current frame.
    var currentTime: TimeInterval { clock.now }

    /// Records `callback` of `controller` in the trace, if one is recording, at this frame's time.
    /// The callback is made only then: its names are strings, built on every containment call
    /// otherwise.
    func record(_ callback: @autoclosure () -> LifecycleTrace.Callback, of controller: UIViewController) {
        lifecycleTrace?.record(callback(), of: controller, at: clock.now)
    }

    /// `window` runs on this runtime (`UIWindow(frame:runtime:)`).
    func host(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil }
        windowRefs.append(WeakWindow(window: window))
    }

    /// The visible windows given this runtime at their creation, oldest first.
    var hostedWindows: [UIWindow] { windowRefs.compactMap(\.window).filter { !$0.isHidden } }
}

// MARK: Frames

extension Runtime {
    /// The phases this runtime owns, in frame order, after its clock moved from `previousFrame`:
    /// display links, animations, scroll motion, then the rotations of `windows` that waited for
    /// a container transition (DESIGN §1). The application's frame runs them between its events
    /// and main-queue work and its layout and render (`FrameLoop`).
    func runTimedPhases(in windows: [UIWindow], previousFrame: TimeInterval) {
        displayLinks.run(at: clock.now, previousFrame: previousFrame)
        animation.advanceToFrame()
        // Scroll views move their content for this frame, before layout places what it shows.
        scrolling.advance(to: clock.now)
        // A rotation that waited for a container transition goes ahead once that has ended.
        for window in windows where window.rotationHeld { window.settleOrientation(animated: true) }
    }

    /// Moves this runtime's own clock `seconds` ahead as `UIApplication.advance(by:)` moves the
    /// application's: a frame at every 60 Hz step and one at the exact end. Each frame runs the
    /// timed phases and lays out the windows it hosts; the application's frames (events, the
    /// main queue, the screen) do not move with it. For a window's own runtime only.
    func advance(by seconds: TimeInterval) {
        FrameClock.advance(by: seconds, now: { clock.now }) { time in
            let previousFrame = clock.now
            if let time { clock.tick(to: time) } else { clock.tick() }
            let windows = hostedWindows
            runTimedPhases(in: windows, previousFrame: previousFrame)
            layout.run(windows, keepingRequest: true)
        }
    }
}

extension Runtime {
    /// Whether some window has been given a runtime of its own. Until one has, every object
    /// runs on the application's runtime and `of(_:)` skips its lookup, which walks up the views
    /// and controllers: a view 1 000 deep would otherwise walk its superviews on every layout
    /// request, and a controller chain its parents on every appearance callback.
    static var windowsHaveOwnRuntimes = false

    /// The runtime `lookup` finds, else the application's; the lookup runs only once some window
    /// has a runtime of its own.
    static func of(_ lookup: () -> Runtime?) -> Runtime {
        guard windowsHaveOwnRuntimes else { return .application }
        return lookup() ?? .application
    }
}

extension UIView {
    /// The runtime this view runs on: its window's, or the application's out of a window.
    var runtime: Runtime { .of { window?.hostRuntime } }
}

extension UIViewController {
    /// The runtime this controller runs on: its view's window's, else its parent's or
    /// presenter's, else the application's.
    var runtime: Runtime {
        .of { viewIfLoaded?.window?.hostRuntime ?? parentLink?.runtime ?? presentingLink?.runtime }
    }
}

extension CALayer {
    /// The runtime of the view it backs, or of its superlayer's.
    var runtime: Runtime { .of { owningView?.runtime ?? superlayer?.runtime } }
}

extension NSLayoutConstraint {
    /// The runtime of the first item's view (a guide's owning view).
    var runtime: Runtime { .of { ((firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView)?.runtime } }
}

extension UILayoutGuide {
    /// The runtime of the view that owns it.
    var runtime: Runtime { .of { owningView?.runtime } }
}

extension UIGestureRecognizer {
    /// The runtime of the view it is attached to.
    var runtime: Runtime { .of { view?.runtime } }
}

import Foundation
package import Platform

/// The application: its windows, the responder at the end of the chain, and the public face of
/// the frame loop (`FrameLoop`, whose phases each have an owner held here). A process that opens
/// no desktop window runs headless on a manual clock.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiapplication)
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The one piece of global state: everything else hangs off this object.
    public static let shared = UIApplication()

    /// Held strongly here because `UIApplication.main` creates it and nothing else would keep it.
    public var delegate: (any UIApplicationDelegate)?

    /// Windows that have been made visible and are still alive, back to front as Apple orders
    /// them: by `windowLevel`, and at equal levels in the order they were last brought to the
    /// front (made visible). As on iOS the application does not keep a window alive: its owner
    /// (the app delegate) does.
    public var windows: [UIWindow] {
        let alive = windowRefs.compactMap(\.window)
        guard alive.count > 1 else { return alive }
        // Stable: the list is in front-bringing order, which breaks ties between equal levels.
        return alive.enumerated().sorted {
            ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset)
        }.map(\.element)
    }
    public private(set) weak var keyWindow: UIWindow?

    private struct WindowRef { weak var window: UIWindow? }
    private var windowRefs: [WindowRef] = []

    let screen = UIScreen()
    weak var firstResponder: UIResponder?
    /// One frame, phase by phase, and the frame clock.
    private(set) lazy var frameLoop = FrameLoop(app: self)
    /// The frame's first phase: platform input to UIKit events.
    private(set) lazy var events = EventDispatcher(app: self)
    /// The run state as the desktop window's focus and visibility move it.
    private(set) lazy var lifecycle = AppLifecycle(app: self)
    /// Nested `beginIgnoringInteractionEvents()` calls not yet ended.
    var ignoringInteractionEvents = 0
    var networkActivityIndicatorVisible = false
    /// The app's scenes, when its Info.plist declares them.
    private(set) lazy var scenes = AppScenes(app: self)
    /// The scenes connected now: the app's one window scene, in an app with a scene manifest.
    public var connectedScenes: Set<UIScene> { Set(scenes.connected) }
    /// The sessions of the app's scenes, connected or not.
    public var openSessions: Set<UISceneSession> { Set(scenes.sessions) }
    /// Whether the scene manifest allows several scenes (the desktop connects one).
    public var supportsMultipleScenes: Bool { scenes.manifest?.supportsMultipleScenes ?? false }
    /// Whether the app is in the foreground and receiving events (`AppLifecycle` moves it).
    public internal(set) var applicationState: State = .inactive
    /// Draws the visible windows into the framebuffer the desktop window shows, once a frame.
    private(set) lazy var screenRenderer = ScreenRenderer(runtime: runtime)

    /// The owners this application's windows run on (diagnostics, the lifecycle trace).
    let runtime = Runtime()

    /// Receives every diagnostic (beyond UIKit); the default prints one line to standard error.
    /// Tests replace it to capture what UIKit would have raised or logged.
    public var diagnosticHandler: (Diagnostic) -> Void {
        get { runtime.diagnosticHandler }
        set { runtime.diagnosticHandler = newValue }
    }
    /// Whether exception-class diagnostics refuse the operation (`.report`) or trap (`.strict`);
    /// `UIKIT_STRICT=1` or `UIKIT_DEBUG=1` in the environment starts a process in those modes.
    public var diagnosticMode: DiagnosticMode {
        get { runtime.diagnosticMode }
        set { runtime.diagnosticMode = newValue }
    }
    /// Beyond UIKit: when set, every view controller callback is recorded here in call order.
    public var lifecycleTrace: LifecycleTrace? {
        get { runtime.lifecycleTrace }
        set { runtime.lifecycleTrace = newValue }
    }

    /// The application runtime's animation engine and scroll motion, which the idle checks ask.
    var animation: AnimationEngine { runtime.animation }
    var scrolling: ScrollDriver { runtime.scrolling }

    private override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// Seconds since launch at the current frame (the manual clock's time when headless).
    package var currentTime: TimeInterval { runtime.currentTime }

    /// Beyond UIKit, the Simulator's Slow Animations (`Automation.animationSpeed`).
    package var animationSpeed: Double {
        get { animation.speed }
        set { animation.speed = newValue }
    }

    /// The time animations are measured in (`AnimationEngine.now`).
    package var animationTime: TimeInterval { animation.now }

    /// Beyond UIKit, Testing SPI for snapshot libraries: runs `body` on a manual clock that
    /// starts again at zero, so an animation read at a given instant gives the same numbers, and
    /// the same pixels, however long the process has run (times far from zero round
    /// differently). Only while nothing animates; `body` must leave nothing animating.
    /// Afterwards the clock goes on from where it was, later by the time `body` took.
    @_spi(Testing) public func withClockFromZero<T>(_ body: () -> T) -> T { frameLoop.fromZero(body) }

    /// Beyond UIKit: the demo's scripts and filmstrips watch frames through this.
    package weak var frameObserver: (any FrameObserver)?
    /// Set by a `.quit` event (the window's close button, or an app asking to end).
    package var quitRequested = false
    /// Beyond UIKit: whether animations or transitions are playing; a test steps the clock until
    /// this is false to reach a settled state (a filmstrip records until then).
    public var isAnimating: Bool { animation.isBusy || scrolling.isBusy }

    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Frame loop

    /// Moves the manual clock `seconds` ahead, running a frame at every 60 Hz step and one more
    /// at the exact end when it falls between two steps: after `advance(by: 0.125)` an animation
    /// shows its state at exactly 0.125 s.
    public func advance(by seconds: TimeInterval) {
        guard acceptsDuration(seconds, of: "advance(by:)") else { return }
        frameLoop.advance(by: seconds)
    }

    /// Beyond UIKit, for async tests: `advance(by:)`, letting the main dispatch queue run what
    /// was queued on it before each frame. A Swift Testing test's main-actor code is itself an
    /// item of that queue, so `DispatchQueue.main.async` work it queues runs only when it
    /// awaits (<doc:FramesTimersAndTheMainQueue>).
    public func advanceWithMainQueue(by seconds: TimeInterval) async {
        guard acceptsDuration(seconds, of: "advanceWithMainQueue(by:)") else { return }
        await frameLoop.advanceWithMainQueue(by: seconds)
    }

    /// Beyond UIKit, for headless scripts: `advance(by:)` skipping frames with nothing to do
    /// (`Automation.advance(by:skippingIdleFrames:)`).
    package func advanceSkippingIdleFrames(by seconds: TimeInterval) {
        guard acceptsDuration(seconds, of: "advance(by:skippingIdleFrames:)") else { return }
        frameLoop.advanceSkippingIdleFrames(by: seconds)
    }

    /// Frames run so far (beyond UIKit, for tests of frame skipping).
    package var framesRun: Int { frameLoop.framesRun }

    /// One frame; returns whether any of the screen's pixels changed.
    @discardableResult
    func runFrame() -> Bool { frameLoop.run() }

    /// Queues a desktop event for the next frame.
    package func enqueue(_ event: PlatformEvent) { events.enqueue(event) }

    // MARK: Windows

    /// A window shown again draws and lays out what changed while it was hidden (layout passes
    /// skip hidden windows).
    func windowDidBecomeVisible(_ window: UIWindow) {
        orderFront(window)
        frameLoop.layout.request()
    }

    /// Puts `window` in front of the windows of its level (made visible, or made key and visible
    /// again); it is drawn anew.
    func orderFront(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WindowRef(window: window))
        window.layer.needsRender = true
    }

    func makeKey(_ window: UIWindow) {
        guard keyWindow !== window else { return }
        let old = keyWindow
        keyWindow = window
        old?.resignKey()
        window.becomeKey()
    }
}

extension UIApplication {
    /// Beyond UIKit, so the words are ours: the manual clock moves by a finite, non-negative
    /// time; infinity would run frames for ever, NaN or a negative time has no meaning.
    func acceptsDuration(_ seconds: TimeInterval, of method: String) -> Bool {
        guard
            runtime.acceptsFinite(
                seconds, name: "NSInvalidArgumentException",
                message: {
                    "\(method): seconds is not finite: \($0)"
                })
        else { return false }
        guard seconds >= 0 else {
            runtime.report(
                .exception, "\(method): seconds is negative: \(seconds.numbers)", name: "NSInvalidArgumentException")
            return false
        }
        return true
    }
}

extension Runtime {
    /// The application's runtime: the one every window runs on unless given its own, and that
    /// objects out of a window (or class-level API such as the layout engine's) report through.
    static var application: Runtime { UIApplication.shared.runtime }
}

import Foundation

/// The application: its windows, the responder at the end of the chain, and the frame loop.
/// Each frame: platform events → main-queue work (windowed) → layout → render of damaged
/// regions → present. A process that opens no desktop window runs headless on a manual clock.
@MainActor
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
    var clock = FrameClock()
    /// Platform events waiting for the next frame.
    var pendingEvents: [PlatformEvent] = []
    /// The touch the mouse is playing while a button is down.
    var activeTouch: UITouch?
    var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    var imageContexts: [UIGraphicsImageRendererContext] = []
    /// Some view asked for layout since the last frame.
    var layoutRequested = false
    /// Draws the visible windows into the framebuffer the desktop window shows, once a frame.
    let screenRenderer = ScreenRenderer()
    /// Measures text as the compositor draws it, for labels' sizes and wrapping.
    let textMeasurer = TextMeasurer()
    /// Draws images and `drawHierarchy` off screen.
    let offscreenRenderer = OffscreenRenderer()

    /// Receives every diagnostic (beyond UIKit); the default prints one line to standard error.
    /// Tests replace it to capture what UIKit would have raised or logged.
    public var diagnosticHandler: (Diagnostic) -> Void = { diagnostic in
        FileHandle.standardError.write(Data("\(diagnostic.line)\n".utf8))
    }
    /// Whether exception-class diagnostics refuse the operation (`.report`) or trap (`.strict`).
    public var diagnosticMode: DiagnosticMode = {
        let environment = ProcessInfo.processInfo.environment
        if environment["UIKIT_STRICT"] == "1" { return .strict }
        return environment["UIKIT_DEBUG"] == "1" ? .debug : .report
    }()
    /// The invariant violations the last checked frame reported, so each is reported once.
    var reportedInvariantMessages: Set<String> = []
    /// Beyond UIKit: when set, every view controller callback is recorded here in call order.
    public var lifecycleTrace: LifecycleTrace?

    /// Animations in flight, advanced every frame.
    let animator = Animator()
    /// `UIView.animate` blocks being run, innermost last; nil for `performWithoutAnimation`.
    var animationContexts: [AnimationContext?] = []
    var animationsEnabled = true

    private override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// Seconds since launch at the current frame (the manual clock's time when headless).
    package var currentTime: TimeInterval { clock.now }

    /// Beyond UIKit, the Simulator's Slow Animations: at 0.1 every animation plays ten times
    /// slower. Changing it mid-animation continues from the frame shown.
    package var animationSpeed: Double = 1 {
        didSet { animationEpoch = (clock.now, animationTime(speed: oldValue)) }
    }
    /// Frame time and animation time when the speed last changed.
    private var animationEpoch: (frame: TimeInterval, animation: TimeInterval) = (0, 0)

    /// The time animations are measured in: frame time, slowed by `animationSpeed` (exactly the
    /// frame time while the speed is 1 from launch).
    package var animationTime: TimeInterval { animationTime(speed: animationSpeed) }

    private func animationTime(speed: Double) -> TimeInterval {
        animationEpoch.animation + (clock.now - animationEpoch.frame) * speed
    }

    /// Beyond UIKit, for snapshots: runs `body` on a manual clock that starts again at zero, so
    /// an animation read at a given instant gives the same numbers, and the same pixels, however
    /// long the process has run (times far from zero round differently). Only while nothing
    /// animates; `body` must leave nothing animating. Afterwards the clock goes on from where
    /// it was, later by the time `body` took.
    package func withClockFromZero<T>(_ body: () -> T) -> T {
        guard !animator.isBusy else { return body() }
        let (savedClock, savedEpoch, savedSpeed) = (clock, animationEpoch, animationSpeed)
        clock = FrameClock()
        animationEpoch = (0, 0)
        let result = body()
        let elapsed = clock.now
        clock = savedClock
        clock.tick(to: savedClock.now + elapsed)
        // The speed may have changed inside; animation time restarts from the frame time.
        animationEpoch = animationSpeed == savedSpeed ? savedEpoch : (clock.now, clock.now)
        return result
    }

    /// Beyond UIKit: the demo's scripts and filmstrips watch frames through this.
    package weak var frameObserver: (any FrameObserver)?
    /// Set by a `.quit` event (the window's close button, or an app asking to end).
    package var quitRequested = false
    /// Beyond UIKit: whether animations or transitions are playing; a test steps the clock until
    /// this is false to reach a settled state (a filmstrip records until then).
    public var isAnimating: Bool { animator.isBusy }

    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Frame loop

    /// Moves the manual clock `seconds` ahead, running a frame at every 60 Hz step and one more
    /// at the exact end when it falls between two steps: after `advance(by: 0.125)` an animation
    /// shows its state at exactly 0.125 s.
    public func advance(by seconds: TimeInterval) {
        guard seconds > 0 else { return }
        let target = clock.now + seconds
        // Tolerance for the rounding of repeated 1/60 steps.
        let epsilon = 1e-9
        while clock.now + FrameClock.frameDuration <= target + epsilon { runFrame() }
        if target - clock.now > epsilon { runFrame(at: target) }
    }

    /// Beyond UIKit, for headless scripts: `advance(by:)`, except that frames with nothing to do
    /// (no event, animation, layout or drawing pending) are skipped: the clock jumps over them
    /// on the 60 Hz grid, so a waiting script costs a frame, not an hour of them.
    package func advanceSkippingIdleFrames(by seconds: TimeInterval) {
        guard seconds > 0 else { return }
        let target = clock.now + seconds
        let epsilon = 1e-9
        while clock.now + FrameClock.frameDuration <= target + epsilon {
            if !hasWorkPending(countingObserver: false) {
                let steps = Int(((target - clock.now) / FrameClock.frameDuration + 1e-6).rounded(.down))
                clock.skip(steps - 1)
            }
            runFrame()
        }
        if target - clock.now > epsilon { runFrame(at: target) }
    }

    /// Frames run so far (beyond UIKit, for tests of frame skipping).
    package private(set) var framesRun = 0

    /// One frame; returns whether any of the screen's pixels changed.
    @discardableResult
    func runFrame(at time: TimeInterval? = nil) -> Bool {
        framesRun += 1
        if let time { clock.tick(to: time) } else { clock.tick() }
        // Resizes queued since the last frame settle to the last one: one rotation per size
        // that lasts until a frame.
        let events = pendingEvents
        pendingEvents.removeAll()
        let lastResize = events.lastIndex { if case .resized = $0 { true } else { false } }
        for (index, event) in events.enumerated() {
            if case .resized = event, index != lastResize { continue }
            dispatch(event)
        }
        animator.advance(to: animationTime)
        // A rotation that waited for a container transition goes ahead once that has ended.
        for window in windows where window.rotationHeld { window.settleOrientation(animated: true) }
        // Walk the view trees for layout only when some view asked; an idle frame then costs a
        // flag check per window. Layout asked for during this pass waits for the next frame.
        let layoutPass = layoutRequested
        layoutRequested = false
        let windows = windows
        if layoutPass { for window in windows where !window.isHidden { window.layoutIfNeeded() } }
        // One render of the screen, every visible window by level, at this frame's animation time.
        let changed = screenRenderer.render(windows, keyWindow: keyWindow, at: animationTime)
        if diagnosticMode != .report { reportNewInvariantViolations() }
        frameObserver?.frameDidRender(at: clock.now)
        return changed
    }

    /// Queues a desktop event for the next frame.
    package func enqueue(_ event: PlatformEvent) { pendingEvents.append(event) }

    // MARK: Windows

    /// A window shown again draws and lays out what changed while it was hidden (layout passes
    /// skip hidden windows).
    func windowDidBecomeVisible(_ window: UIWindow) {
        orderFront(window)
        layoutRequested = true
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

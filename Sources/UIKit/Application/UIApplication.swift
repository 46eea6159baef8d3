import Foundation
package import Platform

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
    /// Frame time; every move is passed on to the animation engine.
    var clock = FrameClock() { didSet { animation.frameTime = clock.now } }
    /// The frame's first phase: platform input to UIKit events.
    private(set) lazy var events = EventDispatcher(app: self)
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

    /// Animation blocks, animations in flight and animation time.
    let animation = AnimationEngine()

    private override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// Seconds since launch at the current frame (the manual clock's time when headless).
    package var currentTime: TimeInterval { clock.now }

    /// Beyond UIKit, the Simulator's Slow Animations (`Automation.animationSpeed`).
    package var animationSpeed: Double {
        get { animation.speed }
        set { animation.speed = newValue }
    }

    /// The time animations are measured in (`AnimationEngine.now`).
    package var animationTime: TimeInterval { animation.now }

    /// Beyond UIKit, for snapshots: runs `body` on a manual clock that starts again at zero, so
    /// an animation read at a given instant gives the same numbers, and the same pixels, however
    /// long the process has run (times far from zero round differently). Only while nothing
    /// animates; `body` must leave nothing animating. Afterwards the clock goes on from where
    /// it was, later by the time `body` took.
    package func withClockFromZero<T>(_ body: () -> T) -> T {
        guard !animation.isBusy else { return body() }
        let (savedClock, savedEpoch, savedSpeed) = (clock, animation.epoch, animation.speed)
        clock = FrameClock()
        animation.epoch = (0, 0)
        let result = body()
        let elapsed = clock.now
        clock = savedClock
        clock.tick(to: savedClock.now + elapsed)
        // The speed may have changed inside; animation time restarts from the frame time.
        animation.epoch = animation.speed == savedSpeed ? savedEpoch : (clock.now, clock.now)
        return result
    }

    /// Beyond UIKit: the demo's scripts and filmstrips watch frames through this.
    package weak var frameObserver: (any FrameObserver)?
    /// Set by a `.quit` event (the window's close button, or an app asking to end).
    package var quitRequested = false
    /// Beyond UIKit: whether animations or transitions are playing; a test steps the clock until
    /// this is false to reach a settled state (a filmstrip records until then).
    public var isAnimating: Bool { animation.isBusy }

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

    /// Inside `runFrame`: frames do not nest (Automation's gestures check).
    private(set) var isRunningFrame = false

    /// Frames run so far (beyond UIKit, for tests of frame skipping).
    package private(set) var framesRun = 0

    /// One frame; returns whether any of the screen's pixels changed.
    @discardableResult
    func runFrame(at time: TimeInterval? = nil) -> Bool {
        framesRun += 1
        isRunningFrame = true
        defer { isRunningFrame = false }
        if let time { clock.tick(to: time) } else { clock.tick() }
        events.dispatchPending(at: clock.now)
        animation.advanceToFrame()
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
    package func enqueue(_ event: PlatformEvent) { events.enqueue(event) }

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

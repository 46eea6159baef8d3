import Foundation

/// One frame, top to bottom (DESIGN §1), each phase owned by one type that is given the frame's
/// time: platform events (`EventDispatcher`), main-queue work and due timers (`MainQueueWork`),
/// display links (`DisplayLinkDriver`), animations (`AnimationEngine`), rotations held for a
/// transition, constraints and layout (`LayoutPass`), the screen (`ScreenRenderer`), then the
/// frame observer. Headless `advance(by:)` and the windowed loop both run this frame; the
/// windowed loop only adds polling the display's events and presenting the pixels
/// (UIApplication+Run.swift). The loop moves the application runtime's clock: headless it is the
/// manual clock tests step; in a window, one 60 Hz frame per displayed frame. A window with a
/// runtime of its own is laid out and drawn here but moves on its own clock (`Runtime`).
@MainActor
final class FrameLoop {
    private unowned let app: UIApplication
    /// The application's runtime, whose clock the loop moves.
    private var runtime: Runtime { app.runtime }
    /// The runtime's layout pass, run as this frame's layout phase.
    var layout: LayoutPass { runtime.layout }
    let mainQueue = MainQueueWork()

    /// Frame time: the application runtime's clock.
    private var clock: FrameClock {
        get { runtime.clock }
        set { runtime.clock = newValue }
    }
    /// Inside `run`: frames do not nest (Automation's gestures check).
    private(set) var isRunningFrame = false
    /// Frames run so far.
    private(set) var framesRun = 0

    init(app: UIApplication) { self.app = app }

    /// One frame at the next 60 Hz step, or at `time` (at most one frame ahead); returns whether
    /// any of the screen's pixels changed.
    @discardableResult
    func run(at time: TimeInterval? = nil) -> Bool {
        framesRun += 1
        isRunningFrame = true
        defer { isRunningFrame = false }
        let previousFrame = clock.now
        if let time { clock.tick(to: time) } else { clock.tick() }
        app.events.dispatchPending(at: clock.now)
        mainQueue.run()
        let windows = app.windows
        let runtime = runtime
        runtime.runTimedPhases(in: windows.filter { $0.hostRuntime === runtime }, previousFrame: previousFrame)
        layout.run(windows)
        // One render of the screen, every visible window by level, each at its runtime's
        // animation time.
        let changed = app.screenRenderer.render(windows, keyWindow: app.keyWindow)
        if app.diagnosticMode != .report { app.reportNewInvariantViolations() }
        app.frameObserver?.frameDidRender(at: clock.now)
        return changed
    }

    /// Moves the clock `seconds` ahead, a frame at every 60 Hz step and one more at the exact
    /// end when it falls between two: after `advance(by: 0.125)` an animation shows its state
    /// at exactly 0.125 s.
    func advance(by seconds: TimeInterval) {
        FrameClock.advance(by: seconds, now: { clock.now }) { run(at: $0) }
    }

    /// `advance(by:)`, giving the main dispatch queue a turn before every frame: work queued on
    /// it before that frame runs first (see `MainQueueWork`).
    func advanceWithMainQueue(by seconds: TimeInterval) async {
        guard seconds > 0 else { return }
        let target = clock.now + seconds
        let epsilon = 1e-9
        while clock.now + FrameClock.frameDuration <= target + epsilon {
            await mainQueue.yieldToMainQueue()
            run()
        }
        if target - clock.now > epsilon {
            await mainQueue.yieldToMainQueue()
            run(at: target)
        }
    }

    /// `advance(by:)`, except that frames with nothing to do (no event, animation, layout or
    /// drawing pending) are skipped: the clock jumps over them on the 60 Hz grid, so a waiting
    /// script costs a frame, not an hour of them.
    func advanceSkippingIdleFrames(by seconds: TimeInterval) {
        guard seconds > 0 else { return }
        let target = clock.now + seconds
        let epsilon = 1e-9
        while clock.now + FrameClock.frameDuration <= target + epsilon {
            if !app.hasWorkPending(countingObserver: false) {
                let steps = Int(((target - clock.now) / FrameClock.frameDuration + 1e-6).rounded(.down))
                clock.skip(steps - 1)
            }
            run()
        }
        if target - clock.now > epsilon { run(at: target) }
    }

    /// Runs `body` on a clock that starts again at zero (see `UIApplication.withClockFromZero`);
    /// afterwards the clock goes on from where it was, later by the time `body` took.
    func fromZero<T>(_ body: () -> T) -> T {
        let animation = app.animation
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
}

import Foundation

/// One frame, top to bottom (DESIGN §1), each phase owned by one type that is given the frame's
/// time: platform events (`EventDispatcher`), main-queue work and due timers (`MainQueueWork`),
/// display links (`DisplayLinkDriver`), animations (`AnimationEngine`), rotations held for a
/// transition, constraints and layout (`LayoutPass`), the screen (`ScreenRenderer`), then the
/// frame observer. Headless `advance(by:)` and the windowed loop both run this frame; the
/// windowed loop only adds polling the display's events and presenting the pixels
/// (UIApplication+Run.swift). The loop owns the frame clock: headless it is the manual clock
/// tests step; in a window, one 60 Hz frame per displayed frame.
@MainActor
final class FrameLoop {
    private unowned let app: UIApplication
    /// The runtime's layout pass, run as this frame's layout phase.
    var layout: LayoutPass { app.runtime.layout }
    let mainQueue = MainQueueWork()

    /// Frame time; every move is passed on to the animation engine.
    private(set) var clock = FrameClock() { didSet { app.animation.frameTime = clock.now } }
    /// Inside `run`: frames do not nest (Automation's gestures check).
    private(set) var isRunningFrame = false
    /// Frames run so far.
    private(set) var framesRun = 0

    init(app: UIApplication) { self.app = app }

    /// Seconds since launch at the current frame.
    var now: TimeInterval { clock.now }

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
        app.displayLinks.run(at: clock.now, previousFrame: previousFrame)
        app.animation.advanceToFrame()
        // Scroll views move their content for this frame, before layout places what it shows.
        app.scrolling.advance(to: clock.now)
        // A rotation that waited for a container transition goes ahead once that has ended.
        let windows = app.windows
        for window in windows where window.rotationHeld { window.settleOrientation(animated: true) }
        layout.run(windows)
        // One render of the screen, every visible window by level, at this frame's animation time.
        let changed = app.screenRenderer.render(windows, keyWindow: app.keyWindow, at: app.animation.now)
        if app.diagnosticMode != .report { app.reportNewInvariantViolations() }
        app.frameObserver?.frameDidRender(at: clock.now)
        return changed
    }

    /// Moves the clock `seconds` ahead, a frame at every 60 Hz step and one more at the exact
    /// end when it falls between two: after `advance(by: 0.125)` an animation shows its state
    /// at exactly 0.125 s.
    func advance(by seconds: TimeInterval) {
        guard seconds > 0 else { return }
        let target = clock.now + seconds
        // Tolerance for the rounding of repeated 1/60 steps.
        let epsilon = 1e-9
        while clock.now + FrameClock.frameDuration <= target + epsilon { run() }
        if target - clock.now > epsilon { run(at: target) }
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

import Foundation

/// Beyond UIKit: drives the app as a person at the desktop would and reads back what the screen
/// shows — the way to write UI tests of your own app (headless, on the manual clock) and scripts
/// that play into a running window. Input goes through the queue the desktop window fills, so a
/// simulated tap is hit-tested, turned with the device and dispatched exactly like a click.
///
/// Points are screen points: the desktop window's coordinates, one point per pixel, as a click
/// gives them. With the device turned and the interface refusing to rotate they differ from the
/// window's own coordinates; `tap(identifier:)` and `screenPoint(of:)` convert for you.
///
/// Methods that run frames (`tap`, `drag`, `press`, `advance`, `settle`) step the manual clock:
/// call them from a test, not from inside a frame (a `FrameObserver`, a callback), where only
/// the queued primitives (`touchDown(at:)`, `keyDown(_:)`, …) belong.
@preconcurrency @MainActor
public struct Automation {
    let app: UIApplication

    /// Drives `UIApplication.shared`: automation has no state of its own, so any number of these act on the one app.
    public init() { app = .shared }

    // MARK: Running

    /// Launches the app with `delegate` on a screen of `screenSize` (390×844 points when nil)
    /// without opening a desktop window: calls `application(_:didFinishLaunchingWithOptions:)`
    /// and returns what it returned. Frames then run when the clock is advanced.
    public func launch(_ delegate: any UIApplicationDelegate, screenSize: CGSize? = nil) -> Bool {
        app.launch(delegate, size: screenSize)
    }

    /// Opens the desktop window at the screen's size and runs frames at 60 Hz until it closes or
    /// `quit()` is called. Throws when no window can be opened (the error says what to install
    /// or set).
    public func runInWindow() throws { try app.runWindowed() }

    /// Asks the running loop to end after this frame (the window's close button does the same).
    public func quit() { app.quitRequested = true }

    /// Whether `quit()` was called or the window closed since launch.
    public var isQuitRequested: Bool { app.quitRequested }

    // MARK: Time

    /// Seconds since launch at the current frame.
    public var currentTime: TimeInterval { app.currentTime }

    /// The Simulator's Slow Animations: at 0.1 every animation plays ten times slower.
    public var animationSpeed: Double {
        get { app.animationSpeed }
        nonmutating set { app.animationSpeed = newValue }
    }

    /// Moves the manual clock `seconds` ahead, a frame every 1/60 s (as
    /// `UIApplication.advance(by:)`). Skipping idle frames jumps over frames that have nothing
    /// to do (no input, animation, layout or drawing): the same result, much faster, for long waits.
    public func advance(by seconds: TimeInterval, skippingIdleFrames: Bool = false) {
        guard refuseInsideFrame("advance(by:)") else { return }
        if skippingIdleFrames { app.advanceSkippingIdleFrames(by: seconds) } else { app.advance(by: seconds) }
    }

    /// Runs frames until nothing animates and no input or layout is pending, at most `timeout`
    /// seconds of clock time; returns whether the app settled.
    @discardableResult
    public func settle(timeout: TimeInterval = 10) -> Bool {
        guard refuseInsideFrame("settle(timeout:)") else { return false }
        let end = app.currentTime + timeout
        while app.hasWorkPending(countingObserver: false) {
            guard app.currentTime < end - 1e-9 else { return false }
            app.advance(by: FrameClock.frameDuration)
        }
        return true
    }

    /// Runs one frame: queued input reaches the app, layout and drawing catch up.
    func runOneFrame() { app.advance(by: FrameClock.frameDuration) }

    /// Frames cannot nest: a method that runs frames, called from inside one, reports and does nothing.
    func refuseInsideFrame(_ method: String) -> Bool {
        guard app.frameLoop.isRunningFrame else { return true }
        app.report(
            .log,
            "Automation.\(method) runs frames and was called inside a frame; queue input with touchDown(at:), keyDown(_:) and the like instead."
        )
        return false
    }

    // MARK: Frames

    /// Told after every frame (one at a time; held weakly).
    public var frameObserver: (any FrameObserver)? {
        get { app.frameObserver }
        nonmutating set { app.frameObserver = newValue }
    }
}

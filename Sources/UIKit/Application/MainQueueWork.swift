import Foundation

/// The frame's second phase: work the app deferred to the main thread's run loop —
/// `DispatchQueue.main.async` and `OperationQueue.main` blocks, `RunLoop.perform` blocks and
/// Foundation `Timer`s whose fire date has passed — runs here, after the frame's events and
/// before its display links. Nothing waits: a timer not yet due fires in a later frame.
///
/// The run loop is the current thread's, the one `Timer.scheduledTimer` schedules on. On the
/// process's main thread (an app's `UIApplication.main`, windowed or headless) it is
/// `RunLoop.main`, which also drains the main dispatch queue. Main-actor code in a Swift Testing
/// test runs as one item of the main dispatch queue (the runner parks the main thread in
/// `dispatch_main`), so the queue cannot drain under it: work queued there runs when the test
/// awaits (`UIApplication.advanceWithMainQueue(by:)` gives it a turn before every frame).
@MainActor
struct MainQueueWork {
    /// A zero-timeout pass of the run loop (swift-corelibs-foundation's CFRunLoop) services one
    /// wake-up: the main queue, the timers that are due, or the run loop's own wake-up signal
    /// (which scheduling a timer or a block sends, and which does nothing). Three passes give
    /// each its turn, so main-queue work queued beside a new timer is not left for the next
    /// frame (fuzz campaign seeds 253 and 553); work they schedule in turn may wait for the next
    /// frame, as it waits for the next run-loop turn on iOS.
    private static let passes = 3

    /// Runs what is due, without blocking.
    func run() {
        for _ in 0..<Self.passes { _ = RunLoop.current.run(mode: .default, before: .distantPast) }
    }

    /// Lets the main dispatch queue run everything queued on it before this call; the caller
    /// resumes after it.
    func yieldToMainQueue() async {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { turn.resume() }
        }
    }
}

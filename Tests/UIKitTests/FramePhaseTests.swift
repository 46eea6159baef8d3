import Testing
import Foundation
import Platform
@testable import UIKit

/// One frame, phase by phase (DESIGN §1, issue 33): events, then main-queue work and due
/// timers, then display links, then animations, then constraints and layout, then rendering —
/// the same frame for `advance(by:)` and for the windowed loop.
@MainActor @Suite struct FramePhaseTests {
    /// Logs its layout passes.
    final class LayoutLogging: UIView {
        var log: CallLog?
        override func layoutSubviews() { log?.add("layoutSubviews") }
    }

    /// Defers work to the main queue from `viewDidLoad`, as apps commonly do.
    final class Deferring: UIViewController {
        let log: CallLog
        init(_ log: CallLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.add("viewDidLoad")
            DispatchQueue.main.async { [log] in log.add("DispatchQueue.main.async") }
            OperationQueue.main.addOperation { [log] in MainActor.assumeIsolated { log.add("OperationQueue.main") } }
        }
    }

    /// Work for every phase of the next frame, each logging its name when it runs: a block for
    /// the run loop, a due timer, a display link, an animation that ends in the next frame and
    /// a layout request. Returns the link, to invalidate.
    private func scheduleOnePerPhase(_ log: CallLog, in view: LayoutLogging) -> CADisplayLink {
        RunLoop.current.perform { MainActor.assumeIsolated { log.add("RunLoop.perform") } }
        let timer = Timer(timeInterval: 0, repeats: false) { _ in MainActor.assumeIsolated { log.add("Timer") } }
        RunLoop.current.add(timer, forMode: .default)
        let link = CADisplayLink { _ in log.add("CADisplayLink") }
        link.add(to: .main, forMode: .common)
        UIView.animate(
            withDuration: FrameClock.frameDuration, animations: { view.alpha = 0.5 },
            completion: { _ in log.add("animation completion") })
        view.setNeedsLayout()
        return link
    }

    private static let phases = ["RunLoop.perform", "Timer", "CADisplayLink", "animation completion", "layoutSubviews"]

    @Test func oneHeadlessFrameRunsMainQueueWorkThenDisplayLinksThenAnimationsThenLayout() {
        let window = makeKeyWindow()
        let view = LayoutLogging(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        UIApplication.shared.advance(by: FrameClock.frameDuration)
        let log = CallLog()
        view.log = log
        let link = scheduleOnePerPhase(log, in: view)
        defer { link.invalidate() }

        UIApplication.shared.advance(by: FrameClock.frameDuration)

        #expect(log.entries == Self.phases)
    }

    /// The windowed loop runs the same frame: the same phases in the same order.
    @Test func theWindowedLoopsFrameRunsTheSamePhasesInTheSameOrder() {
        let root = UIViewController()
        let app = LaunchedApp(root)
        defer { app.close() }
        let view = LayoutLogging(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(view)
        UIApplication.shared.advance(by: FrameClock.frameDuration)
        let log = CallLog()
        view.log = log
        let link = scheduleOnePerPhase(log, in: view)
        defer { link.invalidate() }
        let display = ScriptedDisplay(width: 320, height: 480, script: [[]])

        UIApplication.shared.runWindowed(on: display)

        #expect(display.presented.count == 1)
        #expect(log.entries == Self.phases)
    }

    /// A Foundation timer keeps a wall-clock fire date: one already due fires in the next frame,
    /// one due later does not fire however far the manual clock moves, and `fire()` fires it now.
    @Test func aDueTimerFiresInTheNextFrameAndTheManualClockDoesNotMoveTimers() {
        let log = CallLog()
        let due = Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in
            MainActor.assumeIsolated { log.add("due") }
        }
        let later = Timer.scheduledTimer(withTimeInterval: 3600, repeats: false) { _ in
            MainActor.assumeIsolated { log.add("later") }
        }
        defer { later.invalidate() }
        let beforeAnyFrame = log.entries

        UIApplication.shared.advance(by: FrameClock.frameDuration)
        let afterOneFrame = log.entries
        UIApplication.shared.advance(by: 7200)
        let afterTwoHours = log.entries
        later.fire()

        #expect(beforeAnyFrame == [])
        #expect(afterOneFrame == ["due"])
        #expect(!due.isValid)
        #expect(afterTwoHours == ["due"])
        #expect(log.entries == ["due", "later"])
    }

    /// Main-actor test code is itself an item of the main queue: what it queues there cannot run
    /// in a synchronous frame under it, and `await advanceWithMainQueue(by:)` gives the queue its turn before
    /// the frame.
    @Test func mainQueueWorkFromViewDidLoadRunsInTheNextFrameGivenTheMainQueue() async {
        let log = CallLog()
        let controller = Deferring(log)
        let window = makeKeyWindow()
        window.rootViewController = controller
        UIApplication.shared.advance(by: FrameClock.frameDuration)
        let afterASynchronousFrame = log.entries

        await UIApplication.shared.advanceWithMainQueue(by: FrameClock.frameDuration)

        #expect(afterASynchronousFrame == ["viewDidLoad"])
        #expect(log.entries == ["viewDidLoad", "DispatchQueue.main.async", "OperationQueue.main"])
        window.isHidden = true
    }
}

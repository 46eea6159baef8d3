import Testing
import Foundation
@testable import UIKit

/// Owners passed in (issue 33): a window given a runtime of its own runs on that runtime's clock,
/// so two headless windows can be stepped independently. What the clock drives (animations,
/// their completions, the trace's stamps, layout in the runtime's frames) follows the window's
/// runtime; the `UIView.animate` blocks and the layout pass stay shared.
@MainActor @Suite struct RuntimeClockTests {
    /// A visible window on a runtime with its own clock, and a 10-pt view in it.
    private func windowOnItsOwnClock() -> (Runtime, UIWindow, UIView) {
        let runtime = Runtime(sharingWith: .application)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), runtime: runtime)
        window.isHidden = false
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        return (runtime, window, view)
    }

    private func shownAlpha(_ view: UIView) -> Float? { view.layer.presentation()?.opacity }

    @Test func oneBlockAnimatesEachWindowOnItsOwnClockAndCompletesWhenBothHaveEnded() throws {
        let windowA = makeKeyWindow()
        let viewA = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        windowA.addSubview(viewA)
        let (runtimeB, windowB, viewB) = windowOnItsOwnClock()
        defer { windowB.isHidden = true }
        let startB = runtimeB.currentTime
        var completions: [Bool] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                viewA.alpha = 0
                viewB.alpha = 0
            }, completion: { completions.append($0) })
        UIApplication.shared.advance(by: 0.5)

        #expect(try #require(shownAlpha(viewA)).isApproximately(0.5))
        #expect(shownAlpha(viewB) == 1)
        #expect(runtimeB.currentTime == startB)

        runtimeB.advance(by: 0.25)

        #expect(try #require(shownAlpha(viewB)).isApproximately(0.75))
        #expect(try #require(shownAlpha(viewA)).isApproximately(0.5))
        #expect(abs(runtimeB.currentTime - startB - 0.25) < 1e-9)

        UIApplication.shared.advance(by: 0.5)

        #expect(shownAlpha(viewA) == 0)
        #expect(try #require(shownAlpha(viewB)).isApproximately(0.75))
        #expect(completions.isEmpty)

        runtimeB.advance(by: 0.75)

        #expect(shownAlpha(viewB) == 0)
        #expect(completions == [true])
        _ = windowA
    }

    /// Logs each layout pass.
    final class Counting: UIView {
        var passes = 0
        override func layoutSubviews() { passes += 1 }
    }

    @Test func aWindowsOwnFramesLayItOutAndLeaveTheApplicationsWindowsToTheApplicationsFrames() {
        let windowA = makeKeyWindow()
        let viewA = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        windowA.addSubview(viewA)
        let (runtimeB, windowB, _) = windowOnItsOwnClock()
        defer { windowB.isHidden = true }
        let viewB = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        windowB.addSubview(viewB)
        UIApplication.shared.advance(by: FrameClock.frameDuration)
        (viewA.passes, viewB.passes) = (0, 0)

        viewA.setNeedsLayout()
        viewB.setNeedsLayout()
        runtimeB.advance(by: FrameClock.frameDuration)

        #expect((viewA.passes, viewB.passes) == (0, 1))

        UIApplication.shared.advance(by: FrameClock.frameDuration)

        #expect((viewA.passes, viewB.passes) == (1, 1))
    }

    /// Appears on screen, as the trace shows.
    final class Screen: UIViewController {}

    @Test func aWindowsOwnRuntimeStampsItsTraceWithItsOwnClock() {
        let (runtimeB, windowB, _) = windowOnItsOwnClock()
        defer { windowB.isHidden = true }
        // Ten seconds ahead of the application's clock, however long the process has run.
        let applicationTime = UIApplication.shared.currentTime
        runtimeB.clock.tick(to: applicationTime + 10)
        let trace = LifecycleTrace()
        runtimeB.lifecycleTrace = trace

        windowB.rootViewController = Screen()
        UIApplication.shared.advance(by: FrameClock.frameDuration)

        let times = Set(trace.events.map(\.time))
        #expect(!trace.events.isEmpty)
        #expect(times == [runtimeB.currentTime])
        #expect(runtimeB.currentTime == applicationTime + 10)
    }
}

extension Float {
    fileprivate func isApproximately(_ other: Float) -> Bool { abs(self - other) < 1e-4 }
}

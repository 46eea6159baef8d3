import Testing
import Foundation
@testable import UIKit

/// `CADisplayLink` in the frame loop: once per frame, with the frame clock's times (the manual
/// clock headless), never the wall clock.
@MainActor @Suite struct DisplayLinkTests {
    /// Each call's (timestamp, targetTimestamp), relative to `start`.
    @MainActor final class Calls {
        let start = UIApplication.shared.currentTime
        var times: [(timestamp: Double, target: Double)] = []
        func record(_ link: CADisplayLink) { times.append((link.timestamp - start, link.targetTimestamp - start)) }
        /// In sixtieths of a second, rounded to a millionth of one, for exact comparison.
        var frames: [[Double]] {
            times.map { [($0.timestamp * 60 * 1e6).rounded() / 1e6, ($0.target * 60 * 1e6).rounded() / 1e6] }
        }
    }

    private func added(_ calls: Calls) -> CADisplayLink {
        let link = CADisplayLink { calls.record($0) }
        link.add(to: .main, forMode: .default)
        return link
    }

    @Test func aLinkFiresOncePerFrameWithTimesOfTheManualClock() {
        let calls = Calls()
        let link = added(calls)
        defer { link.invalidate() }

        UIApplication.shared.advance(by: 3 * FrameClock.frameDuration)
        UIApplication.shared.advance(by: FrameClock.frameDuration / 2)

        #expect(calls.frames == [[0, 1], [1, 2], [2, 3], [3, 3.5]])
        #expect(link.duration == FrameClock.frameDuration)
    }

    @Test func aLinkNotAddedToARunLoopNeverFires() {
        let calls = Calls()
        let link = CADisplayLink { calls.record($0) }

        UIApplication.shared.advance(by: 2 * FrameClock.frameDuration)

        #expect(calls.times.isEmpty)
        #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
    }

    /// A paused link skips frames; unpaused, its next call counts from the frame before it.
    @Test func aPausedLinkSkipsFramesAndResumesFromTheFrameBefore() {
        let calls = Calls()
        let link = added(calls)
        defer { link.invalidate() }

        UIApplication.shared.advance(by: FrameClock.frameDuration)
        link.isPaused = true
        UIApplication.shared.advance(by: 2 * FrameClock.frameDuration)
        link.isPaused = false
        UIApplication.shared.advance(by: FrameClock.frameDuration)

        #expect(calls.frames == [[0, 1], [3, 4]])
    }

    /// Invalidated, a link never fires again, even added again, and lets go of its handler.
    @Test func anInvalidatedLinkNeverFiresAgainAndReleasesItsHandler() {
        final class Target {}
        let calls = Calls()
        var target: Target? = Target()
        weak let released = target
        let link = CADisplayLink { [target] link in
            _ = target
            calls.record(link)
        }
        target = nil
        link.add(to: .main, forMode: .default)
        UIApplication.shared.advance(by: FrameClock.frameDuration)

        link.invalidate()
        link.add(to: .main, forMode: .default)
        UIApplication.shared.advance(by: 2 * FrameClock.frameDuration)

        #expect(calls.frames == [[0, 1]])
        #expect(released == nil)
    }

    /// Taken out of one of its two modes it still fires; out of the last, it stops.
    @Test func aLinkFiresWhileAddedInSomeMode() {
        let calls = Calls()
        let link = added(calls)
        defer { link.invalidate() }
        link.add(to: .main, forMode: .common)

        link.remove(from: .main, forMode: .default)
        UIApplication.shared.advance(by: FrameClock.frameDuration)
        link.remove(from: .main, forMode: .common)
        UIApplication.shared.advance(by: FrameClock.frameDuration)

        #expect(calls.frames == [[0, 1]])
    }

    /// A lower rate is rounded to the nearest whole fraction of the 60 Hz display, as iOS picks
    /// a factor of the display's rate (Apple's `preferredFramesPerSecond` documentation).
    @Test func aPreferredRateBelowTheDisplaysFiresEveryNthFrame() {
        let calls = Calls()
        let link = added(calls)
        defer { link.invalidate() }
        link.preferredFramesPerSecond = 22

        UIApplication.shared.advance(by: 7 * FrameClock.frameDuration)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)
        UIApplication.shared.advance(by: 6 * FrameClock.frameDuration)

        #expect(calls.frames == [[0, 1], [1, 4], [4, 7], [7, 10], [10, 12]])
        #expect(link.preferredFrameRateRange.preferred == 30)
        #expect(link.preferredFramesPerSecond == 30)
    }
}

import Foundation

/// Time as the frame loop sees it. Headless it only moves when told
/// (`UIApplication.advance(by:)`): whole 60 Hz frames, and a last shorter frame when the time
/// asked for ends between two, so any instant of an animation is reproducible. With a window it
/// moves one 60 Hz frame per displayed frame.
struct FrameClock {
    static let frameDuration: TimeInterval = 1.0 / 60

    /// Seconds since launch at the current frame: whole frames counted from the last time set
    /// exactly, so rounding does not build up over many frames.
    var now: TimeInterval { base + Double(frames) / 60 }
    private var base: TimeInterval = 0
    private var frames = 0

    mutating func tick() { frames += 1 }

    /// Moves `count` whole frames ahead without running them (idle frames skipped headless).
    mutating func skip(_ count: Int) { frames += max(0, count) }

    /// Moves to `time`, which is at most one frame ahead.
    mutating func tick(to time: TimeInterval) {
        base = max(now, time)
        frames = 0
    }

    /// Runs `frame` at every 60 Hz step within `seconds` of `now()` (given nil: the next step)
    /// and once more at the exact end when it falls between two steps (given that time); each
    /// `frame` moves the clock `now()` reads.
    static func advance(
        by seconds: TimeInterval, now: () -> TimeInterval, frame: (TimeInterval?) -> Void
    ) {
        guard seconds > 0 else { return }
        let target = now() + seconds
        // Tolerance for the rounding of repeated 1/60 steps.
        let epsilon = 1e-9
        while now() + frameDuration <= target + epsilon { frame(nil) }
        if target - now() > epsilon { frame(target) }
    }
}

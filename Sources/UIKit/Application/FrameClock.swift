import Foundation

/// Time as the frame loop sees it. Headless it only moves when told
/// (`UIApplication.advance(by:)`): whole 60 Hz frames, and a last shorter frame when the time
/// asked for ends between two, so any instant of an animation is reproducible. With a window it
/// moves one 60 Hz frame per displayed frame.
struct FrameClock {
    static let frameDuration: TimeInterval = 1.0 / 60

    /// Seconds since launch at the current frame.
    private(set) var now: TimeInterval = 0

    mutating func tick() { now += Self.frameDuration }

    /// Moves to `time`, which is at most one frame ahead.
    mutating func tick(to time: TimeInterval) { now = max(now, time) }
}

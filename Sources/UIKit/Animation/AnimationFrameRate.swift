import Foundation

/// `.preferredFramesPerSecond30` on our 60 Hz loop: an animation shows a new value only at whole
/// steps of 1/30 s from its start, so its presentation value changes every second frame.
enum AnimationFrameRate {
    /// The time into the animation whose value is shown `elapsed` seconds in: the last whole
    /// step of `interval`, or `elapsed` itself at the loop's full rate (`interval` nil).
    static func shownElapsed(_ elapsed: TimeInterval, every interval: TimeInterval?) -> TimeInterval {
        guard let interval, elapsed > 0 else { return elapsed }
        // Frame times are sums of 1/60 steps: a step boundary may come a rounding error early.
        return (elapsed / interval + 1e-6).rounded(.down) * interval
    }
}

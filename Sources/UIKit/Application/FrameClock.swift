import Foundation

/// Time as the frame loop sees it: whole 60 Hz frames. Headless it only moves when told
/// (`UIApplication.advance(by:)`), so every frame is reproducible; with a window it follows the
/// wall clock.
struct FrameClock {
    static let frameDuration: TimeInterval = 1.0 / 60

    /// Seconds since launch at the current frame.
    private(set) var now: TimeInterval = 0
    private(set) var frameNumber = 0

    mutating func tick() {
        frameNumber += 1
        now = TimeInterval(frameNumber) * Self.frameDuration
    }
}

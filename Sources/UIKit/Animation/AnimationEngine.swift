import Foundation

/// The animation engine of one runtime: the animations in flight and animation time — its frame
/// time slowed by `speed` (the Simulator's Slow Animations). The runtime passes each move of its
/// clock in and the frame then advances the animations to it; nothing here reads a clock of its
/// own, so any instant is reproducible. The blocks that start animations are the thread's
/// (`AnimationBlocks`).
@MainActor
final class AnimationEngine {
    let animator = Animator()

    /// The current frame's time, set by the runtime whenever its clock moves.
    var frameTime: TimeInterval = 0

    /// At 0.1 every animation plays ten times slower. Changing it mid-animation continues from
    /// the frame shown.
    var speed: Double = 1 {
        didSet { epoch = (frameTime, time(speed: oldValue)) }
    }
    /// Frame time and animation time when the speed last changed (reset with the clock).
    var epoch: (frame: TimeInterval, animation: TimeInterval) = (0, 0)

    /// The time animations are measured in at the current frame: exactly the frame time while
    /// the speed has been 1 since the clock started.
    var now: TimeInterval { time(speed: speed) }

    private func time(speed: Double) -> TimeInterval { epoch.animation + (frameTime - epoch.frame) * speed }

    /// Animations in flight or completions waiting: frames have something to show.
    var isBusy: Bool { animator.isBusy }

    /// Moves every animation to the current frame's time: finished ones end, completions run.
    func advanceToFrame() { animator.advance(to: now) }
}

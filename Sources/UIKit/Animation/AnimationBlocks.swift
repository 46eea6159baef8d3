import Foundation

/// The `UIView.animate` blocks being run on the main thread, innermost last, and the time lines
/// blocks started now attach to. Like Core Animation's transactions they belong to the thread,
/// not to a window: a block that changes views in two windows animates both, each on its
/// window's clock (`AnimationContext.begin(on:)`). Every runtime of the application shares one.
@MainActor
final class AnimationBlocks {
    /// `UIView.animate` blocks being run, innermost last; nil for `performWithoutAnimation`.
    var contexts: [AnimationContext?] = []
    /// Time lines that blocks started now attach their animations to, innermost last
    /// (`run(on:_:)`).
    var timelines: [AnimationTimeline] = []
    /// `UIView.setAnimationsEnabled(_:)`.
    var isEnabled = true

    /// The innermost block being run, nil outside one, inside `performWithoutAnimation` or with
    /// animations disabled.
    var currentContext: AnimationContext? { isEnabled ? contexts.last ?? nil : nil }

    /// The time line a block started now plays on: the innermost `run(on:)`'s, else the
    /// enclosing block's.
    var currentTimeline: AnimationTimeline? { timelines.last ?? currentContext?.timeline }

    /// Runs `body` with every animation block started inside it attached to `timeline`.
    func run<T>(on timeline: AnimationTimeline, _ body: () throws -> T) rethrows -> T {
        timelines.append(timeline)
        defer { timelines.removeLast() }
        return try body()
    }
}

import Foundation

/// Beyond UIKit: something that acts once per frame after rendering, on either clock — a script
/// playing input into a running window, a recorder of frames. Set it with
/// `Automation().frameObserver`.
@preconcurrency @MainActor
public protocol FrameObserver: AnyObject {
    /// The frame at `time` has been laid out and rendered; input queued now reaches the next one.
    func frameDidRender(at time: TimeInterval)
    /// Keeps frames coming while true, even when nothing moves (a script waiting out a pause).
    var needsFrames: Bool { get }
}

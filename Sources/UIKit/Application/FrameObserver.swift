import Foundation

/// Beyond UIKit, inside this package only: something that acts once per frame after rendering
/// (the demo's script runner and filmstrip recorder), on either clock.
@MainActor
package protocol FrameObserver: AnyObject {
    /// The frame at `time` has been laid out and rendered; events queued now reach the next one.
    func frameDidRender(at time: TimeInterval)
    /// Keeps frames coming while true, even when nothing moves (a script waiting out a pause).
    var needsFrames: Bool { get }
}

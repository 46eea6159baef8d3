import Compositor

/// What UIKit's frame loop runs on: a surface that hands over platform events, shows frames and
/// keeps the time frames are paced by. The SDL window is one; a test stands in its own, so the
/// loop runs without a display and frames fall due when the test says, not by the wall clock.
@MainActor
package protocol PlatformDisplay: AnyObject {
    /// The drawable size in pixels.
    var size: (width: Int, height: Int) { get }
    /// Seconds on a clock that only moves forward; the loop paces its 60 Hz frames by it.
    var now: Double { get }
    /// Waits up to `timeout` seconds for the first event, then returns it with any others pending.
    func waitEvents(timeout: Double) -> [PlatformEvent]
    /// Shows a frame.
    func present(_ framebuffer: Framebuffer)
    /// Takes a new shape, as a turned device does. Where a window manager is asked, the new size
    /// may come back as `.resized`.
    func resize(width: Int, height: Int)
}

import Foundation
import Compositor

/// What the screen shows, as an image: the pixels the desktop window presents (the turned
/// device, the status strip and every visible window included).
extension Automation {
    /// The screen as drawn by the last frame; nil before the first frame has drawn a window.
    public func screenshot() -> UIImage? {
        guard let framebuffer = (app.keyWindow ?? app.windows.last { !$0.isHidden })?.renderer?.framebuffer
        else { return nil }
        return UIImage(bitmap: RenderImage(framebuffer))
    }
}

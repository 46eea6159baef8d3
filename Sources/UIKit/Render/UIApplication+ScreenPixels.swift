import Foundation
import Compositor

extension UIApplication {
    /// A copy of the pixels the last frame put on the screen, without drawing anything new;
    /// nil before a frame has drawn a visible window.
    func lastFrameImage() -> RenderImage? {
        guard screenRenderer.isShowingAnyWindow, let framebuffer = screenRenderer.framebuffer else { return nil }
        return RenderImage(framebuffer)
    }
}

extension UIWindow {
    /// Beyond UIKit, for tests: the renderer of the screen this window was drawn on
    /// in the last frame; its framebuffer holds what the screen shows (every visible window by
    /// level), not this window alone. Nil while the window is not on screen.
    package var renderer: Renderer? {
        let screen = UIApplication.shared.screenRenderer
        return screen.isShowing(self) ? screen.renderer : nil
    }
}

import Foundation
import Compositor

extension UIApplication {
    /// Beyond UIKit, for screenshots (the Automation API, the demo's filmstrips): a copy of the
    /// pixels the screen shows — every visible window by level, status strips included —
    /// brought up to date first; nil while no window is visible or the renderer cannot start.
    package func screenImage() -> RenderImage? {
        screenRenderer.render(windows, keyWindow: keyWindow, at: animationTime)
        guard screenRenderer.isShowingAnyWindow, let framebuffer = screenRenderer.framebuffer else { return nil }
        return RenderImage(framebuffer)
    }
}

extension UIApplication {
    /// A copy of the pixels the last frame put on the screen, without drawing anything new;
    /// nil before a frame has drawn a visible window.
    func lastFrameImage() -> RenderImage? {
        guard screenRenderer.isShowingAnyWindow, let framebuffer = screenRenderer.framebuffer else { return nil }
        return RenderImage(framebuffer)
    }
}

extension UIWindow {
    /// Beyond UIKit, for tests and the demo: the renderer of the screen this window was drawn on
    /// in the last frame; its framebuffer holds what the screen shows (every visible window by
    /// level), not this window alone. Nil while the window is not on screen.
    package var renderer: Renderer? {
        let screen = UIApplication.shared.screenRenderer
        return screen.isShowing(self) ? screen.renderer : nil
    }
}

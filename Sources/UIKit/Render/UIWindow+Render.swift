import Foundation
import Compositor

extension UIWindow {
    /// The 20 pt status strip over the content of a window with a root controller: the time
    /// (always 9:41, so renders are reproducible) and a battery, in the colour the controllers
    /// resolve; nil while they hide it.
    func statusStrip() -> RenderNode? {
        guard let decider = rootViewController?.topFullScreenController else { return nil }
        let (style, hidden) = decider.resolvedStatusBar
        guard !hidden else { return nil }
        let color: RenderColor = style == .lightContent ? .white : .black
        var time = RenderNode(frame: CGRect(x: 0, y: 0, width: bounds.width, height: Self.statusStripHeight))
        time.text = TextContent("9:41", fontSize: 12, face: .bold, color: color, alignment: .center)
        var battery = RenderNode(frame: CGRect(x: bounds.width - 34, y: 6, width: 22, height: 9))
        battery.borderWidth = 1
        battery.borderColor = color
        battery.cornerRadius = 2
        battery.children = [RenderNode(frame: CGRect(x: 2, y: 2, width: 14, height: 5), backgroundColor: color)]
        var strip = RenderNode(frame: CGRect(x: 0, y: 0, width: bounds.width, height: Self.statusStripHeight))
        strip.children = [time, battery]
        return strip
    }

    /// Brings the window's pixels up to date; returns whether any pixel changed.
    @discardableResult
    func renderIfNeeded() -> Bool {
        let (width, height) = framebufferSize
        if renderer == nil {
            do {
                renderer = try Renderer(width: width, height: height)
            } catch {
                UIApplication.shared.report(.log, "\(error)")
                return false
            }
        }
        guard let renderer else { return false }
        if renderer.framebuffer.width != width || renderer.framebuffer.height != height {
            try? renderer.resize(width: width, height: height)
            layer.needsRender = true
        }
        let strip = statusStrip()
        if strip != renderedStrip { layer.needsRender = true }
        guard layer.needsRender else { return false }
        layer.needsRender = false
        renderedStrip = strip
        return !renderer.render(screenNode(strip: strip)).isEmpty
    }

    /// What the screen shows, in screen coordinates: the window's frame places it on the
    /// screen, not inside its framebuffer; its transform turns an interface that does not
    /// follow the device; the status strip lies over it.
    func screenNode(strip: RenderNode?) -> RenderNode {
        var root = layer.renderNode(at: UIApplication.shared.animationTime)
        root.position = CGPoint(
            x: root.position.x - Double(screenFrame.minX), y: root.position.y - Double(screenFrame.minY))
        root.isHidden = false
        if let strip { root.children.append(strip) }
        return root
    }
}

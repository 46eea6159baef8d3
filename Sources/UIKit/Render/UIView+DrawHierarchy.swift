import Foundation
import Compositor

extension UIView {
    /// Draws the view and its subviews as they look on screen (a hidden view draws nothing, as
    /// Apple documents "as visible onscreen"), scaled into `rect` of the current
    /// image renderer context. Works for views in no window. Returns false outside a context.
    /// A window draws its whole screen: turned when its interface does not follow the device,
    /// with the status strip it shows (the pixels its desktop window shows).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = Runtime.application.imageContexts.last else { return false }
        if afterUpdates { layoutIfNeeded() }
        // Drawn as the screen shows it now.
        let time = runtime.animation.now
        var node: RenderNode
        var size = bounds.size
        if let window = self as? UIWindow {
            size = window.screenSize
            node = RenderNode(frame: CGRect(origin: .zero, size: size))
            node.children = [window.screenNode(strip: window.statusStrip(), origin: window.screenOrigin, at: time)]
            node.isHidden = window.isHidden
        } else {
            node = layer.renderNode(at: time)
        }
        let sx = size.width == 0 ? 1 : Double(rect.width / size.width)
        let sy = size.height == 0 ? 1 : Double(rect.height / size.height)
        node.anchorPoint = CGPoint(x: 0, y: 0)
        node.position = rect.origin
        node.transform = .scale(sx, sy)
        context.drawing.add(node)
        return true
    }
}

import Foundation
import Compositor

/// Settings of an image renderer; images are always scale 1 here.
@MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat = 1
    open var opaque = false

    public override init() { super.init() }
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context an `image { context in … }` block receives. Views draw into it with
/// `drawHierarchy(in:afterScreenUpdates:)`.
@MainActor
open class UIGraphicsImageRendererContext: NSObject {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect
    var nodes: [RenderNode] = []

    init(format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        self.format = format
        self.bounds = bounds
    }

    /// What has been drawn so far.
    open var currentImage: UIImage { UIGraphicsImageRenderer.render(nodes, bounds: bounds) }
}

/// Renders drawing (view hierarchies) to a `UIImage`, through the same compositor that draws
/// windows, so the pixels are the ones the screen shows.
@MainActor
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size)) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format, bounds: bounds)
        UIApplication.shared.imageContexts.append(context)
        actions(context)
        UIApplication.shared.imageContexts.removeLast()
        return context.currentImage
    }

    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    static func render(_ nodes: [RenderNode], bounds: CGRect) -> UIImage {
        let width = max(1, Int(bounds.width.rounded(.up))), height = max(1, Int(bounds.height.rounded(.up)))
        var root = RenderNode(
            position: CGPoint(x: Double(width) / 2, y: Double(height) / 2),
            bounds: CGRect(x: bounds.minX, y: bounds.minY, width: CGFloat(width), height: CGFloat(height)))
        root.children = nodes
        do {
            let renderer = try UIApplication.shared.offscreenRenderer(width: width, height: height)
            renderer.render(root)
            return UIImage(bitmap: RenderImage(renderer.framebuffer))
        } catch {
            UIApplication.shared.report(.log, "\(error)")
            return UIImage(
                bitmap: RenderImage(
                    width: width, height: height,
                    premultipliedPixels: [UInt32](repeating: 0, count: width * height)))
        }
    }
}

extension UIView {
    /// Draws the view and its subviews as they look on screen (a hidden view draws nothing, as
    /// Apple documents "as visible onscreen"), scaled into `rect` of the current
    /// image renderer context. Works for views in no window. Returns false outside a context.
    /// A window draws its whole screen: turned when its interface does not follow the device,
    /// with the status strip it shows (the pixels its desktop window shows).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIApplication.shared.imageContexts.last else { return false }
        if afterUpdates { layoutIfNeeded() }
        var node: RenderNode
        var size = bounds.size
        if let window = self as? UIWindow {
            size = window.screenSize
            node = RenderNode(frame: CGRect(origin: .zero, size: size))
            node.children = [window.screenNode(strip: window.statusStrip())]
            node.isHidden = window.isHidden
        } else {
            node = layer.renderNode()
        }
        let sx = size.width == 0 ? 1 : Double(rect.width / size.width)
        let sy = size.height == 0 ? 1 : Double(rect.height / size.height)
        node.anchorPoint = CGPoint(x: 0, y: 0)
        node.position = rect.origin
        node.transform = .scale(sx, sy)
        context.nodes.append(node)
        return true
    }
}

import Foundation
internal import CPixman

/// Renders a render tree into a framebuffer, recompositing only what changed since the last
/// frame: an unchanged tree touches no pixel. Headless rendering is this object on its own;
/// a window shows its framebuffer.
@MainActor
public final class Renderer {
    /// Where Debian's fonts-dejavu-core installs DejaVuSans.
    public static let defaultFontDirectory = "/usr/share/fonts/truetype/dejavu"

    public private(set) var framebuffer: Framebuffer
    /// The pixels recomposited by the last `render(_:)`.
    public private(set) var lastDamage: Damage = .none
    /// What pixels no node covers show.
    public var clearColor: RenderColor = .clear {
        didSet { if clearColor != oldValue { invalidate() } }
    }

    private var tracker = DamageTracker()
    private let painter: Painter

    /// Throws, naming the Debian package to install, when the fonts or SDL_ttf are missing.
    public init(width: Int, height: Int, fontDirectory: String = Renderer.defaultFontDirectory) throws {
        framebuffer = try Framebuffer(width: width, height: height)
        painter = Painter(text: try TextRasterizer(directory: fontDirectory))
    }

    /// A new framebuffer of the given size; the next render redraws everything.
    public func resize(width: Int, height: Int) throws {
        guard width != framebuffer.width || height != framebuffer.height else { return }
        framebuffer = try Framebuffer(width: width, height: height)
        invalidate()
    }

    /// Forgets the previous frame so the next render redraws every pixel.
    public func invalidate() { tracker.reset() }

    /// Brings the framebuffer up to date with `root` and returns the recomposited area.
    @discardableResult
    public func render(_ root: RenderNode) -> Damage {
        let damage = tracker.update(root: root, frame: framebuffer.bounds)
        guard !damage.isEmpty else {
            lastDamage = .none
            return .none
        }
        let target = PaintTarget(image: framebuffer.image, width: framebuffer.width, height: framebuffer.height)
        let clear = Painter.solid(clearColor)
        pixman_image_set_clip_region32(target.image, damage.raw)
        let extents = damage.extents
        pixman_image_composite32(PIXMAN_OP_SRC, clear, nil, target.image, 0, 0, 0, 0,
                                 Int32(extents.x), Int32(extents.y), Int32(extents.width), Int32(extents.height))
        pixman_image_unref(clear)
        painter.paint(root, parent: .identity, target: target, clip: damage)
        pixman_image_set_clip_region32(target.image, nil)
        lastDamage = Damage(rects: damage.rects)
        return lastDamage
    }

    /// The size of one line of text as the compositor draws it.
    public func size(of text: TextContent) -> CGSize { painter.text.size(of: text) }
}

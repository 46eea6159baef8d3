import Foundation
@_implementationOnly import CPixman

/// Renders a render tree into a framebuffer, recompositing only what changed since the last
/// frame: an unchanged tree touches no pixel, and a scrolled view's unchanged content is moved
/// by a copy of its pixels. Headless rendering is this object on its own;
/// a window shows its framebuffer.
@MainActor
public final class Renderer {
    /// Where Debian's fonts-dejavu-core installs DejaVuSans.
    public static let defaultFontDirectory = "/usr/share/fonts/truetype/dejavu"

    public private(set) var framebuffer: Framebuffer
    /// What the last `render(_:)` changed: the pixels it recomposited and the ones it copied.
    public private(set) var lastDamage: Damage = .none
    /// Whether a view scrolled by whole pixels has its unchanged content moved by copying the
    /// previous frame's pixels instead of recomposited (Damage/ScrollCopy.swift). The frame is
    /// the same either way; turning it off is for measuring what the copy saves.
    public var copiesScrolledContent: Bool {
        get { tracker.copiesScrolledContent }
        set { tracker.copiesScrolledContent = newValue }
    }
    /// What pixels no node covers show.
    public var clearColor: RenderColor = .clear {
        didSet { if clearColor != oldValue { invalidate() } }
    }
    /// How many threads share a large repaint, each taking a band of the damage. The result is
    /// the same pixels whatever the count; 1 paints on the calling thread only.
    public var threadCount: Int

    private var tracker = DamageTracker()
    private let flatLayers = FlatLayerCache()
    private let text: TextRasterizer
    /// Below this many damaged pixels a second thread costs more than it saves.
    private static let parallelThreshold = 96 * 1024

    /// Throws, naming the Debian package to install, when the fonts or SDL_ttf are missing.
    public init(width: Int, height: Int, fontDirectory: String = Renderer.defaultFontDirectory) throws {
        framebuffer = try Framebuffer(width: width, height: height)
        text = try TextRasterizer(directory: fontDirectory)
        threadCount = min(2, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// A new framebuffer of the given size; the next render redraws everything.
    public func resize(width: Int, height: Int) throws {
        guard width != framebuffer.width || height != framebuffer.height else { return }
        framebuffer = try Framebuffer(width: width, height: height)
        invalidate()
    }

    /// Forgets the previous frame so the next render redraws every pixel.
    public func invalidate() { tracker.reset() }

    /// Brings the framebuffer up to date with `root` and returns what changed: every pixel a
    /// window must present again is in the result's `rects`.
    @discardableResult
    public func render(_ root: RenderNode) -> Damage {
        let update = tracker.update(root: root, frame: framebuffer.bounds)
        // The copies move the previous frame's pixels, so they go first; the repaint then
        // draws over whatever they brought that is out of date.
        for copy in update.copies { framebuffer.move(copy) }
        let damage = update.repaint
        lastDamage = Damage(repainted: damage.rects, copies: update.copies)
        guard !damage.isEmpty else { return lastDamage }
        // A backdrop reads pixels other bands would paint, so such a frame is one band and the
        // threads share the blur instead.
        let bands = damage.area >= Self.parallelThreshold && !tracker.damagesBackdrop ? threadCount : 1
        let job = PaintJob(
            painter: Painter(textMasks: text.masks(for: root), flatLayers: flatLayers, blurThreads: threadCount),
            root: root, clearColor: clearColor,
            pixels: framebuffer.pixels, width: framebuffer.width, height: framebuffer.height,
            bands: Self.split(damage, into: bands))
        if job.bands.count == 1 {
            job.paint(band: 0)
        } else {
            DispatchQueue.concurrentPerform(iterations: job.bands.count) { job.paint(band: $0) }
        }
        flatLayers.endFrame()
        return lastDamage
    }

    /// The size of one line of text as the compositor draws it.
    public func size(of content: TextContent) -> CGSize { text.size(of: content) }

    /// Cuts the damage into horizontal bands of about equal area.
    private static func split(_ damage: Region, into count: Int) -> [Region] {
        guard count > 1 else { return [damage] }
        let extents = damage.extents
        let total = damage.area
        var bands: [Region] = []
        var top = extents.y
        for index in 1..<count {
            // The lowest row whose band above holds index/count of the area.
            let goal = total * index / count
            var low = top, high = extents.maxY
            while low < high {
                let mid = (low + high) / 2
                if damage.area(above: mid) < goal { low = mid + 1 } else { high = mid }
            }
            let band = damage.copy()
            band.intersect(PixelRect(x: extents.x, y: top, width: extents.width, height: low - top))
            bands.append(band)
            top = low
        }
        let last = damage.copy()
        last.intersect(PixelRect(x: extents.x, y: top, width: extents.width, height: extents.maxY - top))
        bands.append(last)
        return bands.filter { !$0.isEmpty }
    }
}

/// One frame's repaint, shareable across threads: each band is painted through its own pixman
/// view of the framebuffer (clip state is per image) and the bands never overlap.
private struct PaintJob: @unchecked Sendable {
    let painter: Painter
    let root: RenderNode
    let clearColor: RenderColor
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    let bands: [Region]

    func paint(band index: Int) {
        let clip = bands[index]
        guard
            let image = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels,
                Int32(width * 4))
        else { return }
        defer { pixman_image_unref(image) }
        let extents = clip.extents
        let clear = Painter.solid(clearColor)
        pixman_image_set_clip_region32(image, clip.raw)
        pixman_image_composite32(
            PIXMAN_OP_SRC, clear, nil, image, 0, 0, 0, 0,
            Int32(extents.x), Int32(extents.y), Int32(extents.width), Int32(extents.height))
        pixman_image_unref(clear)
        painter.paint(
            root, parent: .identity, target: PaintTarget(image: image, width: width, height: height), clip: clip)
    }
}

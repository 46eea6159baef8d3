import Foundation
@_implementationOnly import CSDL2
@_implementationOnly import CPixman

/// Turns lines of text into A8 coverage masks with SDL_ttf and DejaVu fonts loaded by explicit
/// path. Masks are sized to the node's bounds, so text is clipped to its box under any transform.
@MainActor
final class TextRasterizer {
    /// A8 coverage of the visible part of one text node's line: the rendered text cut to the
    /// node's box, at (`x`, `y`) in that box. Written once while rasterizing, then only read, so
    /// render threads may share it; each draw wraps the bytes in a pixman image of its own.
    final class Mask: @unchecked Sendable {
        let x: Int
        let y: Int
        let width: Int
        let height: Int
        /// Row length in bytes, a multiple of 4 as pixman requires.
        let stride: Int
        let bytes: UnsafeMutablePointer<UInt8>

        init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            stride = (width + 3) & ~3
            bytes = .allocate(capacity: stride * height)
            bytes.initialize(repeating: 0, count: stride * height)
        }

        deinit { bytes.deallocate() }

        /// A new pixman view of the coverage; the caller unrefs it.
        func makeImage() -> OpaquePointer? {
            pixman_image_create_bits(
                PIXMAN_a8, Int32(width), Int32(height),
                UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self), Int32(stride))
        }
    }

    /// Which mask a text node needs.
    struct MaskKey: Hashable, Sendable {
        let string: String, size: Int32, face: FontFace, alignment: TextAlignment, width: Int, height: Int

        init(_ text: TextContent, in bounds: CGRect) {
            string = text.string
            size = TextRasterizer.pixelSize(text.fontSize)
            face = text.face
            alignment = text.alignment
            // Absurd boxes (infinite, 10¹² px) only move where the line sits; the mask is sized
            // to the text.
            func pixels(_ v: CGFloat) -> Int { Int(min(max(Double(v).rounded(.up), 0), Double(1 << 24))) }
            width = pixels(bounds.width)
            height = pixels(bounds.height)
        }
    }

    private struct FontKey: Hashable {
        let face: FontFace
        let size: Int32
    }

    let directory: String
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var masks: [MaskKey: Mask] = [:]
    private static let maskCacheLimit = 512

    /// Fails with the Debian package to install when the font files or SDL_ttf are missing.
    init(directory: String) throws {
        self.directory = directory
        for face in FontFace.allCases {
            let path = (directory as NSString).appendingPathComponent(face.rawValue)
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw CompositorError.fontMissing(path: path)
            }
        }
        guard TTF_Init() == 0 else {
            throw CompositorError.textEngineUnavailable(reason: String(cString: SDL_GetError()))
        }
    }

    isolated deinit {
        masks.removeAll()
        for font in fonts.values { TTF_CloseFont(font) }
        TTF_Quit()
    }

    private func font(_ face: FontFace, size: Int32) -> OpaquePointer? {
        let key = FontKey(face: face, size: size)
        if let font = fonts[key] { return font }
        let path = (directory as NSString).appendingPathComponent(face.rawValue)
        guard let font = TTF_OpenFont(path, size) else { return nil }
        fonts[key] = font
        return font
    }

    /// Whole pixels for SDL_ttf: at least 1, at most `largestPixelSize`; a size that is not a
    /// number draws at 1 (a font's size comes from the app, where nothing keeps it finite).
    nonisolated static func pixelSize(_ points: Double) -> Int32 {
        guard !points.isNaN else { return 1 }
        return Int32(min(max(1, points.rounded()), Double(largestPixelSize)))
    }

    /// Larger than any screen; glyphs beyond it would only cost memory.
    nonisolated static let largestPixelSize: Int32 = 4096

    /// Width and height of the rendered line in pixels.
    func size(of text: TextContent) -> CGSize {
        guard let font = font(text.face, size: Self.pixelSize(text.fontSize)) else { return .zero }
        var w: Int32 = 0, h: Int32 = 0
        if !text.string.isEmpty { TTF_SizeUTF8(font, text.string, &w, &h) } else { h = TTF_FontHeight(font) }
        return CGSize(width: Int(w), height: Int(h))
    }

    /// Every mask the visible text of `root` needs, rasterized now so that painting (possibly on
    /// several threads) never calls SDL_ttf.
    func masks(for root: RenderNode) -> [MaskKey: Mask] {
        var found: [MaskKey: Mask] = [:]
        func visit(_ node: RenderNode) {
            guard !node.isHidden, node.opacity > 0 else { return }
            if let text = node.text {
                let key = MaskKey(text, in: node.bounds)
                if found[key] == nil, let mask = mask(for: text, key: key) { found[key] = mask }
            }
            node.children.forEach(visit)
            if case .page(let back, _) = node.pageCurl?.back { visit(back) }
        }
        visit(root)
        return found
    }

    /// The coverage mask of `text` laid out in the box `key` names.
    private func mask(for text: TextContent, key: MaskKey) -> Mask? {
        let width = key.width, height = key.height, size = key.size
        guard width > 0, height > 0, !text.string.isEmpty else { return nil }
        if let cached = masks[key] { return cached }
        guard let font = font(text.face, size: size),
            let surface = TTF_RenderUTF8_Blended(font, text.string, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(argb) }

        let textWidth = Int(argb.pointee.w), textHeight = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch)
        let originX: Int
        switch text.alignment {
        case .left: originX = 0
        case .center: originX = (width - textWidth) / 2
        case .right: originX = width - textWidth
        }
        let originY = (height - textHeight) / 2
        // The part of the line inside the box.
        let visible = PixelRect(x: originX, y: originY, width: textWidth, height: textHeight)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !visible.isEmpty else { return nil }
        let mask = Mask(x: visible.x, y: visible.y, width: visible.width, height: visible.height)
        let source = argb.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<visible.height {
            let line = UnsafeRawPointer(source + (visible.y - originY + y) * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<visible.width {
                mask.bytes[y * mask.stride + x] = UInt8(line[visible.x - originX + x] >> 24)
            }
        }
        if masks.count >= Self.maskCacheLimit { masks.removeAll(keepingCapacity: true) }
        masks[key] = mask
        return mask
    }
}

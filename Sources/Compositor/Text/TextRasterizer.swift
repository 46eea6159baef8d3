import Foundation
internal import CSDL2
internal import CPixman

/// Turns lines of text into A8 coverage masks with SDL_ttf and DejaVu fonts loaded by explicit
/// path. Masks are sized to the node's bounds, so text is clipped to its box under any transform.
@MainActor
final class TextRasterizer {
    /// A8 coverage of one text node. Written once while rasterizing, then only read, so render
    /// threads may share it; each draw wraps the bytes in a pixman image of its own.
    final class Mask: @unchecked Sendable {
        let width: Int
        let height: Int
        /// Row length in bytes, a multiple of 4 as pixman requires.
        let stride: Int
        let bytes: UnsafeMutablePointer<UInt8>

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            stride = (width + 3) & ~3
            bytes = .allocate(capacity: stride * height)
            bytes.initialize(repeating: 0, count: stride * height)
        }

        deinit { bytes.deallocate() }

        /// A new pixman view of the coverage; the caller unrefs it.
        func makeImage() -> OpaquePointer? {
            pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height),
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
            width = Int(Double(bounds.width).rounded(.up))
            height = Int(Double(bounds.height).rounded(.up))
        }
    }

    private struct FontKey: Hashable { let face: FontFace; let size: Int32 }

    let directory: String
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var masks: [MaskKey: Mask] = [:]
    private static let maskCacheLimit = 512

    /// Fails with the Debian package to install when the font files or SDL_ttf are missing.
    init(directory: String) throws {
        self.directory = directory
        for face in FontFace.allCases {
            let path = (directory as NSString).appendingPathComponent(face.rawValue)
            guard FileManager.default.isReadableFile(atPath: path) else { throw CompositorError.fontMissing(path: path) }
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

    nonisolated static func pixelSize(_ points: Double) -> Int32 { Int32(max(1, points.rounded())) }

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

        let mask = Mask(width: width, height: height)
        let textWidth = Int(argb.pointee.w), textHeight = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch)
        let originX: Int
        switch text.alignment {
        case .left: originX = 0
        case .center: originX = (width - textWidth) / 2
        case .right: originX = width - textWidth
        }
        let originY = (height - textHeight) / 2
        let source = argb.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        for row in 0..<textHeight {
            let y = originY + row
            guard y >= 0, y < height else { continue }
            let line = UnsafeRawPointer(source + row * pitch).assumingMemoryBound(to: UInt32.self)
            for column in 0..<textWidth {
                let x = originX + column
                guard x >= 0, x < width else { continue }
                mask.bytes[y * mask.stride + x] = UInt8(line[column] >> 24)
            }
        }
        if masks.count >= Self.maskCacheLimit { masks.removeAll(keepingCapacity: true) }
        masks[key] = mask
        return mask
    }
}

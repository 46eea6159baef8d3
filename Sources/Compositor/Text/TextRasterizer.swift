import Foundation
internal import CSDL2
internal import CPixman

/// Turns lines of text into A8 coverage masks with SDL_ttf and DejaVu fonts loaded by explicit
/// path. Masks are sized to the node's bounds, so text is clipped to its box under any transform.
@MainActor
final class TextRasterizer {
    /// A8 coverage of one text node, owned with its pixman image.
    final class Mask {
        let width: Int
        let height: Int
        let stride: Int
        let bytes: UnsafeMutablePointer<UInt8>
        let image: OpaquePointer

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            stride = (width + 3) & ~3
            bytes = .allocate(capacity: stride * height)
            bytes.initialize(repeating: 0, count: stride * height)
            image = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height),
                                             UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self),
                                             Int32(stride))!
        }

        deinit {
            pixman_image_unref(image)
            bytes.deallocate()
        }
    }

    private struct FontKey: Hashable { let face: FontFace; let size: Int32 }
    private struct MaskKey: Hashable {
        let string: String, size: Int32, face: FontFace, alignment: TextAlignment, width: Int, height: Int
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

    private static func pixelSize(_ points: Double) -> Int32 { Int32(max(1, points.rounded())) }

    /// Width and height of the rendered line in pixels.
    func size(of text: TextContent) -> CGSize {
        guard let font = font(text.face, size: Self.pixelSize(text.fontSize)) else { return .zero }
        var w: Int32 = 0, h: Int32 = 0
        if !text.string.isEmpty { TTF_SizeUTF8(font, text.string, &w, &h) } else { h = TTF_FontHeight(font) }
        return CGSize(width: Int(w), height: Int(h))
    }

    /// The coverage mask of `text` laid out in a box of `width`×`height` pixels.
    func mask(for text: TextContent, width: Int, height: Int) -> Mask? {
        guard width > 0, height > 0, !text.string.isEmpty else { return nil }
        let size = Self.pixelSize(text.fontSize)
        let key = MaskKey(string: text.string, size: size, face: text.face, alignment: text.alignment,
                          width: width, height: height)
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

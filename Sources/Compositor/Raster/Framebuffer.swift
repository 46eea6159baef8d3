import Foundation
@_implementationOnly import CPixman

/// A premultiplied ARGB8888 pixel buffer (`PIXMAN_a8r8g8b8`): what the compositor draws into,
/// what the window shows and what screenshots encode.
public final class Framebuffer {
    public let width: Int
    public let height: Int
    /// Row-major, `width` pixels per row, each `0xAARRGGBB` premultiplied.
    public let pixels: UnsafeMutablePointer<UInt32>
    let image: OpaquePointer

    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw CompositorError.invalidSize(width: width, height: height) }
        self.width = width
        self.height = height
        pixels = .allocate(capacity: width * height)
        pixels.initialize(repeating: 0, count: width * height)
        image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(width * 4))!
    }

    /// Decodes a PNG file into a framebuffer of its size.
    public convenience init(contentsOfPNG path: String) throws {
        let decoded = try ImageCodec.decode(path: path)
        defer { decoded.pixels.deallocate() }
        try self.init(width: decoded.width, height: decoded.height)
        pixels.update(from: decoded.pixels, count: width * height)
    }

    deinit {
        pixman_image_unref(image)
        pixels.deallocate()
    }

    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return pixels[y * width + x]
    }

    public func setPixel(x: Int, y: Int, _ value: UInt32) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        pixels[y * width + x] = value
    }

    /// A copy of all pixels, row-major.
    public var pixelArray: [UInt32] { Array(UnsafeBufferPointer(start: pixels, count: width * height)) }

    /// Encodes to PNG (straight alpha, as PNG stores it) through SDL_image.
    public func writePNG(to path: String) throws {
        try ImageCodec.encode(pixels: pixels, width: width, height: height, path: path)
    }

    public func pngData() throws -> Data {
        try ImageCodec.encode(pixels: pixels, width: width, height: height)
    }
}

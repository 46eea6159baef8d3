import Foundation

/// An immutable bitmap of premultiplied ARGB pixels, shared by reference between render trees.
/// Two nodes show "the same image" when they hold the same instance.
public final class RenderImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Never written after init, which is what makes sharing across threads safe.
    let storage: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int, storage: UnsafeMutablePointer<UInt32>) {
        self.width = width
        self.height = height
        self.storage = storage
    }

    /// Copies premultiplied ARGB pixels, row by row without padding.
    public convenience init(width: Int, height: Int, premultipliedPixels: [UInt32]) {
        precondition(premultipliedPixels.count == width * height, "pixel count must be width × height")
        let storage = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width * height))
        premultipliedPixels.withUnsafeBufferPointer { storage.update(from: $0.baseAddress!, count: width * height) }
        self.init(width: width, height: height, storage: storage)
    }

    /// A snapshot of a framebuffer's current pixels.
    public convenience init(_ framebuffer: Framebuffer) {
        let count = framebuffer.width * framebuffer.height
        let storage = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, count))
        storage.update(from: framebuffer.pixels, count: count)
        self.init(width: framebuffer.width, height: framebuffer.height, storage: storage)
    }

    /// Decodes a PNG or JPEG file (through SDL_image) into premultiplied pixels.
    public convenience init(contentsOfFile path: String) throws {
        let decoded = try ImageCodec.decode(path: path)
        self.init(width: decoded.width, height: decoded.height, storage: decoded.pixels)
    }

    /// Decodes the bytes of a PNG or JPEG file.
    public convenience init(encodedData: Data) throws {
        let decoded = try ImageCodec.decode(data: encodedData)
        self.init(width: decoded.width, height: decoded.height, storage: decoded.pixels)
    }

    deinit { storage.deallocate() }

    public func pixel(x: Int, y: Int) -> UInt32 { storage[y * width + x] }

    /// Premultiplied pixels row by row.
    public var pixelArray: [UInt32] { Array(UnsafeBufferPointer(start: storage, count: width * height)) }

    /// Whether `framebuffer` holds exactly these pixels, compared in place (no copy).
    public func hasSamePixels(as framebuffer: Framebuffer) -> Bool {
        width == framebuffer.width && height == framebuffer.height
            && memcmp(storage, framebuffer.pixels, width * height * MemoryLayout<UInt32>.size) == 0
    }

    /// Whether `other` holds exactly these pixels.
    public func hasSamePixels(as other: RenderImage) -> Bool {
        other === self
            || (width == other.width && height == other.height
                && memcmp(storage, other.storage, width * height * MemoryLayout<UInt32>.size) == 0)
    }

    public func pngData() throws -> Data {
        try ImageCodec.encode(pixels: storage, width: width, height: height)
    }
}

extension RenderImage: Equatable {
    /// Identity: the render tree compares images by instance, never by scanning pixels.
    public static func == (lhs: RenderImage, rhs: RenderImage) -> Bool { lhs === rhs }
}

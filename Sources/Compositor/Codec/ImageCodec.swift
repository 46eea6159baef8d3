import Foundation
import FileSupport
@_implementationOnly import CSDL2

/// Image reading (PNG and JPEG: SDL_image tells them apart by their bytes) and PNG writing,
/// through SDL_image. PNG stores straight alpha; the compositor keeps premultiplied pixels, so
/// both directions convert. Unpremultiplying with rounding and premultiplying back is exact for
/// any valid premultiplied pixel (|error| < ½ before rounding). JPEG has no alpha: opaque.
enum ImageCodec {
    struct Decoded {
        let width: Int
        let height: Int
        /// Premultiplied ARGB; the caller owns and deallocates it.
        let pixels: UnsafeMutablePointer<UInt32>
    }

    static func decode(path: String) throws -> Decoded {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CompositorError.imageDecodeFailed(source: path, reason: "no such file")
        }
        guard let surface = IMG_Load(path) else {
            throw CompositorError.imageDecodeFailed(source: path, reason: String(cString: SDL_GetError()))
        }
        return try decode(surface: surface, source: path)
    }

    static func decode(data: Data) throws -> Decoded {
        let surface = data.withUnsafeBytes { csdl_load_image_mem($0.baseAddress, Int32($0.count)) }
        guard let surface else {
            throw CompositorError.imageDecodeFailed(source: "data", reason: String(cString: SDL_GetError()))
        }
        return try decode(surface: surface, source: "data")
    }

    private static func decode(surface: UnsafeMutablePointer<SDL_Surface>, source: String) throws -> Decoded {
        defer { SDL_FreeSurface(surface) }
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw CompositorError.imageDecodeFailed(source: source, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(argb) }
        let width = Int(argb.pointee.w), height = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch)
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width * height))
        let base = argb.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { out[y * width + x] = premultiply(row[x]) }
        }
        return Decoded(width: width, height: height, pixels: out)
    }

    /// Encodes in memory, then writes atomically: a failed write leaves no truncated PNG.
    static func encode(pixels: UnsafePointer<UInt32>, width: Int, height: Int, path: String) throws {
        try AtomicFile.write(try encode(pixels: pixels, width: width, height: height), to: path)
    }

    /// The PNG bytes in memory: written into a buffer larger than any PNG of this size can be
    /// (stored deflate blocks cost a few bytes per 64 KiB).
    static func encode(pixels: UnsafePointer<UInt32>, width: Int, height: Int) throws -> Data {
        let capacity = width * height * 4 + height + (width * height * 4) / 1000 + 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        var written = 0
        try withStraightSurface(pixels: pixels, width: width, height: height, name: "in-memory PNG") { surface in
            guard let stream = SDL_RWFromMem(buffer, Int32(capacity)) else { return false }
            defer { SDL_RWclose(stream) }
            guard IMG_SavePNG_RW(surface, stream, 0) == 0 else { return false }
            written = Int(SDL_RWtell(stream))
            return written > 0
        }
        return Data(bytes: buffer, count: written)
    }

    /// Hands SDL_image an unpremultiplied copy of the pixels.
    private static func withStraightSurface(
        pixels: UnsafePointer<UInt32>, width: Int, height: Int, name: String,
        _ save: (UnsafeMutablePointer<SDL_Surface>) -> Bool
    ) throws {
        let straight = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { straight.deallocate() }
        for i in 0..<(width * height) { straight[i] = unpremultiply(pixels[i]) }
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                straight, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { throw CompositorError.pngEncodeFailed(path: name, reason: String(cString: SDL_GetError())) }
        defer { SDL_FreeSurface(surface) }
        guard save(surface) else {
            throw CompositorError.pngEncodeFailed(path: name, reason: String(cString: SDL_GetError()))
        }
    }

    @inline(__always)
    static func premultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        func m(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
        return a << 24 | m(p >> 16 & 0xFF) << 16 | m(p >> 8 & 0xFF) << 8 | m(p & 0xFF)
    }

    @inline(__always)
    static func unpremultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        func u(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
        return a << 24 | u(p >> 16 & 0xFF) << 16 | u(p >> 8 & 0xFF) << 8 | u(p & 0xFF)
    }
}

/// A premultiplied ARGB image read with pixman's bilinear convention (pixel centres at +½,
/// transparent outside), shared by the samplers that walk target pixels themselves
/// (PerspectiveSampler, CurlSampler).
struct BilinearSource {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// Row length in pixels.
    let stride: Int

    /// The sample at a 16.16 source position plus one (so truncation is floor and pixel centres
    /// sit at ½); transparent left of or above the image, where that position is ≤ 0.
    @inline(__always)
    func sample(_ fu: Int, _ fv: Int) -> UInt32 {
        guard fu > 0, fv > 0 else { return 0 }
        return sample(
            fu >> 16 &- 1, fv >> 16 &- 1, UInt32(truncatingIfNeeded: fu >> 8) & 0xFF,
            UInt32(truncatingIfNeeded: fv >> 8) & 0xFF)
    }

    /// Bilinear sample with 8-bit weights around source pixel (x, y), transparent outside.
    @inline(__always)
    func sample(_ x: Int, _ y: Int, _ wx: UInt32, _ wy: UInt32) -> UInt32 {
        if x >= 0, y >= 0, x < width &- 1, y < height &- 1 {
            let p = pixels + (y &* stride &+ x)
            let a = p[0]
            // A pixel centre hit exactly (an unscaled layer) needs one read.
            if wx | wy == 0 { return a }
            let b = p[1], c = p[stride], d = p[stride &+ 1]
            // Flat areas (most of a UI) need no weighting: the lerps of equal pixels give the pixel.
            if a == b && c == d && a == c { return a }
            return Pixel.lerp(Pixel.lerp(a, b, wx), Pixel.lerp(c, d, wx), wy)
        }
        return Pixel.lerp(
            Pixel.lerp(fetch(x, y), fetch(x &+ 1, y), wx), Pixel.lerp(fetch(x, y &+ 1), fetch(x &+ 1, y &+ 1), wx), wy)
    }

    @inline(__always)
    private func fetch(_ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y &* stride &+ x]
    }
}

/// Arithmetic on premultiplied a8r8g8b8 pixels, two channels per 32-bit multiply.
enum Pixel {
    /// `a` toward `b` by `t`/256.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 &- t
        let rb = ((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
        return rb | ag
    }

    /// Multiplies all four channels by `f`/256.
    @inline(__always)
    static func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
        let rb = ((p & 0x00FF_00FF) &* f) >> 8 & 0x00FF_00FF
        let ag = (((p >> 8) & 0x00FF_00FF) &* f) & 0xFF00_FF00
        return rb | ag
    }

    /// Premultiplied OVER: `src + dst × (255 − αsrc) / 255`, rounded as pixman rounds.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let inverseAlpha = 255 &- (src >> 24)
        if inverseAlpha == 0 { return src }
        var rb = (dst & 0x00FF_00FF) &* inverseAlpha &+ 0x0080_0080
        rb = ((rb >> 8) & 0x00FF_00FF &+ rb) >> 8 & 0x00FF_00FF
        var ag = ((dst >> 8) & 0x00FF_00FF) &* inverseAlpha &+ 0x0080_0080
        ag = ((ag >> 8) & 0x00FF_00FF &+ ag) & 0xFF00_FF00
        return src &+ (rb | ag)
    }
}

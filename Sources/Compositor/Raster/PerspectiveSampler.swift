import Foundation

/// Draws an image under a perspective map by walking target scanlines: along a row both source
/// coordinates are ratios of linear functions, so each pixel costs one division and a bilinear
/// fetch. pixman's general projective path measured several times slower for a full-frame flip.
/// Sampling matches pixman's bilinear convention (pixel centres at +½, transparent outside), so
/// edges come out antialiased the same way.
struct PerspectiveSampler {
    let source: UnsafePointer<UInt32>
    let sourceWidth: Int
    let sourceHeight: Int
    /// Source row length in pixels.
    let sourceStride: Int
    /// Target pixel → source pixel.
    let inverse: Matrix3
    /// Group opacity applied while blending, 0…256.
    let opacity: UInt32

    /// Blends the mapped image OVER `target` inside each of `rects` (already clipped to the target).
    func draw(into target: UnsafeMutablePointer<UInt32>, targetStride: Int, rects: [PixelRect]) {
        let n = inverse
        let width = Double(sourceWidth), height = Double(sourceHeight)
        for rect in rects where !rect.isEmpty {
            for y in rect.y..<rect.maxY {
                let cy = Double(y) + 0.5
                // Along the row, numerators and weight are linear in k = x − rect.x.
                let x0 = Double(rect.x) + 0.5
                let u0 = n.a * x0 + n.b * cy + n.c, v0 = n.d * x0 + n.e * cy + n.f, w0 = n.g * x0 + n.h * cy + n.i
                // The pixels whose sample sees the source: w > 0, −1 < u/w − ½ < W, −1 < v/w − ½ < H.
                var range = KRange(upper: Double(rect.width))
                range.keep(w0, n.g)
                range.keep(u0 + 0.5 * w0, n.a + 0.5 * n.g)
                range.keep((width + 0.5) * w0 - u0, (width + 0.5) * n.g - n.a)
                range.keep(v0 + 0.5 * w0, n.d + 0.5 * n.g)
                range.keep((height + 0.5) * w0 - v0, (height + 0.5) * n.g - n.d)
                guard let (first, last) = range.pixels(limit: rect.width) else { continue }
                let row = target + y * targetStride + rect.x
                // Exact coordinates every `span` pixels, linear in between (error well under
                // 1/100 pixel for flips), in 16.16 fixed point shifted by +1 so truncation is floor.
                var k = first
                var (su, sv) = sourcePoint(u0, v0, w0, k)
                while k <= last {
                    let count = min(Self.span, last - k + 1)
                    let (eu, ev) = sourcePoint(u0, v0, w0, k + count)
                    var fu = Int(su * 65536), fv = Int(sv * 65536)
                    let du = Int((eu - su) * 65536) / count, dv = Int((ev - sv) * 65536) / count
                    for index in k..<(k + count) {
                        defer { fu &+= du; fv &+= dv }
                        guard fu > 0, fv > 0 else { continue }
                        let ix = fu >> 16, iy = fv >> 16
                        var pixel = sample(ix &- 1, iy &- 1, UInt32(truncatingIfNeeded: fu >> 8) & 0xFF,
                                           UInt32(truncatingIfNeeded: fv >> 8) & 0xFF)
                        if pixel == 0 { continue }
                        if opacity < 256 { pixel = scale(pixel, opacity) }
                        row[index] = over(pixel, row[index])
                    }
                    (su, sv) = (eu, ev)
                    k += count
                }
            }
        }
    }

    private static let span = 16

    /// Source position + 1 (pixel centres at ½) of the k-th pixel of a row, clamped to a range
    /// where fixed point cannot overflow.
    @inline(__always)
    private func sourcePoint(_ u0: Double, _ v0: Double, _ w0: Double, _ k: Int) -> (Double, Double) {
        let kk = Double(k)
        let w = w0 + inverse.g * kk
        guard w > 1e-9 else { return (-1, -1) }
        let u = (u0 + inverse.a * kk) / w + 0.5, v = (v0 + inverse.d * kk) / w + 0.5
        return (min(max(u, -2), 30000), min(max(v, -2), 30000))
    }

    /// The interval of k where every `base + slope·k > 0`, within [0, upper).
    private struct KRange {
        var low = 0.0
        var high: Double

        init(upper: Double) { high = upper }

        mutating func keep(_ base: Double, _ slope: Double) {
            if abs(slope) < 1e-12 {
                if base <= 0 { high = -1 }
            } else if slope > 0 {
                low = max(low, -base / slope)
            } else {
                high = min(high, -base / slope)
            }
        }

        /// Whole pixels to visit, one of margin either side for rounding.
        func pixels(limit: Int) -> (Int, Int)? {
            guard high >= low else { return nil }
            let first = max(0, Int(low.rounded(.down)) - 1), last = min(limit - 1, Int(high.rounded(.up)) + 1)
            return first <= last ? (first, last) : nil
        }
    }

    /// Bilinear sample with 8-bit weights around source pixel (x, y), transparent outside.
    @inline(__always)
    private func sample(_ x: Int, _ y: Int, _ wx: UInt32, _ wy: UInt32) -> UInt32 {
        if x >= 0, y >= 0, x < sourceWidth &- 1, y < sourceHeight &- 1 {
            let p = source + (y &* sourceStride &+ x)
            return lerp(lerp(p[0], p[1], wx), lerp(p[sourceStride], p[sourceStride &+ 1], wx), wy)
        }
        return lerp(lerp(fetch(x, y), fetch(x &+ 1, y), wx), lerp(fetch(x, y &+ 1), fetch(x &+ 1, y &+ 1), wx), wy)
    }

    @inline(__always)
    private func fetch(_ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return 0 }
        return source[y &* sourceStride &+ x]
    }

    @inline(__always)
    private func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 &- t
        let rb = ((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
        return rb | ag
    }

    /// Multiplies all four channels by `f`/256.
    @inline(__always)
    private func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
        let rb = ((p & 0x00FF_00FF) &* f) >> 8 & 0x00FF_00FF
        let ag = (((p >> 8) & 0x00FF_00FF) &* f) & 0xFF00_FF00
        return rb | ag
    }

    /// Premultiplied OVER: `src + dst × (255 − αsrc) / 255`, rounded as pixman rounds.
    @inline(__always)
    private func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let inverseAlpha = 255 &- (src >> 24)
        if inverseAlpha == 0 { return src }
        var rb = (dst & 0x00FF_00FF) &* inverseAlpha &+ 0x0080_0080
        rb = ((rb >> 8) & 0x00FF_00FF &+ rb) >> 8 & 0x00FF_00FF
        var ag = ((dst >> 8) & 0x00FF_00FF) &* inverseAlpha &+ 0x0080_0080
        ag = ((ag >> 8) & 0x00FF_00FF &+ ag) & 0xFF00_FF00
        return src &+ (rb | ag)
    }
}

import Foundation

/// Draws an image under a perspective map by walking target scanlines: along a row both source
/// coordinates are ratios of linear functions, exact at every 16th pixel and linear in between
/// where that is within 1/32 pixel, so most pixels cost an add and a bilinear fetch. pixman's
/// general projective path measured several times slower for a full-frame flip.
/// Sampling matches pixman's bilinear convention (pixel centres at +½, transparent outside), so
/// edges come out antialiased the same way.
struct PerspectiveSampler {
    let source: BilinearSource
    /// Target pixel → source pixel.
    let inverse: Matrix3
    /// Group opacity applied while blending, 0…256.
    let opacity: UInt32

    /// Blends the mapped image OVER `target` inside each of `rects` (already clipped to the target).
    func draw(into target: UnsafeMutablePointer<UInt32>, targetStride: Int, rects: [PixelRect]) {
        let n = inverse
        let width = Double(source.width), height = Double(source.height)
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
                let row = target + y * targetStride
                draw(row: row, y: cy, from: rect.x + first, through: rect.x + last)
            }
        }
    }

    /// Pixels per run between exactly computed source positions.
    private static let span = 16

    /// One row from `x0` through `x1`. Runs are anchored at multiples of `span` in absolute
    /// coordinates, so a pixel's value never depends on how the damage was cut into rectangles.
    /// Inside a run the source position is interpolated linearly when that stays within 1/32
    /// of a source pixel of the exact one at the run's middle; otherwise every pixel is exact.
    private func draw(row: UnsafeMutablePointer<UInt32>, y cy: Double, from x0: Int, through x1: Int) {
        var runStart = x0 - ((x0 % Self.span) + Self.span) % Self.span
        var start = sourcePoint(runStart, cy)
        while runStart <= x1 {
            let runEnd = runStart + Self.span
            let lo = max(x0, runStart), hi = min(x1, runEnd - 1)
            let end = sourcePoint(runEnd, cy)
            defer { start = end }  // one run's end is the next one's start
            if let a = start, let b = end,
                let middle = sourcePoint(runStart + Self.span / 2, cy),
                abs((a.u + b.u) / 2 - middle.u) <= 1.0 / 32, abs((a.v + b.v) / 2 - middle.v) <= 1.0 / 32
            {
                let du = Int((b.u - a.u) * 65536) / Self.span, dv = Int((b.v - a.v) * 65536) / Self.span
                var fu = Int(a.u * 65536) + (lo - runStart) * du, fv = Int(a.v * 65536) + (lo - runStart) * dv
                for x in lo...hi {
                    blend(fu, fv, into: row + x)
                    fu &+= du
                    fv &+= dv
                }
            } else {
                for x in lo...hi {
                    guard let p = sourcePoint(x, cy) else { continue }
                    blend(Int(p.u * 65536), Int(p.v * 65536), into: row + x)
                }
            }
            runStart = runEnd
        }
    }

    /// Blends the sample at 16.16 source position (+1, see `sourcePoint`) over one pixel.
    @inline(__always)
    private func blend(_ fu: Int, _ fv: Int, into pixel: UnsafeMutablePointer<UInt32>) {
        var sample = source.sample(fu, fv)
        guard sample != 0 else { return }
        if opacity < 256 { sample = Pixel.scale(sample, opacity) }
        pixel.pointee = Pixel.over(sample, pixel.pointee)
    }

    /// The source position of target pixel x's centre, plus one (so truncation is floor and
    /// pixel centres sit at ½), or nil behind the eye or beyond fixed point's reach.
    @inline(__always)
    private func sourcePoint(_ x: Int, _ cy: Double) -> (u: Double, v: Double)? {
        let n = inverse, cx = Double(x) + 0.5
        let w = n.g * cx + n.h * cy + n.i
        guard w > 1e-9 else { return nil }
        let u = (n.a * cx + n.b * cy + n.c) / w + 0.5, v = (n.d * cx + n.e * cy + n.f) / w + 0.5
        guard u > -2, v > -2, u < 30000, v < 30000 else { return nil }
        return (u, v)
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
}

import Foundation

/// A Gaussian blur of a rectangle of premultiplied pixels, made as image editors make it: three
/// box blurs in a row along each axis (three boxes are within a few per cent of a Gaussian), each
/// box a running sum, so the cost does not grow with the radius. A large radius blurs a copy
/// shrunk 2 or 4 times and is sampled back bilinearly: the detail lost is far finer than the blur.
/// Pixels beyond the rectangle's edges repeat its edge pixels. Rows and columns are independent,
/// so any number of threads gives the same pixels.
struct BoxBlur {
    /// The blurred copy: premultiplied (r, g, b, a) in 0…255, `width` × `height`.
    private var pixels: [SIMD4<Float>]
    /// Size of the blurred copy.
    let width: Int, height: Int
    /// Source pixels per blurred pixel along each axis: 1, 2 or 4.
    let factor: Int
    /// Where the blurred pixels sit in the source.
    let area: PixelRect

    /// Blurs `area` of `source` (pixel (x, y) at `source[y * stride + x]`) with a Gaussian of
    /// standard deviation `sigma` pixels, then scales its colours' saturation.
    init(
        source: UnsafePointer<UInt32>, stride: Int, area: PixelRect, sigma: Double, saturation: Double,
        threads: Int = 1
    ) {
        self.area = area
        factor = Self.factor(sigma: sigma)
        width = (area.width + factor - 1) / factor
        height = (area.height + factor - 1) / factor
        pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
        let threads = area.area >= 64 * 1024 ? max(1, threads) : 1
        let radii = Self.boxRadii(sigma: Self.shrunkSigma(sigma, factor: factor))
        pixels.withUnsafeMutableBufferPointer { buffer in
            let shared = Shared((source: source, copy: buffer.baseAddress!))
            let (w, h, f) = (width, height, factor)
            Self.parallel(h, threads: threads) { rows in
                Self.shrink(
                    shared.value.source, stride: stride, area: area, factor: f, into: shared.value.copy, width: w,
                    rows: rows)
            }
            guard !radii.isEmpty else { return }
            Self.parallel(h, threads: threads) { rows in
                for y in rows { Self.boxBlur(shared.value.copy + y * w, count: w, step: 1, radii: radii) }
            }
            Self.parallel(w, threads: threads) { columns in
                for x in columns { Self.boxBlur(shared.value.copy + x, count: h, step: w, radii: radii) }
            }
        }
        if saturation != 1 { saturate(by: Float(saturation)) }
    }

    /// Lays the blur over `target` (same coordinates as the source) inside `rects` (within
    /// `area`): each pixel moves from what it holds towards the blur by `coverage` (A8, its
    /// origin at the area's, nil for everywhere) times `opacity` (0…256).
    func compose(
        into target: UnsafeMutablePointer<UInt32>, stride: Int, rects: [PixelRect],
        coverage: (bytes: UnsafePointer<UInt8>, stride: Int)?, opacity: UInt32, threads: Int = 1
    ) {
        let area = self.area, width = self.width
        let rects = rects.map { $0.intersection(area) }.filter { !$0.isEmpty }
        guard let top = rects.map(\.y).min(), let bottom = rects.map(\.maxY).max(), opacity > 0 else { return }
        let columns = Self.samples(count: area.width, factor: factor, size: width)
        let rowSamples = Self.samples(count: area.height, factor: factor, size: height)
        let covered = rects.reduce(0) { $0 + $1.area }
        pixels.withUnsafeBufferPointer { buffer in
            let shared = Shared((blurred: buffer.baseAddress!, target: target, coverage: coverage))
            Self.parallel(bottom - top, threads: covered >= 64 * 1024 ? threads : 1) { band in
                let (blurred, target, coverage) = shared.value
                withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: width) { rowBuffer in
                    columns.withUnsafeBufferPointer { columnBuffer in
                        let row = rowBuffer.baseAddress!, columns = columnBuffer.baseAddress! - area.x
                        for y in (top + band.lowerBound)..<(top + band.upperBound) {
                            let vertical = rowSamples[y - area.y]
                            let upper = blurred + vertical.index * width, lower = blurred + vertical.next * width
                            var filled = false
                            for rect in rects where rect.y <= y && y < rect.maxY {
                                if !filled {
                                    // The two blurred rows this row falls between, mixed once per row.
                                    for i in 0..<width { row[i] = upper[i] + (lower[i] - upper[i]) * vertical.weight }
                                    filled = true
                                }
                                let out = target + y * stride
                                let mask = coverage.map { $0.bytes + (y - area.y) * $0.stride - area.x }
                                for x in rect.x..<rect.maxX {
                                    let s = columns[x]
                                    let value = Self.pack(row[s.index] + (row[s.next] - row[s.index]) * s.weight)
                                    var k = opacity
                                    if let mask {
                                        let c = UInt32(mask[x])
                                        k = ((c + (c >> 7)) * opacity + 128) >> 8
                                    }
                                    out[x] = k >= 256 ? value : Self.mix(out[x], value, k)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // MARK: Sizes

    /// Shrinking is invisible once the blur spans several shrunk pixels.
    static func factor(sigma: Double) -> Int { sigma < 4 ? 1 : sigma < 8 ? 2 : 4 }

    /// The deviation left to blur on the shrunk copy: shrinking (a box of `factor`) and sampling
    /// back (a tent of `factor`) already blur by (f² − 1)/12 and f²/6.
    static func shrunkSigma(_ sigma: Double, factor f: Int) -> Double {
        guard f > 1 else { return sigma }
        let spent = Double(f * f - 1) / 12 + Double(f * f) / 6
        return max(sigma * sigma - spent, 0).squareRoot() / Double(f)
    }

    /// Radii of three boxes whose succession has standard deviation `sigma` (the widths w of
    /// Kovesi's construction: two sizes, chosen so the variances, (w² − 1)/12 each, add up).
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma >= 0.5 else { return [] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let wl = Double(lower)
        let smaller = Int(((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded())
        return (0..<3).map { (($0 < smaller ? lower : lower + 2) - 1) / 2 }.filter { $0 > 0 }
    }

    // MARK: Passes

    /// Averages `factor` × `factor` blocks of the source into the rows `rows` of the copy.
    private static func shrink(
        _ source: UnsafePointer<UInt32>, stride: Int, area: PixelRect, factor f: Int,
        into copy: UnsafeMutablePointer<SIMD4<Float>>, width: Int, rows: Range<Int>
    ) {
        let shift = f.trailingZeroBitCount
        for y in rows {
            let out = copy + y * width
            let top = area.y + y * f, bottom = min(top + f, area.maxY)
            for sy in top..<bottom {
                let line = source + sy * stride + area.x
                for x in 0..<area.width { out[x >> shift] += unpack(line[x]) }
            }
            guard f > 1 else { continue }
            let blockRows = Float(bottom - top)
            for x in 0..<width {
                let blockColumns = Float(min(f, area.width - x * f))
                out[x] /= blockRows * blockColumns
            }
        }
    }

    /// Three running-average boxes along one line of `count` pixels `step` apart, its ends
    /// repeated outward.
    private static func boxBlur(_ line: UnsafeMutablePointer<SIMD4<Float>>, count n: Int, step: Int, radii: [Int]) {
        withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 2 * n) { scratch in
            var from = scratch.baseAddress!, to = from + n
            for i in 0..<n { from[i] = line[i * step] }
            for r in radii {
                let scale = 1 / Float(2 * r + 1)
                var sum = from[0] * Float(r + 1)
                for k in 1...r { sum += from[min(k, n - 1)] }
                for i in 0..<n {
                    to[i] = sum * scale
                    sum += from[min(i + r + 1, n - 1)] - from[max(i - r, 0)]
                }
                swap(&from, &to)
            }
            for i in 0..<n { line[i * step] = from[i] }
        }
    }

    /// Moves each colour away from its luminance (Rec. 709 weights), kept within its alpha.
    private mutating func saturate(by amount: Float) {
        let weights = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)
        for i in pixels.indices {
            let p = pixels[i]
            let luminance = (p * weights).sum()
            var q = SIMD4(repeating: luminance) + (p - SIMD4(repeating: luminance)) * amount
            q = q.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: p.w))
            q.w = p.w
            pixels[i] = q
        }
    }

    // MARK: Sampling back

    /// For each of `count` source pixels, the two shrunk pixels around its centre and the
    /// weight of the second.
    private static func samples(count: Int, factor f: Int, size: Int) -> [(index: Int, next: Int, weight: Float)] {
        (0..<count).map { i in
            let u = min(max((Double(i) + 0.5) / Double(f) - 0.5, 0), Double(size - 1))
            let index = Int(u.rounded(.down))
            return (index, min(index + 1, size - 1), Float(u - Double(index)))
        }
    }

    @inline(__always) private static func unpack(_ p: UInt32) -> SIMD4<Float> {
        SIMD4(Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF), Float(p >> 24))
    }

    /// Rounded to 8 bits, colour never above alpha (premultiplied). Adding 1.5 · 2²³ leaves
    /// the rounded integer in a float's low mantissa bits: a vector conversion without the
    /// generic (slow) SIMD integer initializer.
    @inline(__always) private static func pack(_ v: SIMD4<Float>) -> UInt32 {
        let alpha = min(max(v.w, 0), 255)
        var c = v.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: alpha))
        c.w = alpha
        let bits = unsafeBitCast(c + SIMD4(repeating: 12_582_912), to: SIMD4<UInt32>.self) & 0xFF
        return bits.w << 24 | bits.x << 16 | bits.y << 8 | bits.z
    }

    /// `a` moved towards `b` by `k`/256, two channels at a time.
    @inline(__always) static func mix(_ a: UInt32, _ b: UInt32, _ k: UInt32) -> UInt32 {
        let j = 256 - k
        let redBlue = ((a & 0x00FF_00FF) &* j &+ (b & 0x00FF_00FF) &* k) >> 8 & 0x00FF_00FF
        let alphaGreen = (((a >> 8) & 0x00FF_00FF) &* j &+ ((b >> 8) & 0x00FF_00FF) &* k) & 0xFF00_FF00
        return redBlue | alphaGreen
    }

    // MARK: Threads

    /// Splits `0..<count` into one range per thread.
    static func parallel(_ count: Int, threads: Int, _ body: @Sendable (Range<Int>) -> Void) {
        let parts = min(threads, count)
        guard parts > 1 else {
            if count > 0 { body(0..<count) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            body((count * part / parts)..<(count * (part + 1) / parts))
        }
    }

    /// Pointers the threads share; each writes only its own rows or columns.
    private struct Shared<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

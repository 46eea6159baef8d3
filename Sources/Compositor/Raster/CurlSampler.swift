import Foundation

/// Draws a node's flattened image bent by a page curl (PageCurl's map) by walking target pixels
/// and mapping each one back onto the page. A drawn point at distance t from the fold (along d)
/// can show up to four page points, at the same position across d; from the top down:
/// - the flat back part, s = π·r − t (t < 0), back up;
/// - the cylinder's upper half, s = π·r − r·asin(t/r) (0 ≤ t ≤ r), back up;
/// - the cylinder's lower half, s = r·asin(t/r), front up;
/// - the flat front, s = t (t < 0).
/// They are blended bottom-up (transparent where the page is absent), over what lies beneath and
/// the shadow the lifted part casts on it. The map depends on t only, so the cylinder's page
/// positions and shading are tabulated per 1/64 of t: a pixel costs a table lookup and a bilinear
/// fetch per layer, and flat-front pixels far from the lifted part are plain resampled copies.
/// Every position is computed from the pixel's own coordinates (never accumulated along a run),
/// so a pixel's value does not depend on how the damage was cut into rectangles.
struct CurlSampler {
    let front: BilinearSource
    let back: Back
    /// Group opacity applied while blending, 0…256.
    let opacity: UInt32
    /// Target pixel centre → the node's bounds space (affine).
    let toBounds: Matrix3
    /// Where the flat image's pixel (0, 0) sits in bounds space.
    let origin: (x: Double, y: Double)
    /// The page (the node's bounds), whose outline casts the shadows.
    let page: CGRect
    let curl: PageCurl

    /// What the turned part shows: another image of the page read mirrored (fixed-point
    /// u′ = `k` − u, or v′ = k − v), or else the front's own pixels, `ink`/256 of them showing
    /// through white paper.
    struct Back {
        var image: BilinearSource?
        var horizontal = true
        var k = 0
        var ink: UInt32 = 64
    }

    private let tables: Tables
    private let storage: TableStorage
    private let d: (x: Double, y: Double)
    /// Shadow darkness at its darkest, 0…255, scaled by how far the page is lifted.
    private let shadowAlpha: Double
    /// The shadow's alpha per 1/16 of distance from the edge casting it: falls off squared.
    private let shadowRamp: [UInt32]
    private let reach: Double
    /// The page's edges (CGRect's accessors normalise on every call).
    private let edges: (minX: Double, minY: Double, maxX: Double, maxY: Double)

    init(
        front: BilinearSource, back: Back, opacity: UInt32, toBounds: Matrix3, origin: (x: Double, y: Double),
        page: CGRect, curl: PageCurl
    ) {
        (self.front, self.back, self.opacity, self.toBounds, self.origin) = (front, back, opacity, toBounds, origin)
        (self.page, self.curl) = (page, curl)
        d = curl.direction
        reach = curl.shadowReach
        // A page barely lifted casts barely a shadow.
        let lifted = PageCurl.Corner.allCases.map { curl.signedDistance($0.point(of: page)) }.max() ?? 0
        let lift = min(1, max(0, lifted / max(Double.pi * curl.radius / 2, 4)))
        shadowAlpha = 255 * min(1, max(0, curl.shadowOpacity)) * lift * Double(opacity) / 256
        edges = (page.minX, page.minY, page.maxX, page.maxY)
        let alpha = shadowAlpha, span = reach
        shadowRamp = (0..<Int(span * 16)).map { i in
            let fall = 1 - (Double(i) + 0.5) / 16 / span
            return UInt32((alpha * fall * fall).rounded())
        }
        tables = Tables(radius: curl.radius, d: d)
        storage = TableStorage(tables)
    }

    /// Whether the page sits on whole pixels, unscaled and opaque as a group: its flat-front
    /// pixels are then copies of the flat image, which pixman blends faster than a loop.
    var copiesFlatFront: Bool {
        opacity == 256 && toBounds.isIntegerTranslation
    }

    /// Blends the curled page OVER `target` inside each of `rects` (already clipped to the target).
    /// When `copiesFlatFront`, the pixels that show only the flat front are left alone and
    /// returned as one-row rectangles, for the caller to blend the flat image into.
    func draw(into target: UnsafeMutablePointer<UInt32>, targetStride: Int, rects: [PixelRect]) -> [PixelRect] {
        let n = toBounds.normalized
        let deferring = copiesFlatFront
        var deferred: [PixelRect] = []
        for rect in rects where !rect.isEmpty {
            for y in rect.y..<rect.maxY {
                let p0 = n.apply(0.5, Double(y) + 0.5)
                let row = Row(sampler: self, p0: p0, dp: (n.a, n.d))
                row.draw(into: target + y * targetStride, from: rect.x, through: rect.maxX - 1) { x0, x1 in
                    guard deferring else { return false }
                    deferred.append(PixelRect(x: x0, y: y, width: x1 - x0 + 1, height: 1))
                    return true
                }
            }
        }
        return deferred
    }

    /// The cylinder per step of t: where its two halves read the page (offsets along d from the
    /// fold's point level with the pixel: fixed point, and plain for the shadows) and how they
    /// are shaded. Plain pointers, so reading them costs no reference counting per pixel; the
    /// sampler's `TableStorage` owns them.
    private struct Tables {
        var count = 0
        /// Entries per unit of t are 65536 >> shift (64, fewer for a huge radius): the index is
        /// t in 16.16 shifted right.
        var shift = 10
        var frontU: UnsafeMutablePointer<Int>, frontV: UnsafeMutablePointer<Int>
        var backU: UnsafeMutablePointer<Int>, backV: UnsafeMutablePointer<Int>
        var frontS: UnsafeMutablePointer<Double>, backS: UnsafeMutablePointer<Double>
        /// 0…256 multipliers: lit from above, the paper darkens as it turns toward the edge.
        var frontShade: UnsafeMutablePointer<UInt32>, backShade: UnsafeMutablePointer<UInt32>
        /// 0…256 toward white: the highlight along the fold on the back.
        var highlight: UnsafeMutablePointer<UInt32>

        init(radius r: Double, d: (x: Double, y: Double)) {
            while r * Double(65536 >> shift) > 16384 && shift < 16 { shift += 1 }
            let steps = Double(65536 >> shift)
            count = r > 0 ? Int(r * steps) + 2 : 0
            let n = max(1, count)
            frontU = .allocate(capacity: n)
            frontV = .allocate(capacity: n)
            backU = .allocate(capacity: n)
            backV = .allocate(capacity: n)
            frontS = .allocate(capacity: n)
            backS = .allocate(capacity: n)
            frontShade = .allocate(capacity: n)
            backShade = .allocate(capacity: n)
            highlight = .allocate(capacity: n)
            for i in 0..<count {
                let t = min(r, (Double(i) + 0.5) / steps)
                let theta = asin(min(1, t / r))  // 0 at the flat, π/2 at the turn
                let sFront = r * theta, sBack = Double.pi * r - sFront
                frontS[i] = sFront
                backS[i] = sBack
                frontU[i] = Int((d.x * sFront * 65536).rounded())
                frontV[i] = Int((d.y * sFront * 65536).rounded())
                backU[i] = Int((d.x * sBack * 65536).rounded())
                backV[i] = Int((d.y * sBack * 65536).rounded())
                let facing = cos(theta)  // how squarely the paper faces the light above
                frontShade[i] = UInt32(((0.62 + 0.38 * facing) * 256).rounded())
                backShade[i] = UInt32(((0.74 + 0.26 * facing) * 256).rounded())
                // The back's turn toward the viewer catches the light in a band near the edge.
                let band = (Double.pi - theta - 0.66 * Double.pi) / (0.075 * Double.pi)
                highlight[i] = UInt32((0.55 * exp(-band * band) * 256).rounded())
            }
        }

        func deallocate() {
            for p in [frontU, frontV, backU, backV] { p.deallocate() }
            frontS.deallocate()
            backS.deallocate()
            for p in [frontShade, backShade, highlight] { p.deallocate() }
        }
    }

    /// Frees the tables when the last copy of the sampler goes.
    private final class TableStorage {
        let tables: Tables
        init(_ tables: Tables) { self.tables = tables }
        deinit { tables.deallocate() }
    }

    /// One target row. Every position is linear in the pixel's x and kept in 16.16 fixed point
    /// (+1, see BilinearSource) as base + x·step, so a pixel's value never depends on where its
    /// rectangle began.
    private struct Row {
        let s: CurlSampler
        /// Bounds-space position of pixel x's centre: p0 + x·dp.
        let p0: (x: Double, y: Double), dp: (x: Double, y: Double)
        /// Distance from the fold along d.
        let t0: Int, dt: Int
        /// The flat front's source position.
        let fu0: Int, fv0: Int, du: Int, dv: Int
        /// The fold's point level with the pixel (the cylinder's tables add to it).
        let bu0: Int, bv0: Int, dbu: Int, dbv: Int
        /// The flat back part's source position.
        let ku0: Int, kv0: Int, dku: Int, dkv: Int
        let radius: Int
        /// Pixels where only the flat front shows (no lifted part, no shadow), and where
        /// nothing of the curl is drawn: closed ranges of x, possibly empty.
        let plain: [ClosedRange<Int>]
        let clear: ClosedRange<Int>?

        init(sampler s: CurlSampler, p0: (x: Double, y: Double), dp: (x: Double, y: Double)) {
            self.s = s
            self.p0 = p0
            self.dp = dp
            let f = s.curl.foldPoint, d = s.d, r = s.curl.radius
            func fixed(_ v: Double) -> Int { Int((v * 65536).rounded(.down)) }
            let t = (p0.x - f.x) * d.x + (p0.y - f.y) * d.y
            let tStep = dp.x * d.x + dp.y * d.y
            (t0, dt, radius) = (fixed(t), fixed(tStep), fixed(r))
            let u = p0.x - s.origin.x + 0.5, v = p0.y - s.origin.y + 0.5
            (fu0, fv0, du, dv) = (fixed(u), fixed(v), fixed(dp.x), fixed(dp.y))
            (bu0, bv0) = (fixed(u - d.x * t), fixed(v - d.y * t))
            (dbu, dbv) = (fixed(dp.x - d.x * tStep), fixed(dp.y - d.y * tStep))
            // The flat back part: s = π·r − t, so the page point is p + d·(π·r − 2t).
            (ku0, kv0) = (fixed(u + d.x * (Double.pi * r - 2 * t)), fixed(v + d.y * (Double.pi * r - 2 * t)))
            (dku, dkv) = (fixed(dp.x - 2 * d.x * tStep), fixed(dp.y - 2 * d.y * tStep))
            // A pixel's margin, in bounds units, so rounding never moves a pixel across.
            let margin = 2 * max(abs(dp.x), abs(dp.y), 1e-9)
            var beyond = Interval.all
            beyond.keep(t - (r + s.reach + margin), tStep)
            clear = beyond.pixels
            // Flat front only: t < 0 and the back part's page point farther than the shadow's
            // reach from the page and outside the image.
            let image = CGRect(
                x: s.origin.x, y: s.origin.y, width: Double(s.front.width), height: Double(s.front.height))
            let near = image.union(s.page.insetBy(dx: -s.reach, dy: -s.reach)).insetBy(dx: -margin, dy: -margin)
            let q0 = (x: p0.x + d.x * (Double.pi * r - 2 * t), y: p0.y + d.y * (Double.pi * r - 2 * t))
            let dq = (x: dp.x - 2 * d.x * tStep, y: dp.y - 2 * d.y * tStep)
            var inside = Interval.all
            inside.keep(q0.x - near.minX, dq.x)
            inside.keep(near.maxX - q0.x, -dq.x)
            inside.keep(q0.y - near.minY, dq.y)
            inside.keep(near.maxY - q0.y, -dq.y)
            var flat = Interval.all
            flat.keep(-margin - t, -tStep)
            plain = flat.subtracting(inside)
        }

        /// `deferPlain` takes a run of flat-front pixels for the caller, or returns false.
        func draw(
            into row: UnsafeMutablePointer<UInt32>, from x0: Int, through x1: Int,
            deferPlain: (Int, Int) -> Bool
        ) {
            var x = x0
            while x <= x1 {
                if let range = clear, range.contains(x) {
                    x = range.upperBound + 1
                    continue
                }
                if let range = plain.first(where: { $0.contains(x) }) {
                    let end = min(x1, range.upperBound)
                    if !deferPlain(x, end) { drawPlain(row, x, end) }
                    x = end + 1
                    continue
                }
                // Up to the next special range.
                var end = x1
                if let range = clear, range.lowerBound > x { end = min(end, range.lowerBound - 1) }
                for range in plain where range.lowerBound > x { end = min(end, range.lowerBound - 1) }
                for px in x...end { row[px] = pixel(px, over: row[px]) }
                x = end + 1
            }
        }

        private func drawPlain(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int) {
            let fu = fu0 &+ x0 &* du, fv = fv0 &+ x0 &* dv
            let image = s.front
            // An unscaled, untilted page on whole pixels (the usual case) reads pixels in a row.
            if du == 65536, dv == 0, fu & 0xFFFF == 0, fv & 0xFFFF == 0, s.opacity == 256 {
                let sx = fu >> 16 - 1, sy = fv >> 16 - 1
                guard sy >= 0, sy < image.height else { return }
                let first = max(x0, x0 - sx), last = min(x1, x0 + image.width - 1 - sx)
                guard first <= last else { return }
                let source = image.pixels + sy * image.stride + (sx - x0)
                for x in first...last {
                    let p = source[x]
                    if p >> 24 == 255 {
                        row[x] = p
                    } else if p != 0 {
                        row[x] = Pixel.over(p, row[x])
                    }
                }
                return
            }
            for x in x0...x1 { row[x] = blend(image.sample(fu0 &+ x &* du, fv0 &+ x &* dv), over: row[x]) }
        }

        /// The curl at pixel x over `beneath` (everything below the node).
        @inline(__always)
        private func pixel(_ x: Int, over beneath: UInt32) -> UInt32 {
            let t = t0 &+ x &* dt
            let opaque = s.opacity == 256
            if t < 0 {
                // The flat back part above the flat front, which the back part's edge shades.
                let top = backColor(ku0 &+ x &* dku, kv0 &+ x &* dkv)
                if opaque && top >> 24 == 255 { return top }
                var out = blend(s.front.sample(fu0 &+ x &* du, fv0 &+ x &* dv), over: beneath)
                if s.shadowAlpha > 0 {
                    out = shade(out, distance: outside(x, t, along: Double.pi * s.curl.radius - Double(t) / 65536))
                }
                return blend(top, over: out)
            }
            let tab = s.tables
            if t <= radius, tab.count > 0 {
                let i = min(tab.count - 1, t >> tab.shift)
                let bu = bu0 &+ x &* dbu, bv = bv0 &+ x &* dbv
                var upper = backColor(bu &+ tab.backU[i], bv &+ tab.backV[i])
                if upper != 0 {
                    upper = Pixel.lerp(
                        Pixel.scale(upper, tab.backShade[i]), CurlSampler.grey(upper >> 24), tab.highlight[i])
                    if opaque && upper >> 24 == 255 { return upper }
                }
                var lower = s.front.sample(bu &+ tab.frontU[i], bv &+ tab.frontV[i])
                if lower != 0 {
                    lower = Pixel.scale(lower, tab.frontShade[i])
                    if opaque && lower >> 24 == 255 { return blend(upper, over: lower) }
                }
                var out = beneath
                if s.shadowAlpha > 0 {
                    out = shade(
                        out, distance: min(outside(x, t, along: tab.frontS[i]), outside(x, t, along: tab.backS[i])))
                }
                return blend(upper, over: blend(lower, over: out))
            }
            // Beyond the turn: only the shadow the curl's edge casts on what lies beneath.
            guard s.shadowAlpha > 0 else { return beneath }
            let beyond = Double(t - radius) / 65536
            let side = outside(x, t, along: Double.pi * s.curl.radius / 2)
            return shade(beneath, distance: (beyond * beyond + side * side).squareRoot())
        }

        /// How far outside the page lies the page point at distance `sAlong` from the fold,
        /// level with pixel x (whose distance from the fold is `t`, 16.16).
        @inline(__always)
        private func outside(_ x: Int, _ t: Int, along sAlong: Double) -> Double {
            let xd = Double(x), offset = sAlong - Double(t) / 65536
            let qx = p0.x + xd * dp.x + s.d.x * offset, qy = p0.y + xd * dp.y + s.d.y * offset
            let e = s.edges
            let ex = max(max(e.minX - qx, 0), qx - e.maxX), ey = max(max(e.minY - qy, 0), qy - e.maxY)
            return ex == 0 ? ey : ey == 0 ? ex : (ex * ex + ey * ey).squareRoot()
        }

        /// Darkens `pixel` by the soft shadow of a page edge `distance` away (black OVER it).
        @inline(__always)
        private func shade(_ pixel: UInt32, distance: Double) -> UInt32 {
            let step = Int(distance * 16)
            guard step < s.shadowRamp.count else { return pixel }
            let alpha = s.shadowRamp[step]
            return alpha == 0 ? pixel : Pixel.over(alpha << 24, pixel)
        }

        @inline(__always)
        private func blend(_ sample: UInt32, over pixel: UInt32) -> UInt32 {
            guard sample != 0 else { return pixel }
            return Pixel.over(s.opacity < 256 ? Pixel.scale(sample, s.opacity) : sample, pixel)
        }

        /// The back of the page at the front's source position (fu, fv).
        @inline(__always)
        private func backColor(_ fu: Int, _ fv: Int) -> UInt32 {
            if let image = s.back.image {
                return s.back.horizontal ? image.sample(s.back.k &- fu, fv) : image.sample(fu, s.back.k &- fv)
            }
            let p = s.front.sample(fu, fv)
            return p == 0 ? 0 : Pixel.lerp(CurlSampler.grey(p >> 24), p, s.back.ink)
        }
    }

    /// White paper at coverage `alpha`, premultiplied.
    @inline(__always)
    static func grey(_ alpha: UInt32) -> UInt32 { alpha << 24 | alpha << 16 | alpha << 8 | alpha }

    /// An interval of real x (open), possibly empty or unbounded.
    struct Interval {
        var low = -Double.infinity
        var high = Double.infinity

        static var all: Interval { Interval() }

        /// Keeps the x where base + slope·x > 0.
        mutating func keep(_ base: Double, _ slope: Double) {
            if abs(slope) < 1e-12 {
                if base <= 0 { high = -.infinity }
            } else if slope > 0 {
                low = max(low, -base / slope)
            } else {
                high = min(high, -base / slope)
            }
        }

        var isEmpty: Bool { !(high > low) }

        /// The whole pixels strictly inside.
        var pixels: ClosedRange<Int>? {
            guard !isEmpty else { return nil }
            let first = low == -.infinity ? Int.min / 4 : Int((low + 1).rounded(.down))
            let last = high == .infinity ? Int.max / 4 : Int((high - 1).rounded(.up))
            return first <= last ? first...last : nil
        }

        /// Whole pixels inside `self` and not inside (or next to) `other`.
        func subtracting(_ other: Interval) -> [ClosedRange<Int>] {
            guard let mine = pixels else { return [] }
            guard !other.isEmpty else { return [mine] }
            var out: [ClosedRange<Int>] = []
            if other.low > -.infinity {
                let last = min(mine.upperBound, Int((other.low - 1).rounded(.down)))
                if last >= mine.lowerBound { out.append(mine.lowerBound...last) }
            }
            if other.high < .infinity {
                let first = max(mine.lowerBound, Int((other.high + 1).rounded(.up)))
                if first <= mine.upperBound { out.append(first...mine.upperBound) }
            }
            return out
        }
    }
}

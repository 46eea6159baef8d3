import Foundation

/// The curl's map as pure functions, and the curls UIKit asks for: a corner pinned under the
/// pointer (a page view controller's drag) and a page lifted off by progress (the curl transitions).
extension PageCurl {
    /// A corner of a page rectangle in bounds space (y grows downward, as in UIKit).
    public enum Corner: Sendable, CaseIterable {
        case topLeft, topRight, bottomLeft, bottomRight

        func point(of rect: CGRect) -> CGPoint {
            switch self {
            case .topLeft: CGPoint(x: rect.minX, y: rect.minY)
            case .topRight: CGPoint(x: rect.maxX, y: rect.minY)
            case .bottomLeft: CGPoint(x: rect.minX, y: rect.maxY)
            case .bottomRight: CGPoint(x: rect.maxX, y: rect.maxY)
            }
        }
    }

    /// An edge of a page rectangle in bounds space (y grows downward, as in UIKit).
    public enum Edge: Sendable, CaseIterable {
        case top, left, bottom, right

        /// The unit normal pointing out of the rectangle.
        var outwardNormal: (x: Double, y: Double) {
            switch self {
            case .top: (0, -1)
            case .left: (-1, 0)
            case .bottom: (0, 1)
            case .right: (1, 0)
            }
        }

        func endpoints(of rect: CGRect) -> (CGPoint, CGPoint) {
            switch self {
            case .top: (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY))
            case .left: (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY))
            case .bottom: (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY))
            case .right: (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY))
            }
        }
    }

    /// Which side of the paper is seen at a drawn point.
    public enum Side: Equatable, Sendable { case front, back }

    /// Where a point of the flat page ends up once curled.
    public struct Placement: Equatable, Sendable {
        /// Where it is drawn, in the node's bounds space.
        public var point: CGPoint
        public var side: Side
        /// Height above the flat page: 0 flat, up to 2·radius on top of the turned part, so of two
        /// page points drawn at one place the higher one is seen.
        public var height: Double
    }

    /// Whether the compositor can draw the curl: finite, a radius ≥ 0, and within a million
    /// units (its fixed-point arithmetic's reach). A node whose curl is not is drawn flat.
    public var isDrawable: Bool {
        let values = [foldPoint.x, foldPoint.y, angle, radius, shadowOpacity]
        return values.allSatisfy(\.isFinite) && radius >= 0 && radius < 1e6 && abs(foldPoint.x) < 1e6
            && abs(foldPoint.y) < 1e6
    }

    /// The unit vector d of `angle`.
    public var direction: (x: Double, y: Double) { (cos(angle), sin(angle)) }

    /// The signed distance s of `point` from the fold line along d (negative on the flat side).
    public func signedDistance(_ point: CGPoint) -> Double {
        let d = direction
        return (point.x - foldPoint.x) * d.x + (point.y - foldPoint.y) * d.y
    }

    /// Where the page point at signed distance `s` is drawn, along d (see the type's doc).
    public func drawnDistance(_ s: Double) -> Double {
        if s <= 0 { return s }
        if s <= .pi * radius { return radius * sin(s / radius) }
        return .pi * radius - s
    }

    /// The forward map: where the page point `point` (bounds space) is drawn, which side of the
    /// paper shows there, and how high it lies.
    public func place(_ point: CGPoint) -> Placement {
        let d = direction
        let s = signedDistance(point)
        let m = drawnDistance(s)
        let moved = m - s
        let side: Side = s < .pi * radius / 2 || (radius == 0 && s <= 0) ? .front : .back
        let height: Double
        if s <= 0 {
            height = 0
        } else if s <= .pi * radius {
            height = radius * (1 - cos(s / radius))
        } else {
            height = 2 * radius
        }
        return Placement(
            point: CGPoint(x: point.x + d.x * moved, y: point.y + d.y * moved), side: side, height: height)
    }

    /// How far beyond the curl's edge (and beyond the turned part's edges) its shadow reaches.
    public var shadowReach: Double { max(6, radius * 0.6) }

    /// The bounding box, in bounds space, of everything the curled `page` draws: what stays flat,
    /// the turned part and the shadows it casts. What lies outside is untouched by the curl.
    public func coverage(of page: CGRect) -> CGRect {
        let d = direction
        let e = (x: -d.y, y: d.x)
        let corners = Corner.allCases.map { $0.point(of: page) }
        let local = corners.map { c -> (s: Double, u: Double) in
            let dx = c.x - foldPoint.x, dy = c.y - foldPoint.y
            return (dx * d.x + dy * d.y, dx * e.x + dy * e.y)
        }
        let sMax = local.map(\.s).max()!, sMin = local.map(\.s).min()!
        guard sMax > 0 else { return page }
        let uMin = local.map(\.u).min()!, uMax = local.map(\.u).max()!
        // The lifted part is drawn at distances from min m to at most r (the turn), at the same u.
        // m rises up to the turn (s = πr/2) and falls after: its extremes lie at the ends or the turn.
        let lifted = (low: max(0, sMin), high: sMax)
        let mLow = min(drawnDistance(lifted.low), drawnDistance(lifted.high))
        let turn = Double.pi * radius / 2
        let mHigh =
            lifted.high < turn
            ? drawnDistance(lifted.high)
            : lifted.low > turn ? drawnDistance(lifted.low) : radius
        let reach = shadowReach
        var box = page
        for m in [mLow - reach, mHigh + reach] {
            for u in [uMin - reach, uMax + reach] {
                let p = CGPoint(x: foldPoint.x + d.x * m + e.x * u, y: foldPoint.y + d.y * m + e.y * u)
                box = box.union(CGRect(x: p.x, y: p.y, width: 0, height: 0))
            }
        }
        return box
    }

    /// Whether nothing of the curled `page` (nor its shadow) is drawn inside `page` any more: the
    /// page has left, what lies beneath shows unshaded.
    public func hasLeft(_ page: CGRect) -> Bool {
        let sMin = Corner.allCases.map { signedDistance($0.point(of: page)) }.min()!
        return sMin >= radius + shadowReach
    }

    /// The signed distance s_c at which a page point must lie from the fold line so that the
    /// curl draws it `displacement` (≥ 0) back toward the flat side: solves s − m(s) = displacement.
    static func liftedDistance(displacement: Double, radius: Double) -> Double {
        if displacement >= .pi * radius { return (displacement + .pi * radius) / 2 }
        // s − r·sin(s/r) rises monotonically from 0 to πr on [0, πr].
        var lo = 0.0, hi = Double.pi * radius
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if mid - radius * sin(mid / radius) < displacement { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// The curl that carries `corner` of `page` exactly onto `point` (a page dragged by its corner),
    /// the page staying attached along `spine`: as with a paper book, a point that would tear the
    /// spine (fold it) is pulled back toward the corner along the drag until the spine just stays flat.
    public static func pinning(
        _ corner: Corner, of page: CGRect, at point: CGPoint, radius: Double, spine: Edge? = nil,
        back: Back = .translucentFront(opacity: 0.25), shadowOpacity: Double = 0.5
    ) -> PageCurl {
        let c = corner.point(of: page)
        func curl(_ p: CGPoint) -> PageCurl {
            let dx = c.x - p.x, dy = c.y - p.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else {
                // At rest: the fold lies on the corner, facing away from the spine (or the centre).
                let n = spine.map { (x: -$0.outwardNormal.x, y: -$0.outwardNormal.y) }
                let a = n.map { atan2($0.y, $0.x) } ?? atan2(c.y - page.midY, c.x - page.midX)
                return PageCurl(
                    foldPoint: c, angle: a, radius: radius, back: back, shadowOpacity: shadowOpacity)
            }
            let sc = liftedDistance(displacement: length, radius: radius)
            let d = (x: dx / length, y: dy / length)
            return PageCurl(
                foldPoint: CGPoint(x: c.x - d.x * sc, y: c.y - d.y * sc), angle: atan2(d.y, d.x), radius: radius,
                back: back, shadowOpacity: shadowOpacity)
        }
        guard let spine else { return curl(point) }
        let (a, b) = spine.endpoints(of: page)
        func keepsSpine(_ candidate: PageCurl) -> Bool {
            candidate.signedDistance(a) <= 1e-9 && candidate.signedDistance(b) <= 1e-9
        }
        let wanted = curl(point)
        if keepsSpine(wanted) { return wanted }
        // A point a hair inside the corner, toward the spine, always keeps it (unless the page is
        // narrower than the curl); bisect the drag between there and the pointer.
        let inward = spine.outwardNormal
        let start = CGPoint(x: c.x + inward.x, y: c.y + inward.y)
        guard keepsSpine(curl(start)) else { return curl(start) }
        var lo = 0.0, hi = 1.0
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            let p = CGPoint(x: start.x + (point.x - start.x) * mid, y: start.y + (point.y - start.y) * mid)
            if keepsSpine(curl(p)) { lo = mid } else { hi = mid }
        }
        return curl(CGPoint(x: start.x + (point.x - start.x) * lo, y: start.y + (point.y - start.y) * lo))
    }

    /// The radius a page curl takes for a page of `size` when none is given: a tenth of the page's
    /// short side, close to how round iOS's curl looks.
    public static func defaultRadius(for size: CGSize) -> Double {
        max(4, min(size.width, size.height) / 10)
    }

    /// The page lifted off from `edge` by `progress` 0…1, as `.transitionCurlUp` does from the
    /// bottom edge (its reverse, `1 − progress`, is `.transitionCurlDown`). The fold moves in a
    /// straight line: at 0 nothing is lifted (the page draws exactly as flat); at 1, exactly, the page and its shadow have left
    /// `page` (`hasLeft(page)` turns true there and not before). The fold runs slightly across
    /// the page (`tilt` radians from parallel to the edge), so one corner leads, as on iOS.
    public static func lifting(
        _ page: CGRect, from edge: Edge, progress: Double, radius: Double? = nil, tilt: Double = 0.12,
        back: Back = .translucentFront(opacity: 0.25), shadowOpacity: Double = 0.5
    ) -> PageCurl {
        let r = radius ?? defaultRadius(for: page.size)
        let n = edge.outwardNormal
        let angle = atan2(n.y, n.x) - tilt
        var curl = PageCurl(
            foldPoint: CGPoint(x: page.midX, y: page.midY), angle: angle, radius: r, back: back,
            shadowOpacity: shadowOpacity)
        let d = curl.direction
        let along = Corner.allCases.map { c -> Double in
            let p = c.point(of: page)
            return p.x * d.x + p.y * d.y
        }
        // One unit clear of the page: no bilinear sample of its edge reaches the fold.
        let start = along.max()! + 1
        let end = along.min()! - r - curl.shadowReach
        let t = start + (end - start) * progress
        let centre = page.midX * d.x + page.midY * d.y
        curl.foldPoint = CGPoint(x: page.midX + d.x * (t - centre), y: page.midY + d.y * (t - centre))
        return curl
    }
}

import Foundation

/// How the content moves along one axis while no finger holds it: a pure description of the
/// motion since it began, evaluated at any time (`ScrollPhysics` gives the curves).
enum AxisMotion: Equatable {
    /// Still, at this offset.
    case resting(CGFloat)
    /// Exponential deceleration from `origin` with `velocity` (points per second) at `start`,
    /// coming to rest exactly at `end` (the curve's limit, or the target it was solved for).
    case decelerating(origin: CGFloat, velocity: CGFloat, rate: CGFloat, start: TimeInterval, end: CGFloat)
    /// The spring back to `edge` from `displacement` past it with `velocity` at `start`.
    case bouncing(edge: CGFloat, displacement: CGFloat, velocity: CGFloat, start: TimeInterval)
    /// An animated scroll from `from` to `to` on UIKit's ease-in-ease-out curve.
    case animating(from: CGFloat, to: CGFloat, start: TimeInterval, duration: TimeInterval)

    var isResting: Bool { if case .resting = self { true } else { false } }

    /// The motion at `time`, moved on to its next stage where the previous one has ended (a
    /// deceleration that crossed an edge bounces, or stops at the edge when `bounces` is off),
    /// and the offset it shows then. `range` is the scrollable range along the axis, `dimension`
    /// the view's length along it (how far a rubber band reaches).
    func advanced(
        to time: TimeInterval, range: ClosedRange<CGFloat>, bounces: Bool, dimension: CGFloat
    ) -> (AxisMotion, CGFloat) {
        switch self {
        case .resting(let offset):
            return (self, offset)

        case .decelerating(let origin, let velocity, let rate, let start, let end):
            let total = end - origin
            // The edge in the direction of travel, if the curve would end beyond it.
            let edge: CGFloat? =
                velocity < 0 && end < range.lowerBound && origin >= range.lowerBound
                ? range.lowerBound
                : velocity > 0 && end > range.upperBound && origin <= range.upperBound ? range.upperBound : nil
            if let edge {
                // The instant the curve reaches the edge: origin + D(tc) = edge.
                let base = 1 + (edge - origin) * 1000 * log(rate) / velocity
                let crossing = start + TimeInterval(log(max(base, 1e-12)) / (1000 * log(rate)))
                if time >= crossing {
                    guard bounces else { return (.resting(edge), edge) }
                    let speed = ScrollPhysics.bounceEntryVelocity(
                        ScrollPhysics.decelerationVelocity(initial: velocity, rate: rate, at: crossing - start),
                        dimension: dimension)
                    return AxisMotion.bouncing(edge: edge, displacement: 0, velocity: speed, start: crossing)
                        .advanced(to: time, range: range, bounces: bounces, dimension: dimension)
                }
            }
            let elapsed = max(0, time - start)
            // The range moved under the motion (the view turned, the content shrank) and left
            // it past the edge it is heading away from: it springs back from where it is now,
            // with the speed it has, rather than gliding on out of the rubber band.
            let behind: CGFloat? =
                velocity < 0 && origin < range.lowerBound
                ? range.lowerBound : velocity > 0 && origin > range.upperBound ? range.upperBound : nil
            if let behind {
                guard bounces, time.isFinite else { return (.resting(behind), behind) }
                let here = origin + ScrollPhysics.decelerationDistance(initial: velocity, rate: rate, at: elapsed)
                let speed = ScrollPhysics.bounceEntryVelocity(
                    ScrollPhysics.decelerationVelocity(initial: velocity, rate: rate, at: elapsed), dimension: dimension
                )
                return AxisMotion.bouncing(edge: behind, displacement: here - behind, velocity: speed, start: time)
                    .advanced(to: time, range: range, bounces: bounces, dimension: dimension)
            }
            if elapsed >= ScrollPhysics.decelerationDuration(distance: total, rate: rate) {
                return (.resting(end), end)
            }
            return (self, origin + ScrollPhysics.decelerationDistance(initial: velocity, rate: rate, at: elapsed))

        case .bouncing(let edge, let displacement, let velocity, let start):
            let elapsed = max(0, time - start)
            // At the end of time (the view left its window) the spring has come to rest.
            guard time.isFinite, elapsed.isFinite else { return (.resting(edge), edge) }
            let x = ScrollPhysics.bounceDisplacement(from: displacement, velocity: velocity, at: elapsed)
            let v = ScrollPhysics.bounceVelocity(from: displacement, velocity: velocity, at: elapsed)
            if ScrollPhysics.bounceHasSettled(displacement: x, velocity: v) && elapsed > 0 {
                return (.resting(edge), edge)
            }
            return (self, edge + x)

        case .animating(let from, let to, let start, let duration):
            let fraction = duration > 0 ? (time - start) / duration : 1
            if fraction >= 1 { return (.resting(to), to) }
            let progress = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: max(0, fraction))
            return (self, from + (to - from) * CGFloat(progress))
        }
    }
}

/// Both axes' motion and why the content moves, which decides how its end is announced.
struct ScrollMotion {
    enum Kind: Equatable {
        /// After a drag (or a wheel's momentum): ends with `scrollViewDidEndDecelerating`.
        case decelerating
        /// `setContentOffset(_:animated:)`, `scrollRectToVisible`, keys: ends with
        /// `scrollViewDidEndScrollingAnimation`.
        case animating
        /// A status bar tap: ends with `scrollViewDidScrollToTop`.
        case scrollingToTop
        /// Content a finger left past an edge without dragging springs back: nothing announced.
        case settling
        /// An animated zoom: ends with `scrollViewDidEndZooming`.
        case zooming
    }

    /// An animated change of zoom scale, on the same curve and clock as the offset.
    struct ZoomStep {
        var from: CGFloat
        var to: CGFloat
        var start: TimeInterval
        var duration: TimeInterval

        func scale(at time: TimeInterval) -> CGFloat {
            let fraction = duration > 0 ? min(1, max(0, (time - start) / duration)) : 1
            return from + (to - from) * CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: fraction))
        }
    }

    var kind: Kind
    var x: AxisMotion
    var y: AxisMotion
    var zoom: ZoomStep? {
        didSet { zoomDone = zoom == nil }
    }
    /// The zoom's current scale (set by `advance`).
    private(set) var zoomScale: CGFloat?
    private var zoomDone = true

    init(kind: Kind, x: AxisMotion, y: AxisMotion) {
        self.kind = kind
        self.x = x
        self.y = y
    }

    var isFinished: Bool { x.isResting && y.isResting && zoomDone }

    /// Advances both axes to `time` in a view of `size`; returns the offset to show.
    mutating func advance(
        to time: TimeInterval, horizontal: ClosedRange<CGFloat>, vertical: ClosedRange<CGFloat>, bounces: Bool,
        size: CGSize
    ) -> CGPoint {
        let (nextX, offsetX) = x.advanced(to: time, range: horizontal, bounces: bounces, dimension: size.width)
        let (nextY, offsetY) = y.advanced(to: time, range: vertical, bounces: bounces, dimension: size.height)
        x = nextX
        y = nextY
        if let zoom {
            zoomScale = zoom.scale(at: time)
            zoomDone = time >= zoom.start + zoom.duration - 1e-9
        }
        return CGPoint(x: offsetX, y: offsetY)
    }
}

import Foundation

/// iOS's scrolling physics as pure functions of time and distance, one axis at a time: nothing
/// here reads a clock or a view, so every value can be checked at an exact instant (DESIGN §6).
/// Offsets are in points, velocities in points per second, times in seconds since the motion
/// began, unless a name says otherwise.
enum ScrollPhysics {
    // MARK: Rubber band

    /// UIKit's resistance constant, reverse-engineered from UIScrollView and widely used since
    /// (Grant Paul, "Scroll view rubber band", 2013; the same c = 0.55 in Apple's own
    /// `UIScrollView` reimplementations shown in WWDC 2018 "Designing Fluid Interfaces").
    static let rubberBandCoefficient: CGFloat = 0.55

    /// How far content that a finger pulled `overshoot` points past an edge appears past it:
    /// f(x) = (1 − 1 / (x·c/d + 1))·d, with d the scroll view's `dimension` along the axis. It
    /// follows the finger at first (slope c) and never reaches d. Negative overshoots mirror.
    static func rubberBand(
        _ overshoot: CGFloat, dimension: CGFloat, coefficient c: CGFloat = rubberBandCoefficient
    )
        -> CGFloat
    {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let banded = (1 - 1 / (x * c / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }

    /// `offset` (a finger's unresisted position) as shown: inside `range` unchanged, past an end
    /// rubber-banded from that end.
    static func rubberBanded(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound {
            return range.lowerBound + rubberBand(offset - range.lowerBound, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + rubberBand(offset - range.upperBound, dimension: dimension)
        }
        return offset
    }

    /// The inverse of `rubberBanded`: the unresisted position that shows as `offset` (so a
    /// drag that starts while the content is pulled past an edge continues from there).
    static func unbanded(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        let c = rubberBandCoefficient
        func inverse(_ banded: CGFloat) -> CGFloat {
            let y = min(abs(banded), dimension * 0.999)
            let x = (dimension / c) * (1 / (1 - y / dimension) - 1)
            return banded < 0 ? -x : x
        }
        guard dimension > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        if offset < range.lowerBound { return range.lowerBound + inverse(offset - range.lowerBound) }
        if offset > range.upperBound { return range.upperBound + inverse(offset - range.upperBound) }
        return offset
    }

    // MARK: Deceleration

    /// Deceleration keeps `rate` of the velocity every millisecond (Apple, WWDC 2018 "Designing
    /// Fluid Interfaces"): v(t) = v0·rate^(1000t).
    static func decelerationVelocity(initial v0: CGFloat, rate: CGFloat, at t: TimeInterval) -> CGFloat {
        v0 * pow(rate, CGFloat(1000 * t))
    }

    /// The distance covered by then, the integral of v: v0·(rate^(1000t) − 1) / (1000·ln rate).
    static func decelerationDistance(initial v0: CGFloat, rate: CGFloat, at t: TimeInterval) -> CGFloat {
        v0 * (pow(rate, CGFloat(1000 * t)) - 1) / (1000 * log(rate))
    }

    /// Where a flick comes to rest, as Apple projects it in the same talk:
    /// (v0 / 1000)·rate / (1 − rate) past where it was released.
    static func projectedDistance(initial v0: CGFloat, rate: CGFloat) -> CGFloat {
        (v0 / 1000) * rate / (1 - rate)
    }

    /// The initial velocity whose exponential decay covers exactly `distance` (the integral to
    /// infinity, −v0 / (1000·ln rate)): how the scroll view lands on a target a delegate chose,
    /// or on Apple's projection, which differs from the integral by 0.1 % at the normal rate.
    static func velocity(toCover distance: CGFloat, rate: CGFloat) -> CGFloat {
        -distance * 1000 * log(rate)
    }

    /// Deceleration ends once the content would move less than this much more (half a point:
    /// no pixel moves at 1× nor visibly at 2×); it is then placed exactly on its target. In
    /// speed, that is 1000·|ln rate|·0.5 points per second: about 1 pt/s at the normal rate,
    /// 5 pt/s at the fast one.
    static let restingDistance: CGFloat = 0.5

    /// How long an exponential deceleration over `distance` runs before it rests.
    static func decelerationDuration(distance: CGFloat, rate: CGFloat) -> TimeInterval {
        let remaining = abs(distance)
        guard remaining > restingDistance else { return 0 }
        // remaining·rate^(1000t) = restingDistance
        return TimeInterval(log(restingDistance / remaining) / (1000 * log(rate)))
    }

    // MARK: Bounce

    /// The bounce back from past an edge: a critically damped spring (damping ratio 1, unit
    /// mass, stiffness ω² with ω = 10 rad/s), x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt), where x is the
    /// distance past the edge. Our choice, matching the feel of UIKit's bounce: released 100 pt
    /// past an edge, it is back within half a point in about 0.72 s and never overshoots into the
    /// content; flung across an edge at v0 it reaches v0 / (ω·e) past it at 0.1 s, then returns.
    static let bounceFrequency: CGFloat = 10

    static func bounceDisplacement(from x0: CGFloat, velocity v0: CGFloat, at t: TimeInterval) -> CGFloat {
        let w = bounceFrequency, t = CGFloat(t)
        return (x0 + (v0 + w * x0) * t) * exp(-w * t)
    }

    static func bounceVelocity(from x0: CGFloat, velocity v0: CGFloat, at t: TimeInterval) -> CGFloat {
        let w = bounceFrequency, t = CGFloat(t)
        // d/dt of the displacement.
        return (v0 - w * (v0 + w * x0) * t) * exp(-w * t)
    }

    /// The speed a fling carries across an edge into the bounce, resisted as a finger's pull
    /// is: the reach it would give, r = v0 / (ω·e), becomes the rubber band's
    /// `rubberBand(r / c, dimension: d)` = r·d / (r + d), close to r while it is short and never
    /// the view's length d, so flung content appears no farther past an edge than a rubber band
    /// can pull it (in a view a point long as in a screen-sized one).
    static func bounceEntryVelocity(_ v0: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        let reach = abs(v0) / (bounceFrequency * CGFloat(M_E))
        return v0 * d / (reach + d)
    }

    /// The bounce has settled (within half a point of the edge, slower than 10 pt/s): it is
    /// then placed on the edge exactly.
    static func bounceHasSettled(displacement: CGFloat, velocity: CGFloat) -> Bool {
        abs(displacement) < restingDistance && abs(velocity) < 10
    }

    // MARK: Paging

    /// A release faster than this (points per second, along the paging axis) turns to the next
    /// page in its direction; slower, the nearest page wins. Our choice, in the range of UIKit's
    /// feel: a deliberate flick (0.3 pt/ms), not the drift of a finger lifting.
    static let pagingFlickVelocity: CGFloat = 300

    /// The page offset a release settles on: the nearest page to `offset`, or for a flick the
    /// next page in its direction, and never more than one page from `startPage` (where the
    /// drag began). Pages are `pageLength` apart from `range.lowerBound`; the last one ends at
    /// `range.upperBound`.
    static func pageOffset(
        releasedAt offset: CGFloat, velocity: CGFloat, startPage: Int, pageLength: CGFloat,
        range: ClosedRange<CGFloat>
    ) -> CGFloat {
        guard pageLength > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let lastPage = Int(((range.upperBound - range.lowerBound) / pageLength).rounded(.up))
        let position = (offset - range.lowerBound) / pageLength
        var page: Int
        if velocity > pagingFlickVelocity {
            page = Int(position.rounded(.down)) + 1
        } else if velocity < -pagingFlickVelocity {
            page = Int(position.rounded(.up)) - 1
        } else {
            page = Int(position.rounded())
        }
        page = min(max(page, startPage - 1), startPage + 1)
        page = min(max(page, 0), max(0, lastPage))
        return min(max(range.lowerBound + CGFloat(page) * pageLength, range.lowerBound), range.upperBound)
    }
}

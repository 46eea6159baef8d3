import Foundation
import Testing
@testable import UIKit

/// The pure physics against the published formulas, at exact distances and times.
@MainActor @Suite("Scroll physics")
struct ScrollPhysicsTests {
    /// f(x) = (1 − 1/(x·c/d + 1))·d, c = 0.55 (the reverse-engineered UIKit rubber band).
    private func rubberBandFormula(_ x: CGFloat, _ d: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }

    @Test("The rubber band follows f(x) = (1 − 1/(x·c/d + 1))·d at given distances", arguments: [10, 100, 400, 5000])
    func rubberBand(distance: Double) {
        let d: CGFloat = 240

        let banded = ScrollPhysics.rubberBand(CGFloat(distance), dimension: d)
        let mirrored = ScrollPhysics.rubberBand(-CGFloat(distance), dimension: d)

        #expect(abs(banded - rubberBandFormula(CGFloat(distance), d)) < 1e-9)
        #expect(mirrored == -banded)
        #expect(banded < d && banded < CGFloat(distance))
    }

    @Test("Unbanding inverts the rubber band past either edge")
    func unbandInverts() {
        let range: ClosedRange<CGFloat> = -20...500

        let shown = ScrollPhysics.rubberBanded(-120, range: range, dimension: 240)
        let back = ScrollPhysics.unbanded(shown, range: range, dimension: 240)
        let shownEnd = ScrollPhysics.rubberBanded(650, range: range, dimension: 240)

        #expect(abs(shown - (-20 - rubberBandFormula(100, 240))) < 1e-9)
        #expect(abs(back - -120) < 1e-6)
        #expect(abs(ScrollPhysics.unbanded(shownEnd, range: range, dimension: 240) - 650) < 1e-6)
    }

    @Test("Deceleration: v0·(rate^(1000t) − 1)/(1000·ln rate) at 0.1 s and 0.5 s", arguments: [0.1, 0.5])
    func decelerationDistance(time: Double) {
        let v0: CGFloat = 2000, rate: CGFloat = 0.998

        let distance = ScrollPhysics.decelerationDistance(initial: v0, rate: rate, at: time)
        let velocity = ScrollPhysics.decelerationVelocity(initial: v0, rate: rate, at: time)

        let expected = 2000 * (pow(0.998, 1000 * time) - 1) / (1000 * log(0.998))
        #expect(abs(distance - CGFloat(expected)) < 1e-9)
        #expect(abs(velocity - CGFloat(2000 * pow(0.998, 1000 * time))) < 1e-9)
    }

    @Test("Apple's projection: (v0/1000)·rate/(1 − rate) for both rates")
    func projection() {
        let normal = ScrollPhysics.projectedDistance(initial: 1500, rate: UIScrollView.DecelerationRate.normal.rawValue)
        let fast = ScrollPhysics.projectedDistance(initial: -1500, rate: UIScrollView.DecelerationRate.fast.rawValue)

        #expect(abs(normal - 1.5 * 0.998 / 0.002) < 1e-6)
        #expect(abs(fast - -1.5 * 0.99 / 0.01) < 1e-6)
    }

    @Test("The velocity solved for a distance decays to exactly that distance")
    func solvedVelocityLands() {
        let v = ScrollPhysics.velocity(toCover: 300, rate: 0.998)

        let far = ScrollPhysics.decelerationDistance(initial: v, rate: 0.998, at: 60)
        let duration = ScrollPhysics.decelerationDuration(distance: 300, rate: 0.998)
        let atRest = ScrollPhysics.decelerationDistance(initial: v, rate: 0.998, at: duration)

        #expect(abs(far - 300) < 1e-6)
        #expect(abs(300 - atRest - ScrollPhysics.restingDistance) < 1e-6)
    }

    @Test("The bounce is a critically damped spring: (x0 + (v0 + ωx0)t)e^(−ωt)")
    func bounce() {
        let x = ScrollPhysics.bounceDisplacement(from: -80, velocity: 0, at: 0.2)
        let peak = ScrollPhysics.bounceDisplacement(from: 0, velocity: 1000, at: 0.1)

        #expect(abs(x - CGFloat((-80 + 10 * -80 * 0.2) * exp(-2.0))) < 1e-9)
        #expect(abs(peak - 1000 / (10 * CGFloat(M_E))) < 1e-9)
        #expect(abs(ScrollPhysics.bounceVelocity(from: 0, velocity: 1000, at: 0.1)) < 1e-9)
    }

    @Test("Paging: a slow release settles on the nearest page, a flick on the next, never two")
    func pagingDecisions() {
        let range: ClosedRange<CGFloat> = 0...(320 * 4)
        func page(_ offset: CGFloat, _ velocity: CGFloat, from start: Int) -> CGFloat {
            ScrollPhysics.pageOffset(
                releasedAt: offset, velocity: velocity, startPage: start, pageLength: 320, range: range)
        }

        let slowBack = page(120, 100, from: 0)
        let slowOn = page(200, -100, from: 0)
        let flick = page(40, 400, from: 0)
        let flickBack = page(300, -400, from: 0)
        let hard = page(500, 20000, from: 0)
        let draggedFar = page(900, 0, from: 0)
        let pastEnd = page(1300, 5000, from: 4)

        #expect(slowBack == 0)
        #expect(slowOn == 320)
        #expect(flick == 320)
        #expect(flickBack == 0)
        #expect(hard == 320)
        #expect(draggedFar == 320)
        #expect(pastEnd == 1280)
    }
}

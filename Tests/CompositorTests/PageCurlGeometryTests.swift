import Testing
import Foundation
@testable import Compositor

/// The curl's map and the curls UIKit builds from a pointer or a progress (PageCurl's doc gives
/// the map: flat, r·sin(s/r) on the cylinder, π·r − s past the half turn).
@MainActor @Suite struct PageCurlGeometryTests {
    static let page = CGRect(x: 0, y: 0, width: 400, height: 300)

    func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }

    @Test func theMapKeepsTheFlatSideWrapsTheCylinderAndLaysTheRestBackUp() {
        let curl = PageCurl(foldPoint: CGPoint(x: 100, y: 0), angle: 0, radius: 20)

        let flat = curl.place(CGPoint(x: 60, y: 7))
        let quarter = curl.place(CGPoint(x: 100 + Double.pi * 10, y: 7))
        let beyond = curl.place(CGPoint(x: 100 + Double.pi * 20 + 30, y: 7))

        #expect(flat == PageCurl.Placement(point: CGPoint(x: 60, y: 7), side: .front, height: 0))
        // A quarter turn along the cylinder is drawn one radius past the fold, at its height r.
        #expect(abs(quarter.point.x - 120) < 1e-9 && quarter.point.y == 7 && abs(quarter.height - 20) < 1e-9)
        #expect(quarter.side == PageCurl.Side.back)
        #expect(abs(beyond.point.x - 70) < 1e-9 && beyond.side == PageCurl.Side.back && beyond.height == 40)
    }

    @Test(arguments: [CGPoint(x: 250, y: 200), CGPoint(x: 370, y: 280), CGPoint(x: 120, y: 60)])
    func aCornerPinnedAtThePointerIsDrawnThere(pointer: CGPoint) {
        let curl = PageCurl.pinning(.bottomRight, of: Self.page, at: pointer, radius: 25, spine: .left)

        let drawn = curl.place(CGPoint(x: 400, y: 300))

        #expect(distance(drawn.point, pointer) < 1e-6)
        #expect(
            drawn.side
                == (curl.signedDistance(CGPoint(x: 400, y: 300)) > .pi * 25 / 2
                    ? PageCurl.Side.back : PageCurl.Side.front))
        #expect(curl.signedDistance(CGPoint(x: 0, y: 0)) <= 0 && curl.signedDistance(CGPoint(x: 0, y: 300)) <= 0)
    }

    @Test func aShortDragWrapsTheCornerOntoTheCylinder() {
        // |C − P| = 10 < π·r: the corner lies on the cylinder, s_c − r·sin(s_c/r) = 10.
        let curl = PageCurl.pinning(.topRight, of: Self.page, at: CGPoint(x: 390, y: 0), radius: 25)

        let sc = curl.signedDistance(CGPoint(x: 400, y: 0))

        #expect(abs(sc - 25 * sin(sc / 25) - 10) < 1e-9)
        #expect(sc > 0 && sc < .pi * 25 && curl.angle == 0)
        #expect(distance(curl.place(CGPoint(x: 400, y: 0)).point, CGPoint(x: 390, y: 0)) < 1e-9)
    }

    @Test func aLongDragPutsTheCornerOnTheFlatBack() {
        let curl = PageCurl.pinning(.bottomRight, of: Self.page, at: CGPoint(x: 200, y: 300), radius: 20)

        let sc = curl.signedDistance(CGPoint(x: 400, y: 300))

        #expect(abs(sc - (200 + .pi * 20) / 2) < 1e-9)
        #expect(curl.place(CGPoint(x: 400, y: 300)).side == PageCurl.Side.back)
    }

    @Test func aPointerPastTheSpineIsHeldBackSoTheSpineStaysFlat() {
        // Folded flat over the spine, the corner lies 2·width − π·r from where it started: a
        // pointer further out is held there (a book's page cannot leave its binding).
        let pointer = CGPoint(x: -500, y: 300)

        let curl = PageCurl.pinning(.bottomRight, of: Self.page, at: pointer, radius: 20, spine: .left)
        let corner = curl.place(CGPoint(x: 400, y: 300)).point

        #expect(abs(curl.signedDistance(CGPoint(x: 0, y: 300))) < 1e-6)
        #expect(abs(corner.x - (400 - (800 - Double.pi * 20))) < 1e-6 && abs(corner.y - 300) < 1e-9)
    }

    @Test func liftingStartsFlatAndEndsExactlyWhenThePageHasLeft() {
        let start = PageCurl.lifting(Self.page, from: .bottom, progress: 0)
        let middle = PageCurl.lifting(Self.page, from: .bottom, progress: 0.5)
        let almost = PageCurl.lifting(Self.page, from: .bottom, progress: 0.999)
        let end = PageCurl.lifting(Self.page, from: .bottom, progress: 1)

        let cornersLifted = PageCurl.Corner.allCases.map { start.signedDistance($0.point(of: Self.page)) }
        #expect(abs(cornersLifted.max()! + 1) < 1e-9)
        // Lifted from the bottom edge, tilted: the bottom-right corner leads.
        #expect(start.signedDistance(CGPoint(x: 400, y: 300)) > start.signedDistance(CGPoint(x: 0, y: 300)) - 1e-9)
        #expect(middle.signedDistance(CGPoint(x: 200, y: 300)) > 0 && middle.signedDistance(CGPoint(x: 200, y: 0)) < 0)
        #expect(!almost.hasLeft(Self.page) && end.hasLeft(Self.page))
        #expect(end.radius == PageCurl.defaultRadius(for: Self.page.size))
    }

    @Test func aPageThatHasLeftDrawsNothingInsideItsBounds() {
        let end = PageCurl.lifting(Self.page, from: .bottom, progress: 1)

        let drawn = stride(from: 0.0, through: 400, by: 25).flatMap { x in
            stride(from: 0.0, through: 300, by: 25).map { y in end.place(CGPoint(x: x, y: y)).point }
        }

        #expect(drawn.allSatisfy { !Self.page.contains($0) })
    }

    @Test func coverageHoldsEveryDrawnPoint() {
        let curls = [
            PageCurl.pinning(.bottomRight, of: Self.page, at: CGPoint(x: 180, y: 140), radius: 30, spine: .left),
            PageCurl.lifting(Self.page, from: .bottom, progress: 0.6),
            PageCurl(foldPoint: CGPoint(x: 300, y: 0), angle: 0.3, radius: 0),
        ]
        for curl in curls {
            let box = curl.coverage(of: Self.page).insetBy(dx: -1e-6, dy: -1e-6)
            for x in stride(from: 0.0, through: 400, by: 10) {
                for y in stride(from: 0.0, through: 300, by: 10) {
                    #expect(box.contains(curl.place(CGPoint(x: x, y: y)).point))
                }
            }
        }
    }
}

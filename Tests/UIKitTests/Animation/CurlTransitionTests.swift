import Foundation
import Testing
import Compositor
@testable import UIKit

/// `.transitionCurlUp` / `.transitionCurlDown` drawn as a page bent around a cylinder. Apple,
/// `UIView.AnimationOptions.transitionCurlUp`: "A transition that curls a view up from the
/// bottom"; `.transitionCurlDown`: "A transition that curls a view down from the top".
@MainActor @Suite struct CurlTransitionTests {
    private let app = UIApplication.shared
    private let page = CGRect(x: 0, y: 0, width: 200, height: 120)

    /// Two curls alike but for the rounding of summed frame times.
    private func same(_ a: PageCurl?, _ b: PageCurl?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return abs(a.foldPoint.x - b.foldPoint.x) < 1e-6 && abs(a.foldPoint.y - b.foldPoint.y) < 1e-6
            && abs(a.angle - b.angle) < 1e-9 && abs(a.radius - b.radius) < 1e-9 && a.back == b.back
    }

    /// The page node a curl draws over what it reveals, at the current time.
    private func curledPage(_ scene: FlipScene) -> RenderNode? {
        scene.container.layer.renderNode(at: app.animationTime).children.last
    }

    @Test func curlUpBendsTheOldPageAlongThePathAndCurlDownRunsItBackwards() {
        let up = FlipScene(), down = FlipScene()

        UIView.transition(from: up.red, to: up.blue, duration: 1, options: [.transitionCurlUp, .curveLinear])
        UIView.transition(from: down.red, to: down.blue, duration: 1, options: [.transitionCurlDown, .curveLinear])
        var upCurls: [PageCurl?] = [], downCurls: [PageCurl?] = [], upColours: [RenderColor?] = []
        for step in 0...3 {
            if step > 0 { app.advance(by: 0.25) }
            upCurls.append(curledPage(up)?.pageCurl)
            downCurls.append(curledPage(down)?.pageCurl)
            upColours.append(curledPage(up)?.children.first?.backgroundColor)
        }
        app.advance(by: 0.25)

        for (step, time) in [0, 0.25, 0.5, 0.75].enumerated() {
            #expect(same(upCurls[step], PageCurlPath.curlUp(progress: time, in: page)), "curl up at \(time)")
            #expect(same(downCurls[step], PageCurlPath.curlUp(progress: 1 - time, in: page)), "curl down at \(time)")
        }
        #expect(upCurls[0] == nil && downCurls[0] != nil)
        #expect(upColours.allSatisfy { $0 == UIColor.red.renderColor }, "curl up lifts the old page")
        #expect(up.container.layer.transition == nil && down.container.layer.transition == nil)
    }

    @Test func theCurlFollowsTheCurveAndTheFrameRateOfTheOptions() {
        let eased = FlipScene(), stepped = FlipScene()
        let curve = MotionCurve.timing(UIView.AnimationOptions.curveEaseInOut.timingFunction)

        UIView.transition(with: eased.container, duration: 1, options: [.transitionCurlUp], animations: {})
        UIView.transition(
            with: stepped.container, duration: 1,
            options: [.transitionCurlUp, .curveLinear, .preferredFramesPerSecond30], animations: {})
        app.advance(by: 0.25)
        let easedCurl = curledPage(eased)?.pageCurl
        let steppedCurl = curledPage(stepped)?.pageCurl

        #expect(same(easedCurl, PageCurlPath.curlUp(progress: curve.progress(at: 0.25), in: page)))
        #expect(!same(easedCurl, PageCurlPath.curlUp(progress: 0.25, in: page)), "eased, not linear")
        // 0.25 s is 7.5 steps of 1/30 s: the seventh is shown.
        #expect(same(steppedCurl, PageCurlPath.curlUp(progress: 7.0 / 30, in: page)))
    }

    @Test func thePathLiftsTheBottomRightCornerFirstAndCarriesThePageOffTheTop() {
        let bottomLeft = CGPoint(x: 2, y: 118), bottomRight = CGPoint(x: 198, y: 118)
        let top = CGPoint(x: 100, y: 2), upper = CGPoint(x: 100, y: 25)

        let early = (
            PageCurlPath.coverage(at: bottomLeft, progress: 0.15, in: page),
            PageCurlPath.coverage(at: bottomRight, progress: 0.15, in: page)
        )
        let folds = stride(from: 0.1, through: 0.9, by: 0.1).map {
            Double(PageCurlPath.curlUp(progress: $0, in: page)!.foldPoint.y)
        }

        #expect(PageCurlPath.curlUp(progress: 0, in: page) == nil)
        #expect(early == (.front, .uncovered), "the fold is tilted: the bottom-right corner leads")
        #expect(zip(folds, folds.dropFirst()).allSatisfy { $0 > $1 }, "the fold moves up: \(folds)")
        #expect(PageCurlPath.coverage(at: top, progress: 0.3, in: page) == .front)
        #expect(PageCurlPath.coverage(at: upper, progress: 0.5, in: page) == .back, "the lifted part lies turned over")
        #expect([top, upper, bottomLeft].allSatisfy { !PageCurlPath.covers($0, progress: 0.999, in: page) })
    }

    @Test(arguments: [UIView.AnimationOptions.transitionCurlUp, .transitionCurlDown])
    func theEndsAreUntouchedAndMidWayTheUncoveredPixelsShowWhatLiesBeneath(_ option: UIView.AnimationOptions) {
        let scene = FlipScene()
        let name = option == .transitionCurlUp ? "curl-up" : "curl-down"

        UIView.transition(from: scene.red, to: scene.blue, duration: 1, options: [option, .curveLinear])
        let start = scene.frame("\(name)-0")
        let startRed = ColourExtent(start, matching: isRed).count
        app.advance(by: 0.5)
        let half = scene.frame("\(name)-50")
        let samples = stride(from: 4, to: 200, by: 12).flatMap { x in
            stride(from: 4, to: 120, by: 12).map { y in CGPoint(x: x, y: y) }
        }
        // Curl up's page is the old content, over the new; curl down's the new, over the old.
        let pageIsRed = option == .transitionCurlUp
        let pageCurl = PageCurlPath.curlUp(progress: 0.5, in: page)!
        var beneathChecked = 0, frontChecked = 0
        var wrong: [String] = []
        for point in samples {
            let shown = colour(half.pixel(x: 60 + Int(point.x), y: 60 + Int(point.y)))
            let coverage = PageCurlPath.coverage(at: point, progress: 0.5, in: page)
            // Away from the fold, where the roll, its shadow and highlight do not reach.
            let clear = abs(pageCurl.signedDistance(point)) > pageCurl.radius + 4
            if coverage == .uncovered && clear {
                beneathChecked += 1
                let ok = pageIsRed ? shown.blue > shown.red + 0.3 : shown.red > shown.blue + 0.3
                if !ok { wrong.append("beneath \(point): \(shown)") }
            } else if coverage == .front && clear {
                frontChecked += 1
                // The turned part's shadow may darken the front: the hue tells.
                let ok = pageIsRed ? shown.red > shown.blue + 0.3 : shown.blue > shown.red + 0.3
                if !ok { wrong.append("front \(point): \(shown)") }
            }
        }
        app.advance(by: 0.5)
        let endBlue = ColourExtent(scene.frame("\(name)-100"), matching: isBlue).count

        #expect(startRed == 200 * 120, "0 %: the old content, untouched")
        #expect(beneathChecked > 10 && frontChecked > 10)
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(endBlue == 200 * 120, "100 %: only the new content")
    }

    /// Apple, `.allowAnimatedContent`: "If this key is not present, the views are animated
    /// using a snapshot image". What the page reveals changes mid-curl.
    @Test(arguments: [true, false])
    func allowAnimatedContentCurlsOverTheLiveContent(_ live: Bool) {
        let scene = FlipScene()
        let beneath = CGPoint(x: 190, y: 115)
        let options: UIView.AnimationOptions = live ? [.allowAnimatedContent] : []

        UIView.transition(
            with: scene.container, duration: 1, options: options.union([.transitionCurlUp, .curveLinear]),
            animations: { scene.red.backgroundColor = .blue })
        app.advance(by: 0.5)
        scene.red.backgroundColor = .green
        let shown = colour(
            scene.frame("curl-\(live ? "live" : "frozen")-content").pixel(
                x: 60 + Int(beneath.x), y: 60 + Int(beneath.y)))

        #expect(!PageCurlPath.covers(beneath, progress: 0.5, in: page))
        if live {
            #expect(shown.green > 0.3 && shown.blue < 0.2, "the live content: \(shown)")
        } else {
            #expect(shown.blue > 0.3 && shown.green < 0.2, "the end state's snapshot: \(shown)")
        }
    }
}

import Foundation
import Testing
import Compositor
@testable import UIKit

/// A window with a 200×120 container at (60, 60) holding a red view that fills it, and a blue
/// view ready to replace it.
@MainActor
struct FlipScene {
    let window = makeKeyWindow(width: 320, height: 240)
    let container = UIView(frame: CGRect(x: 60, y: 60, width: 200, height: 120))
    let red = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    let blue = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))

    init() {
        red.backgroundColor = .red
        blue.backgroundColor = .blue
        container.addSubview(red)
        window.addSubview(container)
        UIApplication.shared.advance(by: 1.0 / 60)
    }

    /// Renders now and keeps the PNG under .build/artifacts for looking at. The framebuffer is
    /// the screen's: read it before the next frame.
    func frame(_ name: String) -> Framebuffer { renderArtifact(window, name) }
}

/// Renders the screen `window` is on now and keeps the PNG under .build/artifacts for looking at.
/// The framebuffer is the screen's: read it before the next frame.
@MainActor
func renderArtifact(_ window: UIWindow, _ name: String) -> Framebuffer {
    let app = UIApplication.shared
    window.layer.needsRender = true
    app.screenRenderer.render(app.windows, keyWindow: app.keyWindow)
    let framebuffer = window.renderer!.framebuffer
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../.build/artifacts").standardized
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? framebuffer.writePNG(to: folder.appendingPathComponent("\(name).png").path)
    return framebuffer
}

/// What a rendered frame shows of one colour: its bounding columns and rows, and the extent
/// of the colour along the first and last column and row.
struct ColourExtent {
    var count = 0
    var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
    var leftEdge = 0, rightEdge = 0, topEdge = 0, bottomEdge = 0

    init(_ framebuffer: Framebuffer, matching match: (RenderColor) -> Bool) {
        var points: [(Int, Int)] = []
        for y in 0..<framebuffer.height {
            for x in 0..<framebuffer.width where match(colour(framebuffer.pixel(x: x, y: y))) {
                points.append((x, y))
            }
        }
        count = points.count
        guard count > 0 else { return }
        for (x, y) in points {
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        // Measured one pixel inside the ends, where antialiasing has settled.
        leftEdge = points.filter { $0.0 == minX + 1 }.count
        rightEdge = points.filter { $0.0 == maxX - 1 }.count
        topEdge = points.filter { $0.1 == minY + 1 }.count
        bottomEdge = points.filter { $0.1 == maxY - 1 }.count
    }
}

/// An opaque pixel's colour (the test windows are opaque white).
func colour(_ pixel: UInt32) -> RenderColor {
    RenderColor(r8: Int(pixel >> 16 & 0xFF), g8: Int(pixel >> 8 & 0xFF), b8: Int(pixel & 0xFF), a8: Int(pixel >> 24))
}

func isRed(_ c: RenderColor) -> Bool { c.red > 0.8 && c.green < 0.2 && c.blue < 0.2 }
func isBlue(_ c: RenderColor) -> Bool { c.blue > 0.8 && c.red < 0.2 && c.green < 0.2 }

/// View transitions drawn frame by frame (Apple, `UIView.AnimationOptions.transitionFlipFromLeft`:
/// "the left side of the view moves toward the front and right side toward the back").
@MainActor @Suite struct TransitionTests {
    @Test func aFlipFromLeftTurnsTheLeftSideToTheFrontAndSwapsViewsAtHalfTime() {
        let scene = FlipScene()

        UIView.transition(
            from: scene.red, to: scene.blue, duration: 1, options: [.transitionFlipFromLeft, .curveLinear])
        var red: [ColourExtent] = [], blue: [ColourExtent] = []
        for (index, percent) in [0, 25, 50, 75, 100].enumerated() {
            if index > 0 { UIApplication.shared.advance(by: 0.25) }
            let frame = scene.frame("flip-left-\(percent)")
            red.append(ColourExtent(frame, matching: isRed))
            blue.append(ColourExtent(frame, matching: isBlue))
        }

        #expect(red[0].count == 200 * 120 && blue[0].count == 0, "0 %: the old view, flat")
        #expect(red[1].count > 0 && blue[1].count == 0, "25 %: still the old view")
        #expect(
            red[1].leftEdge > red[1].rightEdge,
            "25 %: the left side is nearer: \(red[1].leftEdge) vs \(red[1].rightEdge)")
        #expect(red[1].maxX - red[1].minX < 200)
        #expect(red[2].count + blue[2].count < 200 * 120 / 20, "50 %: edge-on")
        #expect(blue[3].count > 0 && red[3].count == 0, "75 %: the new view")
        #expect(blue[3].rightEdge > blue[3].leftEdge, "75 %: the new side comes in right side nearer")
        #expect(blue[4].count == 200 * 120 && red[4].count == 0, "100 %: the new view, flat")
        #expect(
            blue[4].minX == 60 && blue[4].maxX == 259 && blue[4].minY == 60 && blue[4].maxY == 179,
            "only the container's area flips")
        #expect(scene.container.subviews == [scene.blue])
    }

    @Test func aFlipFromTopTurnsTheTopSideToTheFront() {
        let scene = FlipScene()

        UIView.transition(
            from: scene.red, to: scene.blue, duration: 1, options: [.transitionFlipFromTop, .curveLinear])
        UIApplication.shared.advance(by: 0.25)
        let quarter = ColourExtent(scene.frame("flip-top-25"), matching: isRed)
        UIApplication.shared.advance(by: 0.5)
        let threeQuarters = ColourExtent(scene.frame("flip-top-75"), matching: isBlue)

        #expect(quarter.topEdge > quarter.bottomEdge)
        #expect(quarter.maxY - quarter.minY < 120)
        #expect(threeQuarters.bottomEdge > threeQuarters.topEdge)
    }

    @Test(arguments: [UIView.AnimationOptions.transitionFlipFromRight, .transitionFlipFromBottom])
    func theOppositeFlipsTurnTheOtherSideToTheFront(_ option: UIView.AnimationOptions) {
        let scene = FlipScene()

        UIView.transition(from: scene.red, to: scene.blue, duration: 1, options: [option, .curveLinear])
        UIApplication.shared.advance(by: 0.25)
        let quarter = ColourExtent(scene.frame("flip-opposite-25"), matching: isRed)

        if option == .transitionFlipFromRight {
            #expect(quarter.rightEdge > quarter.leftEdge)
        } else {
            #expect(quarter.bottomEdge > quarter.topEdge)
        }
    }

    @Test func aCrossDissolveMixesTheOldAndNewContent() {
        let scene = FlipScene()

        UIView.transition(
            with: scene.container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { scene.red.backgroundColor = .blue })
        UIApplication.shared.advance(by: 0.5)
        let half = colour(scene.frame("dissolve-50").pixel(x: 160, y: 120))
        UIApplication.shared.advance(by: 0.5)
        let end = colour(scene.frame("dissolve-100").pixel(x: 160, y: 120))

        #expect(abs(half.red - 0.5) < 0.01 && half.green < 0.01 && abs(half.blue - 0.5) < 0.01, "\(half)")
        #expect(isBlue(end))
        #expect(scene.red.backgroundColor == .blue, "the change itself took effect at once")
    }

    @Test(arguments: [UIView.AnimationOptions.transitionCurlUp, .transitionCurlDown])
    func curlsShowBothContentsMidWayAndTheNewOneAtTheEnd(_ option: UIView.AnimationOptions) {
        let scene = FlipScene()

        UIView.transition(from: scene.red, to: scene.blue, duration: 1, options: [option, .curveLinear])
        let name = option == .transitionCurlUp ? "curl-up" : "curl-down"
        UIApplication.shared.advance(by: 0.5)
        let half = scene.frame("\(name)-50")
        let halfBlue = ColourExtent(half, matching: isBlue).count
        let halfReddish = ColourExtent(half, matching: { $0.red > 0.5 && $0.green < 0.1 }).count
        UIApplication.shared.advance(by: 0.5)
        let endBlue = ColourExtent(scene.frame("\(name)-100"), matching: isBlue).count

        #expect(halfBlue > 0)
        #expect(halfReddish > 0)
        #expect(endBlue == 200 * 120)
    }

    @Test func transitionFromToSwapsTheViewsAtOnceAndCompletesAtTheEnd() {
        let scene = FlipScene()
        var finished: [Bool] = []

        UIView.transition(
            from: scene.red, to: scene.blue, duration: 0.5, options: .transitionFlipFromLeft,
            completion: { finished.append($0) })
        let during = (scene.container.subviews, scene.red.superview)
        UIApplication.shared.advance(by: 0.5)

        #expect(during.0 == [scene.blue] && during.1 == nil)
        #expect(finished == [true])
        #expect(scene.container.layer.transition == nil)
    }

    @Test func showHideTransitionViewsHidesAndShowsInsteadOfRemoving() {
        let scene = FlipScene()
        scene.blue.isHidden = true
        scene.container.addSubview(scene.blue)

        UIView.transition(
            from: scene.red, to: scene.blue, duration: 0.5,
            options: [.transitionCrossDissolve, .showHideTransitionViews])
        UIApplication.shared.advance(by: 0.5)

        #expect(scene.container.subviews == [scene.red, scene.blue])
        #expect(scene.red.isHidden && !scene.blue.isHidden)
    }

    @Test func aNewTransitionOnTheSameViewInterruptsTheFirst() {
        let scene = FlipScene()
        var calls: [String] = []
        UIView.transition(
            with: scene.container, duration: 1, options: .transitionFlipFromLeft,
            animations: {}, completion: { calls.append("first \($0)") })
        UIApplication.shared.advance(by: 0.25)

        UIView.transition(
            with: scene.container, duration: 0.5, options: .transitionCrossDissolve,
            animations: {}, completion: { calls.append("second \($0)") })
        UIApplication.shared.advance(by: 0.5)

        #expect(calls == ["first false", "second true"])
    }

    /// Fuzz seed 373: a curl over a controller's view while its dark container replaces it
    /// (`transition(from:to:)`, Apple's remove sequence in the completion). The curl ends with
    /// its animations' change in place and its completion run.
    @Test func aCurlKeepsItsChangeWhileItsControllerLeavesADarkContainer() {
        let container = UIViewController(), leaving = UIViewController(), arriving = UIViewController()
        container.overrideUserInterfaceStyle = .dark
        container.addChild(leaving)
        container.view.addSubview(leaving.view)
        leaving.didMove(toParent: container)
        leaving.willMove(toParent: nil)
        container.addChild(arriving)
        container.transition(from: leaving, to: arriving, duration: 0.25, options: [], animations: nil) { _ in
            leaving.removeFromParent()
            arriving.didMove(toParent: container)
        }
        var completions: [Bool] = []

        UIView.transition(
            with: leaving.view, duration: 0.3, options: [.transitionCurlUp, .curveLinear],
            animations: { leaving.view.backgroundColor = .systemTeal }, completion: { completions.append($0) })
        UIApplication.shared.advance(by: 0.1)
        let midway = leaving.view.backgroundColor
        UIApplication.shared.advance(by: 0.3)

        #expect(leaving.parent == nil && leaving.view.superview == nil)
        #expect(midway === UIColor.systemTeal && leaving.view.backgroundColor === UIColor.systemTeal)
        #expect(completions == [true])
    }
}

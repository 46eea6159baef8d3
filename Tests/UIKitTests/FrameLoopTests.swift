import Testing
import Foundation
@testable import UIKit

@MainActor @Suite struct FrameLoopTests {
    /// Asks for layout again every time it lays out, so it lays out once per frame.
    final class EveryFrame: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            setNeedsLayout()
        }
    }

    /// Whole 60 Hz frames, and one shorter last frame when the time asked for ends between two
    /// (so an animation can be read at exactly t = 0.125 s, issue 5).
    @Test func advanceRunsSixtyHertzFramesAndEndsAtTheExactTime() {
        let window = makeKeyWindow()
        let view = EveryFrame(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let start = UIApplication.shared.currentTime

        UIApplication.shared.advance(by: 1)
        let afterOneSecond = view.layouts
        UIApplication.shared.advance(by: 0.5)
        let afterHalf = view.layouts - afterOneSecond
        UIApplication.shared.advance(by: 0.001)

        #expect(afterOneSecond == 60)
        #expect(afterHalf == 30)
        #expect(view.layouts == 91, "a step shorter than a frame runs one short frame")
        #expect(abs(UIApplication.shared.currentTime - start - (1.5 + 0.001)) < 1e-9)
    }

    @Test func layoutRunsBeforeRenderingAndOnlyWhenAsked() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let window = makeKeyWindow()
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)

        UIApplication.shared.advance(by: 0.1)
        let first = view.layouts
        view.setNeedsLayout()
        UIApplication.shared.advance(by: 0.1)

        #expect(first == 1)
        #expect(view.layouts == 2)
    }

    @Test func visibleWindowsAreRenderedAndUnchangedFramesTouchNothing() throws {
        let window = makeKeyWindow(width: 100, height: 80)
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .red
        window.addSubview(box)

        UIApplication.shared.advance(by: 1.0 / 60)
        let framebuffer = try #require(window.renderer?.framebuffer)
        let first = framebuffer.pixelArray
        let quiet = UIApplication.shared.runFrame()
        box.frame.origin.x = 50
        let moved = UIApplication.shared.runFrame()

        #expect(first[15 * 100 + 15] == 0xFFFF_0000)
        #expect(first[0] == 0xFFFF_FFFF)
        #expect(!quiet)
        #expect(moved)
        #expect(window.renderer?.lastDamage.area == 2 * 400)
        #expect(window.renderer?.framebuffer.pixel(x: 55, y: 15) == 0xFFFF_0000)
    }

    @Test func releasedWindowsLeaveTheApplication() {
        weak var released: UIWindow?
        do {
            let window = makeKeyWindow()
            released = window
            UIApplication.shared.advance(by: 1.0 / 60)
        }

        #expect(released == nil)
        #expect(!UIApplication.shared.windows.contains { $0 === released })
    }
}

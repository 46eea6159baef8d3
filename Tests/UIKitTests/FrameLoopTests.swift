import Testing
import Foundation
import Compositor
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

    /// Scrolling only moves bounds (UIScrollView's contentOffset is its bounds origin): the
    /// screen moves the unchanged rows by copying pixels and repaints only the exposed row, and
    /// shows what a fresh drawing of the window shows.
    @Test func scrollingAClippingViewByItsBoundsCopiesTheUnchangedRows() throws {
        let window = makeKeyWindow(width: 100, height: 80)
        let list = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 60))
        list.clipsToBounds = true
        list.backgroundColor = .white
        for index in 0..<8 {
            let row = UIView(frame: CGRect(x: 0, y: index * 20, width: 100, height: 20))
            row.backgroundColor = index % 2 == 0 ? .systemGray6 : .systemBlue
            list.addSubview(row)
        }
        window.addSubview(list)
        UIApplication.shared.advance(by: 1.0 / 60)

        list.bounds.origin.y = 20
        let scrolled = UIApplication.shared.runFrame()
        let damage = try #require(window.renderer?.lastDamage)
        let shown = try #require(Automation().screenshot())
        let screen = CGRect(x: 0, y: 0, width: 100, height: 80)
        let fresh = UIGraphicsImageRenderer(bounds: screen).image { _ in
            window.drawHierarchy(in: screen, afterScreenUpdates: false)
        }

        #expect(scrolled)
        #expect(damage.copies == [PixelCopy(source: PixelRect(x: 0, y: 40, width: 100, height: 40), dx: 0, dy: -20)])
        #expect(damage.repaintedArea == 100 * 20, "the row scrolled into view")
        #expect(shown.isEqual(fresh))
    }

    /// A translucent view is composited as a group drawn in an offscreen layer; a frame that
    /// repaints only part of it (here in two bands, one per thread) must draw its content between
    /// pixels exactly as a fresh drawing does. Seed 589 of the fuzz campaign, a turned window of
    /// 843.7 × 390.5 pt: the bottom-right pixel of its group stayed 2/255 off.
    @Test func repaintingPartOfATranslucentGroupMatchesAFreshDrawing() throws {
        // Opaque and of whole pixels, so no window another test left visible shows through the
        // screenshot (the fractional edge is the group's, inside this window).
        let window = makeKeyWindow(width: 844, height: 391)
        let backdrop = UIView(frame: CGRect(x: 0, y: 265, width: 844, height: 126))
        backdrop.backgroundColor = .systemBlue
        window.addSubview(backdrop)
        let group = UIView(frame: CGRect(x: 0, y: 195.25, width: 843.7, height: 195.25))
        group.alpha = 0.5
        group.backgroundColor = .systemPurple
        let inner = UIView(frame: group.bounds)
        inner.alpha = 0.5
        // As a table laid out below a fractional safe area gets it: 234.3 - 117.15, not 117.15.
        let clip = UIView()
        clip.bounds = CGRect(x: 0, y: 0, width: 843.7, height: 117.14999999999995)
        clip.center = CGPoint(x: 421.85, y: 136.675)
        clip.clipsToBounds = true
        clip.backgroundColor = .black
        let cell = UIView(frame: CGRect(x: 0, y: 76, width: 843.7, height: 44))
        let fill = UIView(frame: CGRect(x: 0, y: 0, width: 843.7, height: 43))
        fill.backgroundColor = .black
        cell.addSubview(fill)
        clip.addSubview(cell)
        inner.addSubview(clip)
        group.addSubview(inner)
        window.addSubview(group)
        UIApplication.shared.advance(by: 1.0 / 60)
        // Two bands whatever the machine's core count.
        window.renderer?.threadCount = 2

        backdrop.backgroundColor = .clear
        UIApplication.shared.advance(by: 1.0 / 60)
        let shown = try #require(Automation().screenshot())
        let screen = CGRect(x: 0, y: 0, width: 844, height: 391)
        let fresh = UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: shown.size)).image { _ in
            window.drawHierarchy(in: screen, afterScreenUpdates: false)
        }

        #expect(window.renderer?.lastDamage.repaintedArea == 844 * 126, "only the backdrop's rows")
        #expect(shown.isEqual(fresh))
    }

    /// A translucent view with no subviews paints its background straight onto the screen; with
    /// one it is composited as a group, whose rounding at a part-covered pixel differs by 1/255.
    /// A subview added where only part of it is damaged must still repaint the whole of it (campaign
    /// seed 567: a table added under a translucent controller's view of 480.75 pt left the right
    /// column above it as the straight paint had drawn it).
    @Test func aTranslucentViewThatGainsItsFirstSubviewIsRepaintedWhole() throws {
        let window = makeKeyWindow(width: 481, height: 320)
        let translucent = UIView(frame: CGRect(x: 0, y: 0, width: 480.75, height: 320.25))
        translucent.backgroundColor = .systemTeal
        translucent.alpha = 0.5
        window.addSubview(translucent)
        UIApplication.shared.advance(by: 1.0 / 60)

        translucent.addSubview(UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 20)))
        UIApplication.shared.advance(by: 1.0 / 60)
        let shown = try #require(Automation().screenshot())
        let fresh = UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: shown.size)).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
        }

        #expect(shown.isEqual(fresh))
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

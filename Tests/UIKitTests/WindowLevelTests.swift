import Testing
import Foundation
import Compositor
@testable import UIKit

/// Visible windows share one screen: they are drawn, and take touches, in `windowLevel` order,
/// and at equal levels the window brought to the front last (made visible, or made key and
/// visible again) is on top, as Apple documents `windowLevel` and `makeKeyAndVisible()`.
@MainActor @Suite struct WindowLevelTests {
    /// Counts the touches that begin on it.
    final class TouchCounter: UIView {
        var touches = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
    }

    static let red = UIColor.red.renderColor.premultipliedARGB
    static let blue = UIColor.blue.renderColor.premultipliedARGB

    /// The screen: a 200×200 red window, key.
    let main = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    /// A 100×100 blue window in the middle of the screen.
    let inner = UIWindow(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let mainView = TouchCounter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let innerView = TouchCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
        main.backgroundColor = .red
        inner.backgroundColor = .blue
        main.addSubview(mainView)
        inner.addSubview(innerView)
    }

    /// The screen's colour in the middle of the inner window, drawn now.
    func middle() throws -> UInt32 {
        UIApplication.shared.advance(by: 1.0 / 60)
        return try #require(main.renderer?.framebuffer).pixel(x: 100, y: 100)
    }

    func hideBoth() {
        inner.isHidden = true
        main.isHidden = true
    }

    @Test func anAlertWindowShownBeforeANormalOneIsStillDrawnAboveIt() throws {
        defer { hideBoth() }
        inner.windowLevel = .alert
        inner.isHidden = false

        main.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)
        let framebuffer = try #require(main.renderer?.framebuffer)
        let screen = try #require(UIApplication.shared.lastFrameImage())

        #expect(framebuffer.width == 200 && framebuffer.height == 200, "the key window's screen")
        #expect(framebuffer.pixel(x: 100, y: 100) == Self.blue)
        #expect(framebuffer.pixel(x: 50, y: 50) == Self.blue && framebuffer.pixel(x: 149, y: 149) == Self.blue)
        #expect(framebuffer.pixel(x: 49, y: 49) == Self.red && framebuffer.pixel(x: 150, y: 150) == Self.red)
        #expect(screen.hasSamePixels(as: framebuffer), "a screenshot is the pixels the screen shows")
        // Visible ones only: other tests' hidden windows may still be alive, and `windows` lists
        // hidden windows too, as Apple's does.
        #expect(
            UIApplication.shared.windows.filter { !$0.isHidden }.suffix(2).map(ObjectIdentifier.init)
                == [main, inner].map(ObjectIdentifier.init))
    }

    @Test func aTouchWhereTwoWindowsOverlapReachesTheHigherLevelWindow() {
        defer { hideBoth() }
        inner.windowLevel = .alert
        inner.isHidden = false
        main.makeKeyAndVisible()

        click(at: CGPoint(x: 100, y: 100))
        click(at: CGPoint(x: 10, y: 10))

        #expect(innerView.touches == 1, "the overlap belongs to the alert window")
        #expect(mainView.touches == 1, "outside it the key window takes the touch")
    }

    @Test func equalLevelsFollowTheOrderWindowsCameToTheFront() throws {
        defer { hideBoth() }
        main.makeKeyAndVisible()
        inner.isHidden = false
        let innerShownLast = try middle()

        main.makeKeyAndVisible()
        let mainBroughtForward = try middle()
        inner.isHidden = true
        inner.isHidden = false
        let innerShownAgain = try middle()

        #expect(innerShownLast == Self.blue)
        #expect(mainBroughtForward == Self.red)
        #expect(innerShownAgain == Self.blue)
    }

    @Test func changingAVisibleWindowsLevelRedrawsTheScreenInTheNewOrder() throws {
        defer { hideBoth() }
        inner.isHidden = false
        main.makeKeyAndVisible()
        let below = try middle()

        inner.windowLevel = .normal + 1
        let above = try middle()
        inner.windowLevel = .statusBar - 1001
        let belowAgain = try middle()

        #expect(below == Self.red)
        #expect(above == Self.blue)
        #expect(belowAgain == Self.red)
    }

    @Test func hidingTheUpperWindowUncoversTheOneBelowOnTheNextFrame() throws {
        defer { hideBoth() }
        inner.windowLevel = .alert
        inner.isHidden = false
        main.makeKeyAndVisible()
        let covered = try middle()

        inner.isHidden = true
        let uncovered = try middle()

        #expect(covered == Self.blue)
        #expect(uncovered == Self.red)
        #expect(main.renderer != nil && inner.renderer == nil, "a hidden window is on no screen")
    }

    @Test func levelsAddAndSubtractPointsAsApplesDo() {
        #expect(UIWindow.Level.statusBar + 1 == UIWindow.Level(rawValue: 1001))
        #expect(UIWindow.Level.alert - 0.5 == UIWindow.Level(1999.5))
        #expect(UIWindow.Level.normal.rawValue == 0)
    }
}

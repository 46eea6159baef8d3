import Testing
import Foundation
import UIKit

/// The Simulator's Slow Animations, which the demo's `T` key and `--slow-animations` use:
/// animation time runs at `animationSpeed` of frame time, continuously across a change.
@MainActor @Suite struct AnimationSpeedTests {
    @Test func aTenthSpeedSlideTakesTenTimesAsLong() {
        let (window, view) = viewInWindow()
        let app = UIApplication.shared
        app.animationSpeed = 0.1
        defer { app.animationSpeed = 1 }

        UIView.animate(withDuration: 0.25, delay: 0, options: .curveLinear, animations: { view.center.x = 125 })
        app.advance(by: 1.25)
        let halfWay = presentedCenterX(view)
        app.advance(by: 1.25)

        #expect(close(halfWay, 75))
        #expect(!app.isAnimating)
        #expect(close(presentedCenterX(view), 125))
        withExtendedLifetime(window) {}
    }

    @Test func changingTheSpeedMidwayContinuesFromTheFrameShown() {
        let (window, view) = viewInWindow()
        let app = UIApplication.shared
        defer { app.animationSpeed = 1 }

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 125 })
        app.advance(by: 0.5)
        let beforeChange = presentedCenterX(view)
        app.animationSpeed = 0.1
        let atChange = presentedCenterX(view)
        app.advance(by: 1)
        let tenthOfASecondLater = presentedCenterX(view)
        app.animationSpeed = 1
        app.advance(by: 0.3)
        let stillMoving = app.isAnimating
        app.advance(by: 0.1)

        #expect(close(beforeChange, 75))
        #expect(close(atChange, beforeChange))
        #expect(close(tenthOfASecondLater, 85))
        #expect(stillMoving)
        #expect(!app.isAnimating)
        withExtendedLifetime(window) {}
    }
}

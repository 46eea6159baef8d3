import Testing
import Foundation
@_spi(Testing) import UIKit

/// Snapshots run on a clock that starts at zero, so an instant of an animation gives the same
/// numbers whatever ran before (times far from zero round differently).
@MainActor @Suite struct ClockFromZeroTests {
    @Test func insideTimeStartsAtZeroAndAfterwardsGoesOnLaterByTheTimeTaken() {
        let app = UIApplication.shared
        app.advance(by: 0.1)
        let before = app.currentTime

        let inside = app.withClockFromZero { () -> [TimeInterval] in
            let start = app.currentTime
            app.advance(by: 0.5)
            return [start, app.currentTime]
        }

        #expect(inside == [0, 0.5])
        #expect(app.currentTime == before + 0.5)
    }

    /// 37.1 s into a run, 0.175 s later is not exactly 0.175 s later in floating point; from
    /// zero it is, so a 0.35 s linear slide is exactly half way.
    @Test func anInstantIsExactFromZeroAndNotFarFromIt() {
        let app = UIApplication.shared
        let (window, view) = viewInWindow()
        func halfWay() -> CGFloat {
            view.center.x = 25
            UIView.animate(withDuration: 0.35, delay: 0, options: .curveLinear, animations: { view.center.x = 125 })
            app.advance(by: 0.175)
            let x = presentedCenterX(view)
            app.advance(by: 0.2)
            return x
        }

        let far = app.withClockFromZero { () -> CGFloat in
            app.advance(by: 37.1)
            return halfWay()
        }
        let fromZero = app.withClockFromZero(halfWay)

        #expect(far != 75)
        #expect(fromZero == 75)
        withExtendedLifetime(window) {}
    }

    @Test func whileSomethingAnimatesTheClockIsLeftAlone() {
        let app = UIApplication.shared
        let (window, view) = viewInWindow()
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        let before = app.currentTime

        let inside = app.withClockFromZero { app.currentTime }
        app.advance(by: 1)

        #expect(inside == before)
        withExtendedLifetime(window) {}
    }
}

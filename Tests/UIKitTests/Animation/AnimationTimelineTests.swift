import Testing
@testable import UIKit

/// The time line interactive transitions scrub: a Core Animation layer's speed 0 and
/// timeOffset, as UIPercentDrivenInteractiveTransition sets them on the transition's container.
@MainActor @Suite struct AnimationTimelineTests {
    @Test func blocksRunOnAStillTimeLineWaitAndFollowItsSeeksWithTheirOwnCurves() {
        let (window, view) = viewInWindow()
        let engine = UIApplication.shared.animation
        let timeline = AnimationTimeline(engine: engine)
        UIApplication.shared.runtime.blocks.run(on: timeline) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveEaseInOut, animations: { view.center.x = 125 })
        }

        UIApplication.shared.advance(by: 2)
        let waiting = presentedCenterX(view)
        timeline.seek(to: 0.3)
        let atThirty = presentedCenterX(view)

        #expect(waiting == 25)
        #expect(abs(Double(atThirty - 25) / 100 - bezierReference(0.42, 0, 0.58, 1, at: 0.3)) < 1e-3)
        #expect(timeline.duration == 1)
        withExtendedLifetime(window) {}
    }

    @Test func movedBackToZeroAndFinishedTheAnimationsEndWithTheirCompletionsFinished() {
        let (window, view) = viewInWindow()
        let engine = UIApplication.shared.animation
        let timeline = AnimationTimeline(engine: engine)
        var finished: [Bool] = []
        UIApplication.shared.runtime.blocks.run(on: timeline) {
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 125 },
                completion: { finished.append($0) })
        }
        timeline.seek(to: 0.5)

        timeline.move(to: 0, over: 0.25) { timeline.finishAnimations(at: .end) }
        UIApplication.shared.advance(by: 0.125)
        let goingBack = presentedCenterX(view)
        UIApplication.shared.advance(by: 0.125)

        #expect(close(goingBack, 50))
        #expect(finished == [true])
        #expect(view.layer.animations.isEmpty)
        #expect(view.center.x == 125, "at .end the model value stays")
        withExtendedLifetime(window) {}
    }

    @Test func aViewTransitionOnATimeLineIsScrubbedToo() {
        let (window, view) = viewInWindow()
        let engine = UIApplication.shared.animation
        let timeline = AnimationTimeline(engine: engine)
        UIApplication.shared.runtime.blocks.run(on: timeline) {
            UIView.transition(
                with: view, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear],
                animations: { view.backgroundColor = .blue })
        }

        timeline.seek(to: 0.25)
        UIApplication.shared.advance(by: 1)

        #expect(view.layer.transition?.progress(at: engine.now) == 0.5)
        withExtendedLifetime(window) {}
    }
}

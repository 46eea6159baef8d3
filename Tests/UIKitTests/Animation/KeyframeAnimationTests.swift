import Testing
@testable import UIKit

/// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` with
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, read through
/// `layer.presentation()` at chosen instants of the manual clock.
@MainActor @Suite struct KeyframeAnimationTests {
    /// UIKit takes the curve bits of `AnimationOptions` cast in; linear keeps the arithmetic plain.
    let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// Moves the clock to `time` seconds after `start` and reads the view's presentation.
    func presentation(of view: UIView, at time: TimeInterval, from start: TimeInterval) -> CALayer {
        UIApplication.shared.advance(by: start + time - UIApplication.shared.currentTime)
        return view.layer.presentation()!
    }

    @Test(
        arguments: [
            (UIView.KeyframeAnimationOptions.layoutSubviews, 1 << 0), (.allowUserInteraction, 1 << 1),
            (.beginFromCurrentState, 1 << 2), (.repeat, 1 << 3), (.autoreverse, 1 << 4),
            (.overrideInheritedDuration, 1 << 5), (.overrideInheritedOptions, 1 << 9),
            (.calculationModeLinear, 0 << 10), (.calculationModeDiscrete, 1 << 10), (.calculationModePaced, 2 << 10),
            (.calculationModeCubic, 3 << 10), (.calculationModeCubicPaced, 4 << 10),
        ] as [(UIView.KeyframeAnimationOptions, UInt)])
    func everyMemberHasApplesRawValue(_ option: UIView.KeyframeAnimationOptions, _ raw: UInt) {
        #expect(option.rawValue == raw)
    }

    @Test func eachKeyframeMovesItsPropertiesOverItsSliceAndOneCompletionEndsTheWhole() {
        let (window, view) = viewInWindow()
        var finished: [Bool] = []
        let start = UIApplication.shared.currentTime

        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 125 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.x = 75 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.alpha = 0 }
            }, completion: { finished.append($0) })
        let model = (view.center.x, view.alpha)
        let quarter = presentation(of: view, at: 0.25, from: start)
        let half = presentation(of: view, at: 0.5, from: start)
        let fiveEighths = presentation(of: view, at: 0.625, from: start)
        let threeQuarters = presentation(of: view, at: 0.75, from: start)
        let sevenEighths = presentation(of: view, at: 0.875, from: start)
        let beforeTheEnd = finished
        UIApplication.shared.advance(by: 0.125)

        #expect(model == (75, 0), "the model takes the last keyframe's values at once")
        #expect(close(quarter.position.x, 75) && quarter.opacity == 1)
        #expect(close(half.position.x, 125))
        #expect(close(fiveEighths.position.x, 100))
        #expect(close(threeQuarters.position.x, 75) && threeQuarters.opacity == 1, "alpha waits for its keyframe")
        #expect(abs(sevenEighths.opacity - 0.5) < 1e-6)
        #expect(beforeTheEnd.isEmpty)
        #expect(finished == [true])
        withExtendedLifetime(window) {}
    }

    @Test func aPropertyHoldsItsValueBetweenItsKeyframes() {
        let (window, view) = viewInWindow()
        let start = UIApplication.shared.currentTime

        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 125 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.center.x = 75 }
            })
        let held = presentation(of: view, at: 0.5, from: start).position.x
        let last = presentation(of: view, at: 0.875, from: start).position.x
        UIApplication.shared.advance(by: 0.125)

        #expect(close(held, 125))
        #expect(close(last, 100))
        withExtendedLifetime(window) {}
    }

    @Test func aPropertySetTwiceInOneKeyframeMovesOnceToTheLastValue() {
        let (window, view) = viewInWindow()
        let start = UIApplication.shared.currentTime

        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    view.center.x = 125
                    view.center.y = 125
                }
            })
        let half = presentation(of: view, at: 0.5, from: start).position
        UIApplication.shared.advance(by: 0.5)

        #expect(approximately(half, CGPoint(x: 75, y: 75)), "\(half)")
        withExtendedLifetime(window) {}
    }

    /// One keyframe over the first tenth of 10 s, as UIKit builds it (`keyTimes = (0, 0.1, 1)`,
    /// `timingFunction = easeInEaseOut`): the default curve paces the whole, so the keyframe
    /// takes longer than a tenth of the time.
    @Test func theDefaultCurveEasesTheWholeAnimation() {
        let (window, view) = viewInWindow()
        let start = UIApplication.shared.currentTime

        UIView.animateKeyframes(
            withDuration: 10, delay: 0,
            animations: { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.alpha = 0 } })
        let atOneSecond = Double(presentation(of: view, at: 1, from: start).opacity)
        let expected = 1 - bezierReference(0.42, 0, 0.58, 1, at: 0.1) / 0.1
        UIApplication.shared.advance(by: 9)

        #expect(abs(atOneSecond - expected) < 1e-3, "\(atOneSecond) vs \(expected)")
        #expect(atOneSecond > 0.5)
        withExtendedLifetime(window) {}
    }

    @Test func discreteJumpsToEachValueAtTheEndOfItsKeyframe() {
        let (window, view) = viewInWindow()
        let start = UIApplication.shared.currentTime

        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear.union(.calculationModeDiscrete),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 125 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 75 }
            })
        let samples = [0.25, 0.49, 0.51, 0.9].map { presentation(of: view, at: $0, from: start).position.x }
        UIApplication.shared.advance(by: 0.1)

        #expect(close(samples, [25, 25, 125, 125]), "\(samples)")
        #expect(presentedCenterX(view) == 75)
        withExtendedLifetime(window) {}
    }

    @Test func pacedMovesAtOneSpeedWhateverTheKeyframesTimes() {
        let (window, view) = viewInWindow()
        let start = UIApplication.shared.currentTime

        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear.union(.calculationModePaced),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.center.x = 125 }
                UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { view.center.x = 75 }
            })
        let samples = [0.1, 0.5, 2.0 / 3, 0.9].map { presentation(of: view, at: $0, from: start).position.x }
        UIApplication.shared.advance(by: 0.1)

        // 150 points in all: 15 points every tenth of a second, there and part of the way back.
        #expect(close(samples, [40, 100, 125, 90]), "\(samples)")
        withExtendedLifetime(window) {}
    }

    @Test func cubicPassesThroughTheValuesAtTheirTimesOnACurve() {
        let (window, view) = viewInWindow()
        let start = UIApplication.shared.currentTime

        UIView.animateKeyframes(
            withDuration: 1.2, delay: 0, options: linear.union(.calculationModeCubic),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 125 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 25 }
            })
        let eighth = presentation(of: view, at: 0.15, from: start).position.x
        let quarter = presentation(of: view, at: 0.3, from: start).position.x
        let half = presentation(of: view, at: 0.6, from: start).position.x
        UIApplication.shared.advance(by: 0.6)

        #expect(close(half, 125))
        #expect(close(quarter, 75), "the spline is symmetric about each segment's middle")
        #expect(eighth < 50 - 1, "a curve, slower than a straight line at first: \(eighth)")
        withExtendedLifetime(window) {}
    }

    /// Round a corner: the centre goes right, then down.
    func cornerPosition(_ mode: UIView.KeyframeAnimationOptions, at times: [TimeInterval]) -> [CGPoint] {
        let (window, view) = viewInWindow()
        let start = UIApplication.shared.currentTime
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear.union(mode),
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { view.center.x = 125 }
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) { view.center.y = 125 }
            })
        let points = times.map { presentation(of: view, at: $0, from: start).position }
        UIApplication.shared.advance(by: start + 1 - UIApplication.shared.currentTime)
        withExtendedLifetime(window) {}
        return points
    }

    @Test func pacedTurnsTheCornerAndCubicPacedCurvesIntoItAtOneSpeed() {
        let paced = cornerPosition(.calculationModePaced, at: [0.45, 0.5])
        let cubicPaced = cornerPosition(.calculationModeCubicPaced, at: [0.1, 0.2, 0.3, 0.4, 0.45, 0.5, 0.6, 0.7])

        let corner = CGPoint(x: 125, y: 25)
        let steps = [0, 1, 2, 5, 6].map { i in
            hypot(cubicPaced[i + 1].x - cubicPaced[i].x, cubicPaced[i + 1].y - cubicPaced[i].y)
        }
        #expect(approximately(paced[0], CGPoint(x: 115, y: 25)), "along the straight line: \(paced[0])")
        #expect(approximately(paced[1], corner) && approximately(cubicPaced[5], corner, 1e-6), "both pass the corner")
        #expect(abs(cubicPaced[4].y - 25) > 2, "the spline comes into the corner on a curve: \(cubicPaced[4])")
        #expect(steps.max()! - steps.min()! < 1, "equal distances in equal times: \(steps)")
    }

    /// The iOS 7 Day-by-Day full turn: three keyframes of a third of a turn each.
    @Test func aFullTurnInThreeKeyframesTurnsOneWay() {
        let (window, view) = viewInWindow()
        let start = UIApplication.shared.currentTime

        UIView.animateKeyframes(
            withDuration: 1.2, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3.0) {
                    view.transform = CGAffineTransform(rotationAngle: 2 * .pi / 3)
                }
                UIView.addKeyframe(withRelativeStartTime: 1 / 3.0, relativeDuration: 1 / 3.0) {
                    view.transform = CGAffineTransform(rotationAngle: 4 * .pi / 3)
                }
                UIView.addKeyframe(withRelativeStartTime: 2 / 3.0, relativeDuration: 1 / 3.0) {
                    view.transform = .identity
                }
            })
        let angles = [0.2, 0.6, 1.0].map { time in
            let t = CATransform3DGetAffineTransform(presentation(of: view, at: time, from: start).transform)
            return atan2(Double(t.b), Double(t.a))
        }
        UIApplication.shared.advance(by: 0.2)

        let expected = [Double.pi / 3, .pi, -Double.pi / 3]
        #expect(
            zip(angles, expected).allSatisfy { abs(abs($0 - $1).remainder(dividingBy: 2 * .pi)) < 1e-9 }, "\(angles)")
        withExtendedLifetime(window) {}
    }

    @Test func aNewAnimationOfTheSamePropertyInterruptsItWithFalse() {
        let (window, view) = viewInWindow()
        var finished: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            animations: { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 125 } },
            completion: { finished.append($0) })
        UIApplication.shared.advance(by: 0.25)

        UIView.animate(withDuration: 0.25, animations: { view.center.x = 0 })
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(finished == [false])
        withExtendedLifetime(window) {}
    }

    @Test func outsideAWindowTheChangesTakeEffectAndTheCompletionStillRunsOnTheNextFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []

        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            animations: { UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 } },
            completion: { finished.append($0) })
        let synchronously = finished
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(synchronously.isEmpty)
        #expect(view.alpha == 0.5 && view.layer.animations.isEmpty)
        #expect(finished == [true])
    }

    @Test func aKeyframeAnimationInsideABlockTakesItsDurationAndADelayedOneWaits() {
        let (window, view) = viewInWindow()
        let start = UIApplication.shared.currentTime

        UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                UIView.animateKeyframes(
                    withDuration: 0.5, delay: 0.5, options: [],
                    animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 125 }
                    })
            })
        let waiting = presentation(of: view, at: 0.4, from: start).position.x
        let halfOfTheKeyframe = presentation(of: view, at: 1, from: start).position.x
        UIApplication.shared.advance(by: 1.5)

        #expect(waiting == 25)
        #expect(close(halfOfTheKeyframe, 75), "2 s inherited, linear inherited, after its 0.5 s delay")
        withExtendedLifetime(window) {}
    }
}

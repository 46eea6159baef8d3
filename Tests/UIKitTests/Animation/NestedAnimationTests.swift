import Testing
@testable import UIKit

/// A block nested in another inherits from it (Apple, `UIView.AnimationOptions`: "If this key is
/// not present, the animation inherits the curve of the in-flight animation"; "…inherits the
/// remaining duration of the in-flight animation"; `overrideInheritedOptions`: "not inherit the
/// animation type or any options"; View Programming Guide: "Nested animations are started at the
/// same time as any parent animations").
@MainActor @Suite struct NestedAnimationTests {
    /// Two 50×50 views at x 0 (centre 25) and y 0 and 100 in a visible window.
    func twoViews() -> (UIWindow, UIView, UIView) {
        let (window, outer) = viewInWindow()
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        window.addSubview(inner)
        return (window, outer, inner)
    }

    @Test func anInnerBlockTakesTheOuterDurationAndCurve() {
        let (window, outer, inner) = twoViews()
        var ends: [String] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                outer.center.x = 125
                UIView.animate(
                    withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: { inner.center.x = 125 },
                    completion: { _ in ends.append("inner") })
            }, completion: { _ in ends.append("outer") })
        UIApplication.shared.advance(by: 0.5)
        let half = presentedCenterX(inner)
        UIApplication.shared.advance(by: 0.4)
        let before = ends
        UIApplication.shared.advance(by: 0.1)

        #expect(close(half, 75), "linear over 1 s, not ease-in over 0.2 s: \(half)")
        #expect(before.isEmpty, "the inner block's 0.2 s does not end it early")
        #expect(ends.sorted() == ["inner", "outer"], "both end on the frame at 1 s")
        withExtendedLifetime(window) {}
    }

    @Test func overrideInheritedDurationKeepsItsOwnDurationAndTakesTheCurve() {
        let (window, _, inner) = twoViews()
        var innerDone: [Bool] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                UIView.animate(
                    withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .curveEaseIn],
                    animations: { inner.center.x = 125 }, completion: { innerDone.append($0) })
            })
        UIApplication.shared.advance(by: 0.25)
        let quarter = presentedCenterX(inner)
        UIApplication.shared.advance(by: 0.25)

        #expect(close(quarter, 75), "half of its own 0.5 s on the outer linear curve: \(quarter)")
        #expect(innerDone == [true])
        withExtendedLifetime(window) {}
    }

    @Test func overrideInheritedCurveKeepsItsOwnCurveAndTakesTheDuration() {
        let (window, _, inner) = twoViews()

        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                UIView.animate(
                    withDuration: 0.2, delay: 0, options: [.overrideInheritedCurve, .curveEaseIn],
                    animations: { inner.center.x = 125 })
            })
        UIApplication.shared.advance(by: 0.5)
        let progress = Double(presentedCenterX(inner) - 25) / 100

        #expect(abs(progress - bezierReference(0.42, 0, 1, 1, at: 0.5)) < 1e-3, "ease-in half way through 1 s")
        withExtendedLifetime(window) {}
    }

    @Test func bothOverridesMakeTheInnerBlockIndependent() {
        let (window, _, inner) = twoViews()

        UIView.animate(
            withDuration: 1, delay: 0, options: .curveEaseIn,
            animations: {
                UIView.animate(
                    withDuration: 0.5, delay: 0,
                    options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                    animations: { inner.center.x = 125 })
            })
        UIApplication.shared.advance(by: 0.25)

        #expect(close(presentedCenterX(inner), 75))
        withExtendedLifetime(window) {}
    }

    @Test func anInnerBlockInheritsASpring() {
        let (window, _, inner) = twoViews()
        var positions: [CGFloat] = []

        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { UIView.animate(withDuration: 0.5, animations: { inner.center.x = 125 }) })
        for _ in 0..<30 {
            UIApplication.shared.advance(by: 1.0 / 60)
            positions.append(presentedCenterX(inner))
        }

        #expect(positions.max()! > 125 + 10, "an underdamped spring passes its target")
        #expect(positions.last == 125)
        withExtendedLifetime(window) {}
    }

    @Test func anInnerBlockStartsWithTheOuterBlocksAnimationsAfterItsDelay() {
        let (window, _, inner) = twoViews()

        UIView.animate(
            withDuration: 1, delay: 0.5, options: .curveLinear,
            animations: {
                UIView.animate(withDuration: 1, delay: 0.25, options: [], animations: { inner.center.x = 125 })
            })
        UIApplication.shared.advance(by: 0.7)
        let waiting = presentedCenterX(inner)
        UIApplication.shared.advance(by: 0.55)

        #expect(waiting == 25, "the outer delay and its own: 0.75 s")
        #expect(close(presentedCenterX(inner), 75))
        withExtendedLifetime(window) {}
    }

    @Test func optionsAreInheritedUnlessOverrideInheritedOptionsIsGiven() {
        let (window, _, inner) = twoViews()
        let other = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(other)

        UIView.animate(
            withDuration: 1, delay: 0, options: [.allowUserInteraction, .repeat, .curveLinear],
            animations: {
                UIView.animate(withDuration: 1, animations: { inner.alpha = 0.5 })
                UIView.animate(
                    withDuration: 1, delay: 0, options: .overrideInheritedOptions, animations: { other.alpha = 0.5 })
            })
        let innerTouchable = window.hitTest(CGPoint(x: 10, y: 110), with: nil) === inner
        let otherTouchable = window.hitTest(CGPoint(x: 110, y: 110), with: nil) === other
        UIApplication.shared.advance(by: 1.5)

        #expect(innerTouchable, "allowUserInteraction inherited")
        #expect(!otherTouchable, "overrideInheritedOptions: its own options only")
        #expect(inner.layer.animations[.opacity] != nil, ".repeat inherited: still running")
        #expect(other.layer.animations[.opacity] == nil)
        inner.layer.removeAllAnimations()
        UIApplication.shared.advance(by: 1.0 / 60)
        withExtendedLifetime(window) {}
    }

    @Test func aTransitionInsideABlockTakesTheBlocksDuration() {
        let scene = FlipScene()
        var finished: [TimeInterval] = []
        let start = UIApplication.shared.currentTime

        UIView.animate(
            withDuration: 1,
            animations: {
                UIView.transition(
                    from: scene.red, to: scene.blue, duration: 0.2, options: .transitionFlipFromLeft,
                    completion: { _ in finished.append(UIApplication.shared.currentTime - start) })
            })
        UIApplication.shared.advance(by: 0.5)
        let midway = scene.container.layer.transition != nil
        UIApplication.shared.advance(by: 0.5)

        #expect(midway)
        #expect(finished.count == 1 && abs(finished[0] - 1) < 1e-9, "\(finished)")
    }
}

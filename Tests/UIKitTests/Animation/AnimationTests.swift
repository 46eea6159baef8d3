import Testing
import Compositor
@testable import UIKit

/// Equal to within 1e-9 points: the clock's times are sums of binary fractions.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { close($0, $1) } }

/// The presentation x of `view`'s centre now.
@MainActor
func presentedCenterX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

/// A 50×50 view at (0, 0) in a visible window.
@MainActor
func viewInWindow() -> (UIWindow, UIView) {
    let window = makeKeyWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.backgroundColor = .red
    window.addSubview(view)
    return (window, view)
}

/// The Bézier from (0,0) to (1,1), sampled densely and read at `t` by interpolation: an
/// independent check of the solver's answers.
func bezierReference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    let steps = 20_000
    var previous = (x: 0.0, y: 0.0)
    for i in 1...steps {
        let s = Double(i) / Double(steps)
        let point = (x: coordinate(s, x1, x2), y: coordinate(s, y1, y2))
        if point.x >= t {
            let f = point.x == previous.x ? 0 : (t - previous.x) / (point.x - previous.x)
            return previous.y + f * (point.y - previous.y)
        }
        previous = point
    }
    return 1
}

/// UIView.animate: model at once, presentation interpolated by the frame clock (Apple,
/// "animate(withDuration:delay:options:animations:completion:)"; Core Animation's curves).
@MainActor @Suite struct AnimationTests {
    @Test func aLinearSlideIsExactlyHalfWayAtHalfTime() {
        let (window, view) = viewInWindow()

        UIView.animate(withDuration: 0.25, delay: 0, options: .curveLinear, animations: { view.center.x = 125 })
        let model = view.center.x
        UIApplication.shared.advance(by: 0.125)

        #expect(model == 125)
        #expect(close(presentedCenterX(view), 75))
        withExtendedLifetime(window) {}
    }

    @Test(arguments: [
        (UIView.AnimationOptions.curveEaseIn, 0.42, 0.0, 1.0, 1.0),
        (.curveEaseOut, 0.0, 0.0, 0.58, 1.0),
        (.curveEaseInOut, 0.42, 0.0, 0.58, 1.0),
        (.curveLinear, 0.0, 0.0, 1.0, 1.0),
    ])
    func curvesFollowCoreAnimationsBeziers(
        _ curve: UIView.AnimationOptions, _ x1: Double, _ y1: Double,
        _ x2: Double, _ y2: Double
    ) {
        let (window, view) = viewInWindow()
        UIView.animate(withDuration: 1, delay: 0, options: curve, animations: { view.center.x = 1025 })

        var errors: [Double] = []
        for t in [0.1, 0.25, 0.4, 0.5, 0.65, 0.8, 0.95] {
            UIApplication.shared.advance(
                by: t - (errors.isEmpty ? 0 : [0.1, 0.25, 0.4, 0.5, 0.65, 0.8, 0.95][errors.count - 1]))
            let progress = Double(presentedCenterX(view) - 25) / 1000
            errors.append(abs(progress - bezierReference(x1, y1, x2, y2, at: t)))
        }

        #expect(errors.allSatisfy { $0 < 1e-3 }, "\(errors)")
        withExtendedLifetime(window) {}
    }

    @Test(arguments: [0.3, 1.0])
    func aSpringOvershootsOnlyWhenUnderdampedAndSettlesOnTheTarget(_ damping: Double) {
        let (window, view) = viewInWindow()
        var finished: Bool?

        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
            options: [], animations: { view.center.x = 125 }, completion: { finished = $0 })
        var positions: [CGFloat] = []
        for _ in 0..<30 {
            UIApplication.shared.advance(by: 1.0 / 60)
            positions.append(presentedCenterX(view))
        }

        let peak = positions.max()!
        if damping < 1 {
            #expect(peak > 125 + 10, "an underdamped spring passes its target")
        } else {
            #expect(peak <= 125)
        }
        #expect(abs(positions[28] - 125) < 0.5, "within 0.5 % of the distance one frame before the end")
        #expect(positions.last == 125)
        #expect(finished == true)
        withExtendedLifetime(window) {}
    }

    @Test func beginFromCurrentStateStartsFromThePresentationValue() {
        let (window, view) = viewInWindow()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 125 })
        UIApplication.shared.advance(by: 0.5)
        let midway = presentedCenterX(view)

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center.x = 225 })
        let fromCurrent = presentedCenterX(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 325 })
        let fromModel = presentedCenterX(view)

        #expect(close(midway, 75))
        #expect(close(fromCurrent, 75))
        #expect(close(fromModel, 225))
        withExtendedLifetime(window) {}
    }

    @Test func aReplacedAnimationCompletesWithFalseAndTheNewOneWithTrue() {
        let (window, view) = viewInWindow()
        var calls: [String] = []
        UIView.animate(
            withDuration: 1, animations: { view.center.x = 125 }, completion: { calls.append("first \($0)") })
        UIApplication.shared.advance(by: 0.25)

        UIView.animate(
            withDuration: 0.5, animations: { view.center.x = 0 }, completion: { calls.append("second \($0)") })
        let beforeNextFrame = calls
        UIApplication.shared.advance(by: 1.0 / 60)
        let afterNextFrame = calls
        UIApplication.shared.advance(by: 0.5)

        #expect(beforeNextFrame.isEmpty)
        #expect(afterNextFrame == ["first false"])
        #expect(calls == ["first false", "second true"])
        withExtendedLifetime(window) {}
    }

    /// A property set twice in one block (`center.x`, then `center.y`) moves once, smoothly,
    /// from where the block found it, and the block is not its own interrupter: its completion
    /// gets `true` (UIKit's additive animations combine the two changes).
    @Test func aPropertySetTwiceInOneBlockMovesOnceAndFinishes() throws {
        let (window, view) = viewInWindow()
        var finished: [Bool] = []

        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.center.x = 125
                view.center.y = 225
            }, completion: { finished.append($0) })
        UIApplication.shared.advance(by: 0.5)
        let halfWay = try #require(view.layer.presentation()).position
        UIApplication.shared.advance(by: 0.6)

        #expect(close(halfWay.x, 75) && close(halfWay.y, 125), "from (25, 25) to (125, 225): \(halfWay)")
        #expect(finished == [true])
        withExtendedLifetime(window) {}
    }

    @Test func oneCompletionPerCallOnTheFrameTheLastPropertyEnds() {
        let (window, view) = viewInWindow()
        var calls: [TimeInterval] = []
        let start = UIApplication.shared.currentTime

        UIView.animate(
            withDuration: 0.5,
            animations: {
                view.center.x = 100
                view.alpha = 0.5
                view.backgroundColor = .blue
                view.layer.cornerRadius = 8
            }, completion: { _ in calls.append(UIApplication.shared.currentTime - start) })
        UIApplication.shared.advance(by: 0.5 - 1.0 / 60)
        let justBefore = calls.count
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(justBefore == 0)
        #expect(calls.count == 1)
        #expect(abs(calls[0] - 0.5) < 1e-9)
        withExtendedLifetime(window) {}
    }

    @Test func zeroDurationCompletesOnTheNextFrameNotAtOnce() {
        let (window, view) = viewInWindow()
        var finished: [Bool] = []

        UIView.animate(withDuration: 0, animations: { view.center.x = 100 }, completion: { finished.append($0) })
        let synchronously = finished
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(synchronously.isEmpty)
        #expect(finished == [true])
        #expect(presentedCenterX(view) == 100)
        withExtendedLifetime(window) {}
    }

    @Test func leavingTheWindowMidAnimationCompletesWithFalse() {
        let (window, view) = viewInWindow()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: { finished.append($0) })
        UIApplication.shared.advance(by: 0.25)

        view.removeFromSuperview()
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(finished == [false])
        #expect(view.layer.animations.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func autoreverseGoesThereAndBackThenTheModelValueShows() {
        let (window, view) = viewInWindow()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveLinear, .autoreverse],
            animations: { view.center.x = 125 }, completion: { finished.append($0) })

        var samples: [CGFloat] = []
        for _ in 0..<4 {
            UIApplication.shared.advance(by: 0.25)
            samples.append(presentedCenterX(view))
        }

        #expect(close(samples, [75, 125, 75, 125]), "half, there, half way back, then the model value: \(samples)")
        #expect(finished == [true])
        withExtendedLifetime(window) {}
    }

    @Test func repeatRunsCyclesUntilInterruptedAndNeverCompletesOnItsOwn() {
        let (window, view) = viewInWindow()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveLinear, .repeat],
            animations: { view.center.x = 125 }, completion: { finished.append($0) })

        UIApplication.shared.advance(by: 1.25)
        let thirdCycleHalf = presentedCenterX(view)
        let whileRepeating = finished
        UIView.performWithoutAnimation { view.center.x = 25 }
        UIView.animate(withDuration: 0, animations: { view.center.x = 30 })
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(close(thirdCycleHalf, 75), "1.25 s is half way through the third 0.5 s cycle")
        #expect(whileRepeating.isEmpty)
        #expect(finished == [false])
        withExtendedLifetime(window) {}
    }

    @Test func aDelayShowsTheStartValueUntilItEnds() {
        let (window, view) = viewInWindow()

        UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { view.center.x = 125 })
        UIApplication.shared.advance(by: 0.25)
        let duringDelay = presentedCenterX(view)
        UIApplication.shared.advance(by: 0.5)

        #expect(duringDelay == 25)
        #expect(close(presentedCenterX(view), 75))
        withExtendedLifetime(window) {}
    }

    @Test func withoutAnimationChangesShowAtOnce() {
        let (window, view) = viewInWindow()

        UIView.animate(
            withDuration: 1,
            animations: {
                UIView.performWithoutAnimation { view.center.x = 100 }
                view.alpha = 0.5
            })
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1, animations: { view.center.y = 100 })
        let disabled = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(true)

        #expect(!disabled && UIView.areAnimationsEnabled)
        #expect(view.layer.presentation()!.position == CGPoint(x: 100, y: 100))
        #expect(view.layer.animations.keys.sorted { "\($0)" < "\($1)" } == [.opacity])
        withExtendedLifetime(window) {}
    }

    @Test func viewsInNoWindowTakeTheValueAndStillCompleteOnTheNextFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []

        UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: { finished.append($0) })
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(view.layer.animations.isEmpty)
        #expect(finished == [true])
    }

    @Test func layoutInsideTheBlockAnimatesTheChangedFrames() {
        final class Column: UIView {
            var wide = false
            override func layoutSubviews() {
                subviews.first?.frame = CGRect(x: 0, y: 0, width: wide ? 200 : 100, height: 20)
            }
        }
        let window = makeKeyWindow()
        let column = Column(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let bar = UIView()
        column.addSubview(bar)
        window.addSubview(column)
        column.layoutIfNeeded()

        column.wide = true
        column.setNeedsLayout()
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { column.layoutIfNeeded() })
        UIApplication.shared.advance(by: 0.25)

        #expect(bar.frame.width == 200)
        #expect(close(bar.layer.presentation()!.bounds.width, 150))
        withExtendedLifetime(window) {}
    }

    @Test func aRotationStaysRigidHalfWay() {
        let (window, view) = viewInWindow()

        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2) })
        UIApplication.shared.advance(by: 0.5)
        let half = CATransform3DGetAffineTransform(view.layer.presentation()!.transform)
        let expected = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 1.5, y: 1.5)

        #expect(abs(half.a - expected.a) < 1e-9 && abs(half.b - expected.b) < 1e-9)
        #expect(abs(half.c - expected.c) < 1e-9 && abs(half.d - expected.d) < 1e-9)
        withExtendedLifetime(window) {}
    }

    /// As Core Animation turns: "the shortest route from the start state to the end state" (iOS 7
    /// Day-by-Day, keyframe rotations).
    @Test func aTurnGoesTheShorterWayRound() {
        let (window, view) = viewInWindow()
        view.transform = CGAffineTransform(rotationAngle: 2 * .pi / 3)

        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { view.transform = CGAffineTransform(rotationAngle: 4 * .pi / 3) })
        UIApplication.shared.advance(by: 0.5)
        let half = CATransform3DGetAffineTransform(view.layer.presentation()!.transform)

        #expect(abs(half.a - -1) < 1e-9 && abs(half.b) < 1e-9, "through 180°, not through 0°: \(half)")
        withExtendedLifetime(window) {}
    }

    @Test func theLayoutSubviewsOptionLaysOutChangedViewsInsideTheAnimation() {
        final class Stretching: UIView {
            override func layoutSubviews() {
                subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 10)
            }
        }
        let window = makeKeyWindow()
        let parent = Stretching(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let bar = UIView()
        parent.addSubview(bar)
        window.addSubview(parent)
        parent.layoutIfNeeded()

        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews],
            animations: { parent.frame.size.width = 300 })
        UIApplication.shared.advance(by: 0.5)

        #expect(bar.frame.width == 300)
        #expect(close(bar.layer.presentation()!.bounds.width, 200))
        withExtendedLifetime(window) {}
    }

    @Test func aSlideDamagesOnlyWhereTheViewWasAndIs() throws {
        let (window, view) = viewInWindow()
        UIApplication.shared.advance(by: 1.0 / 60)
        // 60 points a second: one whole pixel per frame, so every frame's rect is pixel-aligned.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 85 })
        UIApplication.shared.advance(by: 0.5)
        let before = view.layer.presentation()!.frame

        UIApplication.shared.advance(by: 1.0 / 60)
        let after = view.layer.presentation()!.frame
        let damage = try #require(window.renderer?.lastDamage)

        #expect(close(before.minX, 30) && close(after.minX, 31))
        #expect(damage.bounds == PixelRect(x: 30, y: 0, width: 51, height: 50), "old ∪ new: \(damage)")
        #expect(damage.area == 51 * 50)
    }

    @Test func touchesSkipAnimatingViewsUnlessAllowed() {
        let (window, view) = viewInWindow()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.9 })
        let blocked = window.hitTest(CGPoint(x: 10, y: 10), with: nil)

        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 0.8 })
        let allowed = window.hitTest(CGPoint(x: 10, y: 10), with: nil)

        #expect(blocked === window)
        #expect(allowed === view)
    }

    @Test func theRendererDrawsThePresentationValue() throws {
        let (window, view) = viewInWindow()
        UIApplication.shared.advance(by: 1.0 / 60)

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 225 })
        UIApplication.shared.advance(by: 0.5)
        let framebuffer = try #require(window.renderer?.framebuffer)

        let red = UIColor.red.renderColor.premultipliedARGB, white = UIColor.white.renderColor.premultipliedARGB
        #expect(framebuffer.pixel(x: 110, y: 25) == red, "the view's left edge is at 100 half way")
        #expect(framebuffer.pixel(x: 95, y: 25) == white)
        #expect(framebuffer.pixel(x: 145, y: 25) == red)
        #expect(framebuffer.pixel(x: 155, y: 25) == white)
    }
}

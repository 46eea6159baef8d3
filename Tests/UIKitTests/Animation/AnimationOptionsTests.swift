import Testing
import Compositor
@testable import UIKit

/// `UIView.AnimationOptions` members with Apple's raw values (UIView.h) and what Apple documents
/// each does, where the other animation suites do not already show it.
@MainActor @Suite struct AnimationOptionsTests {
    @Test(
        arguments: [
            (UIView.AnimationOptions.layoutSubviews, 1 << 0), (.allowUserInteraction, 1 << 1),
            (.beginFromCurrentState, 1 << 2), (.repeat, 1 << 3), (.autoreverse, 1 << 4),
            (.overrideInheritedDuration, 1 << 5), (.overrideInheritedCurve, 1 << 6), (.allowAnimatedContent, 1 << 7),
            (.showHideTransitionViews, 1 << 8), (.overrideInheritedOptions, 1 << 9),
            (.curveEaseInOut, 0 << 16), (.curveEaseIn, 1 << 16), (.curveEaseOut, 2 << 16), (.curveLinear, 3 << 16),
            (.transitionFlipFromLeft, 1 << 20), (.transitionFlipFromRight, 2 << 20), (.transitionCurlUp, 3 << 20),
            (.transitionCurlDown, 4 << 20), (.transitionCrossDissolve, 5 << 20), (.transitionFlipFromTop, 6 << 20),
            (.transitionFlipFromBottom, 7 << 20), (.preferredFramesPerSecondDefault, 0 << 24),
            (.preferredFramesPerSecond60, 3 << 24), (.preferredFramesPerSecond30, 7 << 24),
        ] as [(UIView.AnimationOptions, UInt)])
    func everyMemberHasApplesRawValue(_ option: UIView.AnimationOptions, _ raw: UInt) {
        #expect(option.rawValue == raw)
    }

    /// A 60 points-per-second linear slide, read frame by frame.
    func slideFrameByFrame(_ options: UIView.AnimationOptions) -> [CGFloat] {
        let (window, view) = viewInWindow()
        UIView.animate(
            withDuration: 1, delay: 0, options: options.union(.curveLinear), animations: { view.center.x = 85 })
        var positions: [CGFloat] = []
        for _ in 0..<6 {
            UIApplication.shared.advance(by: 1.0 / 60)
            positions.append(presentedCenterX(view))
        }
        UIApplication.shared.advance(by: 1)
        withExtendedLifetime(window) {}
        return positions
    }

    @Test func preferredFramesPerSecond30ChangesThePresentationValueEverySecondFrame() {
        let thirty = slideFrameByFrame(.preferredFramesPerSecond30)

        #expect(close(thirty, [25, 27, 27, 29, 29, 31]), "\(thirty)")
    }

    @Test(arguments: [UIView.AnimationOptions.preferredFramesPerSecond60, .preferredFramesPerSecondDefault])
    func sixtyAndTheDefaultChangeItEveryFrame(_ rate: UIView.AnimationOptions) {
        let sixty = slideFrameByFrame(rate)

        #expect(close(sixty, [26, 27, 28, 29, 30, 31]), "\(sixty)")
    }

    @Test func preferredFramesPerSecond30StepsATransitionToo() {
        let scene = FlipScene()
        UIView.transition(
            with: scene.container, duration: 1,
            options: [.transitionCrossDissolve, .curveLinear, .preferredFramesPerSecond30],
            animations: { scene.red.backgroundColor = .blue })

        var progress: [Double] = []
        for _ in 0..<4 {
            UIApplication.shared.advance(by: 1.0 / 60)
            progress.append(scene.container.layer.transition!.progress(at: UIApplication.shared.animationTime))
        }

        #expect(zip(progress, [0, 2.0 / 60, 2.0 / 60, 4.0 / 60]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(progress)")
        UIApplication.shared.advance(by: 1)
    }

    /// The container's centre three quarters through a flip from left (the new side), the
    /// content changed to blue by the transition, then by `atStart` before the transition is
    /// first drawn and by `later` once it has been.
    func newSideOfAFlip(
        _ options: UIView.AnimationOptions, atStart: (FlipScene) -> Void = { _ in },
        later: (FlipScene) -> Void = { _ in }
    ) -> RenderColor {
        let scene = FlipScene()
        UIView.transition(
            with: scene.container, duration: 1, options: options.union([.transitionFlipFromLeft, .curveLinear]),
            animations: { scene.red.backgroundColor = .blue })
        atStart(scene)
        UIApplication.shared.advance(by: 1.0 / 60)
        later(scene)
        UIApplication.shared.advance(by: 0.75 - 1.0 / 60)
        let shown = colour(scene.frame("animated-content-\(options.rawValue)").pixel(x: 160, y: 120))
        UIApplication.shared.advance(by: 0.25)
        return shown
    }

    /// Blue to green over the transition's second.
    func turnGreen(_ scene: FlipScene) {
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.red.backgroundColor = .green })
    }

    @Test func withoutAllowAnimatedContentTheNewSideIsASnapshotOfTheEndState() {
        let animating = newSideOfAFlip([], atStart: turnGreen)
        let changedLater = newSideOfAFlip([], later: { $0.red.backgroundColor = .green })

        #expect(animating.green > 0.99 && animating.blue < 0.01, "the colour it settles to: \(animating)")
        #expect(isBlue(changedLater), "a change after the transition was first drawn waits: \(changedLater)")
    }

    @Test func allowAnimatedContentDrawsTheLiveContentEveryFrame() {
        let animating = newSideOfAFlip(.allowAnimatedContent, atStart: turnGreen)
        let changedLater = newSideOfAFlip(.allowAnimatedContent, later: { $0.red.backgroundColor = .green })

        #expect(abs(animating.green - 0.75) < 0.01 && abs(animating.blue - 0.25) < 0.01, "\(animating)")
        #expect(changedLater.green > 0.99 && changedLater.blue < 0.01, "\(changedLater)")
    }
}

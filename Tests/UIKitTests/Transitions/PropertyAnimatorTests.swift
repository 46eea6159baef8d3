import Testing
@testable import UIKit

/// A 50×50 view centred at x 25 in a window, and an animator that moves it to x 125.
@MainActor
private func slide(
    _ make: (@escaping () -> Void) -> UIViewPropertyAnimator = {
        UIViewPropertyAnimator(duration: 1, curve: .linear, animations: $0)
    }
) -> (UIWindow, UIView, UIViewPropertyAnimator, CallLog) {
    let (window, view) = viewInWindow()
    let log = CallLog()
    let animator = make { view.center.x = 125 }
    animator.addCompletion { log.add("completion(\(["end", "start", "current"][$0.rawValue]))") }
    return (window, view, animator, log)
}

@MainActor
private func stateName(_ animator: UIViewPropertyAnimator) -> String {
    ["inactive", "active", "stopped"][animator.state.rawValue] + (animator.isRunning ? " running" : "")
}

/// UIViewPropertyAnimator (Apple: "UIViewPropertyAnimator", "UIViewAnimating",
/// "UIViewAnimatingState", "fractionComplete", "isReversed", "stopAnimation(_:)",
/// "finishAnimation(at:)", "continueAnimation(withTimingParameters:durationFactor:)").
@MainActor @Suite struct PropertyAnimatorTests {
    @Test func startedItRunsItsBlocksAndEndsAtTheEndWithOneCompletion() {
        let (window, view, animator, log) = slide()
        let before = stateName(animator)

        animator.startAnimation()
        let started = stateName(animator)
        UIApplication.shared.advance(by: 0.5)
        let halfway = presentedCenterX(view)
        UIApplication.shared.advance(by: 0.5)

        #expect(before == "inactive")
        #expect(started == "active running")
        #expect(close(halfway, 75))
        #expect(view.center.x == 125)
        #expect(stateName(animator) == "inactive")
        #expect(log.entries == ["completion(end)"])
        withExtendedLifetime(window) {}
    }

    @Test func pausedItStandsStillAndScrubbingMovesTheViewsLinearlyEvenOnAnEasedCurve() {
        let (window, view, animator, log) = slide {
            UIViewPropertyAnimator(duration: 1, curve: .easeInOut, animations: $0)
        }
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        let eased = presentedCenterX(view)

        animator.pauseAnimation()
        let paused = presentedCenterX(view)
        UIApplication.shared.advance(by: 1)
        let later = presentedCenterX(view)
        animator.fractionComplete = 0.7
        let scrubbed = presentedCenterX(view)

        #expect(abs(Double(eased - 25) / 100 - bezierReference(0.42, 0, 0.58, 1, at: 0.25)) < 1e-3)
        #expect(paused == eased && later == eased)
        #expect(stateName(animator) == "active")
        #expect(close(scrubbed, 95))
        #expect(close(animator.fractionComplete, 0.7))
        #expect(log.entries.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func resumedAfterAScrubItRunsTheRestInTheRemainingShareOfItsDuration() {
        let (window, view, animator, log) = slide()
        animator.pauseAnimation()
        animator.fractionComplete = 0.6

        animator.startAnimation()
        UIApplication.shared.advance(by: 0.2)
        let midway = presentedCenterX(view)
        UIApplication.shared.advance(by: 0.2)

        #expect(close(midway, 105), "0.6 + half of the remaining 0.4, on the linear curve: 0.8 of the way")
        #expect(log.entries == ["completion(end)"])
        withExtendedLifetime(window) {}
    }

    @Test func aPauseWithoutAScrubResumesOnTheSameCurve() {
        let (window, view, animator, _) = slide {
            UIViewPropertyAnimator(duration: 1, curve: .easeInOut, animations: $0)
        }
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.25)
        animator.pauseAnimation()
        UIApplication.shared.advance(by: 3)

        animator.startAnimation()
        UIApplication.shared.advance(by: 0.25)

        #expect(abs(Double(presentedCenterX(view) - 25) / 100 - bezierReference(0.42, 0, 0.58, 1, at: 0.5)) < 1e-3)
        withExtendedLifetime(window) {}
    }

    @Test func reversedMidwayItRunsBackAndLeavesThePropertiesAtTheirStart() {
        let (window, view, animator, log) = slide()
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.4)

        animator.isReversed = true
        UIApplication.shared.advance(by: 0.2)
        let goingBack = presentedCenterX(view)
        UIApplication.shared.advance(by: 0.2)

        #expect(close(goingBack, 45))
        #expect(view.center.x == 25, "the model is back at the start value")
        #expect(presentedCenterX(view) == 25)
        #expect(log.entries == ["completion(start)"])
        #expect(stateName(animator) == "inactive")
        withExtendedLifetime(window) {}
    }

    @Test func anUnderdampedSpringOvershootsAndSettlesOnTheEnd() {
        let (window, view, animator, log) = slide {
            UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.3, animations: $0)
        }

        animator.startAnimation()
        var positions: [CGFloat] = []
        for _ in 0..<30 {
            UIApplication.shared.advance(by: 1.0 / 60)
            positions.append(presentedCenterX(view))
        }

        #expect(positions.max()! > 135, "the spring passes its target")
        #expect(positions.last == 125)
        #expect(log.entries == ["completion(end)"])
        withExtendedLifetime(window) {}
    }

    @Test func aPhysicalSpringRunsForItsOwnSettlingTimeWhateverTheDuration() {
        let parameters = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let (window, _, animator, log) = slide { block in
            let animator = UIViewPropertyAnimator(duration: 10, timingParameters: parameters)
            animator.addAnimations(block)
            return animator
        }
        let settling = parameters.settlingDuration!

        animator.startAnimation()
        UIApplication.shared.advance(by: settling - 0.05)
        let before = log.entries
        UIApplication.shared.advance(by: 0.1)

        #expect(settling > 0.5 && settling < 1.5, "ω = 10, critically damped: about 0.92 s to 0.1 %")
        #expect(before.isEmpty)
        #expect(log.entries == ["completion(end)"])
        withExtendedLifetime(window) {}
    }

    @Test func continuedWithADurationFactorTheRestTakesThatShareOfTheDuration() {
        let (window, view, animator, log) = slide()
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.5)
        animator.pauseAnimation()

        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
        UIApplication.shared.advance(by: 0.125)
        let halfOfTheRest = presentedCenterX(view)
        UIApplication.shared.advance(by: 0.125)

        #expect(close(halfOfTheRest, 100))
        #expect(log.entries == ["completion(end)"])
        withExtendedLifetime(window) {}
    }

    @Test func stoppedItKeepsTheCurrentValuesAndFinishingAtTheStartPutsThemBack() {
        let (window, view, animator, log) = slide()
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.5)

        animator.stopAnimation(false)
        let stopped = (stateName(animator), view.center.x, log.entries)
        UIApplication.shared.advance(by: 1)
        animator.finishAnimation(at: .start)

        #expect(stopped.0 == "stopped")
        #expect(close(stopped.1, 75), "the model takes the value shown when stopped")
        #expect(stopped.2.isEmpty)
        #expect(view.center.x == 25)
        #expect(log.entries == ["completion(start)"])
        #expect(stateName(animator) == "inactive")
        withExtendedLifetime(window) {}
    }

    @Test func stoppedWithoutFinishingItBecomesInactiveAndRunsNoCompletion() {
        let (window, view, animator, log) = slide()
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.25)

        animator.stopAnimation(true)
        UIApplication.shared.advance(by: 1)

        #expect(stateName(animator) == "inactive")
        #expect(close(view.center.x, 50))
        #expect(presentedCenterX(view) == view.center.x)
        #expect(log.entries.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func finishingAnAnimatorThatIsNotStoppedIsRefusedWithUIKitsMessage() {
        let (window, view, animator, log) = slide()
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.25)

        let diagnostics = capturingDiagnostics { animator.finishAnimation(at: .end) }
        UIApplication.shared.advance(by: 0.25)

        #expect(
            diagnostics.map(\.message) == ["finishAnimationAtPosition: should only be called on a stopped animator!"])
        #expect(stateName(animator) == "active running")
        #expect(close(presentedCenterX(view), 75))
        #expect(log.entries.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func blocksAddedWhileRunningTakeTheRemainingTimeAfterTheirDelayFactor() {
        let (window, view, animator, _) = slide()
        let other = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        window.addSubview(other)
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.2)

        animator.addAnimations({ other.alpha = 0 }, delayFactor: 0.5)
        UIApplication.shared.advance(by: 0.4)
        let atDelayEnd = other.layer.presentation()!.opacity
        UIApplication.shared.advance(by: 0.2)
        let halfway = other.layer.presentation()!.opacity
        UIApplication.shared.advance(by: 0.2)

        #expect(atDelayEnd == 1, "0.2 + half of the remaining 0.8")
        #expect(abs(halfway - 0.5) < 1e-6)
        #expect(other.layer.presentation()!.opacity == 0)
        #expect(view.center.x == 125)
        withExtendedLifetime(window) {}
    }

    @Test func pausesOnCompletionKeepsItActiveAtTheEndWithoutCompletions() {
        let (window, _, animator, log) = slide()
        animator.pausesOnCompletion = true

        animator.startAnimation()
        UIApplication.shared.advance(by: 1.5)

        #expect(stateName(animator) == "active")
        #expect(animator.fractionComplete == 1)
        #expect(log.entries.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func aRunningPropertyAnimatorWaitsForItsDelay() {
        let (window, view) = viewInWindow()
        var positions: [UIViewAnimatingPosition] = []

        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { view.center.x = 125 },
            completion: { positions.append($0) })
        UIApplication.shared.advance(by: 0.25)
        let afterDelay = presentedCenterX(view)
        UIApplication.shared.advance(by: 0.25)
        let halfway = presentedCenterX(view)
        UIApplication.shared.advance(by: 0.25)

        #expect(animator.delay == 0.25)
        #expect(afterDelay == 25)
        #expect(close(halfway, 75))
        #expect(positions == [.end])
        withExtendedLifetime(window) {}
    }

    /// Found by the fuzzer: off screen nothing animates, yet reversed to its start the
    /// animator puts the values back, as it does on screen.
    @Test func aViewInNoWindowReversedToTheStartTakesItsStartValueBack() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) { view.alpha = 0.25 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }

        animator.pauseAnimation()
        let changed = view.alpha
        animator.isReversed = true
        animator.startAnimation()
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(changed == 0.25)
        #expect(view.alpha == 1)
        #expect(positions == [.start])
    }

    /// Found by the fuzzer (seeds 35 and 39 with scrollList): the frame after a view leaves its
    /// window ends its animations, and the animator lost track of the values they ran between.
    /// Apple ("finishAnimation(at:)", "UIViewAnimatingPosition"): finished at `.start` the
    /// properties have their start values, at `.end` their end values — wherever the view is.
    @Test(arguments: [false, true])
    func aPausedAnimatorWhoseViewLeftTheWindowReversedToTheStartTakesItsStartValueBack(leaves: Bool) {
        let (window, view) = viewInWindow()
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut) { view.alpha = 0.25 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        if leaves { view.removeFromSuperview() }
        UIApplication.shared.advance(by: 1.0 / 60)
        let changed = view.alpha

        animator.isReversed = true
        animator.startAnimation()
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(changed == 0.25)
        #expect(view.alpha == 1)
        #expect(positions == [.start])
        #expect(animator.state == .inactive)
        withExtendedLifetime(window) {}
    }

    /// The same with the view leaving while the animator runs, reversed afterwards; and run on
    /// to the end, the end value stays.
    @Test(arguments: [true, false])
    func aRunningAnimatorWhoseViewLeftTheWindowFinishesWithThatPositionsValue(reversed: Bool) {
        let (window, view, animator, log) = slide()
        animator.startAnimation()
        UIApplication.shared.advance(by: 0.4)
        view.removeFromSuperview()
        UIApplication.shared.advance(by: 1.0 / 60)
        let stillRunning = stateName(animator)

        animator.isReversed = reversed
        UIApplication.shared.advance(by: 1)

        #expect(stillRunning == "active running")
        #expect(view.center.x == (reversed ? 25 : 125))
        #expect(log.entries == [reversed ? "completion(start)" : "completion(end)"])
        #expect(stateName(animator) == "inactive")
        withExtendedLifetime(window) {}
    }

    @Test func aConstraintChangeLaidOutInsideTheBlockIsScrubbedWithTheRest() {
        let window = makeKeyWindow()
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(panel)
        let top = panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 200)
        NSLayoutConstraint.activate([
            top, panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
            top.constant = 0
            window.layoutIfNeeded()
        }

        animator.pauseAnimation()
        animator.fractionComplete = 0.25

        #expect(panel.frame.minY == 0)
        #expect(close(panel.layer.presentation()!.frame.minY, 150))
        withExtendedLifetime(window) {}
    }

    @Test func anActiveAnimatorRefusesToChangeWhetherItIsInterruptible() {
        let (window, _, animator, _) = slide()
        animator.startAnimation()

        let diagnostics = capturingDiagnostics { animator.isInterruptible = false }

        #expect(diagnostics.map(\.name) == ["NSGenericException"])
        #expect(diagnostics.first?.message.hasPrefix("It is not allowed to set the interruptible property") == true)
        #expect(animator.isInterruptible)
        withExtendedLifetime(window) {}
    }

    @Test func aPausedAnimatorLetGoLeavesTheViewAtItsModelValueOnTheNextFrame() {
        let (window, view) = viewInWindow()
        var animator: UIViewPropertyAnimator? = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center.x = 125
        }
        animator?.pauseAnimation()
        animator?.fractionComplete = 0.5
        let held = presentedCenterX(view)

        animator = nil
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(close(held, 75))
        #expect(presentedCenterX(view) == 125)
        #expect(view.layer.animations.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func anInactiveAnimatorWithoutBlocksRefusesToStart() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)

        let diagnostics = capturingDiagnostics { animator.startAnimation() }

        #expect(diagnostics.map(\.name) == ["NSInternalInconsistencyException"])
        #expect(stateName(animator) == "inactive")
    }
}

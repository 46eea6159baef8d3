import UIKit

// Animations in the fuzzer: `UIView.animate` and keyframes with completions the world expects
// once each, curls (`FuzzCurls.swift`), property animators (`FuzzPropertyAnimator.swift`),
// the clock stepped or settled, and animations turned off as UI tests do.

// MARK: Generation

extension FuzzDraws {
    mutating func propertyAnimator() -> FuzzOperation {
        let steps: [FuzzAnimatorStep] = [
            .start, .pause, .scrub(Double.random(in: 0...1, using: &generator)), .reverse,
            .stop(withoutFinishing: flag()),
            .finish([UIViewAnimatingPosition.start, .end, .current].randomElement(using: &generator)!),
        ]
        return .propertyAnimator(any(), steps.randomElement(using: &generator)!)
    }

    /// Mostly a controller on screen, where the curl is drawn.
    mutating func curl() -> FuzzOperation {
        let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
        return .curl(among(shown), up: flag(), progress: Double.random(in: 0...1.2, using: &generator))
    }
}

// MARK: Steps

extension FuzzWorld {
    func animate(_ index: Int, duration: Double) -> Bool {
        guard let view = pool[index].viewIfLoaded else { return false }
        owe(duration: duration) { done in
            UIView.animate(
                withDuration: duration, animations: { view.alpha = view.alpha == 1 ? 0.5 : 1 },
                completion: { _ in done() })
        }
        return true
    }

    func animateKeyframes(_ index: Int, duration: Double) -> Bool {
        guard let view = pool[index].viewIfLoaded else { return false }
        let target: CGFloat = view.alpha == 1 ? 0.5 : 1
        owe(duration: duration) { done in
            UIView.animateKeyframes(
                withDuration: duration, delay: 0,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.75 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = target }
                }, completion: { _ in done() })
        }
        return true
    }

    func curl(_ index: Int, up: Bool, progress: Double) -> Bool {
        guard let view = pool[index].viewIfLoaded else { return false }
        var problems: [String] = []
        owe(duration: FuzzCurls.duration) { done in
            problems = FuzzCurls.curl(view, up: up, progress: progress, done: done)
        }
        for problem in problems { fail("curl transition", problem) }
        return true
    }

    /// A finished animator's rules are checked (and it goes) before the next step is taken.
    func propertyAnimator(_ index: Int, _ step: FuzzAnimatorStep) -> Bool {
        let key = ObjectIdentifier(pool[index])
        if let done = animators[key], done.isDone {
            for problem in done.problems() { fail("property animator", problem) }
            done.view.removeFromSuperview()
            animators[key] = nil
        }
        guard let view = pool[index].viewIfLoaded else { return false }
        let record = animators[key] ?? FuzzPropertyAnimator(in: view)
        guard record.perform(step) else {
            if animators[key] == nil { record.view.removeFromSuperview() }
            return false
        }
        animators[key] = record
        return true
    }

    func setAnimationsEnabled(_ enabled: Bool) -> Bool {
        guard UIView.areAnimationsEnabled != enabled else { return false }
        UIView.setAnimationsEnabled(enabled)
        return true
    }
}

// MARK: Program text

extension FuzzOperation {
    static func animateSwift(_ c: String, duration: Double) -> [String] {
        ["UIView.animate(withDuration: \(duration), animations: { \(c).view.alpha = \(c).view.alpha == 1 ? 0.5 : 1 })"]
    }

    static func curlSwift(_ c: String, up: Bool, progress: Double) -> [String] {
        [
            "UIView.transition(with: \(c).view, duration: \(FuzzCurls.duration), options: [.transitionCurl\(up ? "Up" : "Down"), "
                + ".curveLinear], animations: { \(c).view.backgroundColor = \(c).view.backgroundColor == .systemTeal ? "
                + ".systemPurple : .systemTeal })",
            "UIApplication.shared.advance(by: \(FuzzCurls.duration * progress))",
        ]
    }

    /// As FuzzWorld settles: at most 20 s of frames, gestures waiting on the clock decide, then
    /// one more frame, which lays out what the last one changed.
    static let settleSwift = [
        "for _ in 0..<1200 where UIApplication.shared.isAnimating { UIApplication.shared.advance(by: 1.0 / 60) }",
        "Automation().settle(timeout: 1)",
        "UIApplication.shared.advance(by: 1.0 / 60)",
    ]

    static func animateKeyframesSwift(_ c: String, duration: Double) -> [String] {
        [
            "do { let target: CGFloat = \(c).view.alpha == 1 ? 0.5 : 1; "
                + "UIView.animateKeyframes(withDuration: \(duration), delay: 0, animations: { "
                + "UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { \(c).view.alpha = 0.75 }; "
                + "UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { \(c).view.alpha = target } }) }"
        ]
    }

    static func propertyAnimatorSwift(_ a: String, _ step: FuzzAnimatorStep) -> [String] {
        switch step {
        case .start: ["\(a).startAnimation()"]
        case .pause: ["\(a).pauseAnimation()"]
        case .scrub(let fraction): ["\(a).fractionComplete = \(fraction)"]
        case .reverse: ["\(a).isReversed.toggle()"]
        case .stop(let withoutFinishing): ["\(a).stopAnimation(\(withoutFinishing))"]
        case .finish(let position): ["\(a).finishAnimation(at: .\(position))"]
        }
    }
}

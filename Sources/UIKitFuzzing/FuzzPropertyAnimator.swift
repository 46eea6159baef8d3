import UIKit

/// What the fuzzer does with a controller's property animator.
public enum FuzzAnimatorStep: Equatable, Sendable {
    /// A new animator of the view's alpha started, or a paused one resumed.
    case start
    /// A new animator paused at 0, or a running one paused.
    case pause
    /// `fractionComplete` set on a paused animator.
    case scrub(Double)
    /// `isReversed` toggled on an active animator.
    case reverse
    case stop(withoutFinishing: Bool)
    /// `finishAnimation(at:)` on a stopped animator.
    case finish(UIViewAnimatingPosition)
}

/// One property animator of the alpha of a marker view of its own in a controller's view, and
/// what it owes: its completion runs exactly once, with the position it ended at, unless it was
/// stopped without finishing; the alpha is then the value of that position.
@MainActor
final class FuzzPropertyAnimator {
    let animator: UIViewPropertyAnimator
    /// Only this animator changes it.
    let view = UIView(frame: CGRect(x: 4, y: 4, width: 24, height: 24))
    let start: CGFloat
    let target: CGFloat
    private(set) var positions: [UIViewAnimatingPosition] = []
    private(set) var stoppedWithoutFinishing = false
    /// The alpha `stopAnimation` froze, which `.current` keeps.
    private var frozen: CGFloat?
    /// Found when it happened: the alpha a completion or a stop left.
    private var found: [String] = []
    /// Its animations first ran while animations were turned off.
    private var madeWithAnimationsOff = false

    init(in superview: UIView) {
        view.backgroundColor = .systemOrange
        superview.addSubview(view)
        start = 1
        target = 0.25
        animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut)
        animator.addAnimations { [view, target] in view.alpha = target }
        animator.addCompletion { [weak self] in self?.ended(at: $0) }
    }

    private func ended(at position: UIViewAnimatingPosition) {
        positions.append(position)
        let expected: CGFloat? =
            switch position {
            case .end: target
            case .start: start
            default: frozen
            }
        // Started while `UIView.setAnimationsEnabled(false)` held, the animations were applied at
        // once, as blocks are; whether iOS's property animators obey that switch is not recorded,
        // so where such an animator ends is not checked.
        if let expected, !madeWithAnimationsOff, abs(view.alpha - expected) > 1e-6 {
            found.append("alpha \(view.alpha) after finishing at \(position), not \(expected)")
        }
    }

    /// It ended (or was stopped without finishing): a new animator takes its place.
    var isDone: Bool { animator.state == .inactive && (!positions.isEmpty || stoppedWithoutFinishing) }

    /// Performs `step` if the animator's state allows it (a correct app's call).
    func perform(_ step: FuzzAnimatorStep) -> Bool {
        switch (step, animator.state) {
        case (.start, .inactive),
            (.start, .active) where !animator.isRunning:
            if animator.state == .inactive { madeWithAnimationsOff = !UIView.areAnimationsEnabled }
            animator.startAnimation()
        case (.pause, .inactive),
            (.pause, .active) where animator.isRunning:
            if animator.state == .inactive { madeWithAnimationsOff = !UIView.areAnimationsEnabled }
            animator.pauseAnimation()
        case (.scrub(let fraction), .active) where !animator.isRunning: animator.fractionComplete = CGFloat(fraction)
        case (.reverse, .active): animator.isReversed.toggle()
        case (.stop(let withoutFinishing), .active):
            let shown = view.window == nil ? nil : view.layer.presentation().map { CGFloat($0.opacity) }
            animator.stopAnimation(withoutFinishing)
            stoppedWithoutFinishing = withoutFinishing
            frozen = view.alpha
            if let shown, abs(shown - view.alpha) > 1e-6 {
                found.append("stopped showing alpha \(shown), the model took \(view.alpha)")
            }
        case (.finish(let position), .stopped): animator.finishAnimation(at: position)
        default: return false
        }
        return true
    }

    /// What does not hold once the frames settled.
    func problems() -> [String] {
        var problems = found
        if animator.isRunning { problems.append("\(animator) still runs after the frames settled") }
        guard animator.state == .inactive else {
            if !positions.isEmpty { problems.append("\(animator) ran its completion before it ended") }
            return problems
        }
        let owed = stoppedWithoutFinishing ? 0 : 1
        if positions.count != owed {
            problems.append("\(animator)'s completion ran \(positions.count) times, owed \(owed)")
        }
        return problems
    }
}

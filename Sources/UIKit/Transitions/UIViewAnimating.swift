import Foundation

/// Where an animator is in its life.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewanimatingstate)
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started yet, or finished: its animation blocks have not run, or have ended.
    case inactive = 0
    /// Started or paused: its animations exist and show wherever it stands.
    case active = 1
    /// Stopped with `stopAnimation(false)`: properties hold their current values until
    /// `finishAnimation(at:)`.
    case stopped = 2
}

/// Where a finished animation left its properties.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewanimatingposition)
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An object that runs animations that can be started, paused, scrubbed, reversed and stopped.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewanimating)
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks and completions while it runs, and can change its
/// timing for the rest of the way. (UIKit's members are optional; here a conformer implements
/// them, since a transition driven through one relies on `continueAnimation` to end.)
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating)
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

import Foundation

/// What a transition coordinator was given through `animate(alongsideTransition:completion:)`:
/// the alongside animations, kept until the transition's own animations run (one given later
/// runs at once), and the completions, run once at its end. A rotation's coordinator and every
/// other transition's context (TransitionContext) keep theirs here.
@MainActor
struct CoordinatorBlocks {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    private var alongside: [Block] = []
    private var completions: [Block] = []
    /// The alongside animations were taken to run.
    private(set) var alongsideRan = false

    /// Keeps `completion`, and `animation` until the alongside animations run; once they ran,
    /// returns `animation` for the caller to run now.
    mutating func add(alongside animation: Block?, completion: Block?) -> Block? {
        if let completion { completions.append(completion) }
        guard let animation, !alongsideRan else { return animation }
        alongside.append(animation)
        return nil
    }

    /// The alongside animations, in the order given; from now on they count as run.
    mutating func takeAlongside() -> [Block] {
        alongsideRan = true
        defer { alongside.removeAll() }
        return alongside
    }

    /// The completions, in the order given, once.
    mutating func takeCompletions() -> [Block] {
        defer { completions.removeAll() }
        return completions
    }
}

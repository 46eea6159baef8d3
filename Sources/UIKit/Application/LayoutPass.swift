import Foundation

/// The frame's constraints and layout phase: `updateConstraints` (and controllers'
/// `updateViewConstraints`), the engine's solution, then `layoutSubviews` (and controllers'
/// `viewWillLayoutSubviews` / `viewDidLayoutSubviews`) for the visible windows. The view trees
/// are walked only when some view asked since the last frame, so an idle frame costs one flag
/// check.
///
/// The one owner of "layout is needed": views, windows and the Auto Layout engine tell it
/// (`request()`, `solutionDidChange()`); the frame loop and the idle checks ask it.
@MainActor
final class LayoutPass {
    /// Some view asked for layout since the last pass (`setNeedsLayout`, a window shown again,
    /// a constraint changed).
    private(set) var isRequested = false
    /// Some view asked for `updateConstraints` (`setNeedsUpdateConstraints`, a view joining a
    /// window that uses Auto Layout).
    private(set) var isConstraintsUpdateRequested = false
    /// How many layout walks (`layoutIfNeeded`) are under way: a change inside one is laid out by
    /// that walk, not by the next frame.
    private(set) var walkDepth = 0
    /// The Auto Layout engine whose solutions the walks place; it tells this pass of each change.
    let engine: LayoutEngine

    init(engine: LayoutEngine) {
        self.engine = engine
        engine.layoutPass = self
    }

    func request() { isRequested = true }

    func requestConstraintsUpdate() {
        isConstraintsUpdateRequested = true
        isRequested = true
    }

    /// The engine's solution changed: a walk under way places it in its next round, otherwise
    /// the next frame's pass does.
    func solutionDidChange() {
        if walkDepth == 0 { request() }
    }

    /// One layout walk (`layoutIfNeeded`): `round` runs again while the engine has a solution the
    /// round did not place (a safe area moving its guide, a `layoutSubviews` changing a
    /// constant), a few rounds at most; what is still unplaced when the outermost walk ends is
    /// laid out next frame.
    func walk(_ round: () -> Void) {
        walkDepth += 1
        var rounds = 0
        repeat {
            engine.prepareForLayout()
            round()
            rounds += 1
        } while engine.hasUnplacedSolution && rounds < 4
        walkDepth -= 1
        if walkDepth == 0 && engine.hasUnplacedSolution { request() }
    }

    /// Lays out the visible `windows` if asked; layout asked for during the pass waits for the
    /// next frame. A runtime stepping only its own windows keeps the request, so the
    /// application's next frame still lays out the others.
    func run(_ windows: [UIWindow], keepingRequest: Bool = false) {
        guard isRequested else { return }
        if !keepingRequest { isRequested = false }
        let shown = windows.filter { !$0.isHidden }
        if isConstraintsUpdateRequested || engine.activeCount > 0 {
            for window in shown { window.updateConstraintsIfNeeded() }
            if !keepingRequest { isConstraintsUpdateRequested = false }
        }
        for window in shown { window.layoutIfNeeded() }
    }
}

import Foundation

/// The frame's constraints and layout phase: `updateConstraints` (and controllers'
/// `updateViewConstraints`), the engine's solution, then `layoutSubviews` (and controllers'
/// `viewWillLayoutSubviews` / `viewDidLayoutSubviews`) for the visible windows. The view trees
/// are walked only when some view asked since the last frame, so an idle frame costs one flag
/// check.
@MainActor
final class LayoutPass {
    /// Some view asked for layout since the last pass (`setNeedsLayout`, a window shown again,
    /// a constraint changed).
    private(set) var isRequested = false
    /// Some view asked for `updateConstraints` (`setNeedsUpdateConstraints`, a view joining a
    /// window that uses Auto Layout).
    private(set) var isConstraintsUpdateRequested = false

    func request() { isRequested = true }

    func requestConstraintsUpdate() {
        isConstraintsUpdateRequested = true
        isRequested = true
    }

    /// Lays out the visible `windows` if asked; layout asked for during the pass waits for the
    /// next frame.
    func run(_ windows: [UIWindow]) {
        guard isRequested else { return }
        isRequested = false
        let shown = windows.filter { !$0.isHidden }
        if isConstraintsUpdateRequested || LayoutEngine.shared.activeCount > 0 {
            for window in shown { window.updateConstraintsIfNeeded() }
            isConstraintsUpdateRequested = false
        }
        for window in shown { window.layoutIfNeeded() }
    }
}

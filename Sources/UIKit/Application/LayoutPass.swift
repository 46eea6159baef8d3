import Foundation

/// The frame's layout phase: `layoutSubviews` (and controllers' `viewWillLayoutSubviews` /
/// `viewDidLayoutSubviews`) for the visible windows. The view trees are walked only when some
/// view asked since the last frame, so an idle frame costs one flag check.
@MainActor
final class LayoutPass {
    /// Some view asked for layout since the last pass (`setNeedsLayout`, a window shown again).
    private(set) var isRequested = false

    func request() { isRequested = true }

    /// Lays out the visible `windows` if asked; layout asked for during the pass waits for the
    /// next frame.
    func run(_ windows: [UIWindow]) {
        guard isRequested else { return }
        isRequested = false
        for window in windows where !window.isHidden { window.layoutIfNeeded() }
    }
}

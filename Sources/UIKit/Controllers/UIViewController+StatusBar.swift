import Foundation

/// The style of the status bar's content. Raw values are UIKit's.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content, as on iOS in light mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// Status bar appearance flows down from the window's root (seed 001 §5): the topmost
/// `.fullScreen` presented controller decides (`topFullScreenController`), and containers hand
/// the decision to the child they name in `childForStatusBarStyle` / `childForStatusBarHidden`.
extension UIViewController {
    /// Style and visibility after following the `childFor…` delegation from this controller.
    var resolvedStatusBar: (style: UIStatusBarStyle, hidden: Bool) {
        var styleSource = self
        while let child = styleSource.childForStatusBarStyle, child !== styleSource { styleSource = child }
        var hiddenSource = self
        while let child = hiddenSource.childForStatusBarHidden, child !== hiddenSource { hiddenSource = child }
        return (styleSource.preferredStatusBarStyle, hiddenSource.prefersStatusBarHidden)
    }

    /// The window redraws its strip and containers place their bars for the new visibility.
    func statusBarAppearanceDidChange() {
        guard let window = viewIfLoaded?.window else { return }
        window.layer.needsRender = true
        window.setNeedsLayoutThroughout()
    }
}

extension UIView {
    /// Asks every view of this subtree to lay out again (bars depend on the status strip).
    func setNeedsLayoutThroughout() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutThroughout() }
    }

    /// How far the window's status strip reaches into this view from its top edge (20 pt at the
    /// window's top while the strip shows, else 0): where a bar starts its content.
    var statusStripInset: CGFloat {
        guard let window, let decider = window.rootViewController?.topFullScreenController,
            !decider.resolvedStatusBar.hidden
        else { return 0 }
        let top = convert(CGPoint.zero, to: window).y
        return max(0, UIWindow.statusStripHeight - top)
    }
}

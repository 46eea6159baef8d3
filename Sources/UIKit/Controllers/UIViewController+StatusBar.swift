import Foundation

/// The style of the status bar's content. Raw values are UIKit's.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uistatusbarstyle)
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

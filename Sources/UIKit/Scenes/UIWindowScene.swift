import Foundation

/// The scene that holds the app's windows: on the desktop, the SDL window's screen.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiwindowscene)
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows given this scene (`UIWindow(windowScene:)` or `windowScene`): the visible
    /// ones back to front as the application orders them, then the others.
    open var windows: [UIWindow] {
        let mine = registered.compactMap(\.window)
        let shown = UIApplication.shared.windows.filter { window in mine.contains { $0 === window } }
        return shown + mine.filter { window in !shown.contains { $0 === window } }
    }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { UIScreen.main }
    /// The interface's orientation: that of the scene's key window, else of the screen's shape
    /// (a wide one is a device held landscape-left, whose interface is landscape-right).
    open var interfaceOrientation: UIInterfaceOrientation {
        if let window = keyWindow ?? windows.first { return window.interfaceOrientationState }
        let bounds = screen.bounds
        return bounds.width > bounds.height ? .landscapeRight : .portrait
    }
    /// The traits of the scene's key window (its first window's, before one is key).
    open var traitCollection: UITraitCollection { (keyWindow ?? windows.first)?.traitCollection ?? UITraitCollection() }

    private struct WindowRef { weak var window: UIWindow? }
    private var registered: [WindowRef] = []

    func register(_ window: UIWindow) {
        registered.removeAll { $0.window == nil || $0.window === window }
        registered.append(WindowRef(window: window))
    }

    func unregister(_ window: UIWindow) { registered.removeAll { $0.window == nil || $0.window === window } }
}

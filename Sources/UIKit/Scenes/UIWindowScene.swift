import Foundation

/// The scene that holds the app's windows: on the desktop, the SDL window's screen.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiwindowscene)
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows given this scene (`UIWindow(windowScene:)` or `windowScene`), back to front.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } + hiddenWindows }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { UIScreen.main }
    /// The interface's orientation: that of the scene's key window, else of the screen's shape.
    open var interfaceOrientation: UIInterfaceOrientation {
        if let window = keyWindow ?? windows.first { return window.interfaceOrientationState }
        let bounds = screen.bounds
        return bounds.width > bounds.height ? .landscapeLeft : .portrait
    }
    /// The traits of the scene's key window (its first window's, before one is key).
    open var traitCollection: UITraitCollection { (keyWindow ?? windows.first)?.traitCollection ?? UITraitCollection() }

    /// Windows given this scene that have not been made visible: the application lists only
    /// visible ones.
    private var hiddenWindows: [UIWindow] { registered.compactMap(\.window).filter { $0.isHidden } }
    private struct WindowRef { weak var window: UIWindow? }
    private var registered: [WindowRef] = []

    func register(_ window: UIWindow) {
        registered.removeAll { $0.window == nil || $0.window === window }
        registered.append(WindowRef(window: window))
    }

    func unregister(_ window: UIWindow) { registered.removeAll { $0.window == nil || $0.window === window } }
}

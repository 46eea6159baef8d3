import Foundation

/// A scene's delegate: its connection, and the foreground and background moves the app
/// delegate hears in an app without scenes. UIKit makes it from the scene configuration's
/// `delegateClass` (Info.plist's `UISceneDelegateClassName`).
///
/// Linux difference: Swift can only create an instance of a class it knows by type through a
/// `required` initializer, so the class must be `final` or declare `required override init()`;
/// the `iOSSourceCompatibility` plugin adds that initializer to Xcode's template.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscenedelegate)
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    init()
    /// The scene is being added to the app; a storyboard's window is already the delegate's.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate: it holds the scene's main window.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiwindowscenedelegate)
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; UIKit sets it to the storyboard's window before
    /// `scene(_:willConnectTo:options:)`.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

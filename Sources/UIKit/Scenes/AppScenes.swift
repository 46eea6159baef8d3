import Foundation

/// The app's scenes: at launch, when the app's Info.plist declares a scene manifest, one window
/// scene is connected in iOS's order (Apple, "Managing your app's life cycle" and
/// "Specifying the scenes your app supports"): the app delegate's
/// `application(_:configurationForConnecting:options:)`, the scene and its delegate made, the
/// storyboard's window given to the delegate, `scene(_:willConnectTo:options:)`, the window
/// shown, then `sceneWillEnterForeground(_:)`. From then on the app's foreground and background
/// moves go to the scene delegate (and `UIScene`'s notifications), not the app delegate's
/// state methods; `UIApplication`'s notifications are still posted.
@MainActor
final class AppScenes {
    private unowned let app: UIApplication
    private(set) var connected: [UIScene] = []
    private(set) var sessions: [UISceneSession] = []

    init(app: UIApplication) { self.app = app }

    /// Whether the app runs with scenes: its Info.plist has `UIApplicationSceneManifest`.
    var manifest: SceneManifest? { SceneManifest.ofApp }

    /// Forgets the scenes of an earlier launch in this process (a test's), without callbacks:
    /// each launch starts as a new process does.
    func forgetEarlierLaunch() {
        connected.removeAll()
        sessions.removeAll()
    }

    /// Connects the app's window scene, after `didFinishLaunching`.
    func connectLaunchScene(delegate appDelegate: any UIApplicationDelegate) {
        let session = UISceneSession(role: .windowApplication, persistentIdentifier: "desktop-scene-1")
        let options = UIScene.ConnectionOptions()
        let configuration = appDelegate.application(app, configurationForConnecting: session, options: options)
        session.configuration = configuration
        sessions.append(session)
        let sceneType = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        if let delegateType = configuration.delegateClass as? any UISceneDelegate.Type {
            scene.delegate = delegateType.init()
        } else if let name = configuration.delegateClass.map({ String(reflecting: $0) }) {
            app.report(
                .log,
                "The scene delegate class \(name) is not a UISceneDelegate: the scene has no delegate")
        }
        connected.append(scene)
        var storyboardWindow: UIWindow?
        if let windowScene = scene as? UIWindowScene, let storyboard = configuration.storyboard {
            if let root = storyboard.instantiateInitialViewController() {
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = root
                (scene.delegate as? any UIWindowSceneDelegate)?.window = window
                storyboardWindow = window
            } else {
                app.report(
                    .log,
                    "The scene's storyboard has no initial view controller: set one in Xcode (Is Initial View Controller)"
                )
            }
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        post(UIScene.willConnectNotification, scene)
        if let storyboardWindow, (scene.delegate as? any UIWindowSceneDelegate)?.window === storyboardWindow,
            !storyboardWindow.isKeyWindow
        {
            storyboardWindow.makeKeyAndVisible()
        }
        // As from the background, the state moves after the scene is told it will.
        scene.delegate?.sceneWillEnterForeground(scene)
        post(UIScene.willEnterForegroundNotification, scene)
        scene.activationState = .foregroundInactive
    }

    // MARK: Moves, called by `AppLifecycle` in the app's order

    func didBecomeActive() {
        for scene in connected where scene.activationState == .foregroundInactive {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            post(UIScene.didActivateNotification, scene)
        }
    }

    func willResignActive() {
        for scene in connected where scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            post(UIScene.willDeactivateNotification, scene)
            scene.activationState = .foregroundInactive
        }
    }

    func didEnterBackground() {
        for scene in connected where scene.activationState == .foregroundInactive {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            post(UIScene.didEnterBackgroundNotification, scene)
        }
    }

    func willEnterForeground() {
        for scene in connected where scene.activationState == .background {
            scene.delegate?.sceneWillEnterForeground(scene)
            post(UIScene.willEnterForegroundNotification, scene)
            scene.activationState = .foregroundInactive
        }
    }

    /// The app is quitting: each scene disconnects (`sceneDidDisconnect(_:)`) before the app
    /// delegate's `applicationWillTerminate(_:)`.
    func disconnectAll() {
        for scene in connected {
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            post(UIScene.didDisconnectNotification, scene)
        }
        connected.removeAll()
    }

    private func post(_ name: Notification.Name, _ scene: UIScene) {
        NotificationCenter.default.post(name: name, object: scene)
    }
}

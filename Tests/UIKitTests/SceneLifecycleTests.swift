import Foundation
import Testing

@testable import UIKit

/// Records a scene app's callbacks and notifications in one list: the app delegate's, the scene
/// delegate's, `UIScene`'s and `UIApplication`'s.
@MainActor
final class SceneLog {
    nonisolated(unsafe) static var current: SceneLog?
    private(set) var entries: [String] = []
    private var observers: [any NSObjectProtocol] = []

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            SceneLog.current?.add("app didFinishLaunching")
            return true
        }
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            SceneLog.current?.add("app configurationForConnecting")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
        func applicationDidBecomeActive(_ application: UIApplication) { SceneLog.current?.add("app didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { SceneLog.current?.add("app willResignActive") }
        func applicationWillTerminate(_ application: UIApplication) { SceneLog.current?.add("app willTerminate") }
    }

    static let manifest: [String: Any] = [
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    [
                        "UISceneConfigurationName": "Default Configuration",
                        "UISceneDelegateClassName": String(reflecting: RecordingSceneDelegate.self),
                    ]
                ]
            ],
        ]
    ]

    init() {
        SceneLog.current = self
        SceneManifest.infoDictionaryForTesting = Self.manifest
        let names: [Notification.Name] = [
            UIScene.willConnectNotification, UIScene.didActivateNotification, UIScene.willDeactivateNotification,
            UIScene.didEnterBackgroundNotification, UIScene.willEnterForegroundNotification,
            UIScene.didDisconnectNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification,
        ]
        observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let name = note.name.rawValue
                let fromScene = note.object is UIScene
                MainActor.assumeIsolated { SceneLog.current?.add(name + (fromScene ? " (scene)" : "")) }
            }
        }
    }

    func add(_ entry: String) { entries.append(entry) }

    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }

    func close() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        SceneManifest.infoDictionaryForTesting = nil
        SceneLog.current = nil
        for scene in UIApplication.shared.connectedScenes {
            for window in (scene as? UIWindowScene)?.windows ?? [] { window.isHidden = true }
        }
        UIApplication.shared.scenes.forgetEarlierLaunch()
        UIApplication.shared.delegate = nil
    }
}

/// Made by UIKit from the manifest's class name; makes its window in code.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        SceneLog.current?.add("scene willConnectTo \(scene.activationState)")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidDisconnect(_ scene: UIScene) { SceneLog.current?.add("scene didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) {
        SceneLog.current?.add("scene didBecomeActive \(scene.activationState)")
    }
    func sceneWillResignActive(_ scene: UIScene) {
        SceneLog.current?.add("scene willResignActive \(scene.activationState)")
    }
    func sceneWillEnterForeground(_ scene: UIScene) {
        SceneLog.current?.add("scene willEnterForeground \(scene.activationState)")
    }
    func sceneDidEnterBackground(_ scene: UIScene) {
        SceneLog.current?.add("scene didEnterBackground \(scene.activationState)")
    }
}

/// An app with a scene manifest (Xcode's template since iOS 13): Apple's "Managing your app's
/// life cycle" — with scenes, UIKit tells the scene delegate about foreground and background
/// moves, not the app delegate; `UIApplication`'s notifications are still posted.
@MainActor @Suite(.serialized) struct SceneLifecycleTests {
    @Test func launchingConnectsTheSceneThenEntersTheForegroundAndBecomesActive() throws {
        let log = SceneLog()
        defer { log.close() }

        #expect(Automation().launch(SceneLog.AppDelegate(), screenSize: CGSize(width: 320, height: 480)))

        #expect(
            log.take() == [
                "app didFinishLaunching", "app configurationForConnecting", "scene willConnectTo unattached",
                "UISceneWillConnectNotification (scene)", "scene willEnterForeground unattached",
                "UISceneWillEnterForegroundNotification (scene)", "scene didBecomeActive foregroundActive",
                "UISceneDidActivateNotification (scene)", "UIApplicationDidBecomeActiveNotification",
            ])
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let delegate = try #require(scene.delegate as? RecordingSceneDelegate)
        #expect(scene.activationState == .foregroundActive)
        #expect(delegate.window?.windowScene === scene && delegate.window?.isKeyWindow == true)
        #expect(scene.windows == [delegate.window!] && scene.keyWindow === delegate.window)
        #expect(delegate.window?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene.session.scene === scene && UIApplication.shared.openSessions == [scene.session])
        let extra = UIWindow(windowScene: scene)
        #expect(scene.windows == [delegate.window!, extra] && scene.keyWindow === delegate.window)
        extra.windowScene = nil
        #expect(scene.windows == [delegate.window!])
        #expect(!UIApplication.shared.supportsMultipleScenes)
    }

    @Test func theDesktopWindowsFocusAndMinimisingMoveTheSceneNotTheAppDelegate() throws {
        let log = SceneLog()
        defer { log.close() }
        #expect(Automation().launch(SceneLog.AppDelegate(), screenSize: CGSize(width: 320, height: 480)))
        _ = log.take()
        let automation = Automation()

        automation.enterBackground()
        automation.advance(by: 1.0 / 60)
        let background = log.take()
        automation.enterForeground()
        automation.becomeActive()
        automation.advance(by: 1.0 / 60)

        #expect(
            background == [
                "scene willResignActive foregroundActive", "UISceneWillDeactivateNotification (scene)",
                "UIApplicationWillResignActiveNotification", "scene didEnterBackground background",
                "UISceneDidEnterBackgroundNotification (scene)", "UIApplicationDidEnterBackgroundNotification",
            ])
        #expect(
            log.take() == [
                "scene willEnterForeground background", "UISceneWillEnterForegroundNotification (scene)",
                "UIApplicationWillEnterForegroundNotification", "scene didBecomeActive foregroundActive",
                "UISceneDidActivateNotification (scene)", "UIApplicationDidBecomeActiveNotification",
            ])
        #expect(UIApplication.shared.connectedScenes.first?.activationState == .foregroundActive)
    }

    @Test func quittingDisconnectsTheSceneBeforeTheAppTerminates() throws {
        let log = SceneLog()
        defer { log.close() }
        let delegate = SceneLog.AppDelegate()
        #expect(Automation().launch(delegate, screenSize: CGSize(width: 320, height: 480)))
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        _ = log.take()

        UIApplication.shared.terminate(delegate)

        #expect(log.take() == ["scene didDisconnect", "UISceneDidDisconnectNotification (scene)", "app willTerminate"])
        #expect(scene.activationState == .unattached && UIApplication.shared.connectedScenes.isEmpty)
    }

    @Test func aConfigurationTakesItsDetailsFromTheManifestByNameAndStateHasUIKitsRawValues() {
        let log = SceneLog()
        defer { log.close() }
        #expect(Automation().launch(SceneLog.AppDelegate(), screenSize: CGSize(width: 320, height: 480)))

        let named = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        let unknown = UISceneConfiguration(name: "Other", sessionRole: .windowApplication)

        #expect(named.delegateClass == RecordingSceneDelegate.self && named.storyboard == nil)
        #expect(unknown.delegateClass == nil)
        #expect(UIScene.ActivationState.unattached.rawValue == -1)
        #expect(UIScene.ActivationState.foregroundActive.rawValue == 0)
        #expect(UIScene.ActivationState.background.rawValue == 2)
        #expect(UISceneSession.Role.windowApplication.rawValue == "UIWindowSceneSessionRoleApplication")
    }

    @Test func anAppWithoutAManifestHasNoScenesAndItsDelegateHearsTheMoves() {
        let log = StateLog()
        defer { log.close() }
        #expect(log.launch())

        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(log.take().first == "didFinishLaunching inactive")
    }
}

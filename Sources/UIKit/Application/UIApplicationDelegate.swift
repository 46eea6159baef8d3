import Foundation

/// The app's delegate. Mark it `@main` and the framework's `main()` creates it, calls
/// `application(_:didFinishLaunchingWithOptions:)` and runs the frame loop, as on iOS.
///
/// Linux difference: Swift can only create an instance of a class it knows by type through a
/// `required` initializer (iOS uses the Objective-C runtime), so the delegate class must be
/// `final` or declare `required override init()`; the compiler says so otherwise.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiapplicationdelegate)
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationWillTerminate(_ application: UIApplication)
    /// The app became active: the desktop window has the focus (after launch, too).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive: the desktop window is losing the focus.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is now in the background: the desktop window was minimised or hidden.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to leave the background: the desktop window was restored.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The configuration of a scene being connected (apps with a scene manifest): by default
    /// the Info.plist's first configuration for the session's role.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// The entry point `@main` calls: never returns.
    public static func main() {
        let status = UIApplication.shared.run(delegate: Self(), arguments: Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }
}

extension UIApplication {
    /// Keys of the launch options dictionary; a launch here passes none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

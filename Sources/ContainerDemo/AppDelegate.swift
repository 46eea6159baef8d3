import UIKit

/// The demo app, started by `@main` as on iOS. Until view controllers land, its window shows a
/// placeholder scene built from views.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let scene = PlaceholderSceneView(frame: window.bounds)
        scene.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(scene)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

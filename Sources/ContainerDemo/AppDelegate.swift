import UIKit

/// The demo app, started by `@main` as on iOS. Until the containers land, its root controller
/// shows a placeholder scene built from views.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = PlaceholderSceneController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The root controller: its view is the placeholder scene.
final class PlaceholderSceneController: UIViewController {
    override func loadView() {
        view = PlaceholderSceneView(frame: UIScreen.main.bounds)
    }
}

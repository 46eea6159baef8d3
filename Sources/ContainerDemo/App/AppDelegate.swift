import ArgumentParser
import Foundation
import UIKit

/// The demo app, started by `@main` as on iOS: a tab bar controller with one tab per seed
/// scenario, and the demo's controls (keys, overlays, scripts) around it.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var tabs: DemoTabBarController?
    private(set) var controls: DemoControls?
    /// Where S, F and scripts write, and where the demo prints; the launcher (and the tests'
    /// harness) set them before launch.
    var outputDirectory = "out"
    var output: (String) -> Void = { print($0) }
    var errors: (String) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
    /// The Earth image the Tunnel's maps draw; without it they say so through `errors`.
    var earthImagePath = Tunnel.Earth.defaultPath

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let tabs = DemoTabBarController(earth: Tunnel.Earth(path: earthImagePath, report: errors))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        self.tabs = tabs
        controls = DemoControls(
            window: window, tabs: tabs, outputDirectory: outputDirectory, output: output, errors: errors)
        return true
    }

    /// Keys no view took arrive here, at the end of the responder chain.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { press in !(press.key.map { controls?.handle($0) ?? false } ?? false) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    static func main() {
        exit(DemoLauncher.run(DemoOptions.parseOrExit()))
    }
}

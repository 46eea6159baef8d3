import Foundation
@testable import UIKit
@testable import ContainerDemo

/// The demo launched headless at `size`, on the manual clock, with a fresh lifecycle trace;
/// `close()` finishes what is in flight and puts the shared application back.
@MainActor
final class DemoHarness {
    let delegate = AppDelegate()
    private(set) var printed: [String] = []
    private(set) var errors: [String] = []
    private let previousScreen = UIScreen.main.bounds

    init(
        size: CGSize = CGSize(width: 480, height: 800), outputDirectory: String = DemoHarness.scratch(),
        earthImagePath: String = Tunnel.Earth.defaultPath
    ) {
        let app = UIApplication.shared
        app.lifecycleTrace = LifecycleTrace()
        app.animationSpeed = 1
        delegate.outputDirectory = outputDirectory
        delegate.earthImagePath = earthImagePath
        delegate.output = { [unowned self] in printed.append($0) }
        delegate.errors = { [unowned self] in errors.append($0) }
        _ = app.launch(delegate, size: size)
        app.advance(by: 2.0 / 60)
    }

    var window: UIWindow { delegate.window! }
    var controls: DemoControls { delegate.controls! }
    var tabs: DemoTabBarController { delegate.tabs! }
    var trace: LifecycleTrace { UIApplication.shared.lifecycleTrace! }
    var tunnel: Tunnel.Container { tabs.viewControllers![1] as! Tunnel.Container }

    /// Plays `text` as a `--script` file would, frame by frame, until it has finished.
    /// Plays `text` as a `--script` file would, frame by frame, until it has finished; throws
    /// the script's failure unless `failing` (then the test reads `controls.failure`).
    func play(_ text: String, file: String = "test.script", failing: Bool = false) throws {
        controls.run(try DemoScript(parsing: text, file: file))
        var frames = 0
        while controls.runner?.isFinished == false && frames < 60 * 60 {
            UIApplication.shared.advance(by: 1.0 / 60)
            frames += 1
        }
        guard controls.runner?.isFinished == true else { throw DemoError("the script did not finish within a minute") }
        if let failure = controls.failure, !failing { throw failure }
    }

    func close() {
        let app = UIApplication.shared
        app.animationSpeed = 1
        app.advance(by: 1)
        delegate.window?.isHidden = true
        app.frameObserver = nil
        // The delegate ends the responder chain: a later test's stray key must not reach it.
        app.delegate = nil
        app.quitRequested = false
        app.lifecycleTrace = nil
        app.screen.bounds = previousScreen
    }

    /// A new empty folder for a test's files.
    static func scratch() -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}

import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == String {
    /// Beyond pointfree: the callbacks the controller tree receives while it is put on screen
    /// as the root of a headless window the size of the screen, in order, one line each as
    /// `LifecycleTrace` words them (`Detail(Two) viewWillAppear(animated: true)`).
    public static var lifecycle: Snapshotting { lifecycle(on: .init(), size: nil, traits: .init(), action: nil) }

    /// Beyond pointfree: the callbacks the controller tree receives, in order, from being put
    /// on screen (as on the device `config` describes, `size` overriding its size, `traits` on
    /// top) through `action` and `time` seconds of frames after it, on the manual clock:
    ///
    ///     assertSnapshot(of: nav, as: .lifecycle(at: 0.175) {
    ///         ($0 as! UINavigationController).pushViewController(next, animated: true)
    ///     })
    ///
    /// records the push half way: the callbacks made when it started and none of those its end
    /// makes. The record has three parts, each under a heading: `# shown` (loading and
    /// appearing), `# action` (what `action` called at once) and `# 0.175 s later` (what the
    /// frames brought). Layout callbacks are left out unless `includesLayout`, as they come
    /// every frame something moves. The teardown (the host hiding its window and playing out
    /// what still runs) is not recorded: it is the harness's doing, not the test's.
    public static func lifecycle(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init(),
        includesLayout: Bool = false, at time: TimeInterval = 0,
        after action: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        lifecycle(on: config, size: size, traits: traits, includesLayout: includesLayout, at: time, action: action)
    }

    private static func lifecycle(
        on config: ViewImageConfig, size: CGSize?, traits: UITraitCollection, includesLayout: Bool = false,
        at time: TimeInterval = 0, action: (@MainActor (UIViewController) -> Void)?
    ) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        return Snapshotting<String, String>.lines.pullback { controller in
            MainActor.assumeIsolated {
                let app = UIApplication.shared
                let previous = app.lifecycleTrace
                let trace = LifecycleTrace(includesLayout: includesLayout)
                app.lifecycleTrace = trace
                defer { app.lifecycleTrace = previous }
                var shown = 0
                var acted = 0
                let run: ((UIViewController) -> Void)? = action.map { action in
                    { controller in
                        shown = trace.events.count
                        action(controller)
                        acted = trace.events.count
                    }
                }
                return SnapshotHost.hosting(controller, config: config, traits: traits, at: time, after: run) { _ in
                    let lines = trace.lines
                    guard action != nil else { return (["# shown"] + lines).joined(separator: "\n") }
                    var record = ["# shown"] + lines[..<shown] + ["# action"] + lines[shown..<acted]
                    if time > 0 { record += ["# \(TextSnapshot.seconds(time)) s later"] + lines[acted...] }
                    return record.joined(separator: "\n")
                }
            }
        }
    }
}

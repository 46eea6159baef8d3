import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == String {
    /// Beyond pointfree: the callbacks the controller tree receives while it is put on screen
    /// as the root of a headless window, one line each in order, as `LifecycleTrace` words them.
    public static var lifecycle: Snapshotting { .lifecycle(after: { _ in }) }

    /// Beyond pointfree: the callbacks the controller tree receives, in order, from being put
    /// on screen as on the device `config` describes through `action` and `time` seconds of
    /// frames after it. Layout callbacks only with `includesLayout`. The host's teardown
    /// (the window hidden afterwards) is not part of the record.
    public static func lifecycle(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init(),
        includesLayout: Bool = false, at time: TimeInterval = 0,
        after action: @escaping @MainActor (UIViewController) -> Void
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
                return SnapshotHost.hosting(controller, config: config, traits: traits, at: time, after: action) { _ in
                    trace.text
                }
            }
        }
    }
}

import Foundation
@preconcurrency import SnapshotTesting
@_spi(Testing) import UIKit

extension Snapshotting where Value == UIViewController, Format == String {
    /// pointfree's controller-tree strategy: UIKit's `_printHierarchy` of the controller shown as
    /// the root of a headless window the size of the screen, addresses removed. One line per
    /// controller with its appearance state and its view (`not in the window`, `(view not
    /// loaded)`), children under `   | `, a presented controller under `   + `:
    ///
    ///     <UITabBarController>, state: appeared, view: <ContainerRootView>
    ///        | <UINavigationController>, state: appeared, view: <ContainerRootView>
    ///        |    | <App.Feed>, state: appeared, view: <UIView>
    ///        | <UINavigationController>, state: disappeared, view: (view not loaded)
    public static var hierarchy: Snapshotting { hierarchy(at: 0, after: { _ in }) }

    /// Beyond pointfree: the controller tree `time` seconds into what `action` starts, on the
    /// manual clock: after `{ $0.present(sheet, animated: true) }` it shows the presented
    /// controller and, with `at:` inside the transition, the states still changing.
    public static func hierarchy(
        at time: TimeInterval = 0, after action: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { controller in
            MainActor.assumeIsolated {
                SnapshotHost.hosting(controller, config: .init(), traits: .init(), at: time, after: action) { _ in
                    TextSnapshot.purgingPointers(controller._printHierarchy())
                }
            }
        }
    }
}

import Foundation
@preconcurrency import SnapshotTesting
@_spi(Testing) import UIKit

extension Snapshotting where Value == UIView, Format == String {
    /// pointfree's text strategy: UIKit's `recursiveDescription` of the view laid out at its
    /// own size, addresses removed.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// UIKit's `recursiveDescription` of the view laid out at `size` (its own when nil) in a
    /// headless window, with `traits` on top of the window's; addresses removed.
    public static func recursiveDescription(
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIView, String> {
        Snapshotting<String, String>.lines.pullback { view in
            MainActor.assumeIsolated {
                SnapshotHost.hosting(view, size: size, traits: traits) { view in
                    TextSnapshot.purgingPointers(view.recursiveDescription())
                }
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// pointfree's text strategy: UIKit's `recursiveDescription` of the controller's view, shown
    /// as the root of a headless window the size of the screen; addresses removed.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// UIKit's `recursiveDescription` of the controller's view laid out as on the device
    /// `config` describes (`size` overrides its size), with `traits` on top; addresses removed.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIViewController, String> {
        var config = config
        if let size { config.size = size }
        return Snapshotting<String, String>.lines.pullback { controller in
            MainActor.assumeIsolated {
                SnapshotHost.hosting(controller, config: config, traits: traits) { _ in
                    TextSnapshot.purgingPointers(controller.view.recursiveDescription())
                }
            }
        }
    }
}

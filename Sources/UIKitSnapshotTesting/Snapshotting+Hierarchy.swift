import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == String {
    /// pointfree's controller-tree strategy: UIKit's `_printHierarchy` of the controller shown as
    /// the root of a headless window the size of the screen, addresses removed: each controller
    /// with its appearance state and view, children indented `   | `, presented ones `   + `.
    public static var hierarchy: Snapshotting {
        Snapshotting<String, String>.lines.pullback { controller in
            MainActor.assumeIsolated {
                SnapshotHost.hosting(controller, config: .init(), traits: .init()) { _ in
                    TextSnapshot.purgingPointers(controller._printHierarchy())
                }
            }
        }
    }
}

import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller as the root of a headless window the size of the screen.
    public static var image: Snapshotting { .image() }

    /// The controller as the root of a headless window of `size` (the screen's when nil):
    /// shown, so its appearance callbacks run, laid out, and drawn with `drawHierarchy`, status
    /// strip included. A landscape size plays a device held sideways.
    public static func image(size: CGSize? = nil, precision: Float = 1, tolerance: UInt8 = 0) -> Snapshotting {
        image(size: size, precision: precision, tolerance: tolerance, at: 0, after: { _ in })
    }

    /// The controller `time` seconds into what `action` starts, on the manual clock: after
    /// `{ ($0 as! UINavigationController).pushViewController(next, animated: true) }`,
    /// `at: 0.175` is the push half way. Whatever is still animating is played out afterwards.
    public static func image(
        size: CGSize? = nil, precision: Float = 1, tolerance: UInt8 = 0, at time: TimeInterval,
        after action: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        image(size: size, precision: precision, tolerance: tolerance, at: time, artifacts: nil, after: action)
    }

    /// As above, with failure images written into `artifacts` (tests of this library).
    static func image(
        size: CGSize?, precision: Float, tolerance: UInt8, at time: TimeInterval, artifacts: URL?,
        after action: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, tolerance: tolerance, artifacts: artifacts)
        ) { controller in
            MainActor.assumeIsolated {
                SnapshotHost.image(of: controller, size: size, at: time, after: action)
            }
        }
    }
}

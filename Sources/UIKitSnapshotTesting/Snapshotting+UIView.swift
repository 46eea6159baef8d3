import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at its own size, laid out in a headless window and drawn on its own.
    public static var image: Snapshotting { .image() }

    /// The view at `size` (its own when nil), laid out in a headless window and drawn with
    /// `drawHierarchy`.
    public static func image(size: CGSize? = nil, precision: Float = 1, tolerance: UInt8 = 0) -> Snapshotting {
        image(size: size, precision: precision, tolerance: tolerance, at: 0, after: { _ in })
    }

    /// The view `time` seconds into what `action` starts, on the manual clock.
    public static func image(
        size: CGSize? = nil, precision: Float = 1, tolerance: UInt8 = 0, at time: TimeInterval,
        after action: @escaping @MainActor (UIView) -> Void
    ) -> Snapshotting {
        image(size: size, precision: precision, tolerance: tolerance, at: time, artifacts: nil, after: action)
    }

    /// As above, with failure images written into `artifacts` (tests of this library).
    static func image(
        size: CGSize?, precision: Float, tolerance: UInt8, at time: TimeInterval, artifacts: URL?,
        after action: @escaping @MainActor (UIView) -> Void
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, tolerance: tolerance, artifacts: artifacts)
        ) { view in
            MainActor.assumeIsolated {
                SnapshotHost.image(of: view, size: size, at: time, after: action)
            }
        }
    }
}

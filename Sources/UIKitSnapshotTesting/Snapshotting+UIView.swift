import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at its own size, laid out in a headless window and drawn on its own.
    public static var image: Snapshotting { .image() }

    /// pointfree's view strategy: the view at `size` (its own when nil), laid out in a headless
    /// window and drawn with `drawHierarchy`. `traits` reach it as on iOS: the override traits
    /// of a controller that holds it, so dynamic colours follow them.
    /// `drawHierarchyInKeyWindow` is accepted for source compatibility: every snapshot here is
    /// drawn in a window of its own, effects included.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(
            precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits, at: 0,
            after: { _ in })
    }

    /// Beyond pointfree: the view `time` seconds into what `action` starts, on the manual clock.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init(), at time: TimeInterval,
        after action: @escaping @MainActor (UIView) -> Void
    ) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in
                MainActor.assumeIsolated {
                    SnapshotHost.image(of: view, size: size, traits: traits, at: time, after: action)
                }
            }
    }
}

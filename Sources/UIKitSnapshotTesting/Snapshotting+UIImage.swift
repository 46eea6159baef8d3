import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Images compared pixel for pixel, stored as PNG: the base every image strategy of this
    /// library is pulled back from.
    public static var image: Snapshotting { .image() }

    /// Images compared as `Diffing.image(precision:perceptualPrecision:scale:)` compares them.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

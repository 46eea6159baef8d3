import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Images compared byte for byte, stored as PNG: the base every image strategy of this
    /// library is pulled back from.
    public static var image: Snapshotting { .image() }

    /// Images compared as `Diffing.image(precision:perceptualPrecision:scale:)` compares them:
    /// `precision` the share of bytes (or, with `perceptualPrecision` below 1, of pixels) that
    /// must match; `perceptualPrecision` the CIE94 ΔE a matching pixel may have, as
    /// `(1 - perceptualPrecision) × 100`.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

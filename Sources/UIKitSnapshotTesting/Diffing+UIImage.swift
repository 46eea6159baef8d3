import Foundation
@preconcurrency import SnapshotTesting
@_spi(Testing) import UIKit

extension Diffing where Value == UIImage {
    /// Exact comparison, stored as PNG: our renderer draws the same pixels every time.
    public static var image: Diffing { .image() }

    /// pointfree's image diffing, stored as PNG. With `perceptualPrecision` 1, `precision` is
    /// the share of the image's bytes that must be equal. Below 1, a pixel whose colour differs
    /// by at most `(1 - perceptualPrecision) × 100` CIE94 ΔE (what Core Image's `CILabDeltaE`
    /// measures on iOS) matches, and `precision` is the share of pixels that must match.
    /// `scale` is accepted for source compatibility; our images are one pixel per point. On a
    /// mismatch the actual image and a diff image are written to `$SNAPSHOT_ARTIFACTS`
    /// (default `.build/snapshot-artifacts`) and the failure message names both, because the
    /// library attaches nothing on Linux.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        .diff(
            toData: { $0.pngData() ?? Data() },
            // A PNG is at least 1×1, so 0×0 marks a golden that is not one (empty, cut short, damaged).
            fromData: { data in
                let unreadable = UIImage(pixelWidth: 0, pixelHeight: 0, premultipliedARGBPixels: [])!
                // A header claiming more pixels than any snapshot is refused before decoding.
                if let (width, height) = GoldenFile.headerSize(of: data), width * height > GoldenFile.largestPixelCount
                {
                    return unreadable
                }
                return UIImage(data: data) ?? unreadable
            },
            diffV2: { reference, actual in
                ImageComparison(
                    reference: reference, actual: actual, precision: precision,
                    perceptualPrecision: perceptualPrecision, artifacts: SnapshotArtifacts.directory
                ).failure()
            }
        )
    }
}

import Compositor
import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// Exact comparison, stored as PNG: our renderer draws the same pixels every time.
    public static var image: Diffing { .image() }

    /// pointfree's image diffing, stored as PNG. `precision` is the share of the image that must
    /// match; `perceptualPrecision` (below 1) lets a pixel whose colour differs by at most
    /// `(1 - perceptualPrecision) × 100` CIE ΔE count as matching, as on iOS. `scale` is accepted
    /// for source compatibility; our images are one pixel per point. On a mismatch the actual
    /// image and a diff image are written to `$SNAPSHOT_ARTIFACTS` (default
    /// `.build/snapshot-artifacts`) and the failure message names both, because the library
    /// attaches nothing on Linux.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        // SKELETON: perceptual comparison to come; until then a channel step of 0 is exact.
        .diff(
            toData: { $0.pngData() ?? Data() },
            // A PNG is at least 1×1, so 0×0 marks a golden that is not one (empty, cut short, damaged).
            fromData: {
                UIImage(data: $0) ?? UIImage(bitmap: RenderImage(width: 0, height: 0, premultipliedPixels: []))
            },
            diffV2: { reference, actual in
                let artifacts = SnapshotArtifacts.directory
                return MainActor.assumeIsolated {
                    ImageComparison(reference: reference, actual: actual, tolerance: 0, artifacts: artifacts)
                        .failure(precision: precision)
                }
            }
        )
    }
}

/// One comparison of two images and, when it fails, its artifacts.
@MainActor
struct ImageComparison {
    let reference: UIImage
    let actual: UIImage
    let tolerance: UInt8
    /// Where the failure images go; nil for `SnapshotArtifacts.defaultDirectory`.
    let artifacts: URL?

    /// Pixels (as indices) with a channel further apart than the tolerance; nil when the sizes differ.
    var differingPixels: [Int]? {
        let a = reference.bitmap, b = actual.bitmap
        guard a.width == b.width, a.height == b.height else { return nil }
        let left = a.pixelArray, right = b.pixelArray
        return left.indices.filter { Self.distance(left[$0], right[$0]) > Int(tolerance) }
    }

    /// The largest difference of one channel between two premultiplied ARGB pixels.
    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let x = Int((a >> UInt32(shift)) & 0xFF), y = Int((b >> UInt32(shift)) & 0xFF)
            largest = max(largest, abs(x - y))
        }
        return largest
    }

    /// A strategy is never told the golden's path; our `verifySnapshot` puts it and the exact
    /// reason in place of this.
    nonisolated static let unreadableGolden = "the golden cannot be read as PNG (it is empty, cut short or not a PNG)"

    func failure(precision: Float) -> (String, [DiffAttachment])? {
        let size = { (image: UIImage) in "\(Int(image.size.width))×\(Int(image.size.height))" }
        let summary: String
        if reference.bitmap.width == 0 || reference.bitmap.height == 0 {
            summary = "\(Self.unreadableGolden); record it again"
        } else if let differing = differingPixels {
            let total = max(reference.bitmap.width * reference.bitmap.height, 1)
            let share = Double(differing.count) / Double(total)
            if share <= Double(1 - precision) { return nil }
            summary =
                "\(differing.count) of \(total) pixels differ by more than \(tolerance) in a channel "
                + String(format: "(%.3f %%; %.3f %% allowed)", share * 100, Double(1 - precision) * 100)
        } else {
            summary = "the image is \(size(actual)), the reference \(size(reference))"
        }
        let diff = diffImage()
        do {
            let (actualPath, diffPath) = try SnapshotArtifacts.write(
                actual: actual, reference: reference, diff: diff, into: artifacts)
            return (
                "Snapshot does not match the reference: \(summary).\nActual: \(actualPath)\nDiff: \(diffPath)",
                [
                    .data(actual.pngData() ?? Data(), name: "actual.png"),
                    .data(diff.pngData() ?? Data(), name: "diff.png"),
                ]
            )
        } catch {
            return (
                "Snapshot does not match the reference: \(summary).\nThe artifacts could not be written: \(error)", []
            )
        }
    }

    /// The reference faded to grey, with every differing pixel opaque red; the bigger of the
    /// two sizes when they differ (pixels outside either image count as differing).
    func diffImage() -> UIImage {
        let a = reference.bitmap, b = actual.bitmap
        let width = max(a.width, b.width), height = max(a.height, b.height)
        let left = a.pixelArray, right = b.pixelArray
        var pixels = [UInt32](repeating: 0xFFFF_0000, count: width * height)
        for y in 0..<height {
            for x in 0..<width where x < a.width && y < a.height && x < b.width && y < b.height {
                let p = left[y * a.width + x], q = right[y * b.width + x]
                if Self.distance(p, q) > Int(tolerance) { continue }
                // Luma of the reference, lifted towards white so the red stands out.
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, bl = p & 0xFF
                let grey = UInt32(170 + (r * 30 + g * 59 + bl * 11) / 100 / 3)
                pixels[y * width + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
            }
        }
        return UIImage(bitmap: RenderImage(width: width, height: height, premultipliedPixels: pixels))
    }
}

import Foundation
@preconcurrency import SnapshotTesting
@_spi(Testing) import UIKit

/// One comparison of a golden (the reference) with a new image, by pointfree's rules, and when
/// it fails, its message and artifacts.
///
/// - `perceptualPrecision` 1: a pixel matches only when its four bytes are equal, and at most
///   `1 - precision` of the image's *bytes* may differ.
/// - `perceptualPrecision` below 1: a pixel matches when its CIE94 ΔE (`DeltaE.pixels`) is at
///   most `(1 - perceptualPrecision) × 100`, and at least `precision` of the *pixels* must match.
///
/// The diff image marks exactly the pixels that rule calls different.
struct ImageComparison {
    let reference: UIImage
    let actual: UIImage
    let precision: Float
    let perceptualPrecision: Float
    /// Where the failure images go; nil for `SnapshotArtifacts.defaultDirectory`.
    let artifacts: URL?

    /// A strategy is never told the golden's path; our `verifySnapshot` puts it and the exact
    /// reason in place of this.
    static let unreadableGolden = "the golden cannot be read as PNG (it is empty, cut short or not a PNG)"

    /// Whether pixels are judged by colour difference rather than byte equality.
    var isPerceptual: Bool { perceptualPrecision < 1 }

    /// The largest ΔE a matching pixel may have, computed in `Float` as pointfree computes it.
    var deltaEThreshold: Double { Double((1 - perceptualPrecision) * 100) }

    /// What one pass over the images' common area found.
    struct Scan {
        /// The common area: both images' size when they are the same size.
        let width: Int
        let height: Int
        /// Bytes (of four per pixel) that differ.
        var differingBytes = 0
        /// The pixels that differ by the comparison's rule, as `y * width + x` of the common area.
        var differingPixels: [Int] = []
        /// The largest ΔE among `differingPixels`; 0 when pixels are compared by bytes.
        var largestDeltaE = 0.0
    }

    /// Compares every pixel of the common area once. Only pixels whose bytes differ are
    /// converted to L*a*b*, and a run of the same pair of colours (a filled area, the usual
    /// case in a screen) is converted once.
    func scan() -> Scan {
        let a = Bitmap(reference), b = Bitmap(actual)
        var result = Scan(width: min(a.width, b.width), height: min(a.height, b.height))
        let perceptual = isPerceptual, threshold = deltaEThreshold
        let width = result.width, height = result.height
        a.pixelArray.withUnsafeBufferPointer { left in
            b.pixelArray.withUnsafeBufferPointer { right in
                // Equal colours never reach the cache, so the first differing pair always misses.
                var cachedReference: UInt32 = 0, cachedActual: UInt32 = 0, cachedDeltaE = 0.0
                var y = 0
                while y < height {
                    let leftRow = y * a.width, rightRow = y * b.width, row = y * width
                    var x = 0
                    while x < width {
                        let p = left[leftRow + x], q = right[rightRow + x]
                        if p != q {
                            let bits = p ^ q
                            result.differingBytes +=
                                (bits & 0xFF == 0 ? 0 : 1) + (bits & 0xFF00 == 0 ? 0 : 1)
                                + (bits & 0xFF_0000 == 0 ? 0 : 1) + (bits & 0xFF00_0000 == 0 ? 0 : 1)
                            if !perceptual {
                                result.differingPixels.append(row + x)
                            } else {
                                if p != cachedReference || q != cachedActual {
                                    cachedReference = p
                                    cachedActual = q
                                    cachedDeltaE = DeltaE.pixels(p, q)
                                }
                                if cachedDeltaE > threshold {
                                    result.differingPixels.append(row + x)
                                    result.largestDeltaE = max(result.largestDeltaE, cachedDeltaE)
                                }
                            }
                        }
                        x += 1
                    }
                    y += 1
                }
            }
        }
        return result
    }

    /// Why the images do not match, in pointfree's words, or nil when they match; with the scan
    /// it made, for the diff image.
    func verdict() -> (message: String, scan: Scan)? {
        let a = reference, b = actual
        let size = { (image: UIImage) in "(\(Double(image.pixelWidth)), \(Double(image.pixelHeight)))" }
        // A PNG is at least 1×1: 0×0 is how `fromData` hands over a golden that is not one.
        if a.pixelWidth == 0 || a.pixelHeight == 0 {
            return ("Snapshot cannot be compared: \(Self.unreadableGolden); record it again.", scan())
        }
        if b.pixelWidth == 0 || b.pixelHeight == 0 { return ("Newly-taken snapshot is empty.", scan()) }
        if a.pixelWidth != b.pixelWidth || a.pixelHeight != b.pixelHeight {
            return ("Newly-taken snapshot@\(size(b)) does not match reference@\(size(a)).", scan())
        }
        // `isEqual` is UIImage's pixel comparison, made in place.
        if a.isEqual(b) { return nil }
        let scan = scan()
        let pixelCount = a.pixelWidth * a.pixelHeight, byteCount = 4 * pixelCount
        if precision >= 1 && perceptualPrecision >= 1 {
            // pointfree stops at its first sentence; the count says how far off the image is.
            return (
                "Newly-taken snapshot does not match reference.\n"
                    + "\(scan.differingPixels.count) of \(pixelCount) pixels differ.", scan
            )
        }
        if isPerceptual {
            let pixelPrecision = 1 - Float(scan.differingPixels.count) / Float(pixelCount)
            if pixelPrecision >= precision { return nil }
            let lowest = 1 - min(Float(scan.largestDeltaE) / 100, 1)
            return (
                """
                The percentage of pixels that match \(pixelPrecision) is less than required \(precision)
                The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
                """, scan
            )
        }
        if scan.differingBytes <= Int((1 - precision) * Float(byteCount)) { return nil }
        let bytePrecision = 1 - Float(scan.differingBytes) / Float(byteCount)
        return ("Actual image precision \(bytePrecision) is less than required \(precision)", scan)
    }

    /// The verdict followed by where the actual and diff images were written, or nil on a match.
    func failure() -> (String, [DiffAttachment])? {
        guard let (message, scan) = verdict() else { return nil }
        let diff = diffImage(scan)
        do {
            let (actualPath, diffPath) = try SnapshotArtifacts.write(
                actual: actual, reference: reference, diff: diff, into: artifacts)
            return (
                "\(message)\nActual: \(actualPath)\nDiff: \(diffPath)",
                [
                    .data(actual.pngData() ?? Data(), name: "actual.png"),
                    .data(diff.pngData() ?? Data(), name: "diff.png"),
                ]
            )
        } catch {
            return ("\(message)\nThe artifacts could not be written: \(error)", [])
        }
    }

    /// The reference faded to grey, with every differing pixel opaque red; the bigger of the
    /// two sizes when they differ (pixels outside either image count as differing).
    func diffImage(_ scan: Scan) -> UIImage {
        let a = Bitmap(reference)
        let width = max(a.width, actual.pixelWidth), height = max(a.height, actual.pixelHeight)
        let red: UInt32 = 0xFFFF_0000
        var pixels = [UInt32](repeating: red, count: width * height)
        let left = a.pixelArray
        for y in 0..<scan.height {
            for x in 0..<scan.width {
                // Luma of the reference, lifted towards white so the red stands out.
                let p = left[y * a.width + x]
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, bl = p & 0xFF
                let grey = UInt32(170 + (r * 30 + g * 59 + bl * 11) / 100 / 3)
                pixels[y * width + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
            }
        }
        for index in scan.differingPixels {
            pixels[index / scan.width * width + index % scan.width] = red
        }
        return UIImage(pixelWidth: width, pixelHeight: height, premultipliedARGBPixels: pixels)!
    }
}

/// An image's size in pixels and its pixels, read once for a pass over them.
private struct Bitmap {
    let width: Int
    let height: Int
    let pixelArray: [UInt32]

    init(_ image: UIImage) {
        width = image.pixelWidth
        height = image.pixelHeight
        pixelArray = image.premultipliedARGBPixels
    }
}

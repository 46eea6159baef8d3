import FileSupport
import Foundation
@_spi(Testing) import UIKit

/// Where a failed comparison leaves its images: `$SNAPSHOT_ARTIFACTS`, or
/// `.build/snapshot-artifacts` under the current directory (the package root under
/// `swift test`). Files are named after both images' pixels, so a rerun of the same failure
/// overwrites its own files and two different failures never share a name.
enum SnapshotArtifacts {
    /// Where this task's failures go instead of the default: the library's own tests point it
    /// at a scratch folder without touching the environment other tests read.
    @TaskLocal static var directory: URL?

    static var defaultDirectory: URL {
        let path = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? ".build/snapshot-artifacts"
        return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }

    /// Writes both images into `directory` (the default when nil); returns their paths.
    static func write(
        actual: UIImage, reference: UIImage, diff: UIImage, into directory: URL?
    ) throws -> (actual: String, diff: String) {
        let directory = directory ?? defaultDirectory
        let name =
            "snapshot-" + String(fingerprint(of: reference), radix: 16) + "-"
            + String(fingerprint(of: actual), radix: 16)
        let actualURL = directory.appendingPathComponent("\(name)-actual.png")
        let diffURL = directory.appendingPathComponent("\(name)-diff.png")
        // Atomic, and a failure reads "cannot write PATH: reason" (a permission error names the path).
        try AtomicFile.write(try png(of: actual), to: actualURL.path)
        try AtomicFile.write(try png(of: diff), to: diffURL.path)
        return (actualURL.path, diffURL.path)
    }

    /// FNV-1a over the size and pixels.
    static func fingerprint(of image: UIImage) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt32) {
            hash = (hash ^ UInt64(value)) &* 0x100_0000_01b3
        }
        mix(UInt32(image.pixelWidth))
        mix(UInt32(image.pixelHeight))
        image.premultipliedARGBPixels.forEach(mix)
        return hash
    }

    /// Why an image could not be written: PNG encoding failed.
    struct EncodingError: Error, CustomStringConvertible {
        var description: String { "the image could not be encoded as PNG" }
    }

    private static func png(of image: UIImage) throws -> Data {
        guard let data = image.pngData() else { throw EncodingError() }
        return data
    }
}

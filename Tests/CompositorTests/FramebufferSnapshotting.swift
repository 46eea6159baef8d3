import Foundation
import SnapshotTesting
@testable import Compositor

extension Snapshotting where Value == Framebuffer, Format == Data {
    /// A frame stored as PNG and compared pixel for pixel: the compositor draws the same pixels
    /// every time. A mismatch writes the actual frame beside the build
    /// (`$SNAPSHOT_ARTIFACTS`, default `.build/snapshot-artifacts`) and names it.
    static var png: Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: Diffing(
                toData: { $0 }, fromData: { $0 },
                diff: { reference, actual in
                    guard let a = try? decoded(reference), let b = try? decoded(actual) else {
                        return ("a golden that is not a PNG", [])
                    }
                    guard a.width == b.width, a.height == b.height else {
                        return ("size \(b.width)×\(b.height), golden \(a.width)×\(a.height)", [])
                    }
                    let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                    guard differing > 0 else { return nil }
                    return ("\(differing) pixels differ; actual frame: \(artifact(actual))", [])
                }),
            snapshot: { (try? $0.pngData()) ?? Data() })
    }

    private static func decoded(_ data: Data) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        let image = try ImageCodec.decode(data: data)
        defer { image.pixels.deallocate() }
        return (
            image.width, image.height,
            Array(UnsafeBufferPointer(start: image.pixels, count: image.width * image.height))
        )
    }

    private static func artifact(_ data: Data) -> String {
        let directory = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? ".build/snapshot-artifacts"
        let path = directory + "/compositor-\(String(UInt32(truncatingIfNeeded: data.hashValue), radix: 16)).png"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return (try? data.write(to: URL(fileURLWithPath: path))) != nil ? path : "(not written)"
    }
}

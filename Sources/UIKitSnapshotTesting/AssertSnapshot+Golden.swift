import FileSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
@_spi(Internals) @preconcurrency import SnapshotTesting
@_spi(Testing) import UIKit

// Image snapshots go through these overloads rather than the library's generic functions (Swift
// picks the more specific one), because the library never tells a strategy where the golden is,
// and turns a golden it cannot open into "NSCocoaErrorDomain error 256". These delegate to the
// library, watch which step it reached, and name the golden's real path and what is wrong with it.

/// `SnapshotTesting.assertSnapshot` for image strategies; a failure names an unreadable golden's
/// path and why. The issue is recorded as the library records its own.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, UIImage>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // Parenthesised: the library forwards `#filePath` into `#file` too; the warning says nothing here.
    guard
        let message = verifySnapshot(
            of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
            fileID: fileID, file: (filePath), testName: testName, line: line, column: column)
    else { return }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `SnapshotTesting.verifySnapshot` for image strategies; a failure names an unreadable golden's
/// path and why.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, UIImage>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #file,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let probe = GoldenProbe()
    // The diff tool in force; the library calls it with the golden's path once it has read it.
    let diffTool = withSnapshotTesting { SnapshotTestingConfiguration.current?.diffTool } ?? .default
    func verify() -> String? {
        SnapshotTesting.verifySnapshot(
            of: try value(), as: probe.observing(snapshotting), named: name, record: record,
            snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
    let failure = withSnapshotTesting(diffTool: probe.capturingPath(diffTool), operation: verify)
    guard let failure else { return nil }
    let location = GoldenLocation(
        file: "\(filePath)", snapshotDirectory: snapshotDirectory, testName: testName,
        name: name, pathExtension: snapshotting.pathExtension)
    return probe.explain(failure, location: location)
}

/// What the library did with one strategy in one call: each flag is set by the step that
/// only that stage of `verifySnapshot` reaches.
final class GoldenProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var _snapshotted = false, _converted = false, _read = false
    /// The golden's bytes when they did not decode.
    private var _unreadableReference: Data?
    private var _goldenPath: String?
    /// The comparison's own failure message, when the images differed.
    private var _mismatch: String?

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The same strategy, reporting when it takes the snapshot, turns it into data (recording
    /// or writing the failed image), and turns the golden's bytes into an image.
    func observing<Value>(_ strategy: Snapshotting<Value, UIImage>) -> Snapshotting<Value, UIImage> {
        let diffing = strategy.diffing
        return Snapshotting(
            pathExtension: strategy.pathExtension,
            diffing: .diff(
                toData: { image in
                    self.locked { self._converted = true }
                    return diffing.toData(image)
                },
                fromData: { data in
                    let image = diffing.fromData(data)
                    self.locked {
                        self._read = true
                        if image.pixelWidth == 0 || image.pixelHeight == 0 { self._unreadableReference = data }
                    }
                    return image
                },
                diffV2: { reference, actual in
                    let result = diffing.diffV2(reference, actual)
                    self.locked { self._mismatch = result?.0 }
                    return result
                }
            ),
            asyncSnapshot: { value in
                self.locked { self._snapshotted = true }
                return strategy.snapshot(value)
            }
        )
    }

    /// `tool`, remembering the golden's path the library passes it.
    func capturingPath(_ tool: SnapshotTestingConfiguration.DiffTool) -> SnapshotTestingConfiguration.DiffTool {
        SnapshotTestingConfiguration.DiffTool { current, failed in
            self.locked { self._goldenPath = current }
            return tool(currentFilePath: current, failedFilePath: failed)
        }
    }

    /// The library's `failure`, with an unreadable golden named and explained when the probe
    /// shows the golden was the problem and the file confirms it; otherwise unchanged.
    func explain(_ failure: String, location: GoldenLocation) -> String {
        let (snapshotted, converted, read, unreadable, path, mismatch) = locked {
            (_snapshotted, _converted, _read, _unreadableReference, _goldenPath, _mismatch)
        }
        // The images differed, but the library's failure is the error it met writing the failed
        // snapshot into its artifacts folder (Foundation's words, no path): the mismatch first,
        // then that folder and what is wrong with it.
        if let mismatch, !failure.contains(mismatch.trimmingCharacters(in: .whitespacesAndNewlines)) {
            let folder = location.libraryArtifactsFolder
            let problem: String
            do {
                try AtomicFile.makeFolders(folder)
                problem = "cannot write into \(folder): \(failure)"
            } catch {
                problem = "\(error)"
            }
            return "\(mismatch)\nThe failed snapshot could not be written: \(problem)"
        }
        // Read, but not a PNG: the library gave the diff tool the exact path. The bytes it read
        // are judged, not the file, which record mode `.failed` has replaced by now.
        if let unreadable, let path, let reason = GoldenFile.pngProblem(in: unreadable),
            failure.contains(ImageComparison.unreadableGolden)
        {
            return failure.replacingOccurrences(
                of: ImageComparison.unreadableGolden,
                with: "the golden at \(path) cannot be read as PNG (\(reason))")
        }
        // Nothing taken: the library could not make the goldens' folder (its first step), and
        // said so in Foundation's words; ours name the folder in the way.
        if !snapshotted, !failure.hasPrefix("Exceeded timeout"), failure != "Couldn't snapshot value" {
            do { try AtomicFile.makeFolders(location.directory.path) } catch {
                return "Snapshot cannot be recorded or compared: \(error)"
            }
            return failure
        }
        // Snapshot taken, nothing recorded, nothing read: `Data(contentsOf: golden)` threw
        // (the only other ways out are the timeout messages).
        guard snapshotted, !converted, !read,
            !failure.hasPrefix("Exceeded timeout"), failure != "Couldn't snapshot value"
        else { return failure }
        let failing = location.candidates.compactMap { path in GoldenFile.readFailure(at: path).map { (path, $0) } }
        switch failing.count {
        case 0:
            return failure
        case 1:
            let (path, reason) = failing[0]
            return "Snapshot cannot be compared: the golden at \(path) cannot be read as PNG (\(reason)); "
                + "record it again."
        default:
            // The library's counter chose one of them and does not say which.
            let list = failing.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
            return "Snapshot cannot be compared: one of the goldens at \(list) cannot be read as PNG; "
                + "record them again."
        }
    }
}

/// Where the library puts a golden, computed as `verifySnapshot` computes it.
struct GoldenLocation {
    let directory: URL
    /// Where the library writes the failed snapshot: `$SNAPSHOT_ARTIFACTS` (else the temporary
    /// folder) and the test file's name, as `verifySnapshot` computes it.
    let libraryArtifactsFolder: String
    let testName: String
    let name: String?
    let pathExtension: String?

    init(file: String, snapshotDirectory: String?, testName: String, name: String?, pathExtension: String?) {
        let fileURL = URL(fileURLWithPath: file, isDirectory: false)
        directory =
            snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent)
        libraryArtifactsFolder =
            URL(
                fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                isDirectory: true
            )
            .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent).path
        self.testName = Self.sanitize(testName)
        self.name = name.map(Self.sanitize)
        self.pathExtension = pathExtension
    }

    /// The golden's path for `identifier` (the sanitised name, or the counter's number).
    func path(identifier: String) -> String {
        var url = directory.appendingPathComponent("\(testName).\(identifier)")
        if let pathExtension { url = url.appendingPathExtension(pathExtension) }
        return url.path
    }

    /// The named golden, or, unnamed, every numbered golden of the test: the library's
    /// per-test counter is private, so which number this call had is not known here.
    var candidates: [String] {
        if let name { return [path(identifier: name)] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let prefix = "\(testName).", suffix = pathExtension.map { ".\($0)" } ?? ""
        let numbers = entries.compactMap { entry -> Int? in
            guard entry.hasPrefix(prefix), entry.hasSuffix(suffix), entry.count > prefix.count + suffix.count
            else { return nil }
            let middle = String(entry.dropFirst(prefix.count).dropLast(suffix.count))
            // The counter writes `String(n)`: no sign, no leading zero.
            guard let n = Int(middle), n > 0, String(n) == middle else { return nil }
            return n
        }
        return numbers.sorted().map { path(identifier: String($0)) }
    }

    /// The library's `sanitizePathComponent`: runs of non-word characters become one dash,
    /// none at either end.
    static func sanitize(_ string: String) -> String {
        string
            .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }
}

/// Why a golden cannot be read as PNG, in plain words.
enum GoldenFile {
    /// Why the file at `path` cannot be read, or nil when it can.
    static func readFailure(at path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return words(errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "it is a directory"
        default: return "it is not a regular file"
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return words(errno) }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count == 0 { return nil }
            if count < 0 && errno != EINTR { return words(errno) }
        }
    }

    /// Why `data` is not a PNG, or nil when it looks like one.
    static func pngProblem(in data: Data) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        if data.isEmpty { return "it is empty" }
        if !data.starts(with: signature) { return "it is not a PNG" }
        if let (width, height) = headerSize(of: data), width * height > largestPixelCount {
            return "its header claims \(width)×\(height) pixels, more than any snapshot (8192×8192)"
        }
        if !data.suffix(end.count).elementsEqual(end) { return "it is cut short" }
        return "it is damaged"
    }

    /// The most pixels a golden may have: the largest framebuffer UIKit draws (8192 a side).
    /// A header claiming more is refused before decoding, which would take seconds and gigabytes.
    static let largestPixelCount = 8192 * 8192

    /// The width and height the PNG's IHDR chunk states (bytes 16–23, big-endian), if present.
    static func headerSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }

    private static func words(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case EISDIR: "it is a directory"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

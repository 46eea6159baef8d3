import Foundation
import SnapshotTesting

/// What a text strategy records for `value`: recorded into a scratch folder (removed
/// afterwards) and read back, for tests that check the text itself rather than a golden.
@MainActor
func recordedText<Value>(
    of value: Value, as strategy: Snapshotting<Value, String>, testName: String = #function
) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = verifySnapshot(
        of: value, as: strategy, named: "recorded", record: .all, snapshotDirectory: folder.path, testName: testName)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    guard files.count == 1, let file = files.first else { throw CocoaError(.fileNoSuchFile) }
    return try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
}

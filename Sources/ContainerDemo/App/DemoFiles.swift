import Foundation

/// Writing the demo's output files, creating their folders first.
enum DemoFiles {
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw DemoError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

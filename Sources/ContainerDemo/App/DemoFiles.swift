import FileSupport
import Foundation

/// The demo's output files: written whole or not at all (a temporary file renamed into place),
/// folders created first; a failure says "cannot write PATH: reason".
enum DemoFiles {
    static func write(_ data: Data, to path: String) throws {
        do { try AtomicFile.write(data, to: path) } catch { throw DemoError(error.description) }
    }

    /// The file's bytes; a failure's text is the reason alone ("No such file or directory").
    static func read(_ path: String, limit: Int? = nil) throws -> Data {
        do { return try AtomicFile.read(path, limit: limit) } catch { throw DemoError(error.reason) }
    }
}

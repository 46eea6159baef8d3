import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file that could not be read or written: the path and the reason in plain words
/// (`strerror`), never a Foundation error domain and code.
public struct FileError: Error, Equatable, CustomStringConvertible {
    public let verb: String
    public let path: String
    public let reason: String

    public init(verb: String, path: String, reason: String) {
        self.verb = verb
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot \(verb) \(path): \(reason)" }
}

/// Whole-file reads and writes with POSIX calls. A write goes to a temporary file in the same
/// folder and is renamed over the destination, so a full disk or a crash leaves the old file or
/// none, never a truncated one.
public enum AtomicFile {
    /// Writes `data` to `path`, creating its folders. A destination that exists and is not a
    /// regular file (`/dev/stdout`, `/dev/full`, a pipe) is written in place: renaming over a
    /// device would replace it.
    public static func write(_ data: Data, to path: String) throws(FileError) {
        func failure(_ reason: String) -> FileError { FileError(verb: "write", path: path, reason: reason) }
        guard !path.isEmpty else { throw failure("no file name given") }
        guard !path.hasSuffix("/") else { throw failure("the path names a folder, not a file") }
        let (folder, name) = split(path)
        if !folder.isEmpty { try makeFolders(folder, for: path) }
        var status = stat()
        if stat(path, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            if kind == S_IFDIR { throw failure("it is a folder") }
            if kind != S_IFREG { return try writeInPlace(data, to: path) }
        }
        var template = Array(((folder.isEmpty ? "" : folder + "/") + ".\(name).XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(errorText()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var finished = false
        defer { if !finished { unlink(temporary) } }
        do throws(FileError) {
            try writeAll(data, to: descriptor, path: path)
            // mkstemp makes the file private; a new output file is readable like one `>` makes.
            guard fchmod(descriptor, stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644) == 0,
                fsync(descriptor) == 0
            else { throw failure(errorText()) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure(errorText()) }
        guard rename(temporary, path) == 0 else { throw failure(errorText()) }
        finished = true
    }

    /// The folder part (without the last "/"; "" for none, "/" for the root) and the file name,
    /// by the bytes of the path: `NSString`'s path methods trap on a one-character name here.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// The whole file; `/dev/null` and an empty file both give empty data. With `limit`, a file
    /// (or device, such as `/dev/zero`) longer than `limit` bytes is refused instead of read on.
    public static func read(_ path: String, limit: Int? = nil) throws(FileError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(verb: "read", path: path, reason: errorText()) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(verb: "read", path: path, reason: errorText())
            }
            data.append(contentsOf: buffer[..<count])
            if let limit, data.count > limit {
                throw FileError(verb: "read", path: path, reason: "it is longer than \(limit) bytes")
            }
        }
    }

    /// `mkdir -p folder`; a failure reads "cannot create the folder PATH: reason", PATH the part
    /// of the path that could not be made.
    public static func makeFolders(_ folder: String) throws(FileError) {
        if let (blocking, problem) = foldersProblem(folder) {
            switch problem {
            case .notAFolder:
                throw FileError(verb: "create the folder", path: folder, reason: "\(blocking) is not a folder")
            case .failed(let reason): throw FileError(verb: "create the folder", path: blocking, reason: reason)
            }
        }
    }

    /// `mkdir -p` for the file at `path`, naming the part of the path that is in the way.
    private static func makeFolders(_ folder: String, for path: String) throws(FileError) {
        if let (blocking, problem) = foldersProblem(folder) {
            switch problem {
            case .notAFolder: throw FileError(verb: "write", path: path, reason: "\(blocking) is not a folder")
            case .failed(let reason):
                throw FileError(verb: "write", path: path, reason: "cannot create the folder \(blocking): \(reason)")
            }
        }
    }

    private enum FolderProblem { case notAFolder, failed(String) }

    /// `mkdir -p`; nil when done, else the part of the path in the way and why.
    private static func foldersProblem(_ folder: String) -> (String, FolderProblem)? {
        var status = stat()
        if stat(folder, &status) == 0 {
            return status.st_mode & S_IFMT == S_IFDIR ? nil : (folder, .notAFolder)
        }
        let parent = split(folder).folder
        if !parent.isEmpty && parent != folder, let problem = foldersProblem(parent) { return problem }
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST else { return (folder, .failed(errorText())) }
        return nil
    }

    private static func writeInPlace(_ data: Data, to path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(verb: "write", path: path, reason: errorText()) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, path: path)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileError) {
        var offset = 0
        while offset < data.count {
            let count = data.withUnsafeBytes { bytes in
                Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw FileError(verb: "write", path: path, reason: errorText()) }
            offset += count
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

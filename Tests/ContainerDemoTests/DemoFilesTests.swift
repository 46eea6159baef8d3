import Testing
import Foundation
import Glibc
@testable import ContainerDemo

/// The demo's output files: whole or not at all, and a failure names the path and the reason.
@MainActor @Suite struct DemoFilesTests {
    /// Runs `body` with writes past `bytes` failing as on a full disk (EFBIG rather than ENOSPC,
    /// but cut off part way just the same). Every suite is main-actor bound, so no other test
    /// writes meanwhile.
    private func withFileSizeLimit<T>(_ bytes: rlim_t, _ body: () throws -> T) rethrows -> T {
        var saved = rlimit()
        getrlimit(RLIMIT_FSIZE_VALUE, &saved)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var limited = saved
        limited.rlim_cur = bytes
        setrlimit(RLIMIT_FSIZE_VALUE, &limited)
        defer {
            setrlimit(RLIMIT_FSIZE_VALUE, &saved)
            signal(SIGXFSZ, previousHandler)
        }
        return try body()
    }

    private var RLIMIT_FSIZE_VALUE: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_FSIZE.rawValue) }

    @Test func aWriteCutOffPartWayLeavesTheOldFileAndNoTemporary() throws {
        let folder = DemoHarness.scratch()
        let path = folder + "/shot.png"
        try DemoFiles.write(Data("old".utf8), to: path)

        let error = withFileSizeLimit(1024) { Result { try DemoFiles.write(Data(count: 4096), to: path) } }

        #expect(error.failureText == "cannot write \(path): File too large")
        #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["shot.png"])
    }

    @Test func aFullDeviceIsNamedWithItsReason() {
        let result = Result { try DemoFiles.write(Data(count: 10), to: "/dev/full") }

        #expect(result.failureText == "cannot write /dev/full: No space left on device")
    }

    @Test func aFileWhereAFolderShouldBeIsNamed() throws {
        let folder = DemoHarness.scratch()
        try DemoFiles.write(Data("x".utf8), to: folder + "/plain")

        let result = Result { try DemoFiles.write(Data(count: 10), to: folder + "/plain/shot.png") }

        #expect(result.failureText == "cannot write \(folder)/plain/shot.png: \(folder)/plain is not a folder")
    }

    @Test func aFolderIsNotOverwrittenOrCreatedAsAFile() {
        let folder = DemoHarness.scratch()

        let existing = Result { try DemoFiles.write(Data(count: 10), to: folder) }
        let slashed = Result { try DemoFiles.write(Data(count: 10), to: folder + "/new/") }

        #expect(existing.failureText == "cannot write \(folder): it is a folder")
        #expect(slashed.failureText == "cannot write \(folder)/new/: the path names a folder, not a file")
        #expect(!FileManager.default.fileExists(atPath: folder + "/new"))
    }

    @Test func aNewFileIsReadableByOthersAsOneWrittenByTheShell() throws {
        let path = DemoHarness.scratch() + "/a.txt"

        try DemoFiles.write(Data("a".utf8), to: path)

        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o644)
    }
}

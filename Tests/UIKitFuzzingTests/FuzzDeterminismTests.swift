import Foundation
import Testing
import UIKit
import UIKitFuzzing

/// Issue 32, item 15: a seed names one run in every process. Swift seeds its hashing afresh in
/// each process, so code that walks a Set or Dictionary in hash order behaves (or draws)
/// differently from one process to the next; two processes of the fuzzer, without
/// `SWIFT_DETERMINISTIC_HASHING`, must log the same operations and the same final screens.
@MainActor @Suite struct FuzzDeterminismTests {
    /// The fuzzer that `swift build --build-tests` builds beside the tests.
    private static let fuzzer = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/UIKitFuzz")

    private func runFuzzer(logTo log: URL, out: URL) throws -> Process {
        try runFuzzer([
            "--operations", "300", "--ops-per-seed", "150", "--first-seed", "21",
            "--log", log.path, "--out", out.path,
        ])
    }

    private func runFuzzer(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Self.fuzzer
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        environment["SDL_VIDEODRIVER"] = "offscreen"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    @Test func aSeedRunsTheSameInTwoProcesses() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.fuzzer.path),
            "build the fuzzer first (swift build --build-tests builds \(Self.fuzzer.path))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-determinism-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let logs = [folder.appendingPathComponent("first.log"), folder.appendingPathComponent("second.log")]

        let processes = try logs.map { try runFuzzer(logTo: $0, out: folder) }
        for process in processes { process.waitUntilExit() }

        let texts = try logs.map { try String(contentsOf: $0, encoding: .utf8) }
        #expect(texts[0].components(separatedBy: "seed ").count == 3, "two seeds logged")
        #expect(texts[0].contains("screen "))
        #expect(texts[0] == texts[1])
    }

    /// Only the fuzzer's own process drains the main dispatch queue in its frames (a test's
    /// main-actor code is an item of that queue). Campaign seed 253 queues a timer, then two
    /// `DispatchQueue.main.async` blocks, then another timer, between two frames: the run loop's
    /// wake-up signal took one of the frame's passes and the blocks ran a frame late.
    @Test func mainQueueWorkQueuedBesideNewTimersRunsInTheNextFrame() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.fuzzer.path))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-main-queue-\(UUID())")
        defer { try? FileManager.default.removeItem(at: out) }

        let process = try runFuzzer([
            "--operations", "160", "--ops-per-seed", "160", "--first-seed", "253", "--no-shrink", "--out", out.path,
        ])
        process.waitUntilExit()

        #expect(process.terminationStatus == 0, "seed 253 has no failure")
    }
}

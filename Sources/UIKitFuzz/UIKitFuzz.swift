import ArgumentParser
import Foundation
import UIKit
import UIKitFuzzing

/// `make fuzz`: a long random-operation campaign over UIKit; prints the figures and writes each
/// failing seed's shrunk repro as a Swift file.
@main
struct UIKitFuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "UIKitFuzz",
        abstract: "Drives UIKit with seeded random operations and checks its invariants after every step.")

    @Option(help: "Total operations to run, spread over seeds of --ops-per-seed each.")
    var operations = 1_000_000
    @Option(help: "Operations in one seed's run.")
    var opsPerSeed = 500
    @Flag(
        inversion: .prefixedNo,
        help: "Shrink each failing seed's run to a short repro (a long run can take many minutes to shrink).")
    var shrink = true
    @Option(help: "The first seed.")
    var firstSeed: UInt64 = 1
    @Option(help: "Folder for the shrunk repros of failing seeds.")
    var out = "out/fuzz"
    @Option(
        help: "A file to write each seed's operations and final screen digest to, to compare two processes' runs.")
    var log: String?

    mutating func run() throws {
        let seeds = max(1, (operations + opsPerSeed - 1) / opsPerSeed)
        let summary = MainActor.assumeIsolated { campaign(seeds: seeds) }
        print(summary.text)
        if summary.failures > 0 { throw ExitCode.failure }
    }

    private struct Summary {
        var text = ""
        var failures = 0
    }

    @MainActor
    private func campaign(seeds: Int) -> Summary {
        let start = Date()
        var total = 0, failures = 0
        var repros: [String] = []
        var logged = ""
        let tenth = max(1, seeds / 10)
        for (done, seed) in (firstSeed..<firstSeed + UInt64(seeds)).enumerated() {
            let report = Fuzzer.run(seed: seed, count: opsPerSeed, shrinks: shrink)
            total += report.operationCount
            if log != nil {
                logged += "seed \(seed): screen \(String(report.screenDigest, radix: 16))\n"
                logged += report.operations.map { "  \($0)\n" }.joined()
            }
            if (done + 1) % tenth == 0 {
                FileHandle.standardError.write(Data("fuzz: \(done + 1) of \(seeds) seeds, \(total) operations\n".utf8))
            }
            guard let violation = report.violation else { continue }
            failures += 1
            print("seed \(seed): \(violation)")
            repros.append(write(report.repro, seed: seed))
        }
        let seconds = Date().timeIntervalSince(start)
        if let log {
            do {
                try Data(logged.utf8).write(to: URL(fileURLWithPath: log), options: .atomic)
            } catch {
                print("cannot write \(log): \((error as NSError).localizedFailureReason ?? error.localizedDescription)")
            }
        }
        var summary = Summary(failures: failures)
        summary.text = """
            fuzz.seeds: \(seeds)
            fuzz.operations: \(total)
            fuzz.failing_seeds: \(failures)
            fuzz.seconds: \(String(format: "%.1f", seconds))
            fuzz.ops_per_second: \(Int(Double(total) / max(seconds, 1e-9)))
            """ + repros.map { "\nrepro: \($0)" }.joined()
        return summary
    }

    /// Writes a repro beside the others; a write that fails says where and why, and the run goes on.
    private func write(_ repro: String, seed: UInt64) -> String {
        let path = "\(out)/seed-\(seed).swift"
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            try Data((repro + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return path
        } catch {
            print("cannot write \(path): \((error as NSError).localizedFailureReason ?? error.localizedDescription)")
            print(repro)
            return "(not written) \(path)"
        }
    }
}

import Foundation

/// Timing for the benchmark programs: monotonic seconds, medians after warm-up, fixed-point text.

/// Samples per median; `BENCH_ROUNDS` scales it as it does for the compositor benchmark.
let samples = Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "").map { max(5, $0 / 4) } ?? 41

func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Median of `samples` runs after three warm-up runs.
func median(_ sample: () -> Double) -> Double {
    for _ in 0..<3 { _ = sample() }
    let sorted = (0..<samples).map { _ in sample() }.sorted()
    return sorted[sorted.count / 2]
}

func format(_ value: Double) -> String { String(format: "%.3f", value) }

// `make bench`: UIKit-level benchmarks, release build, `key: value` lines of medians.
// An argument (`containment`, `animation`, `table` or `autolayout`) runs one part only, e.g. under a profiler.
let part = CommandLine.arguments.dropFirst().first
if part == nil || part == "containment" { ContainmentBenchmark.run() }
if part == nil || part == "animation" { AnimationBenchmark.run() }
if part == nil || part == "table" { TableBenchmark.run() }
if part == nil || part == "autolayout" {
    AutoLayoutBenchmark.run()
    ScreenLayoutBenchmark.run()
}

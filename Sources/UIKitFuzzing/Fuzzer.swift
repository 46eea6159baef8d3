import UIKit

/// SplitMix64: a seeded generator, so a seed names one run on every machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// What one seed's run found: the operations it ran and, when a rule broke, the violation and
/// the shortest sequence that still breaks it.
public struct FuzzReport: Sendable {
    public let seed: UInt64
    public let operationCount: Int
    /// What ran, up to the first violation, and the final settle.
    public let operations: [FuzzOperation]
    public let violation: FuzzViolation?
    /// The shrunk failing sequence (empty when nothing broke).
    public let shrunk: [FuzzOperation]
    /// Whether `shrunk` breaks the rule again in a fresh world.
    public let reproduces: Bool
    /// A digest (FNV-1a) of the window's pixels after the final settle: two runs of one seed,
    /// in one process or two, must show the same screen (pixels may not follow hash order).
    public var screenDigest: UInt64 = 0

    /// The shrunk sequence as a Swift program an app developer can paste into a test.
    public var repro: String {
        let program = Fuzzer.swiftProgram(shrunk, seed: seed, violation: violation)
        return reproduces ? program : "// does not reproduce in a fresh world: the whole run follows\n" + program
    }
}

/// The random-operation fuzzer: seeded operations over the public API of UIKit (containment,
/// transitions, push and pop, tabs, split columns, every presentation style, rotation, hiding
/// the window, replacing the root, animations, misuse, taps on a segmented control that swaps
/// children), invariants after every step and after each settle, leaks after teardown; failures
/// shrink to the shortest sequence.
@MainActor
public enum Fuzzer {
    /// A deliberate bug for the fuzzer's own tests: called after each operation that ran.
    public typealias Fault = @MainActor (FuzzOperation, [UIViewController]) -> Void

    /// Runs `count` random operations from `seed` (and a final settle and teardown); shrinks the
    /// first violation found.
    /// `fault`, for testing the fuzzer itself, runs after every operation with the pool (in
    /// `FuzzPool` order) and may break a rule on purpose.
    public static func run(seed: UInt64, count: Int, shrinks: Bool = true, fault: Fault? = nil) -> FuzzReport {
        var generator = SeededGenerator(seed: seed)
        let world = FuzzWorld(fault: fault)
        var operations: [FuzzOperation] = []
        var step = 0
        var attempts = 0
        while step < count && attempts < count * 20 {
            attempts += 1
            let operation = nextOperation(for: world, using: &generator)
            guard world.perform(operation, at: operations.count) else { continue }
            operations.append(operation)
            step += 1
            if !world.violations.isEmpty { break }
        }
        operations.append(.settle)
        world.perform(.settle, at: operations.count - 1)
        let digest = world.screenDigest()
        let violations = FuzzWorld.finish(world, at: operations.count - 1)
        guard let first = violations.first else {
            var report = FuzzReport(
                seed: seed, operationCount: step, operations: operations, violation: nil, shrunk: [],
                reproduces: true)
            report.screenDigest = digest
            return report
        }
        let failing = Array(operations.prefix(first.step + 1)) + [.settle]
        // A run that a fresh world does not repeat (state left by an earlier run) is reported
        // as such, with the whole sequence, rather than shrunk to a repro that shows nothing.
        guard replay(failing, fault: fault).violation?.category == first.category else {
            return FuzzReport(
                seed: seed, operationCount: step, operations: operations, violation: first, shrunk: failing,
                reproduces: false)
        }
        var shrunk = shrinks ? shrink(failing, category: first.category, fault: fault) : failing
        // Teardown settles anyway; the repro says so, where the settled rules are checked.
        if shrunk.last != .settle { shrunk.append(.settle) }
        let (final, ran) = replay(shrunk, fault: fault)
        return FuzzReport(
            seed: seed, operationCount: step, operations: operations, violation: final ?? first, shrunk: ran,
            reproduces: final != nil)
    }

    /// Runs `operations` in a fresh world; returns the first violation and the operations that
    /// ran (the others' preconditions did not hold).
    public static func replay(
        _ operations: [FuzzOperation], fault: Fault? = nil
    )
        -> (violation: FuzzViolation?, ran: [FuzzOperation])
    {
        let world = FuzzWorld(fault: fault)
        var ran: [FuzzOperation] = []
        for operation in operations where world.perform(operation, at: ran.count) {
            ran.append(operation)
        }
        let violations = FuzzWorld.finish(world, at: max(0, ran.count - 1))
        return (violations.first, ran)
    }

    /// Removes chunks, halving their size down to single operations, while the run still breaks
    /// a rule of the same category.
    public static func shrink(_ operations: [FuzzOperation], category: String, fault: Fault? = nil) -> [FuzzOperation] {
        var current = operations
        func fails(_ candidate: [FuzzOperation]) -> Bool {
            replay(candidate, fault: fault).violation?.category == category
        }
        var chunk = max(1, current.count / 2)
        while true {
            var index = 0
            var removedAny = false
            while index < current.count {
                var candidate = current
                candidate.removeSubrange(index..<min(current.count, index + chunk))
                if fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if chunk == 1 && !removedAny { return current }
            chunk = max(1, chunk / 2)
        }
    }

    /// The sequence as Swift: the pool entries it uses, the window, then the statements.
    nonisolated public static func swiftProgram(
        _ operations: [FuzzOperation], seed: UInt64, violation: FuzzViolation?
    ) -> String {
        let statements = operations.flatMap { $0.swift(FuzzPool.name, isManual: { FuzzPool.kinds[$0] == .manual }) }
        let text = statements.joined(separator: "\n")
        let used = FuzzPool.kinds.indices.filter { index in
            let name = FuzzPool.name(index)
            return text.range(of: "\\b\(name)\\b", options: .regularExpression) != nil
        }
        var lines = ["// UIKitFuzz seed \(seed): \(operations.count) operation(s)"]
        if let violation { lines.append("// broken: \(violation)") }
        lines.append("import UIKit")
        var fuzzingTypes = [
            (FuzzPool.Kind.manual, "ManualForwardingContainer"), (.plain, "FuzzStoryboard"),
            (.segmented, "SegmentedContainer"),
        ]
        .filter { kind, _ in used.contains { FuzzPool.kinds[$0] == kind } }.map(\.1)
        if text.contains("FuzzTouchProbe(") { fuzzingTypes.append("FuzzTouchProbe") }
        if text.contains("FuzzScrollContent(") { fuzzingTypes.append("FuzzScrollContent") }
        if text.contains("FuzzPageCurl(") { fuzzingTypes.append("FuzzPageCurl") }
        let device = text.contains("window.deviceSafeArea")
        if device { fuzzingTypes.append("FuzzDeviceWindow") }
        if !fuzzingTypes.isEmpty {
            lines.append("import UIKitFuzzing  // " + fuzzingTypes.joined(separator: ", "))
        }
        lines.append(
            "let window = \(device ? "FuzzDeviceWindow" : "UIWindow")(frame: CGRect(x: 0, y: 0, width: \(Int(FuzzWorld.portrait.width)), "
                + "height: \(Int(FuzzWorld.portrait.height))))")
        lines += used.map(FuzzPool.declaration)
        if text.contains("keptPresentationControllers") {
            lines.append("var keptPresentationControllers: [UIPresentationController] = []")
        }
        lines.append("window.makeKeyAndVisible()")
        lines += statements
        lines.append(
            "for violation in UIApplication.shared.invariantViolations([.settled, .manualForwardingIsFaithful]) { print(violation.line) }"
        )
        return lines.joined(separator: "\n")
    }

    // MARK: Generation

    /// The next operation, drawn from `generator` (`FuzzDraws`); the generator moves on past
    /// exactly the draws it made.
    private static func nextOperation(for world: FuzzWorld, using generator: inout SeededGenerator) -> FuzzOperation {
        var draws = FuzzDraws(world: world, generator: generator)
        defer { generator = draws.generator }
        return draws.operation()
    }
}

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
        var fuzzingTypes = [(FuzzPool.Kind.manual, "ManualForwardingContainer"), (.segmented, "SegmentedContainer")]
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

    private static func nextOperation(for world: FuzzWorld, using generator: inout SeededGenerator) -> FuzzOperation {
        let count = FuzzPool.kinds.count
        func any() -> Int { Int.random(in: 0..<count, using: &generator) }
        func flag() -> Bool { Bool.random(using: &generator) }
        func containers() -> Int { FuzzPool.containers.randomElement(using: &generator)! }
        func plain() -> Int { FuzzPool.plain.randomElement(using: &generator)! }
        func some(_ range: ClosedRange<Int>) -> [Int] {
            Array((0..<count).shuffled(using: &generator).prefix(Int.random(in: range, using: &generator)))
        }
        func duration() -> Double { [0, 0.1, 0.25, 0.4].randomElement(using: &generator)! }
        let pool = world.pool
        /// One of `candidates` three times in four (when there are any), else any controller.
        func among(_ candidates: [Int]) -> Int {
            candidates.isEmpty || Int.random(in: 0..<4, using: &generator) == 0
                ? any() : candidates.randomElement(using: &generator)!
        }
        func indexOf(_ controller: UIViewController?) -> Int? {
            controller.flatMap { c in pool.firstIndex { $0 === c } }
        }
        // Weights: how often each kind of operation comes, in the order of the switch below.
        let weights = [
            10, 6, 6, 6, 4, 2, 3, 3, 4, 3, 2, 8, 6, 2, 3, 2, 3, 3, 12, 5, 4, 3, 3, 2, 2, 5, 2, 4, 3, 3, 2, 2, 4, 4, 3,
            1, 4, 1, 2, 4, 2, 2, 5, 2, 4, 4, 4, 8, 4, 6, 6, 3, 4, 2,
            // 54…: sizes, bad input, touches on first frames, removals under a finger, animations
            // off, kept presentation controllers (keep, read), cycles, duplicate batch operations.
            2, 4, 3, 3, 1, 1, 1, 2, 2,
            // 63: deferred main-queue work, timers, display links.
            4,
        ]
        var pick = Int.random(in: 0..<weights.reduce(0, +), using: &generator)
        var kind = 0
        while pick >= weights[kind] {
            pick -= weights[kind]
            kind += 1
        }
        switch kind {
        case 0: return .embed(child: any(), parent: containers())
        case 1:
            let parent = containers()
            return .unembed(
                child: indexOf(pool[parent].children.randomElement(using: &generator)) ?? any(), parent: parent)
        case 2:
            let parent = plain()
            let from = indexOf(pool[parent].children.randomElement(using: &generator)) ?? any()
            return .transition(parent: parent, from: from, to: any(), duration: duration(), flip: flag())
        case 3: return .push(any(), animated: flag())
        case 4: return .pop(animated: flag())
        case 5: return .popToRoot(animated: flag())
        case 6: return .setStack(some(0...3), animated: flag())
        case 7: return .setTabs(some(0...3))
        case 8: return .selectTab(Int.random(in: 0...3, using: &generator))
        case 9: return .setColumns(some(0...2))
        case 10: return .showDetail(any())
        case 11:
            let styles: [UIModalPresentationStyle] = [
                .fullScreen, .overFullScreen, .overCurrentContext, .custom, .pageSheet,
            ]
            let transitions: [UIModalTransitionStyle] = [.coverVertical, .crossDissolve, .flipHorizontal, .partialCurl]
            // Mostly from a controller on screen: a presenter elsewhere is refused.
            let presenter = among(pool.indices.filter { pool[$0].viewIfLoaded?.window != nil })
            let transition = transitions.randomElement(using: &generator)!
            // The partial curl is full screen only (a sheet is a misuse).
            let style = transition == .partialCurl ? .fullScreen : styles.randomElement(using: &generator)!
            return .present(any(), on: presenter, style: style, transition: transition, animated: flag())
        case 12:
            // Mostly a controller in a presentation: dismissing any other does nothing.
            let involved = pool.indices.filter {
                pool[$0].presentedViewController != nil || pool[$0].presentingViewController != nil
            }
            return .dismiss(among(involved), animated: flag())
        // Mostly a child: a context below the top of a presented hierarchy is the interesting one.
        case 13: return .definesContext(among(pool.indices.filter { pool[$0].parent != nil }), flag())
        case 14: return .rotate
        case 15: return .hideWindow(!world.window.isHidden)
        case 16: return .setRoot(Int.random(in: 0..<20, using: &generator) == 0 ? nil : any())
        case 17: return .animate(any(), duration: duration())
        case 18: return .advance([1.0 / 60, 0.05, 0.1, 0.2, 0.5].randomElement(using: &generator)!)
        case 19: return .settle
        case 20: return .misuse(misuse(using: &generator))
        case 21, 22:
            // A child of a plain container, its view taken out or put back.
            let parent = plain()
            let child = indexOf(pool[parent].children.randomElement(using: &generator)) ?? any()
            return kind == 21 ? .detachView(child) : .reattachView(child)
        case 23:
            let modes: [UISplitViewController.DisplayMode] = [
                .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary,
            ]
            return .splitDisplayMode(modes.randomElement(using: &generator)!)
        case 24: return .navigationBarHidden(flag(), animated: flag())
        case 25:
            // Mostly where the bars are: the back button under the status strip, the tabs at the bottom.
            let size = world.generationSize
            let bands: [ClosedRange<Double>] = [
                20...64, Double(size.height) - 49...Double(size.height), 0...Double(size.height),
            ]
            let y = Double.random(in: bands.randomElement(using: &generator)!, using: &generator).rounded()
            return .tap(x: Double.random(in: 0...Double(size.width), using: &generator).rounded(), y: y)
        case 26: return .turnDevice(clockwise: flag())
        case 27: return .tapSegment(Int.random(in: 0...1, using: &generator))
        case 28: return .animateKeyframes(any(), duration: duration())
        case 29: return .appState(FuzzAppEvent.allCases.randomElement(using: &generator)!)
        case 30: return .darkStyle(any(), flag())
        case 32: return .layoutContent(any(), add: Int.random(in: 0..<3, using: &generator) > 0)
        case 33:
            let constants: [Double] = [0, 8, 24, 60]
            return .moveContent(any(), constant: constants.randomElement(using: &generator)!, animated: flag())
        case 34: return .toggleArranged(any(), label: Int.random(in: 0...2, using: &generator))
        case 35: return .conflictingWidth(any())
        case 36:
            return .attachRecognizer(
                any(), FuzzGestureKind.allCases.randomElement(using: &generator)!, onProbe: flag())
        case 37: return .detachRecognizers(any())
        case 38: return .touchProbe(any())
        case 39, 40, 41:
            let size = world.generationSize
            func x() -> Double { Double.random(in: 0...Double(size.width), using: &generator).rounded() }
            func y() -> Double { Double.random(in: 0...Double(size.height), using: &generator).rounded() }
            if kind == 39 { return .drag(x1: x(), y1: y(), x2: x(), y2: y()) }
            if kind == 40 { return .longPress(x: x(), y: y(), duration: [0.2, 0.6].randomElement(using: &generator)!) }
            return .scroll(x: x(), y: y(), dy: [-30, -10, 10, 30].randomElement(using: &generator)!)
        case 42:
            let steps: [FuzzAnimatorStep] = [
                .start, .pause, .scrub(Double.random(in: 0...1, using: &generator)), .reverse,
                .stop(withoutFinishing: flag()),
                .finish([UIViewAnimatingPosition.start, .end, .current].randomElement(using: &generator)!),
            ]
            return .propertyAnimator(any(), steps.randomElement(using: &generator)!)
        case 43:
            let animations: [FuzzNavigationAnimation] = [.builtIn, .custom, .interactive]
            return .navigationAnimator(animations.randomElement(using: &generator)!)
        case 44:
            let steps: [FuzzInteractiveStep] = [
                .update(Double.random(in: 0...1, using: &generator)), .finish, .cancel, .pause,
            ]
            return .interactive(steps.randomElement(using: &generator)!)
        case 45:
            let size = world.generationSize
            return .swipeBack(
                toX: Double.random(in: 20...Double(size.width), using: &generator).rounded(),
                y: Double.random(in: 80...Double(size.height) - 60, using: &generator).rounded())
        case 46:
            let steps: [FuzzCellStep] = [
                .select(animated: flag()), .deselect(animated: flag()), .highlight(flag()),
                .editing(flag(), animated: flag()), .accessory(Int.random(in: 0...5, using: &generator)),
                .configure(flag()), .selectionStyleNone(Int.random(in: 0..<4, using: &generator) == 0),
                .indentation(Int.random(in: 0...2, using: &generator)), .reorderControl(flag()),
            ]
            return .cell(any(), row: Int.random(in: 0...2, using: &generator), steps.randomElement(using: &generator)!)
        case 47:
            // Scroll views: added mostly to controllers on screen, then scrolled in code,
            // zoomed, flung; random drags and wheel scrolls reach them as well.
            let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
            let target = among(shown)
            let steps: [FuzzScrollStep] = [
                .add(paging: flag(), wide: flag()), .add(paging: flag(), wide: flag()),
                .setOffset(
                    x: Double.random(in: 0...1, using: &generator), y: Double.random(in: 0...1, using: &generator),
                    animated: flag()),
                .zoom([0.5, 1, 2, 4].randomElement(using: &generator)!, animated: flag()),
                .fling(
                    dx: [-200, -40, 0, 40, 200].randomElement(using: &generator)!,
                    dy: [-300, -60, 0, 60, 300].randomElement(using: &generator)!),
                .fling(dx: 0, dy: [-300, 300].randomElement(using: &generator)!),
                .remove,
            ]
            return .scrollContent(target, steps.randomElement(using: &generator)!)
        case 48:
            // Whole rows and single pixels are copied; a fraction is repainted.
            let steps: [Double] = [30, -30, 90, -1, 7, 0.5, -2.5, 400]
            return .scrollList(any(), dy: steps.randomElement(using: &generator)!)
        case 50:
            // Mostly a controller on screen, where the curl is drawn.
            let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
            return .curl(among(shown), up: flag(), progress: Double.random(in: 0...1.2, using: &generator))
        case 49:
            func small(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
            let steps: [FuzzTableStep] = [
                .reload(seed: small(0...1000)), .insert(section: small(0...2), row: small(0...12)),
                .delete(section: small(0...2), row: small(0...12)),
                .move(fromSection: small(0...2), fromRow: small(0...12), toSection: small(0...2), toRow: small(0...12)),
                .batch(seed: small(0...1000)), .select(section: small(0...2), row: small(0...12)),
                .scroll(Double(small(0...10)) / 10), .swipe(row: small(0...8)), .editing(flag()),
            ]
            // Mostly a controller on screen, where the table's touches and layout matter.
            let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
            return .table(among(shown), steps.randomElement(using: &generator)!)
        case 52:
            // Curl books: added mostly to controllers on screen, then turned every way.
            let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
            let dx: Double = [-300, -200, -60, 40, 150].randomElement(using: &generator)!
            let steps: [FuzzPageCurlStep] = [
                .add(twoPages: flag()), .add(twoPages: flag()), .drag(dx: dx), .drag(dx: dx),
                .dragAndRemove(dx: dx), .tap(forward: flag()), .tap(forward: flag()), .key(forward: flag()),
                .set(page: Int.random(in: 0..<FuzzPageCurl.pageCount, using: &generator), animated: flag()),
                .spineOnRotation(twoPages: flag()), .remove,
            ]
            return .pageCurl(among(shown), steps.randomElement(using: &generator)!)
        case 53: return .deviceSafeArea(Int.random(in: 0..<FuzzDeviceWindow.presets.count, using: &generator))
        case 54:
            let sizes: [(Double, Double)] = [
                (0, 0), (0, 720), (400, 0), (390.5, 843.7), (320.25, 480.75), (1, 1), (400, 720), (720, 400),
            ]
            let (width, height) = sizes.randomElement(using: &generator)!
            return .resizeWindow(width: width, height: height)
        case 55:
            let value = FuzzBadValue.allCases.randomElement(using: &generator)!
            var inputs: [FuzzBadInput] = [
                .frame(value), .bounds(value), .center(value), .constant(value),
                .multiplier(value), .priority(value), .windowSize(value), .tap(value), .resizeScreen(value),
            ]
            // A negative offset is an app's to set and stays where it is put, as on iOS; only
            // non-finite offsets are bad input (the scroll rules check offsets scrolling made).
            if value != .negative { inputs.append(.contentOffset(value)) }
            let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
            return .badInput(among(shown), inputs.randomElement(using: &generator)!)
        case 56:
            // Something that begins an animation, and a touch on the same frame.
            let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
            let target = among(shown)
            let involved = pool.indices.filter { pool[$0].presentingViewController != nil }
            let starts: [FuzzOperation] = [
                .push(any(), animated: true), .pop(animated: true), .setStack(some(1...3), animated: true),
                .present(
                    any(), on: target, style: flag() ? .pageSheet : .fullScreen, transition: .coverVertical,
                    animated: true),
                .dismiss(among(involved), animated: true),
                .pages(target, .set(page: Int.random(in: 0..<FuzzPages.pageCount, using: &generator), animated: true)),
                .pages(target, .turn(forward: flag(), animated: true)),
                .pageCurl(
                    target, .set(page: Int.random(in: 0..<FuzzPageCurl.pageCount, using: &generator), animated: true)),
                .tapSegment(Int.random(in: 0...1, using: &generator)),
            ]
            let start = starts.randomElement(using: &generator)!
            let size = world.generationSize
            var point = CGPoint(
                x: Double.random(in: 0...max(1, Double(size.width)), using: &generator).rounded(),
                y: Double.random(in: 0...max(1, Double(size.height)), using: &generator).rounded())
            if case .pages = start, let middle = world.screenCenter(of: pool[target]) { point = middle }
            return .atFirstFrame(start, x: Double(point.x), y: Double(point.y), drag: flag())
        case 57:
            guard let (removal, point) = world.removalsUnderAFinger().randomElement(using: &generator) else {
                return .advance(1.0 / 60)
            }
            return .underFinger(removal, x: Double(point.x).rounded(), y: Double(point.y).rounded())
        case 58: return .animationsEnabled(!UIView.areAnimationsEnabled)
        case 59:
            let presented = pool.indices.filter { pool[$0].presentingViewController != nil }
            return .keepPresentationController(among(presented))
        case 60: return .readKeptPresentationControllers
        case 61:
            let targets = [FuzzPool.navigation, FuzzPool.tabs] + FuzzPool.containers
            let into = targets.randomElement(using: &generator)!
            let via: FuzzLink =
                into == FuzzPool.navigation
                ? [.push, .setStack, .present].randomElement(using: &generator)!
                : into == FuzzPool.tabs
                    ? [.setTabs, .present].randomElement(using: &generator)!
                    : [.addChild, .present].randomElement(using: &generator)!
            return .misuse(.linkCycle(ancestor: among(world.ancestors(of: into)), into: into, via: via))
        case 62:
            let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
            return .table(
                among(shown),
                .duplicateBatch(
                    kind: Int.random(in: 0...2, using: &generator), seed: Int.random(in: 0...1000, using: &generator)))
        case 63: return .mainQueue(.random(using: &generator))
        default:
            // Mostly a real child: the override is refused (with a log) for any other.
            let parent = containers()
            let child = indexOf(pool[parent].children.randomElement(using: &generator)) ?? any()
            return .childTraits(parent: parent, child: child, regular: flag())
        }
    }

    private static func misuse(using generator: inout SeededGenerator) -> FuzzMisuse {
        func any() -> Int { Int.random(in: 0..<FuzzPool.kinds.count, using: &generator) }
        return switch Int.random(in: 0..<10, using: &generator) {
        case 0: .addChildToItself(any())
        case 1: .addAncestorAsChild(ancestor: any(), child: any())
        case 2: .transitionBetweenStrangers(parent: any(), from: any(), to: any())
        case 3: .pushAgain(any())
        case 4: .pushNavigationController
        case 5: .presentActive(any(), on: any())
        case 6: .popToMissing(any())
        case 7: .partialCurlInSheet(any(), on: any())
        default: .stealChildView(child: any(), into: any())
        }
    }
}

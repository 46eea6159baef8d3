import UIKit

/// The random draws that make one operation, from the run's seeded generator, and the pool as
/// the world has it. A seed names a run (and its repro), so the draws come in a fixed order:
/// each operation's generator, in its domain's file beside the world's steps for it
/// (`FuzzContainment.swift`, `FuzzNavigation.swift`, …), reads them left to right.
@MainActor
struct FuzzDraws {
    var generator: SeededGenerator
    let world: FuzzWorld
    let pool: [UIViewController]

    init(world: FuzzWorld, generator: SeededGenerator) {
        self.world = world
        self.generator = generator
        pool = world.pool
    }

    /// How often each kind of operation comes, in the order of `operation()`'s switch.
    static let weights = [
        10, 6, 6, 6, 4, 2, 3, 3, 4, 3, 2, 8, 6, 2, 3, 2, 3, 3, 12, 5, 4, 3, 3, 2, 2, 5, 2, 4, 3, 3, 2, 2, 4, 4, 3,
        1, 4, 1, 2, 4, 2, 2, 5, 2, 4, 4, 4, 8, 4, 6, 6, 3, 4, 2,
        // 54…: sizes, bad input, touches on first frames, removals under a finger, animations
        // off, kept presentation controllers (keep, read), cycles, duplicate batch operations.
        2, 4, 3, 3, 1, 1, 1, 2, 2,
        // 63: deferred main-queue work, timers, display links.
        4,
        // 64: storyboard segues (show, present, sheet, popover; each destination embeds a child).
        3,
        // 65: hidesBottomBarWhenPushed set before a push.
        2,
        // 66: alerts and action sheets presented and answered; 67: spinners started and stopped.
        3, 1,
    ]

    /// A kind of operation, by `weights`.
    mutating func kind() -> Int {
        var pick = Int.random(in: 0..<Self.weights.reduce(0, +), using: &generator)
        var kind = 0
        while pick >= Self.weights[kind] {
            pick -= Self.weights[kind]
            kind += 1
        }
        return kind
    }

    /// The next operation: a kind, then its operands. (Kind 31, without a case of its own,
    /// comes as the default's child traits.)
    mutating func operation() -> FuzzOperation {
        let kind = kind()
        switch kind {
        case 0: return .embed(child: any(), parent: containers())
        case 1: return unembed()
        case 2: return transition()
        case 3: return .push(any(), animated: flag())
        case 4: return .pop(animated: flag())
        case 5: return .popToRoot(animated: flag())
        case 6: return .setStack(some(0...3), animated: flag())
        case 7: return .setTabs(some(0...3))
        case 8: return .selectTab(Int.random(in: 0...3, using: &generator))
        case 9: return .setColumns(some(0...2))
        case 10: return .showDetail(any())
        case 11: return present()
        case 12: return dismiss()
        case 13: return definesContext()
        case 14: return .rotate
        case 15: return .hideWindow(!world.window.isHidden)
        case 16: return .setRoot(Int.random(in: 0..<20, using: &generator) == 0 ? nil : any())
        case 17: return .animate(any(), duration: duration())
        case 18: return .advance([1.0 / 60, 0.05, 0.1, 0.2, 0.5].randomElement(using: &generator)!)
        case 19: return .settle
        case 20: return .misuse(misuse())
        case 21, 22: return childView(detach: kind == 21)
        case 23: return splitDisplayMode()
        case 24: return .navigationBarHidden(flag(), animated: flag())
        case 25: return tapWhereTheBarsAre()
        case 26: return .turnDevice(clockwise: flag())
        case 27: return .tapSegment(Int.random(in: 0...1, using: &generator))
        case 28: return .animateKeyframes(any(), duration: duration())
        case 29: return .appState(FuzzAppEvent.allCases.randomElement(using: &generator)!)
        case 30: return .darkStyle(any(), flag())
        case 32: return .layoutContent(any(), add: Int.random(in: 0..<3, using: &generator) > 0)
        case 33: return moveContent()
        case 34: return .toggleArranged(any(), label: Int.random(in: 0...2, using: &generator))
        case 35: return .conflictingWidth(any())
        case 36: return attachRecognizer()
        case 37: return .detachRecognizers(any())
        case 38: return .touchProbe(any())
        case 39, 40, 41: return pointer(kind)
        case 42: return propertyAnimator()
        case 43: return navigationAnimator()
        case 44: return interactive()
        case 45: return swipeBack()
        case 46: return cell()
        case 47: return scrollContent()
        case 48: return scrollList()
        case 49: return table()
        case 50: return curl()
        case 51: return pages()
        case 52: return pageCurl()
        case 53: return .deviceSafeArea(Int.random(in: 0..<FuzzDeviceWindow.presets.count, using: &generator))
        case 54: return resizeWindow()
        case 55: return badInput()
        case 56: return atFirstFrame()
        case 57: return underFinger()
        case 58: return .animationsEnabled(!UIView.areAnimationsEnabled)
        case 59: return keepPresentationController()
        case 60: return .readKeptPresentationControllers
        case 61: return .misuse(linkCycle())
        case 62: return duplicateBatch()
        case 63: return .mainQueue(.random(using: &generator))
        case 64: return storyboardSegue()
        case 65: return .hidesBottomBar(any(), Bool.random(using: &generator))
        case 66: return alert()
        case 67: return .spinner(any(), start: flag())
        default: return childTraits()
        }
    }

    // MARK: Draws

    /// Any controller of the pool.
    mutating func any() -> Int { Int.random(in: 0..<FuzzPool.kinds.count, using: &generator) }
    mutating func flag() -> Bool { Bool.random(using: &generator) }
    mutating func containers() -> Int { FuzzPool.containers.randomElement(using: &generator)! }
    mutating func plain() -> Int { FuzzPool.plain.randomElement(using: &generator)! }
    /// Distinct controllers, as many as a draw from `range`.
    mutating func some(_ range: ClosedRange<Int>) -> [Int] {
        Array(
            (0..<FuzzPool.kinds.count).shuffled(using: &generator).prefix(Int.random(in: range, using: &generator)))
    }
    mutating func duration() -> Double { [0, 0.1, 0.25, 0.4].randomElement(using: &generator)! }

    /// One of `candidates` three times in four (when there are any), else any controller.
    mutating func among(_ candidates: [Int]) -> Int {
        candidates.isEmpty || Int.random(in: 0..<4, using: &generator) == 0
            ? any() : candidates.randomElement(using: &generator)!
    }

    func indexOf(_ controller: UIViewController?) -> Int? {
        controller.flatMap { c in pool.firstIndex { $0 === c } }
    }
}

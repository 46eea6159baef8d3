import Testing
import UIKit
@testable import UIKitFuzzing

/// The fuzzer's deferred work and display links (`FuzzMainQueue`) keep their rules through a
/// fixed sequence: deferred work runs once, in order, in the next frame; links fire every n-th
/// frame of their rate with chained, increasing times, not while paused, never once invalidated.
@MainActor @Suite struct FuzzMainQueueTests {
    private let steps: [FuzzOperation] = [
        .mainQueue(.perform), .mainQueue(.dueTimer), .mainQueue(.perform), .mainQueue(.addLink(framesPerSecond: 0)),
        .mainQueue(.addLink(framesPerSecond: 22)), .advance(0.1), .mainQueue(.pauseLink(1, true)), .advance(0.05),
        .mainQueue(.pauseLink(1, false)), .mainQueue(.invalidateLink(0)), .mainQueue(.dueTimer),
        .mainQueue(.addLink(framesPerSecond: 15)), .advance(0.2), .settle,
    ]

    @Test func deferredWorkAndDisplayLinksKeepTheirRules() {
        hideOtherSuitesWindows()

        let (violation, ran) = Fuzzer.replay(steps)

        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
        #expect(ran == steps)
    }

    @Test func theStepsPrintAsPlainSwift() {
        let lines = steps.prefix(6).flatMap { operation -> [String] in
            guard case .mainQueue(let step) = operation else { return [] }
            return step.swift()
        }

        #expect(
            lines == [
                "RunLoop.current.perform { deferred() }",
                "Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in deferred() }",
                "RunLoop.current.perform { deferred() }",
                "links.append(CADisplayLink { step($0) })", "links.last!.preferredFramesPerSecond = 0",
                "links.last!.add(to: .main, forMode: .common)",
                "links.append(CADisplayLink { step($0) })", "links.last!.preferredFramesPerSecond = 22",
                "links.last!.add(to: .main, forMode: .common)",
            ])
    }
}

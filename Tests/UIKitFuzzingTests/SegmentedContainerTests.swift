import Testing
import UIKit
import UIKitFuzzing

/// The fuzzer's segmented container: a tap on a segment swaps its children with
/// `transition(from:to:…)`; the fuzzer taps it only while it is on screen, and breaks no rule.
@MainActor @Suite struct SegmentedContainerTests {
    @Test func aTapOnASegmentSwapsTheChildrenAndATapDuringTheSwapIsPutBack() throws {
        let app = Automation()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 720))
        let container = SegmentedContainer()
        window.rootViewController = container
        window.makeKeyAndVisible()
        app.settle()
        #expect(container.children == [container.pages[0]])

        app.tap(at: try #require(container.screenPoint(ofSegment: 1)))
        app.advance(by: 0.1)
        let midway = (container.children, container.pages[1].view.superview === container.view)
        app.tap(at: try #require(container.screenPoint(ofSegment: 0)))
        app.settle()

        #expect(midway.0 == container.pages, "both children while the swap plays")
        #expect(midway.1)
        #expect(container.children == [container.pages[1]])
        #expect(container.pages[0].viewIfLoaded?.superview == nil)
        #expect(container.segmentedControl.selectedSegmentIndex == 1)
        #expect(UIApplication.shared.invariantViolations([.settled]).isEmpty)
        window.isHidden = true
    }

    @Test func theFuzzerTapsOnlyWhileTheContainerIsOnScreen() {
        let operations: [FuzzOperation] = [
            .tapSegment(1), .setRoot(12), .settle, .tapSegment(1), .advance(0.1), .tapSegment(0), .settle,
            .tapSegment(0), .advance(0.05), .rotate, .settle,
        ]

        let (violation, ran) = Fuzzer.replay(operations)

        #expect(violation == nil)
        #expect(ran == Array(operations.dropFirst()), "the first tap: the container is on no screen yet")
    }

    @Test func aReproTapsThroughTheContainer() {
        let program = Fuzzer.swiftProgram([.setRoot(12), .tapSegment(1), .settle], seed: 4, violation: nil)

        #expect(program.contains("import UIKitFuzzing  // SegmentedContainer\n"))
        #expect(program.contains("let s12 = SegmentedContainer()\n"))
        #expect(program.contains("if let point = s12.screenPoint(ofSegment: 1) { Automation().tap(at: point) }\n"))
    }
}

import UIKit

// Touches in the fuzzer: taps, drags, long presses and wheel scrolls through `Automation`,
// recognizers attached to controllers' views and touch probes (`FuzzGestures.swift`), touches
// that start on the first frame of an animation, and removals under a resting finger.

// MARK: Generation

extension FuzzDraws {
    /// Mostly where the bars are: the back button under the status strip, the tabs at the bottom.
    mutating func tapWhereTheBarsAre() -> FuzzOperation {
        let size = world.generationSize
        let bands: [ClosedRange<Double>] = [
            20...64, Double(size.height) - 49...Double(size.height), 0...Double(size.height),
        ]
        let y = Double.random(in: bands.randomElement(using: &generator)!, using: &generator).rounded()
        return .tap(x: Double.random(in: 0...Double(size.width), using: &generator).rounded(), y: y)
    }

    mutating func attachRecognizer() -> FuzzOperation {
        .attachRecognizer(any(), FuzzGestureKind.allCases.randomElement(using: &generator)!, onProbe: flag())
    }

    /// Kind 39 a drag, 40 a long press, 41 a wheel scroll, anywhere on the screen.
    mutating func pointer(_ kind: Int) -> FuzzOperation {
        let size = world.generationSize
        func x() -> Double { Double.random(in: 0...Double(size.width), using: &generator).rounded() }
        func y() -> Double { Double.random(in: 0...Double(size.height), using: &generator).rounded() }
        if kind == 39 { return .drag(x1: x(), y1: y(), x2: x(), y2: y()) }
        if kind == 40 { return .longPress(x: x(), y: y(), duration: [0.2, 0.6].randomElement(using: &generator)!) }
        return .scroll(x: x(), y: y(), dy: [-30, -10, 10, 30].randomElement(using: &generator)!)
    }

    /// Something that begins an animation, and a touch on the same frame.
    mutating func atFirstFrame() -> FuzzOperation {
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
    }

    mutating func underFinger() -> FuzzOperation {
        guard let (removal, point) = world.removalsUnderAFinger().randomElement(using: &generator) else {
            return .advance(1.0 / 60)
        }
        return .underFinger(removal, x: Double(point.x).rounded(), y: Double(point.y).rounded())
    }
}

// MARK: Steps

extension FuzzWorld {
    func attachRecognizer(_ index: Int, _ kind: FuzzGestureKind, onProbe: Bool) -> Bool {
        guard let view = pool[index].viewIfLoaded else { return false }
        let probe = probes[ObjectIdentifier(pool[index])]
        guard !onProbe || probe != nil else { return false }
        let recognizer = kind.make()
        (onProbe ? probe! : view).addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        return true
    }

    func detachRecognizers(_ index: Int) -> Bool {
        guard let view = pool[index].viewIfLoaded, view.gestureRecognizers != nil else { return false }
        view.gestureRecognizers = nil
        return true
    }

    func touchProbe(_ index: Int) -> Bool {
        let key = ObjectIdentifier(pool[index])
        guard probes[key] == nil, let view = pool[index].viewIfLoaded else { return false }
        probes[key] = FuzzTouchProbe(in: view)
        return true
    }

    /// Three wheel steps, then 0.2 s, so a scroll-driven pan ends.
    func scroll(x: Double, y: Double, dy: Double) {
        for _ in 0..<3 {
            Automation().scroll(at: CGPoint(x: x, y: y), dx: 0, dy: dy)
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        UIApplication.shared.advance(by: 0.2)
    }

    func atFirstFrame(_ operation: FuzzOperation, x: Double, y: Double, drag: Bool) -> Bool {
        guard execute(operation) else { return false }
        let automation = Automation()
        automation.touchDown(at: CGPoint(x: x, y: y))
        UIApplication.shared.advance(by: 1.0 / 60)
        if drag {
            automation.touchMove(to: CGPoint(x: x - 80, y: y))
            UIApplication.shared.advance(by: 1.0 / 60)
            automation.touchUp(at: CGPoint(x: x - 80, y: y))
        } else {
            automation.touchUp(at: CGPoint(x: x, y: y))
        }
        UIApplication.shared.advance(by: 1.0 / 60)
        return true
    }

    func underFinger(_ operation: FuzzOperation, x: Double, y: Double) {
        let automation = Automation()
        automation.touchDown(at: CGPoint(x: x, y: y))
        UIApplication.shared.advance(by: 1.0 / 60)
        // The removal's objects go with the world's references (`execute` drops them).
        _ = execute(operation)
        for step in 1...2 {
            automation.touchMove(to: CGPoint(x: x - Double(step) * 30, y: y))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        automation.touchUp(at: CGPoint(x: x - 60, y: y))
        UIApplication.shared.advance(by: 1.0 / 60)
    }
}

// MARK: Program text

extension FuzzOperation {
    static func scrollSwift(x: Double, y: Double, dy: Double) -> [String] {
        [
            "for _ in 0..<3 { Automation().scroll(at: CGPoint(x: \(x), y: \(y)), dx: 0, dy: \(dy)); "
                + "UIApplication.shared.advance(by: 1.0 / 60) }",
            "UIApplication.shared.advance(by: 0.2)",
        ]
    }

    /// `start`'s statements, then the touch on the same frame.
    static func atFirstFrameSwift(_ start: [String], x: Double, y: Double, drag: Bool) -> [String] {
        let point = "CGPoint(x: \(x), y: \(y))"
        return start + ["Automation().touchDown(at: \(point))", "UIApplication.shared.advance(by: 1.0 / 60)"]
            + (drag
                ? [
                    "Automation().touchMove(to: CGPoint(x: \(x - 80), y: \(y)))",
                    "UIApplication.shared.advance(by: 1.0 / 60)",
                    "Automation().touchUp(at: CGPoint(x: \(x - 80), y: \(y)))",
                ] : ["Automation().touchUp(at: \(point))"])
            + ["UIApplication.shared.advance(by: 1.0 / 60)"]
    }

    /// The finger down, `removal`'s statements, then the finger moves and lifts.
    static func underFingerSwift(_ removal: [String], x: Double, y: Double) -> [String] {
        ["Automation().touchDown(at: CGPoint(x: \(x), y: \(y)))", "UIApplication.shared.advance(by: 1.0 / 60)"]
            + removal + ["// (the world lets go of what it removed)"]
            + [1, 2].flatMap { step in
                [
                    "Automation().touchMove(to: CGPoint(x: \(x - Double(step) * 30), y: \(y)))",
                    "UIApplication.shared.advance(by: 1.0 / 60)",
                ]
            } + [
                "Automation().touchUp(at: CGPoint(x: \(x - 60), y: \(y)))",
                "UIApplication.shared.advance(by: 1.0 / 60)",
            ]
    }

    static func attachRecognizerSwift(
        _ controller: Int, named c: String, _ kind: FuzzGestureKind, onProbe: Bool
    ) -> [String] {
        let target = onProbe ? "probe\(controller)" : "\(c).view"
        return ["\(target).addGestureRecognizer(\(kind.swift))"]
    }

    static func touchProbeSwift(_ controller: Int, named c: String) -> [String] {
        ["let probe\(controller) = FuzzTouchProbe(in: \(c).view)"]
    }

    static func dragSwift(x1: Double, y1: Double, x2: Double, y2: Double) -> [String] {
        ["Automation().drag(from: CGPoint(x: \(x1), y: \(y1)), to: CGPoint(x: \(x2), y: \(y2)), steps: 6)"]
    }

    static func longPressSwift(x: Double, y: Double, duration: Double) -> [String] {
        ["Automation().longPress(at: CGPoint(x: \(x), y: \(y)), duration: \(duration))"]
    }
}

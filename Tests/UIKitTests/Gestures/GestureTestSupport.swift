import Foundation
@testable import UIKit

/// A view that logs the touch callbacks it gets as "name.touchesBegan" and so on.
@MainActor
final class TouchLoggingView: UIView {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name).touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name).touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.add("\(name).touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name).touchesCancelled")
    }
}

/// Logs a recognizer's actions as "name.began", "name.changed", "name.ended", "name.cancelled".
@MainActor
func logActions<Recognizer: UIGestureRecognizer>(of recognizer: Recognizer, as name: String, in log: CallLog) {
    recognizer.addTarget { recognizer in log.add("\(name).\(recognizer.state)") }
}

/// Recognizers that also log when they fail (no action is sent then) as "name.failed", through
/// the `state` override UIGestureRecognizerSubclass allows: a recognizer that sets `.failed` is
/// logged as it does, before what failing sets off (held touches reaching the view, a
/// recognizer waiting for it); one whose recognition is refused, once the refusal is made.
@MainActor
final class FailLoggingTap: UITapGestureRecognizer {
    var onFail: () -> Void = {}
    private var failLogged = false
    override var state: UIGestureRecognizer.State {
        // Failing on purpose is logged before its effects; a refused recognition after.
        willSet { if newValue == .failed && state == .possible { logFailure() } }
        didSet {
            if state == .failed && oldValue == .possible {
                logFailure()
            } else if state == .possible {
                failLogged = false
            }
        }
    }
    private func logFailure() {
        if !failLogged { onFail() }
        failLogged = true
    }
    override func reset() {
        super.reset()
        failLogged = false
    }
}

@MainActor
final class FailLoggingPan: UIPanGestureRecognizer {
    var onFail: () -> Void = {}
    private var failLogged = false
    override var state: UIGestureRecognizer.State {
        // Failing on purpose is logged before its effects; a refused recognition after.
        willSet { if newValue == .failed && state == .possible { logFailure() } }
        didSet {
            if state == .failed && oldValue == .possible {
                logFailure()
            } else if state == .possible {
                failLogged = false
            }
        }
    }
    private func logFailure() {
        if !failLogged { onFail() }
        failLogged = true
    }
    override func reset() {
        super.reset()
        failLogged = false
    }
}

@MainActor
final class FailLoggingLongPress: UILongPressGestureRecognizer {
    var onFail: () -> Void = {}
    private var failLogged = false
    override var state: UIGestureRecognizer.State {
        // Failing on purpose is logged before its effects; a refused recognition after.
        willSet { if newValue == .failed && state == .possible { logFailure() } }
        didSet {
            if state == .failed && oldValue == .possible {
                logFailure()
            } else if state == .possible {
                failLogged = false
            }
        }
    }
    private func logFailure() {
        if !failLogged { onFail() }
        failLogged = true
    }
    override func reset() {
        super.reset()
        failLogged = false
    }
}

@MainActor
final class FailLoggingSwipe: UISwipeGestureRecognizer {
    var onFail: () -> Void = {}
    private var failLogged = false
    override var state: UIGestureRecognizer.State {
        // Failing on purpose is logged before its effects; a refused recognition after.
        willSet { if newValue == .failed && state == .possible { logFailure() } }
        didSet {
            if state == .failed && oldValue == .possible {
                logFailure()
            } else if state == .possible {
                failLogged = false
            }
        }
    }
    private func logFailure() {
        if !failLogged { onFail() }
        failLogged = true
    }
    override func reset() {
        super.reset()
        failLogged = false
    }
}

@MainActor
final class FailLoggingEdgePan: UIScreenEdgePanGestureRecognizer {
    var onFail: () -> Void = {}
    private var failLogged = false
    override var state: UIGestureRecognizer.State {
        // Failing on purpose is logged before its effects; a refused recognition after.
        willSet { if newValue == .failed && state == .possible { logFailure() } }
        didSet {
            if state == .failed && oldValue == .possible {
                logFailure()
            } else if state == .possible {
                failLogged = false
            }
        }
    }
    private func logFailure() {
        if !failLogged { onFail() }
        failLogged = true
    }
    override func reset() {
        super.reset()
        failLogged = false
    }
}

/// Logs actions and failures of `recognizer` under `name`.
@MainActor
func logStates(of recognizer: FailLoggingTap, as name: String, in log: CallLog) {
    logActions(of: recognizer, as: name, in: log)
    recognizer.onFail = { log.add("\(name).failed") }
}

@MainActor
func logStates(of recognizer: FailLoggingPan, as name: String, in log: CallLog) {
    logActions(of: recognizer, as: name, in: log)
    recognizer.onFail = { log.add("\(name).failed") }
}

@MainActor
func logStates(of recognizer: FailLoggingLongPress, as name: String, in log: CallLog) {
    logActions(of: recognizer, as: name, in: log)
    recognizer.onFail = { log.add("\(name).failed") }
}

@MainActor
func logStates(of recognizer: FailLoggingSwipe, as name: String, in log: CallLog) {
    logActions(of: recognizer, as: name, in: log)
    recognizer.onFail = { log.add("\(name).failed") }
}

@MainActor
func logStates(of recognizer: FailLoggingEdgePan, as name: String, in log: CallLog) {
    logActions(of: recognizer, as: name, in: log)
    recognizer.onFail = { log.add("\(name).failed") }
}

/// A delegate whose answers the test sets.
@MainActor
final class TestGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var requiresFailureOf: UIGestureRecognizer?
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceive")
        return shouldReceive
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { otherGestureRecognizer === requiresFailureOf }
}

/// One frame of the manual clock: queued input reaches the app.
@MainActor
func nextFrame() { UIApplication.shared.advance(by: 1.0 / 60) }

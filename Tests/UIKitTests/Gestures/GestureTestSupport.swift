import Foundation
import UIKit

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
protocol FailLogging: UIGestureRecognizer {
    var failures: FailureLog { get }
}

/// The failure-logging half each FailLogging subclass forwards its `state` and `reset` to.
@MainActor
final class FailureLog {
    var onFail: () -> Void = {}
    private var logged = false

    /// Failing on purpose is logged before its effects.
    func stateWillChange(from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) {
        if new == .failed && old == .possible { log() }
    }

    /// A refused recognition is logged after; back at `.possible` it may be logged again.
    func stateDidChange(from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) {
        if new == .failed && old == .possible {
            log()
        } else if new == .possible {
            logged = false
        }
    }

    func reset() { logged = false }

    private func log() {
        if !logged { onFail() }
        logged = true
    }
}

@MainActor
final class FailLoggingTap: UITapGestureRecognizer, FailLogging {
    let failures = FailureLog()
    override var state: UIGestureRecognizer.State {
        willSet { failures.stateWillChange(from: state, to: newValue) }
        didSet { failures.stateDidChange(from: oldValue, to: state) }
    }
    override func reset() {
        super.reset()
        failures.reset()
    }
}

@MainActor
final class FailLoggingPan: UIPanGestureRecognizer, FailLogging {
    let failures = FailureLog()
    override var state: UIGestureRecognizer.State {
        willSet { failures.stateWillChange(from: state, to: newValue) }
        didSet { failures.stateDidChange(from: oldValue, to: state) }
    }
    override func reset() {
        super.reset()
        failures.reset()
    }
}

@MainActor
final class FailLoggingLongPress: UILongPressGestureRecognizer, FailLogging {
    let failures = FailureLog()
    override var state: UIGestureRecognizer.State {
        willSet { failures.stateWillChange(from: state, to: newValue) }
        didSet { failures.stateDidChange(from: oldValue, to: state) }
    }
    override func reset() {
        super.reset()
        failures.reset()
    }
}

@MainActor
final class FailLoggingSwipe: UISwipeGestureRecognizer, FailLogging {
    let failures = FailureLog()
    override var state: UIGestureRecognizer.State {
        willSet { failures.stateWillChange(from: state, to: newValue) }
        didSet { failures.stateDidChange(from: oldValue, to: state) }
    }
    override func reset() {
        super.reset()
        failures.reset()
    }
}

@MainActor
final class FailLoggingEdgePan: UIScreenEdgePanGestureRecognizer, FailLogging {
    let failures = FailureLog()
    override var state: UIGestureRecognizer.State {
        willSet { failures.stateWillChange(from: state, to: newValue) }
        didSet { failures.stateDidChange(from: oldValue, to: state) }
    }
    override func reset() {
        super.reset()
        failures.reset()
    }
}

/// Logs actions and failures of `recognizer` under `name`.
@MainActor
func logStates(of recognizer: some FailLogging, as name: String, in log: CallLog) {
    logActions(of: recognizer, as: name, in: log)
    recognizer.failures.onFail = { log.add("\(name).failed") }
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

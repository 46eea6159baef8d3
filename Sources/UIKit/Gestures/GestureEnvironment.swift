import Foundation

/// UIKit's gesture environment: hands each touch to the gesture recognizers of the view it hit
/// and that view's ancestors (collected once, at touch-down) before the view, and arbitrates
/// between them. Owned by `EventDispatcher`; the frame's time comes in through the touches'
/// timestamps and `frameDidAdvance(to:)`, never from a clock of its own.
///
/// - A recognizer that requires another to fail waits in `.possible` until that one fails, and
///   fails if it recognizes.
/// - A recognizer that recognizes fails the others still `.possible` unless one of the two
///   delegates allows simultaneous recognition; one cannot begin while another, not
///   simultaneous with it, is recognized.
/// - Recognized with `cancelsTouchesInView`, the view gets `touchesCancelled` for the gesture's
///   touches and nothing more of them; `delaysTouchesBegan`/`delaysTouchesEnded` hold the
///   view's began/ended while such a recognizer is undecided.
/// - Once no touch is down and every recognizer is over, all go back to `.possible` (`reset()`).
@MainActor
final class GestureEnvironment {
    /// One touch and what its view has been told.
    final class TouchRecord {
        let touch: UITouch
        var recognizers: [UIGestureRecognizer]
        var isDown = true
        var viewBegan = false
        var viewCancelled = false
        var heldBegan = false
        var heldEnded = false
        /// When the touch went down (a recognizer may hold its began only so long).
        let beganAt: TimeInterval

        init(touch: UITouch, recognizers: [UIGestureRecognizer]) {
            self.touch = touch
            self.recognizers = recognizers
            beganAt = touch.timestamp
        }
    }

    /// Pans driven by the scroll wheel or trackpad, and when the last scroll event came.
    private struct ScrollSequence {
        var pans: [UIPanGestureRecognizer]
        var lastTime: TimeInterval
    }

    /// With no scroll event for this long, a scroll-driven pan ends (our choice; the desktop
    /// sends no "scroll ended").
    static let scrollEndGap: TimeInterval = 0.15

    /// The recognizers in the current gesture, until they are reset.
    private(set) var active: [UIGestureRecognizer] = []
    private var records: [TouchRecord] = []
    private var scroll: ScrollSequence?
    private var now: TimeInterval = 0
    /// Recognitions between their state change and the cancelling of the view's touches: held
    /// touches wait, so a recognized gesture cancels them rather than the exclusions it sets
    /// off releasing them.
    private var recognitionsInProgress = 0

    /// Whether a recognizer waits on the clock (a long press, a tap waiting for its next tap, a
    /// scroll that may have ended): frames must run, not be skipped.
    var isWaitingForTime: Bool {
        scroll != nil || active.contains { $0.environment === self && $0.isWaitingForTime }
            || records.contains { record in
                record.heldBegan && record.recognizers.contains { $0.touchesBeganDelayLimit != nil }
            }
    }

    /// Whether a touch is down.
    var hasTouchDown: Bool { records.contains { $0.isDown } }

    // MARK: Touches

    func touchBegan(_ touch: UITouch, with event: UIEvent) {
        now = touch.timestamp
        let recognizers = gestureRecognizers(from: touch.view).filter { recognizer in
            let available =
                recognizer.environment == nil || (recognizer.state == .possible && recognizer.pendingState == nil)
            return available && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
        }
        let record = TouchRecord(touch: touch, recognizers: recognizers)
        records.append(record)
        for recognizer in recognizers where recognizer.environment == nil { join(recognizer) }
        for recognizer in recognizers where receives(recognizer) {
            recognizer.deliver(touch, phase: .began, event: event)
        }
        if !record.viewCancelled {
            if isHolding(record, delaysBegan: true) {
                record.heldBegan = true
            } else if scrollViewsAllowBegan(record, event) {
                record.viewBegan = true
                touch.view?.touchesBegan([touch], with: event)
            }
        }
        settle()
    }

    func touchMoved(_ touch: UITouch, with event: UIEvent) {
        now = touch.timestamp
        guard let record = records.first(where: { $0.touch === touch }) else { return }
        for recognizer in record.recognizers where receives(recognizer) {
            recognizer.deliver(touch, phase: .moved, event: event)
        }
        if record.viewBegan && !record.viewCancelled { touch.view?.touchesMoved([touch], with: event) }
        settle()
    }

    /// The touch lifted (`cancelled` false) or was cancelled by the system.
    func touchEnded(_ touch: UITouch, with event: UIEvent, cancelled: Bool) {
        now = touch.timestamp
        guard let record = records.first(where: { $0.touch === touch }) else { return }
        for recognizer in record.recognizers where receives(recognizer) {
            recognizer.deliver(touch, phase: cancelled ? .cancelled : .ended, event: event)
        }
        record.isDown = false
        if record.viewCancelled {
        } else if cancelled {
            record.viewCancelled = true
            record.heldBegan = false
            if record.viewBegan { touch.view?.touchesCancelled([touch], with: event) }
        } else if !record.viewBegan {
            record.heldEnded = record.heldBegan
        } else if isHolding(record, delaysBegan: false) {
            record.heldEnded = true
        } else {
            touch.view?.touchesEnded([touch], with: event)
        }
        deliverHeldTouches()
        settle()
    }

    // MARK: Scrolling

    /// A scroll event over `view` at `point` (window coordinates) moving content by `delta`:
    /// the first one begins the pans that admit scrolls, later ones change them.
    func scrolled(by delta: CGVector, at point: CGPoint, in window: UIWindow, over view: UIView?, at time: TimeInterval)
    {
        now = time
        if var sequence = scroll {
            sequence.lastTime = time
            scroll = sequence
            for pan in sequence.pans where pan.environment === self && pan.isOngoing {
                pan.scrollChanged(by: delta, at: point, time: time)
            }
        } else {
            let pans = gestureRecognizers(from: view).compactMap { $0 as? UIPanGestureRecognizer }.filter {
                !$0.allowedScrollTypesMask.isEmpty && $0.environment == nil
            }
            guard !pans.isEmpty else { return }
            scroll = ScrollSequence(pans: pans, lastTime: time)
            for pan in pans { join(pan) }
            for pan in pans where pan.state == .possible && pan.environment === self {
                pan.scrollBegan(by: delta, at: point, in: window, time: time)
            }
        }
        settle()
    }

    // MARK: The frame clock

    /// Time-based recognizers decide; a scroll with no event for `scrollEndGap` ends.
    func frameDidAdvance(to time: TimeInterval) {
        now = time
        for recognizer in active where recognizer.environment === self { recognizer.frameDidAdvance(to: time) }
        // A began held for a limited time (a scroll view's content touches) goes out now.
        deliverHeldTouches()
        if let sequence = scroll, time - sequence.lastTime >= Self.scrollEndGap - 1e-9 {
            scroll = nil
            for pan in sequence.pans where pan.environment === self && pan.isOngoing { pan.scrollEnded(time: time) }
        }
        settle()
    }

    // MARK: Arbitration (called by the recognizers)

    /// `recognizer` asks to leave `.possible` for `target` (`.began` or `.ended`).
    func requestRecognition(of recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        let required = active.filter { $0 !== recognizer && $0.environment === self && requires(recognizer, $0) }
        if required.contains(where: { $0.isOngoing || $0.state == .ended }) {
            recognizer.markFailed()
        } else if required.contains(where: { $0.state == .possible }) {
            recognizer.pendingState = target
        } else if !shouldBegin(recognizer) {
            recognizer.markFailed()
        } else if active.contains(where: { other in
            other !== recognizer && other.isOngoing && !simultaneous(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }) {
            recognizer.markFailed()
        } else {
            recognizer.commit(target)
        }
    }

    /// `recognizer` recognized: the others it excludes, or that wait for it to fail, fail.
    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        recognitionsInProgress += 1
        for other in active where other !== recognizer && other.environment === self && other.state == .possible {
            let excluded =
                !simultaneous(recognizer, other) && recognizer.canPrevent(other)
                && other.canBePrevented(by: recognizer)
            if excluded || requires(other, recognizer) { other.state = .failed }
        }
    }

    /// After the actions of a recognition: the view's touches are cancelled when it says so.
    func recognizerDidRunActions(_ recognizer: UIGestureRecognizer) {
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        recognitionsInProgress -= 1
        deliverHeldTouches()
    }

    /// A recognizer failed: those waiting for it try again; held touches may go to the view.
    func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        for waiting in active where waiting.environment === self {
            guard let target = waiting.pendingState else { continue }
            // Through `state`, as if the recognizer asked again now (its subclass sees it).
            waiting.pendingState = nil
            waiting.state = target
        }
        deliverHeldTouches()
    }

    /// `isEnabled` turned off mid-gesture: a recognized gesture is cancelled, a possible one fails.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        end(recognizer)
        settle()
    }

    /// The recognizer left its view mid-gesture: it ends as if disabled and leaves the gesture.
    func recognizerWasRemoved(_ recognizer: UIGestureRecognizer) {
        end(recognizer)
        active.removeAll { $0 === recognizer }
        for record in records { record.recognizers.removeAll { $0 === recognizer } }
        recognizer.environment = nil
        recognizer.resetState()
        deliverHeldTouches()
        settle()
    }

    /// `view` and its subviews left their window (removed, or moved to another). As iOS does,
    /// their recognizers end (a recognized one `.cancelled`, a possible one fails) and leave the
    /// gesture, and a touch that began in them is cancelled for its view (`touchesCancelled` if
    /// it was told the touch began); recognizers still in the window go on with the touch. So
    /// nothing is delivered to views an app may release once they are out.
    func viewDidLeaveWindow(_ view: UIView) {
        guard !active.isEmpty || !records.isEmpty else { return }
        let leaving = active.filter { recognizer in
            recognizer.environment === self && (recognizer.view.map { $0.isDescendant(of: view) } ?? true)
        }
        let touched = records.filter { record in
            !record.viewCancelled && (record.touch.view.map { $0.isDescendant(of: view) } ?? false)
        }
        guard !leaving.isEmpty || !touched.isEmpty else { return }
        for recognizer in leaving {
            end(recognizer)
            active.removeAll { $0 === recognizer }
            for record in records { record.recognizers.removeAll { $0 === recognizer } }
            recognizer.environment = nil
            recognizer.resetState()
        }
        for record in touched where !record.viewCancelled { cancelViewTouch(record) }
        scroll?.pans.removeAll { pan in leaving.contains { $0 === pan } }
        deliverHeldTouches()
        settle()
    }

    private func end(_ recognizer: UIGestureRecognizer) {
        if recognizer.isOngoing {
            recognizer.state = .cancelled
        } else if recognizer.state == .possible {
            recognizer.state = .failed
        }
    }

    // MARK: Rules

    /// The recognizers of `view` and its ancestors up to the window, innermost first.
    private func gestureRecognizers(from view: UIView?) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current = view
        while let view = current {
            result += view.attachedGestureRecognizers.filter(\.isEnabled)
            if view is UIWindow { break }
            current = view.superview
        }
        return result
    }

    private func join(_ recognizer: UIGestureRecognizer) {
        recognizer.environment = self
        active.append(recognizer)
    }

    /// Whether touches still reach `recognizer`: enabled, in this gesture, not over and not
    /// waiting to recognize.
    private func receives(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.environment === self && recognizer.isEnabled && !recognizer.isFinished
            && recognizer.pendingState == nil
    }

    /// Whether `recognizer` waits for `other` to fail: `require(toFail:)`, either delegate, or
    /// either subclass says so.
    private func requires(_ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        recognizer.requiredToFail.contains { $0 === other }
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
    }

    private func simultaneous(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    /// The delegate, then every view from the touch's up to the recognizer's, may refuse
    /// (`UIView.gestureRecognizerShouldBegin(_:)`: how a button inside keeps its taps).
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        let touchView = records.last { $0.recognizers.contains { $0 === recognizer } }?.touch.view
        var current = touchView ?? recognizer.view
        while let view = current {
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
            if view === recognizer.view { break }
            current = view.superview
        }
        return true
    }

    /// Whether an undecided recognizer of the touch delays the view's began (or ended).
    private func isHolding(_ record: TouchRecord, delaysBegan: Bool) -> Bool {
        record.recognizers.contains { recognizer in
            recognizer.environment === self && recognizer.state == .possible && recognizer.isEnabled
                && (delaysBegan
                    ? recognizer.delaysTouchesBegan
                        && now - record.beganAt < (recognizer.touchesBeganDelayLimit ?? .infinity) - 1e-9
                    : recognizer.delaysTouchesEnded)
        }
    }

    /// Asks the scroll views around the touch's view (`touchesShouldBegin(_:with:in:)`);
    /// one saying no keeps the touch from the view altogether, as in UIKit.
    private func scrollViewsAllowBegan(_ record: TouchRecord, _ event: UIEvent) -> Bool {
        guard let view = record.touch.view else { return true }
        var current = view.superview
        while let ancestor = current {
            if let scrollView = ancestor as? UIScrollView,
                !scrollView.touchesShouldBegin([record.touch], with: event, in: view)
            {
                record.viewCancelled = true
                return false
            }
            current = ancestor.superview
        }
        return true
    }

    /// Whether the view under `recognizer`'s touches has been told they began (a scroll view
    /// asks before its drag cancels them).
    func viewHasBegunTouches(of recognizer: UIGestureRecognizer) -> Bool {
        records.contains { record in record.viewBegan && record.recognizers.contains { $0 === recognizer } }
    }

    // MARK: The view's side

    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        for record in records where !record.viewCancelled && record.recognizers.contains(where: { $0 === recognizer }) {
            cancelViewTouch(record)
        }
    }

    /// The view stops hearing of this touch: told `touchesCancelled` if it heard it begin.
    private func cancelViewTouch(_ record: TouchRecord) {
        let told = record.viewBegan && (record.isDown || record.heldEnded)
        record.viewCancelled = true
        record.heldBegan = false
        record.heldEnded = false
        if told {
            let touch = record.touch
            touch.view?.touchesCancelled([touch], with: UIEvent(type: .touches, timestamp: now, touches: [touch]))
        }
    }

    /// Began and ended the view was kept from, once no recognizer holds them.
    private func deliverHeldTouches() {
        guard recognitionsInProgress == 0 else { return }
        for record in records where !record.viewCancelled {
            let touch = record.touch
            let event = UIEvent(type: .touches, timestamp: now, touches: [touch])
            if record.heldBegan && !isHolding(record, delaysBegan: true) {
                record.heldBegan = false
                if scrollViewsAllowBegan(record, event) {
                    record.viewBegan = true
                    touch.view?.touchesBegan([touch], with: event)
                }
            }
            if record.viewBegan && record.heldEnded && !isHolding(record, delaysBegan: false) {
                record.heldEnded = false
                touch.view?.touchesEnded([touch], with: event)
            }
        }
        records.removeAll { !$0.isDown && !$0.heldBegan && !$0.heldEnded }
    }

    /// With no touch down and no scroll: a recognizer still `.possible` with nothing to wait
    /// for fails, and once every one is over, all are reset for the next gesture.
    private func settle() {
        guard !hasTouchDown, scroll == nil else { return }
        for recognizer in active
        where recognizer.environment === self && recognizer.state == .possible && recognizer.pendingState == nil
            && recognizer.numberOfTouches == 0 && !recognizer.isWaitingForTouches
        {
            recognizer.state = .failed
        }
        guard active.allSatisfy(\.isFinished) else { return }
        let finished = active
        active = []
        records.removeAll { !$0.isDown }
        for recognizer in finished {
            recognizer.environment = nil
            recognizer.resetState()
        }
    }
}

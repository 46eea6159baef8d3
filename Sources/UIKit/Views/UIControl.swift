import Foundation

/// A view that turns touches into control events (touch down, up inside/outside, drags) and
/// sends them to its actions. While tracking, "inside" extends 70 points beyond the bounds, as
/// UIKit's touch-up-inside tolerance does.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontrol)
@preconcurrency @MainActor
open class UIControl: UIView {
    /// What a control reports to its actions: touches (`.touchUpInside`, …), `.valueChanged` and
    /// `.primaryActionTriggered`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state (`.normal`, `.highlighted`, `.disabled`, `.selected`), the key of per-state titles and
    /// colours.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// How far beyond its bounds a tracked touch still counts as inside.
    static let touchSlop: CGFloat = 70

    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false
    /// A touch began on this control and has not ended; `isTracking` may have stopped earlier
    /// (`beginTracking`/`continueTracking` returning false) while the touch still ends here.
    private var hasTouch = false

    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The control's actions in the order they were added: `UIAction`s and target–action pairs
    /// (`UIControl+TargetAction.swift`) in one list, as UIKit keeps them.
    var registrations: [(registration: ControlRegistration, events: Event)] = []

    /// Called when highlighted, selected or enabled changes; subclasses restyle here.
    func stateDidChange() { setNeedsDisplay() }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append((.action(action), controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeRegistrations(for: controlEvents) { if case .action(let a) = $0 { a === action } else { false } }
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        removeRegistrations(for: controlEvents) {
            if case .action(let a) = $0 { a.identifier == identifier } else { false }
        }
    }

    /// Takes `controlEvents` off the registrations that match, dropping those left with none.
    func removeRegistrations(for controlEvents: Event, where matches: (ControlRegistration) -> Bool) {
        registrations = registrations.compactMap { entry in
            guard matches(entry.registration) else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.registration, remaining)
        }
    }

    /// Sends every action registered for any of `controlEvents`, in the order they were added:
    /// a `UIAction` runs, a target–action pair goes through `sendAction(_:to:for:)`.
    open func sendActions(for controlEvents: Event) {
        for entry in registrations where !entry.events.isDisjoint(with: controlEvents) {
            switch entry.registration {
            case .action(let action): sendAction(action)
            case .targetAction(let pair):
                // A target that went away is skipped: UIKit holds targets weakly.
                guard !pair.hadTarget || pair.target != nil else { continue }
                sendAction(pair.action, to: pair.target, for: nil)
            }
        }
    }

    /// Sends `action` through the application, as UIKit's controls do; subclasses override it to
    /// watch or redirect their actions (target–action: `UIControl+TargetAction.swift`).
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontrol/1618237-sendaction)
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    // MARK: Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    private func isInsideForTracking(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        hasTouch = true
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        isTracking = beginTracking(touch, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first, hasTouch else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch)
        isHighlighted = isTouchInside
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
        if isTracking { isTracking = continueTracking(touch, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first, hasTouch else { return }
        let inside = isInsideForTracking(touch)
        if isTracking { endTracking(touch, with: event) }
        finishTouch()
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, hasTouch else { return }
        if isTracking { cancelTracking(with: event) }
        finishTouch()
        sendActions(for: .touchCancel)
    }

    private func finishTouch() {
        hasTouch = false
        isHighlighted = false
        isTracking = false
        isTouchInside = false
    }

    /// What a release inside sends; buttons add `.primaryActionTriggered`.
    var touchUpInsideEvents: Event { .touchUpInside }

    // MARK: Gesture recognizers (UIControl+GestureRecognizers.swift)

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        performGestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Keys

    /// Acts on a key pressed while this enabled control is first responder; returns whether it
    /// did, and then the press (and its release) stops here instead of going up the chain.
    /// Controls driven by keys (switch, slider, segmented control) override this.
    func performKey(_ key: UIKey) -> Bool { false }

    /// Keys whose press this control took, so their releases stay here too.
    private var keysDown: Set<UIKeyboardHIDUsage> = []

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { press in
            guard isEnabled, let key = press.key, performKey(key) else { return true }
            keysDown.insert(key.keyCode)
            return false
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { press in
            guard let key = press.key else { return true }
            return keysDown.remove(key.keyCode) == nil
        }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { press in
            guard let key = press.key else { return true }
            return keysDown.remove(key.keyCode) == nil
        }
        if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }
}

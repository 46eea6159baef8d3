import Foundation

/// An on/off toggle in iOS 13's shape: a 51×31 pill filled grey when off and with `onTintColor`
/// (green) when on, and a white 27 pt thumb that slides across. A tap toggles it; a drag leaves
/// it on the side it is released on; Space or Return toggle it when it is first responder. What
/// the user does sends `.valueChanged` when the value changed; `isOn` and `setOn(_:animated:)`
/// never send it, as Apple documents.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiswitch)
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// UIKit's fixed size: `init(frame:)` ignores the size it is given.
    static let size = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27
    /// How long the thumb takes to cross (UIKit does not document it).
    static let animationDuration: TimeInterval = 0.25
    /// How far a touch moves before it drags the thumb instead of tapping.
    static let dragThreshold: CGFloat = 4

    /// The parts, grouped so a disabled switch fades as one picture.
    private let content = UIView()
    private let offTrack = UIView()
    private let onTrack = UIView()
    private let thumbEdge = UIView()
    /// Internal for tests, which read where it is drawn.
    let thumb = UIView()

    private var storedIsOn = false
    /// The side shown while a touch drags the thumb; nil when not dragging.
    private var draggedSide: Bool?
    private var touchStart: CGPoint = .zero

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUpParts()
    }

    /// How a storyboard or nib makes the control: the same parts, then the loader sets its attributes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.size
        setUpParts()
    }

    private func setUpParts() {
        for part in [content, offTrack, onTrack, thumbEdge, thumb] { part.isUserInteractionEnabled = false }
        addSubview(content)
        for part in [offTrack, onTrack, thumbEdge, thumb] { content.addSubview(part) }
        offTrack.layer.cornerRadius = Self.size.height / 2
        onTrack.layer.cornerRadius = Self.size.height / 2
        thumbEdge.layer.cornerRadius = Self.thumbDiameter / 2 + Self.thumbEdgeWidth
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        applyColors()
        layoutParts()
    }

    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state without sending `.valueChanged`; animated, the thumb slides and the
    /// colour cross-fades.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        draggedSide = nil
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.allowUserInteraction]) {
                self.layoutParts()
            }
        } else {
            UIView.performWithoutAnimation { layoutParts() }
        }
    }

    /// The track's colour when on; nil draws `.systemGreen`.
    open var onTintColor: UIColor? { didSet { applyColors() } }
    /// The thumb's colour; nil draws it white.
    open var thumbTintColor: UIColor? { didSet { applyColors() } }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }
    open override var canBecomeFirstResponder: Bool { isEnabled }

    // MARK: Drawing

    /// The shadow iOS draws round the thumb, as a thin ring (the compositor draws no shadows).
    static let thumbEdgeWidth: CGFloat = 0.5

    private func applyColors() {
        offTrack.backgroundColor = .secondarySystemFill
        onTrack.backgroundColor = onTintColor ?? .systemGreen
        thumbEdge.backgroundColor = UIColor(white: 0, alpha: 0.1)
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    override func stateDidChange() {
        super.stateDidChange()
        content.alpha = isEnabled ? 1 : 0.5
    }

    /// Places the parts for the side shown: the one being dragged to, else `isOn`.
    private func layoutParts() {
        let on = draggedSide ?? storedIsOn
        let pill = CGRect(origin: .zero, size: Self.size)
        content.frame = pill
        offTrack.frame = pill
        onTrack.frame = pill
        onTrack.alpha = on ? 1 : 0
        let inset = (Self.size.height - Self.thumbDiameter) / 2
        let x = on ? Self.size.width - inset - Self.thumbDiameter : inset
        thumb.frame = CGRect(x: x, y: inset, width: Self.thumbDiameter, height: Self.thumbDiameter)
        thumbEdge.frame = thumb.frame.insetBy(dx: -Self.thumbEdgeWidth, dy: -Self.thumbEdgeWidth)
    }

    // MARK: Touches and keys

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStart = touch.location(in: self)
        draggedSide = nil
        return true
    }

    /// Once the touch has moved, the thumb shows the side under it (UIKit's switch does too).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if draggedSide == nil && abs(point.x - touchStart.x) < Self.dragThreshold { return true }
        let side = point.x > Self.size.width / 2
        if side != draggedSide {
            draggedSide = side
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.allowUserInteraction]) {
                self.layoutParts()
            }
        }
        return true
    }

    /// A tap released on the switch toggles it; a drag leaves it where it was released.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let wanted: Bool
        if let side = draggedSide {
            wanted = side
        } else if let touch, bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
        {
            wanted = !storedIsOn
        } else {
            wanted = storedIsOn
        }
        userSet(wanted)
    }

    open override func cancelTracking(with event: UIEvent?) { setOn(storedIsOn, animated: true) }

    override func performKey(_ key: UIKey) -> Bool {
        guard key.keyCode == .keyboardSpacebar || key.keyCode == .keyboardReturnOrEnter else { return false }
        userSet(!storedIsOn)
        return true
    }

    /// The user's choice: animates there, and sends `.valueChanged` if it is a change.
    private func userSet(_ on: Bool) {
        let changed = on != storedIsOn
        setOn(on, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }
}

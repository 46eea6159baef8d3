import Foundation

/// A value in a range, chosen by dragging a thumb along a track, in iOS 13's shape: a 4 pt
/// rounded track, `minimumTrackTintColor` (the tint, blue) left of a white 28 pt thumb and
/// `maximumTrackTintColor` (a grey fill) right of it. Only the thumb can be dragged: a touch
/// elsewhere on the track does not move it, as on iOS. Dragging sends `.valueChanged` as the
/// value changes when `isContinuous`, else once on release if it changed. When first responder,
/// the arrow keys move it by a tenth of the range (as VoiceOver's increment does) and Home/End
/// to its ends. Setting the value in code never sends.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uislider)
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The height iOS gives a slider (its intrinsic height); the track is centred in it.
    static let height: CGFloat = 34
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    /// How far beyond the thumb a touch still grabs it.
    static let thumbTouchMargin: CGFloat = 8
    static let animationDuration: TimeInterval = 0.25

    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumbEdge = UIView()
    /// Internal for tests, which read where it is drawn.
    let thumb = UIView()
    /// The parts, grouped so a disabled slider fades as one picture.
    private let content = UIView()

    private var storedValue: Float = 0
    /// Where the touch was on the thumb, so the thumb does not jump under the finger.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// How a storyboard or nib makes the control: the same parts, then the loader sets its attributes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
    }

    private func setUpParts() {
        for part in [content, minimumTrack, maximumTrack, thumbEdge, thumb] { part.isUserInteractionEnabled = false }
        addSubview(content)
        for part in [maximumTrack, minimumTrack, thumbEdge, thumb] { content.addSubview(part) }
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumbEdge.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2 - Self.thumbEdgeWidth
        applyColors()
        layoutParts()
    }

    // MARK: Value

    /// Always within `minimumValue...maximumValue`: a value outside is pinned to the nearer end.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// Moving a bound moves the value inside it (Apple documents this); the other bound stays.
    open var minimumValue: Float = 0 { didSet { setValue(storedValue, animated: false) } }
    open var maximumValue: Float = 1 { didSet { setValue(storedValue, animated: false) } }

    /// Whether dragging sends `.valueChanged` as it goes (true) or once on release.
    open var isContinuous = true

    /// Sets the value, pinned to the range, without sending `.valueChanged`; animated, the
    /// thumb slides there.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = pinned(value)
        if animated {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.allowUserInteraction]) {
                self.layoutParts()
            }
        } else {
            UIView.performWithoutAnimation { layoutParts() }
        }
    }

    private func pinned(_ value: Float) -> Float { Swift.max(minimumValue, Swift.min(value, maximumValue)) }

    // MARK: Colours

    /// The track left of the thumb; nil draws the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// The track right of the thumb; nil draws `.systemFill`.
    open var maximumTrackTintColor: UIColor? { didSet { applyColors() } }
    /// The thumb; nil draws it white.
    open var thumbTintColor: UIColor? { didSet { applyColors() } }

    /// The shadow iOS draws round the thumb, as a thin ring (the compositor draws no shadows).
    static let thumbEdgeWidth: CGFloat = 0.5

    private func applyColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? .tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumbEdge.backgroundColor = UIColor(white: 0, alpha: 0.12)
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Geometry (overridable, as in UIKit)

    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb stays inside the track: its edge meets the track's end at either extreme.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let travel = Swift.max(0, rect.width - Self.thumbDiameter)
        let x = rect.minX + travel * CGFloat(fraction(of: value))
        return CGRect(
            x: x, y: rect.midY - Self.thumbDiameter / 2, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    private func fraction(of value: Float) -> Float {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Self.height) }
    open override var canBecomeFirstResponder: Bool { isEnabled }

    override func stateDidChange() {
        super.stateDidChange()
        content.alpha = isEnabled ? 1 : 0.5
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        content.frame = bounds
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: thumbFrame.midX - track.minX, height: track.height)
        maximumTrack.frame = CGRect(
            x: thumbFrame.midX, y: track.minY, width: track.maxX - thumbFrame.midX, height: track.height)
        thumbEdge.frame = thumbFrame
        thumb.frame = thumbFrame.insetBy(dx: Self.thumbEdgeWidth, dy: Self.thumbEdgeWidth)
    }

    // MARK: Touches and keys

    /// Only a touch on the thumb (give or take a few points) tracks.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumbFrame.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin).contains(point) else {
            return false
        }
        grabOffset = point.x - thumbFrame.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch) }
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// Puts the thumb under the touch (less where it was grabbed) and takes the value there.
    private func follow(_ touch: UITouch) {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return }
        let centre = touch.location(in: self).x - grabOffset
        let fraction = Float((centre - track.minX - Self.thumbDiameter / 2) / travel)
        let newValue = pinned(minimumValue + fraction * (maximumValue - minimumValue))
        guard newValue != storedValue else { return }
        setValue(newValue, animated: false)
        if isContinuous { sendActions(for: .valueChanged) }
    }

    override func performKey(_ key: UIKey) -> Bool {
        let step = (maximumValue - minimumValue) / 10
        let target: Float
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardDownArrow: target = storedValue - step
        case .keyboardRightArrow, .keyboardUpArrow: target = storedValue + step
        case .keyboardHome: target = minimumValue
        case .keyboardEnd: target = maximumValue
        default: return false
        }
        let newValue = pinned(target)
        if newValue != storedValue {
            setValue(newValue, animated: true)
            sendActions(for: .valueChanged)
        }
        return true
    }
}

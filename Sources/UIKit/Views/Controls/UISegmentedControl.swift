import Foundation

/// A row of mutually exclusive segments (titles or images), the classic switch between a
/// container's children, in iOS 13's shape: a rounded grey track 32 pt high, the selected
/// segment a white rounded plate (flat: the compositor draws no shadows) with its title in
/// semibold, thin separators between unselected neighbours, 13 pt titles.
///
/// A segment is picked when a touch is released on it, or with the Left and Right arrows when
/// the control is first responder; that sends the segment's `UIAction` (iOS 14's
/// `init(frame:actions:)`) and then `.valueChanged`. Setting `selectedSegmentIndex` in code sends
/// nothing, as Apple documents. A momentary control sends on every pick, shows no selection,
/// and reads the picked index only while its actions run. Disabled segments refuse touches.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uisegmentedcontrol)
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    static let height: CGFloat = 32
    static let fontSize: CGFloat = 13
    static let cornerRadius: CGFloat = 9
    /// The selected plate sits this far inside the track, with a radius this much smaller.
    static let plateInset: CGFloat = 2
    /// Space each side of a segment's content when sizing to fit.
    static let contentPadding: CGFloat = 12
    static let separatorHeight: CGFloat = 16
    /// How long the plate takes to slide to a picked segment (UIKit does not document it).
    static let animationDuration: TimeInterval = 0.25

    /// What a segment shows and how it behaves.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// 0: sized by the control.
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var storedSelectedIndex = noSegment
    /// The segment under a touch in progress, drawn pressed.
    private var pressedIndex: Int?

    private let track = UIView()
    private let pressedPlate = UIView()
    /// Internal for tests, which read where it is drawn.
    let selectedPlate = UIView()
    private var separators: [UIView] = []
    /// One per segment: a label for a title, an image view for an image.
    private var contentViews: [UIView] = []

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
        for part in [track, pressedPlate, selectedPlate] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.layer.cornerRadius = Self.cornerRadius
        pressedPlate.layer.cornerRadius = Self.cornerRadius - Self.plateInset
        selectedPlate.layer.cornerRadius = Self.cornerRadius - Self.plateInset
        applyColors()
    }

    /// Segments from `items`: each a `String` (a title) or a `UIImage`; anything else is skipped.
    /// The control starts at its natural size, as UIKit's does.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            }
        }
        segmentsDidChange()
        frame.size = intrinsicContentSize
    }

    /// Segments from `actions`, titled (or imaged) by them; picking one runs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
        segmentsDidChange()
    }

    private static func segment(for action: UIAction) -> Segment {
        Segment(title: action.image == nil ? action.title : nil, image: action.image, action: action)
    }

    // MARK: Segments

    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment`. Set in code it sends nothing; an index that names
    /// no segment is ignored.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
            storedSelectedIndex = newValue
            setNeedsLayout()
        }
    }

    /// Segments that do not stay selected: each pick sends its events and leaves no selection.
    open var isMomentary = false { didSet { setNeedsLayout() } }

    /// Whether segments are as wide as their content (true) or share the width equally.
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// iOS 13's plate: white in light appearance, grey (#636366) in dark.
    static let defaultPlateColor = UIColor {
        $0.userInterfaceStyle == .dark
            ? UIColor(red: 99.0 / 255, green: 99.0 / 255, blue: 102.0 / 255, alpha: 1) : .white
    }

    /// The selected segment's plate; nil draws iOS's (white, grey in dark appearance).
    open var selectedSegmentTintColor: UIColor? { didSet { applyColors() } }

    /// Inserts a titled segment; `segment` is pinned to `0...numberOfSegments`, as UIKit pins it.
    /// It appears at once, animated or not.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment)
    }

    /// The selection stays on the segment it was on.
    private func insert(_ new: Segment, at index: Int) {
        let index = Swift.max(0, Swift.min(index, segments.count))
        segments.insert(new, at: index)
        if storedSelectedIndex != Self.noSegment && index <= storedSelectedIndex { storedSelectedIndex += 1 }
        segmentsDidChange()
    }

    /// Removes a segment (an index naming none is ignored); removing the selected one leaves
    /// none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if segment == storedSelectedIndex {
            storedSelectedIndex = Self.noSegment
        } else if segment < storedSelectedIndex {
            storedSelectedIndex -= 1
        }
        segmentsDidChange()
    }

    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        segmentsDidChange()
    }

    /// A segment shows a title or an image, not both: setting one clears the other.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = Self.segment(for: action)
        segmentsDidChange()
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The segment whose action has `identifier`, or `noSegment`.
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsLayout()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// A fixed width for the segment; 0 lets the control size it.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = Swift.max(0, width)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Rebuilds the segments' content views and separators.
    private func segmentsDidChange() {
        if let pressed = pressedIndex, !segments.indices.contains(pressed) { pressedIndex = nil }
        for view in contentViews + separators { view.removeFromSuperview() }
        contentViews = segments.map { segment in
            let view: UIView
            if let image = segment.image {
                let imageView = UIImageView(image: image)
                imageView.contentMode = .center
                view = imageView
            } else {
                let label = UILabel()
                label.text = segment.title
                label.textAlignment = .center
                view = label
            }
            view.isUserInteractionEnabled = false
            addSubview(view)
            return view
        }
        separators = segments.dropFirst().map { _ in
            let separator = UIView()
            separator.isUserInteractionEnabled = false
            separator.backgroundColor = .opaqueSeparator
            insertSubview(separator, aboveSubview: track)
            return separator
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Size and layout

    private static var titleFont: UIFont { .systemFont(ofSize: fontSize) }
    /// Selected titles are semibold (DejaVu's bold stands in).
    private static var selectedTitleFont: UIFont { .systemFont(ofSize: fontSize, weight: .semibold) }

    /// The width a segment's content asks for: the semibold title (so selecting never clips
    /// it) or the image, with padding.
    private func contentWidth(of segment: Segment) -> CGFloat {
        let content: CGFloat
        if let image = segment.image {
            content = image.size.width
        } else {
            let text = segment.title ?? ""
            content = runtime.textMeasurer.size(of: text, font: Self.selectedTitleFont).width
        }
        return (content + 2 * Self.contentPadding).rounded(.up)
    }

    /// UIKit's natural size: equal segments as wide as the widest content (or each its own
    /// when apportioning), fixed widths as set, 32 pt high.
    open override var intrinsicContentSize: CGSize {
        let automatic = segments.filter { $0.width == 0 }.map(contentWidth(of:))
        let fixed = segments.map(\.width).reduce(0, +)
        let flexible =
            apportionsSegmentWidthsByContent
            ? automatic.reduce(0, +) : CGFloat(automatic.count) * (automatic.max() ?? 0)
        return CGSize(width: fixed + flexible, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' widths in `total`: fixed ones as set, the rest sharing what is left equally
    /// or, when apportioning, in proportion to their content.
    private func segmentWidths(in total: CGFloat) -> [CGFloat] {
        let fixed = segments.map(\.width).reduce(0, +)
        let left = Swift.max(0, total - fixed)
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let weights = automatic.map { apportionsSegmentWidthsByContent ? contentWidth(of: segments[$0]) : 1 }
        let sum = weights.reduce(0, +)
        var widths = segments.map(\.width)
        for (index, weight) in zip(automatic, weights) {
            widths[index] = sum > 0 ? left * weight / sum : left / CGFloat(automatic.count)
        }
        return widths
    }

    /// Each segment's rectangle in the bounds.
    private func segmentFrames() -> [CGRect] {
        var x = bounds.minX
        return segmentWidths(in: bounds.width).map { width in
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment under `point`, if any.
    private func segment(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return segmentFrames().lastIndex { $0.minX <= point.x }
    }

    /// The selection drawn: none when momentary.
    private var shownSelection: Int? {
        isMomentary || storedSelectedIndex == Self.noSegment ? nil : storedSelectedIndex
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        let frames = segmentFrames()
        track.frame = bounds
        let plate = { (index: Int) in frames[index].insetBy(dx: Self.plateInset, dy: Self.plateInset) }
        if let selected = shownSelection {
            selectedPlate.frame = plate(selected)
        }
        selectedPlate.isHidden = shownSelection == nil
        let pressed = pressedIndex.flatMap { $0 == shownSelection ? nil : $0 }
        if let pressed { pressedPlate.frame = plate(pressed) }
        pressedPlate.isHidden = pressed == nil
        for (index, view) in contentViews.enumerated() {
            view.frame = frames[index]
            let enabled = isEnabled && segments[index].isEnabled
            if let label = view as? UILabel {
                label.font = index == shownSelection ? Self.selectedTitleFont : Self.titleFont
                label.textColor = enabled ? .label : .tertiaryLabel
            } else {
                view.alpha = enabled ? 1 : 0.3
            }
        }
        // A separator shows only between two segments that are neither selected nor pressed.
        for (index, separator) in separators.enumerated() {
            let x = frames[index].maxX
            separator.frame = CGRect(
                x: (x - 0.5).rounded(.down), y: bounds.midY - Self.separatorHeight / 2, width: 1,
                height: Self.separatorHeight)
            let neighbours = [index, index + 1]
            separator.isHidden = neighbours.contains { $0 == shownSelection || $0 == pressed }
        }
    }

    private func applyColors() {
        track.backgroundColor = .tertiarySystemFill
        pressedPlate.backgroundColor = .tertiarySystemFill
        selectedPlate.backgroundColor = selectedSegmentTintColor ?? Self.defaultPlateColor
    }

    override func stateDidChange() {
        super.stateDidChange()
        setNeedsLayout()
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    // MARK: Touches and keys

    /// A touch on a disabled segment does not track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segment(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        press(index)
        return true
    }

    /// The pressed segment follows the touch across enabled segments.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = segment(at: touch.location(in: self))
        press(index.flatMap { segments[$0].isEnabled ? $0 : nil })
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let index = touch.flatMap { segment(at: $0.location(in: self)) }
        press(nil)
        if let index, segments[index].isEnabled { userPick(index) }
    }

    open override func cancelTracking(with event: UIEvent?) { press(nil) }

    private func press(_ index: Int?) {
        guard index != pressedIndex else { return }
        pressedIndex = index
        UIView.performWithoutAnimation { layoutParts() }
    }

    /// Left and Right pick the nearest enabled segment that way.
    override func performKey(_ key: UIKey) -> Bool {
        let step: Int
        switch key.keyCode {
        case .keyboardLeftArrow: step = -1
        case .keyboardRightArrow: step = 1
        default: return false
        }
        var index = storedSelectedIndex == Self.noSegment ? (step > 0 ? -1 : segments.count) : storedSelectedIndex
        repeat { index += step } while segments.indices.contains(index) && !segments[index].isEnabled
        if segments.indices.contains(index) { userPick(index) }
        return true
    }

    /// The user picked `index`: the plate slides there and the segment's action and then
    /// `.valueChanged` are sent, when the selection changed (always when momentary).
    private func userPick(_ index: Int) {
        if isMomentary {
            let previous = storedSelectedIndex
            storedSelectedIndex = index
            sendPickActions(index)
            storedSelectedIndex = previous
            return
        }
        guard index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.allowUserInteraction]) {
            self.layoutParts()
        }
        sendPickActions(index)
    }

    private func sendPickActions(_ index: Int) {
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }
}

import Foundation

/// A button with a title per control state. A `.system` button draws its title in the tint
/// colour and dims it while pressed; a `.custom` one uses the colours set per state.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton)
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A button's built-in style, chosen at creation: `.system`, `.custom`, and the info, add and close buttons.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static var roundedRect: ButtonType { .system }
    }

    public private(set) var buttonType: ButtonType = .custom
    /// The label showing the current title (created with the button, as UIKit does lazily).
    public private(set) var titleLabel: UILabel?

    private var titles: [State.RawValue: String] = [:]
    private var titleColors: [State.RawValue: UIColor] = [:]

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateTitle()
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        buttonType = .system
        updateTitle()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

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
        let label = UILabel(frame: bounds)
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 17)
        // UIButton's title label keeps both ends of a title too long for it: "Chan…ease".
        label.lineBreakMode = .byTruncatingMiddle
        titleLabel = label
        addSubview(label)
        updateTitle()
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The current title, unless a label was assigned (UIKit's default for a button).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] { return color }
        return buttonType == .system ? (state.contains(.disabled) ? .systemGray : .tintColor) : .white
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    override func stateDidChange() {
        super.stateDidChange()
        updateTitle()
    }

    private func updateTitle() {
        guard let titleLabel else { return }
        let changed = titleLabel.text != currentTitle
        titleLabel.text = currentTitle
        if changed { invalidateIntrinsicContentSize() }
        var color = currentTitleColor
        // A system button fades its title while pressed unless a highlighted colour is set.
        if buttonType == .system, isHighlighted, titleColors[State.highlighted.rawValue] == nil {
            color = color.withAlphaComponent(0.2)
        }
        titleLabel.textColor = color
    }

    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel?.frame = bounds
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = titleLabel?.intrinsicContentSize ?? .zero
        return CGSize(width: max(0, text.width) + 16, height: max(0, text.height) + 12)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

import Foundation

/// The row of tabs at the bottom of a tab bar controller: each item's image and title, the
/// selected one in the tint colour, badges in red.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitabbar)
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemDisplay {
    package static let height: CGFloat = 49

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .barBackground
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var items: [UITabBarItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        let previous = itemList
        itemList = items
        relink(from: previous, to: items)
    }
    open var selectedItem: UITabBarItem? { didSet { if selectedItem !== oldValue { itemDidChange() } } }
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? .barBackground }
    }

    /// A tap on the tab at an index (the tab bar controller selects it).
    var onSelect: ((Int) -> Void)?
    private var itemList: [UITabBarItem]?
    private let separator = UIView()
    /// One control per item, in order.
    private(set) var buttons: [UIControl] = []
    private var needsRebuild = true

    func itemDidChange() {
        needsRebuild = true
        setNeedsLayout()
        layoutIfNeeded()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsRebuild { rebuild() }
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        guard !buttons.isEmpty else { return }
        // The items share the safe width (a phone's notch held sideways), as on iOS.
        let across = safeAreaInsets
        let width = max(0, bounds.width - across.left - across.right) / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: across.left + CGFloat(index) * width, y: 0, width: width, height: Self.height)
        }
    }

    private func rebuild() {
        needsRebuild = false
        for button in buttons { button.removeFromSuperview() }
        buttons = (itemList ?? []).enumerated().map { index, item in
            let control = TabButton(item: item, selected: item === selectedItem)
            control.addAction(UIAction { [weak self] _ in self?.onSelect?(index) }, for: .touchUpInside)
            addSubview(control)
            return control
        }
    }
}

/// One tab: image above title, and the badge.
@MainActor
private final class TabButton: UIControl {
    init(item: UITabBarItem, selected: Bool) {
        super.init(frame: CGRect(x: 0, y: 0, width: 80, height: UITabBar.height))
        let color: UIColor = selected ? .tintColor : .systemGray
        let image = UIImageView(image: (selected ? item.selectedImage : nil) ?? item.image)
        image.frame = CGRect(x: 0, y: 4, width: 26, height: 26)
        image.isUserInteractionEnabled = false
        // Without an image the title takes the place and a dot marks the tab.
        if image.image == nil {
            image.backgroundColor = color
            image.frame.size = CGSize(width: 8, height: 8)
            image.layer.cornerRadius = 4
        }
        icon = image
        title.text = item.title
        title.font = .systemFont(ofSize: 10, weight: selected ? .semibold : .regular)
        title.textColor = color
        title.textAlignment = .center
        addSubview(image)
        addSubview(title)
        if let badgeValue = item.badgeValue {
            badge.text = badgeValue
            badge.font = .systemFont(ofSize: 12)
            badge.textColor = .white
            badge.textAlignment = .center
            badge.backgroundColor = .systemRed
            badge.layer.cornerRadius = 9
            badge.clipsToBounds = true
            addSubview(badge)
        }
        isEnabled = item.isEnabled
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityLabel = item.accessibilityLabel ?? item.title
    }

    required init?(coder: NSCoder) { nil }

    private var icon = UIImageView()
    private let title = UILabel()
    private let badge = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        let iconSize = icon.bounds.size
        icon.frame.origin = CGPoint(x: (bounds.width - iconSize.width) / 2, y: 4 + (26 - iconSize.height) / 2)
        title.frame = CGRect(x: 0, y: 32, width: bounds.width, height: 14)
        let badgeWidth = max(18, (badge.intrinsicContentSize.width) + 10)
        badge.frame = CGRect(x: bounds.width / 2 + 6, y: 2, width: badgeWidth, height: 18)
    }
}

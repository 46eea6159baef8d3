import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle, its left
/// buttons or a back button titled for the item below, and its right buttons. Under the window's
/// status strip its background reaches up behind the strip and its content starts below it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uinavigationbar)
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemDisplay {
    /// Height of the bar's content, below any status strip.
    static let contentHeight: CGFloat = 44

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .barBackground
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        separator.backgroundColor = .separator
        addSubview(titleLabel)
        addSubview(separator)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The items of the stack, bottom first; the navigation controller keeps them in step.
    open var items: [UINavigationItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let previous = itemList
        itemList = items
        relink(from: previous, to: items)
    }
    open var topItem: UINavigationItem? { itemList?.last }
    open var backItem: UINavigationItem? {
        guard let items = itemList, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? .barBackground }
    }

    /// What the back button does (the navigation controller pops).
    var backAction: (() -> Void)?

    private var itemList: [UINavigationItem]?
    let titleLabel = UILabel()
    private let separator = UIView()
    /// The buttons showing now, each side's outermost first.
    private(set) var leftButtons: [UIButton] = []
    private(set) var rightButtons: [UIButton] = []
    private var needsRebuild = true

    func itemDidChange() {
        needsRebuild = true
        setNeedsLayout()
        layoutIfNeeded()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsRebuild { rebuild() }
        // Buttons and title keep to the safe area across (a phone's notch held sideways), as on
        // iOS; the bar's background still spans the whole width.
        let across = safeAreaInsets
        let content = CGRect(
            x: across.left, y: bounds.height - Self.contentHeight,
            width: max(0, bounds.width - across.left - across.right), height: Self.contentHeight)
        var left = content.minX + 8, right = content.maxX - 8
        for button in leftButtons {
            button.frame = CGRect(x: left, y: content.minY, width: button.bounds.width, height: content.height)
            left = button.frame.maxX + 8
        }
        for button in rightButtons {
            let width = button.bounds.width
            button.frame = CGRect(x: right - width, y: content.minY, width: width, height: content.height)
            right = button.frame.minX - 8
        }
        // The title stays centred in the bar, narrowed to clear the buttons.
        let half = max(0, min(content.midX - left, right - content.midX))
        titleLabel.frame = CGRect(x: content.midX - half, y: content.minY, width: 2 * half, height: content.height)
        separator.frame = CGRect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    }

    private func rebuild() {
        needsRebuild = false
        for button in leftButtons + rightButtons { button.removeFromSuperview() }
        leftButtons = []
        rightButtons = []
        guard let top = topItem else {
            titleLabel.text = nil
            return
        }
        titleLabel.text = top.title
        let leftItems = top.leftBarButtonItems ?? []
        let rightItems = top.rightBarButtonItems ?? []
        for item in leftItems + rightItems { item.display = self }
        if leftItems.isEmpty || top.leftItemsSupplementBackButton, let back = backItem, !top.hidesBackButton {
            leftButtons.append(backButton(for: back))
        }
        leftButtons += leftItems.map { $0.makeButton() }
        rightButtons = rightItems.map { $0.makeButton() }
        for button in leftButtons + rightButtons { addSubview(button) }
    }

    /// The back button to the item below: its `backBarButtonItem`'s title, else its
    /// `backButtonTitle`, else its title, else "Back".
    private func backButton(for back: UINavigationItem) -> UIButton {
        back.backBarButtonItem?.display = self
        let button = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.backAction?() })
        let backTitle = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        button.setTitle("‹ " + backTitle, for: .normal)
        // Spoken without the chevron, as UIKit's back button is.
        button.accessibilityLabel = backTitle
        button.sizeToFit()
        return button
    }
}

import Foundation

/// What an alert controller shows: the dimmed screen and, on it, the alert's box in the middle
/// (270 pt wide, title and message above its buttons: two side by side, more stacked with the
/// cancel action last) or the action sheet's two groups at the bottom (the header and actions,
/// then the cancel action apart), with iOS's metrics.
@MainActor
final class AlertView: UIView {
    /// Weak: an app may keep the view after releasing its controller.
    private weak var controller: UIAlertController?
    /// The box the content is in (the sheet's main group).
    let box = UIView()
    /// The action sheet's cancel group.
    private let cancelBox = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [(UIAlertAction, UIButton)] = []
    private var separators: [UIView] = []

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8
    static let cornerRadius: CGFloat = 14
    static let dimming = UIColor(white: 0, alpha: 0.2)
    static let boxColor = UIColor {
        $0.userInterfaceStyle == .dark ? UIColor(white: 0.17, alpha: 0.97) : UIColor(white: 0.97, alpha: 0.97)
    }

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = Self.dimming
        for group in [box, cancelBox] {
            group.backgroundColor = Self.boxColor
            group.layer.cornerRadius = Self.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        box.addSubview(titleLabel)
        box.addSubview(messageLabel)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in self?.tappedDimming(tap) })
        rebuild()
    }

    required init?(coder: NSCoder) { fatalError("an alert's view is made by its controller") }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    /// The buttons again, after an action was added or the preferred one changed.
    func rebuild() {
        for (_, button) in buttons { button.removeFromSuperview() }
        buttons = []
        for action in orderedActions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.controller?.choose(action) }, for: .touchUpInside)
            button.accessibilityLabel = action.title
            action.onChange = { [weak self] in self?.style(button, for: action) }
            style(button, for: action)
            (isSheet && action.style == .cancel ? cancelBox : box).addSubview(button)
            buttons.append((action, button))
        }
        setNeedsLayout()
    }

    /// Actions in the order iOS lays them out: a cancel action first when two sit side by side,
    /// last when they are stacked or apart in a sheet.
    private var orderedActions: [UIAlertAction] {
        let actions = controller?.actions ?? []
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return actions }
        let others = actions.filter { $0 !== cancel }
        return !isSheet && actions.count == 2 ? [cancel] + others : others + [cancel]
    }

    private func style(_ button: UIButton, for action: UIAlertAction) {
        let bold =
            action === controller?.preferredAction || (controller?.preferredAction == nil && action.style == .cancel)
        let size: CGFloat = isSheet ? 20 : 17
        button.titleLabel?.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        button.setTitleColor(action.style == .destructive ? .systemRed : .systemBlue, for: .normal)
        button.isEnabled = action.isEnabled
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.text = controller?.title
        messageLabel.text = controller?.message
        let hasTitle = !(controller?.title ?? "").isEmpty, hasMessage = !(controller?.message ?? "").isEmpty
        titleLabel.font = isSheet ? .boldSystemFont(ofSize: 13) : .boldSystemFont(ofSize: 17)
        titleLabel.textColor = isSheet ? .secondaryLabel : .label
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = isSheet ? .secondaryLabel : .label
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        let width = isSheet ? max(0, bounds.width - 2 * Self.sheetMargin) : Self.alertWidth
        // The header: title, then message, 16 pt in from the sides.
        var y: CGFloat = hasTitle || hasMessage ? (isSheet ? 14 : 19) : 0
        let textWidth = width - 32
        for (label, shown) in [(titleLabel, hasTitle), (messageLabel, hasMessage)] {
            label.isHidden = !shown
            guard shown else { continue }
            let height = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
            label.frame = CGRect(x: 16, y: y, width: textWidth, height: height)
            y = label.frame.maxY + (label === titleLabel && hasMessage ? 3 : 0)
        }
        if hasTitle || hasMessage { y += isSheet ? 14 : 19 }
        let main = buttons.filter { !(isSheet && $0.0.style == .cancel) }
        let buttonHeight = isSheet ? Self.sheetButtonHeight : Self.alertButtonHeight
        if !isSheet && main.count == 2 {
            addSeparator(in: box, CGRect(x: 0, y: y, width: width, height: 0.5))
            main[0].1.frame = CGRect(x: 0, y: y, width: width / 2, height: buttonHeight)
            main[1].1.frame = CGRect(x: width / 2, y: y, width: width / 2, height: buttonHeight)
            addSeparator(in: box, CGRect(x: width / 2, y: y, width: 0.5, height: buttonHeight))
            y += buttonHeight
        } else {
            for (index, (_, button)) in main.enumerated() {
                if index > 0 || hasTitle || hasMessage {
                    addSeparator(in: box, CGRect(x: 0, y: y, width: width, height: 0.5))
                }
                button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        let safe = safeAreaInsets
        if isSheet {
            let cancel = buttons.first { $0.0.style == .cancel }?.1
            cancelBox.isHidden = cancel == nil
            var bottom = bounds.height - max(safe.bottom, Self.sheetMargin)
            if let cancel {
                cancelBox.frame = CGRect(
                    x: Self.sheetMargin, y: bottom - Self.sheetButtonHeight, width: width,
                    height: Self.sheetButtonHeight)
                cancel.frame = cancelBox.bounds
                bottom = cancelBox.frame.minY - Self.sheetMargin
            }
            box.frame = CGRect(x: Self.sheetMargin, y: bottom - y, width: width, height: y)
        } else {
            cancelBox.isHidden = true
            box.frame = CGRect(
                x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - y) / 2).rounded(), width: width,
                height: y)
        }
    }

    private func addSeparator(in group: UIView, _ frame: CGRect) {
        let separator = UIView(frame: frame)
        separator.backgroundColor = .separator
        group.addSubview(separator)
        separators.append(separator)
    }

    private func tappedDimming(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: self)
        if !box.frame.contains(point) && (cancelBox.isHidden || !cancelBox.frame.contains(point)) {
            controller?.tappedOutside()
        }
    }
}

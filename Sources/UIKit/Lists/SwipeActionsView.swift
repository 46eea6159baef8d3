import Foundation

/// The buttons behind a swiped row: one per action, in the action's colour with its title in
/// white, the first action nearest the edge the row was swiped from. As the row opens further
/// than the buttons need, they widen in proportion, as iOS's do.
@MainActor
final class SwipeActionsView: UIView {
    let actions: [UIContextualAction]
    let edge: SwipeState.Edge
    private(set) var buttons: [UIView] = []
    private var widths: [CGFloat] = []
    var onTap: ((UIContextualAction, UIView) -> Void)?
    /// How much of the row the buttons take now.
    var reveal: CGFloat = 0 { didSet { setNeedsLayout() } }

    static let minimumButtonWidth: CGFloat = 74
    static let titlePadding: CGFloat = 15

    init(actions: [UIContextualAction], edge: SwipeState.Edge) {
        self.actions = actions
        self.edge = edge
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            button.accessibilityLabel = action.title
            let label = UILabel()
            label.text = action.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 15, weight: .medium)
            label.textAlignment = .center
            button.addSubview(label)
            let textWidth = label.sizeThatFits(CGSize(width: 1000, height: 100)).width
            widths.append(max(Self.minimumButtonWidth, textWidth + 2 * Self.titlePadding))
            button.addGestureRecognizer(
                UITapGestureRecognizer { [weak self, weak button] _ in
                    guard let self, let button else { return }
                    self.onTap?(action, button)
                })
            addSubview(button)
            buttons.append(button)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The width the buttons take when the row is simply open.
    var naturalWidth: CGFloat { widths.reduce(0, +) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = naturalWidth > 0 ? reveal / naturalWidth : 0
        var offset: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            let width = widths[index] * scale
            let x = edge == .trailing ? bounds.width - offset - width : offset
            button.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if let label = button.subviews.first {
                // The title stays the natural button's width, centred, and is clipped as it opens.
                label.frame = CGRect(x: (width - widths[index]) / 2, y: 0, width: widths[index], height: bounds.height)
            }
            button.clipsToBounds = true
            offset += width
        }
    }
}

import Foundation

/// The reorder grip at the trailing side of an editing row: three grey horizontal lines
/// (Apple's table view guide: "a stack of horizontal lines"). The table starts a row's move
/// from a drag that begins in it (`UITableViewCell.reorderControlFrame`).
final class CellReorderControl: UIView {
    private let lines = [UIView(), UIView(), UIView()]

    override init(frame: CGRect) {
        super.init(frame: frame)
        for line in lines {
            line.backgroundColor = .tertiaryLabel
            line.isUserInteractionEnabled = false
            addSubview(line)
        }
        accessibilityLabel = "Reorder"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width: CGFloat = 18, thickness: CGFloat = 2, spacing: CGFloat = 5
        let top = ((bounds.height - 2 * spacing - thickness) / 2).rounded(.down)
        for (index, line) in lines.enumerated() {
            line.frame = CGRect(
                x: ((bounds.width - width) / 2).rounded(.down), y: top + CGFloat(index) * spacing, width: width,
                height: thickness)
        }
    }
}

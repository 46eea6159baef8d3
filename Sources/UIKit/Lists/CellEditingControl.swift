import Foundation

/// The control at the leading side of an editing row: a 22 pt circle, red with a white minus
/// to delete, green with a white plus to insert (Apple's table view guide, "editing control").
final class CellEditingControl: UIControl {
    static let diameter: CGFloat = 22
    private let circle = UIView()
    private let horizontal = UIView()
    private let vertical = UIView()

    var style = UITableViewCell.EditingStyle.delete { didSet { if style != oldValue { applyStyle() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [circle, horizontal, vertical] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        circle.layer.cornerRadius = Self.diameter / 2
        horizontal.backgroundColor = .white
        vertical.backgroundColor = .white
        horizontal.layer.cornerRadius = 1
        vertical.layer.cornerRadius = 1
        applyStyle()
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    private func applyStyle() {
        circle.backgroundColor = style == .insert ? .systemGreen : .systemRed
        vertical.isHidden = style != .insert
        accessibilityLabel = style == .insert ? "Insert" : "Delete"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let d = Self.diameter
        circle.frame = CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
        let bar: CGFloat = 12, thickness: CGFloat = 2
        horizontal.frame = CGRect(
            x: circle.frame.midX - bar / 2, y: circle.frame.midY - thickness / 2, width: bar, height: thickness)
        vertical.frame = CGRect(
            x: circle.frame.midX - thickness / 2, y: circle.frame.midY - bar / 2, width: thickness, height: bar)
    }

    /// A larger target than the circle, as a finger needs.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

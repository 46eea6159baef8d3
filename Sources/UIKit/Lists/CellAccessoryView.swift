import Foundation

/// A standard accessory drawn from views the compositor draws well: the disclosure chevron as
/// two rounded 2 pt strokes meeting at a point (tertiary label grey), the checkmark as a short
/// and a long stroke in the tint colour, and the info button as a tinted ring around an "i".
/// The info button is a control: a tap on it (not on the row) reaches `buttonTapped`.
final class CellAccessoryView: UIControl {
    let type: UITableViewCell.AccessoryType
    /// Set by the cell: runs when the info button is tapped.
    var buttonTapped: (() -> Void)?

    static let chevronSize = CGSize(width: 8, height: 14)
    static let checkmarkSize = CGSize(width: 14, height: 13)
    static let infoDiameter: CGFloat = 22
    static let infoToChevron: CGFloat = 12
    static let stroke: CGFloat = 2

    private var strokes: [UIView] = []
    private var ring: UIView?
    private var letter: UILabel?

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        switch type {
        case .none: break
        case .disclosureIndicator: addChevron(at: .zero)
        case .checkmark: addCheckmark()
        case .detailButton: addInfo(at: .zero)
        case .detailDisclosureButton:
            addInfo(at: .zero)
            addChevron(
                at: CGPoint(
                    x: Self.infoDiameter + Self.infoToChevron, y: (Self.infoDiameter - Self.chevronSize.height) / 2))
        }
        isUserInteractionEnabled = type == .detailButton || type == .detailDisclosureButton
        addAction(UIAction { [weak self] _ in self?.buttonTapped?() }, for: .touchUpInside)
        frame.size = sizeThatFits(.zero)
    }

    required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: Self.chevronSize
        case .checkmark: Self.checkmarkSize
        case .detailButton: CGSize(width: Self.infoDiameter, height: Self.infoDiameter)
        case .detailDisclosureButton:
            CGSize(width: Self.infoDiameter + Self.infoToChevron + Self.chevronSize.width, height: Self.infoDiameter)
        }
    }

    /// A rounded stroke from `start` to `end`: a thin bar turned to the line's angle.
    private func addStroke(from start: CGPoint, to end: CGPoint, color: UIColor) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot() + Self.stroke
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: length, height: Self.stroke))
        bar.center = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        bar.transform = CGAffineTransform(rotationAngle: atan2(dy, dx))
        bar.backgroundColor = color
        bar.layer.cornerRadius = Self.stroke / 2
        bar.isUserInteractionEnabled = false
        strokes.append(bar)
        addSubview(bar)
    }

    private func addChevron(at origin: CGPoint) {
        let inset = Self.stroke / 2 + 0.5
        let w = Self.chevronSize.width, h = Self.chevronSize.height
        let tip = CGPoint(x: origin.x + w - inset, y: origin.y + h / 2)
        addStroke(from: CGPoint(x: origin.x + inset, y: origin.y + inset), to: tip, color: .tertiaryLabel)
        addStroke(from: CGPoint(x: origin.x + inset, y: origin.y + h - inset), to: tip, color: .tertiaryLabel)
    }

    private func addCheckmark() {
        let corner = CGPoint(x: 5, y: 11.5)
        addStroke(from: CGPoint(x: 1.5, y: 7.5), to: corner, color: .tintColor)
        addStroke(from: corner, to: CGPoint(x: 12.5, y: 1.5), color: .tintColor)
    }

    private func addInfo(at origin: CGPoint) {
        let d = Self.infoDiameter
        let ring = UIView(frame: CGRect(x: origin.x, y: origin.y, width: d, height: d))
        ring.layer.cornerRadius = d / 2
        ring.layer.borderWidth = 1.5
        ring.layer.borderColor = UIColor.tintColor.cgColor
        ring.isUserInteractionEnabled = false
        let letter = UILabel(frame: ring.frame)
        letter.text = "i"
        letter.font = .systemFont(ofSize: 15, weight: .bold)
        letter.textColor = .tintColor
        letter.textAlignment = .center
        addSubview(ring)
        addSubview(letter)
        self.ring = ring
        self.letter = letter
        accessibilityLabel = "More Info"
    }

    /// The ring's colour follows light and dark (a layer colour does not resolve by itself).
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        ring?.layer.borderColor = UIColor.tintColor.resolvedColor(with: traitCollection).cgColor
    }
}

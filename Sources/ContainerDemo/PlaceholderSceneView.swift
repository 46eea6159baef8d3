import UIKit

/// The skeleton's scene in UIKit views: a row of swatches (one turned by an affine transform),
/// a rounded card with a border and labels, a button that recolours the swatches, a
/// half-transparent group and a card turned in perspective. Laid out for any window size.
final class PlaceholderSceneView: UIView {
    static let palettes: [[UIColor]] = [
        [.systemRed, .systemOrange, .systemGreen, .systemBlue],
        [.systemPurple, .systemPink, .systemTeal, .systemIndigo],
    ]

    let swatches: [UIView] = (0..<4).map { _ in UIView() }
    let card = UIView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let recolourButton = UIButton(type: .system)
    let group = UIView()
    let turnedCard = UIView()
    private(set) var paletteIndex = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        swatches.forEach(addSubview)
        applyPalette()

        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemBlue.cgColor
        card.clipsToBounds = true
        titleLabel.text = "UIKit containment on Linux"
        titleLabel.font = .boldSystemFont(ofSize: 26)
        titleLabel.textAlignment = .center
        subtitleLabel.text = "UIView · UILabel · UIButton · pixman · SDL2"
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.textAlignment = .center
        card.addSubview(titleLabel)
        card.addSubview(subtitleLabel)
        addSubview(card)

        recolourButton.setTitle("Change colours", for: .normal)
        recolourButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        recolourButton.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        recolourButton.layer.cornerRadius = 10
        recolourButton.addAction(UIAction { [unowned self] _ in self.nextPalette() }, for: .primaryActionTriggered)
        addSubview(recolourButton)

        // Group opacity: where the squares overlap only the top one shows, as on iOS.
        group.alpha = 0.5
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        back.backgroundColor = .systemRed
        let front = UIView(frame: CGRect(x: 70, y: 20, width: 120, height: 120))
        front.backgroundColor = .systemBlue
        group.addSubview(back)
        group.addSubview(front)
        addSubview(group)

        // A card turned 40° about the y axis with perspective, as a flip shows it mid-way.
        turnedCard.backgroundColor = .systemIndigo
        turnedCard.layer.cornerRadius = 12
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        turnedCard.layer.transform = CATransform3DRotate(perspective, 40 * .pi / 180, 0, 1, 0)
        let caption = UILabel(frame: CGRect(x: 0, y: 0, width: 220, height: 150))
        caption.text = "Flip"
        caption.font = .boldSystemFont(ofSize: 34)
        caption.textColor = .white
        caption.textAlignment = .center
        turnedCard.addSubview(caption)
        addSubview(turnedCard)
    }

    required init?(coder: NSCoder) { nil }

    func nextPalette() {
        paletteIndex = (paletteIndex + 1) % Self.palettes.count
        applyPalette()
    }

    private func applyPalette() {
        for (swatch, colour) in zip(swatches, Self.palettes[paletteIndex]) { swatch.backgroundColor = colour }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        let side = min(90, w / 10)
        for (index, swatch) in swatches.enumerated() {
            swatch.transform = .identity
            swatch.frame = CGRect(x: w * 0.08 + CGFloat(index) * (side + 20), y: h * 0.08, width: side, height: side)
        }
        swatches.last?.transform = CGAffineTransform(rotationAngle: 12 * .pi / 180)
        card.frame = CGRect(x: w * 0.08, y: h * 0.08 + side + 30, width: min(520, w * 0.84), height: 120)
        titleLabel.frame = CGRect(x: 16, y: 18, width: card.bounds.width - 32, height: 40)
        subtitleLabel.frame = CGRect(x: 16, y: 64, width: card.bounds.width - 32, height: 30)
        recolourButton.frame = CGRect(x: card.frame.maxX - 180, y: card.frame.maxY + 16, width: 180, height: 44)
        group.frame = CGRect(x: w * 0.08, y: h * 0.58, width: 200, height: 140)
        turnedCard.bounds = CGRect(x: 0, y: 0, width: 220, height: 150)
        turnedCard.center = CGPoint(x: w * 0.56 + 110, y: h * 0.56 + 75)
    }
}

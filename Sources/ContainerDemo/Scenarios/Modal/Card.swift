import UIKit

extension Modal {
    /// The seed container's card: 280 × 180, centred by the container.
    final class Card: UIViewController {
        init() {
            super.init(nibName: nil, bundle: nil)
            title = "card"
        }

        required init?(coder: NSCoder) { nil }

        override func loadView() {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 280, height: 180))
            card.backgroundColor = .white
            card.layer.cornerRadius = 16
            let title = DemoStyle.label("A seed 000 card", size: 20, bold: true)
            title.frame = CGRect(x: 0, y: 50, width: 280, height: 28)
            let hint = DemoStyle.label("Tap outside to dismiss", size: 14, colour: .secondaryLabel)
            hint.frame = CGRect(x: 0, y: 96, width: 280, height: 20)
            card.addSubview(title)
            card.addSubview(hint)
            view = card
        }
    }
}

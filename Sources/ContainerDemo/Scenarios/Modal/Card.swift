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
            let hint = DemoStyle.label("Tap outside to dismiss", size: 14, colour: .secondaryLabel)
            for label in [title, hint] {
                label.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(label)
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor).isActive = true
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor).isActive = true
            }
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 50),
                title.heightAnchor.constraint(equalToConstant: 28),
                hint.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 18),
                hint.heightAnchor.constraint(equalToConstant: 20),
            ])
            view = card
        }
    }
}

import UIKit
import SeedContainers

/// The Modal tab: seed 000's SimpleModalContainerController presenting a card over a dimmed
/// background (tap the background to dismiss), and UIKit's `present` with each transition style.
@MainActor
enum Modal {
    static func make() -> Menu {
        let menu = Menu()
        menu.tabBarItem = UITabBarItem(title: "Modal", image: nil, tag: 3)
        return menu
    }

    static let styles: [(name: String, style: UIModalTransitionStyle, colour: UIColor)] = [
        ("Cover vertical", .coverVertical, .systemIndigo),
        ("Flip horizontal", .flipHorizontal, .systemTeal),
        ("Cross dissolve", .crossDissolve, .systemPink),
    ]

    /// The menu is the seed's container itself: the card lands on top of its view. Its
    /// orientations are the seed base class's rule (every child must agree).
    final class Menu: SimpleModalContainerController {
        private let heading = DemoStyle.label("Modal presentation", size: 22, bold: true)
        private lazy var buttons: [UIButton] = [
            DemoStyle.button("Seed modal card") { [unowned self] in
                presentSimpleModalViewController(Card(), animated: true)
            },
        ] + Modal.styles.map { entry in
            DemoStyle.button("Present: \(entry.name)") { [unowned self] in
                let sheet = Sheet(name: entry.name, colour: entry.colour)
                sheet.modalTransitionStyle = entry.style
                present(sheet, animated: true)
            }
        }

        init() {
            super.init(nibName: nil, bundle: nil)
            title = "Modal"
        }

        required init?(coder: NSCoder) { nil }

        override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            view.addSubview(heading)
            buttons.forEach(view.addSubview)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let bounds = view.bounds
            heading.frame = CGRect(x: 0, y: DemoStyle.statusStrip + 24, width: bounds.width, height: 30)
            DemoStyle.stack(buttons, in: bounds, from: DemoStyle.statusStrip + 84)
        }
    }

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

    /// A full-screen presented controller in its style's colour, with a Dismiss button.
    final class Sheet: UIViewController {
        private let colour: UIColor
        private let heading: UILabel
        private lazy var dismissButton = DemoStyle.button("Dismiss") { [unowned self] in dismiss(animated: true) }

        init(name: String, colour: UIColor) {
            self.colour = colour
            heading = DemoStyle.label(name, size: 26, bold: true, colour: .white)
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        required init?(coder: NSCoder) { nil }

        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = colour
            view.addSubview(heading)
            view.addSubview(dismissButton)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let bounds = view.bounds
            heading.frame = CGRect(x: 0, y: bounds.midY - 60, width: bounds.width, height: 34)
            DemoStyle.stack([dismissButton], in: bounds, from: bounds.midY)
        }
    }
}

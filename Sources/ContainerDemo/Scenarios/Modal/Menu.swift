import UIKit
import SeedContainers

extension Modal {
    /// The menu is the seed's container itself: the seed's card lands on top of its view; UIKit's
    /// presentations, a custom card (a UIPresentationController dismissed by dragging it down)
    /// and a sheet with detents come from its buttons. Its
    /// orientations are the seed base class's rule (every child must agree).
    final class Menu: SimpleModalContainerController {
        private let heading = DemoStyle.label("Modal presentation", size: 22, bold: true)
        private lazy var buttons: [UIButton] =
            [
                DemoStyle.button("Seed modal card") { [unowned self] in
                    presentSimpleModalViewController(Card(), animated: true)
                }
            ]
            + Modal.styles.map { entry in
                DemoStyle.button("Present: \(entry.name)") { [unowned self] in
                    let sheet = Sheet(name: entry.name, colour: entry.colour)
                    sheet.modalTransitionStyle = entry.style
                    present(sheet, animated: true)
                }
            }
            + [
                DemoStyle.button("Custom card (drag down)") { [unowned self] in present(CustomCard(), animated: true) },
                DemoStyle.button("Sheet with detents") { [unowned self] in
                    let sheet = Sheet(name: "Sheet", colour: .systemTeal)
                    sheet.modalPresentationStyle = .pageSheet
                    if let controller = sheet.sheetPresentationController {
                        controller.detents = [.medium(), .large()]
                        controller.prefersGrabberVisible = true
                    }
                    present(sheet, animated: true)
                },
            ]

        init() {
            super.init(nibName: nil, bundle: nil)
            title = "Modal"
        }

        required init?(coder: NSCoder) { nil }

        override var preferredStatusBarStyle: UIStatusBarStyle { DemoStyle.statusBarStyle(for: traitCollection) }

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
            let top = DemoStyle.statusStrip + 84
            guard bounds.width > bounds.height else { return DemoStyle.stack(buttons, in: bounds, from: top) }
            // Landscape: two columns, so every button stays above the tab bar.
            let half = (buttons.count + 1) / 2
            var left = bounds, right = bounds
            left.size.width /= 2
            right.size.width /= 2
            right.origin.x += left.width
            DemoStyle.stack(Array(buttons[..<half]), in: left, from: top)
            DemoStyle.stack(Array(buttons[half...]), in: right, from: top)
        }
    }
}

import UIKit

extension Modal {
    /// The content of the custom card presentation: it keeps its transitioning delegate (the
    /// property is weak, as in UIKit) and lets the delegate's drag dismiss it.
    final class CustomCard: UIViewController {
        private let transitioning = CardTransitioning()
        private let heading = DemoStyle.label("Custom card", size: 24, bold: true, colour: .white)
        private let hint = DemoStyle.label("Drag down to dismiss, or tap outside", size: 15, colour: .white)

        init() {
            super.init(nibName: nil, bundle: nil)
            title = "Custom card"
            modalPresentationStyle = .custom
            transitioningDelegate = transitioning
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemIndigo
            view.addSubview(heading)
            view.addSubview(hint)
            transitioning.interaction.attach(to: self)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let width = view.bounds.width
            heading.frame = CGRect(x: 0, y: 36, width: width, height: 30)
            hint.frame = CGRect(x: 0, y: 76, width: width, height: 22)
        }
    }
}

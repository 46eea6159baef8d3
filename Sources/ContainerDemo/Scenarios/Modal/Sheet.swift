import UIKit

extension Modal {
    /// A full-screen presented controller in its style's colour, with a Dismiss button; under a
    /// partial curl both sit low, in the part the curled page leaves uncovered.
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
            let top = modalTransitionStyle == .partialCurl ? bounds.maxY - 170 : bounds.midY - 60
            heading.frame = CGRect(x: 0, y: top, width: bounds.width, height: 34)
            DemoStyle.stack([dismissButton], in: bounds, from: top + 60)
        }
    }
}

import UIKit

extension Cycle {
    /// One page: a number on a colour.
    final class Page: UIViewController {
        let number: Int
        private let numberLabel: UILabel

        init(number: Int) {
            self.number = number
            numberLabel = DemoStyle.label("Page \(number)", size: 40, bold: true, colour: .white)
            super.init(nibName: nil, bundle: nil)
            title = "\(number)"
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = DemoStyle.palette[(number + 3) % DemoStyle.palette.count]
            view.layer.cornerRadius = 12
            view.addSubview(numberLabel)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            numberLabel.frame = CGRect(x: 0, y: view.bounds.midY - 25, width: view.bounds.width, height: 50)
        }
    }
}

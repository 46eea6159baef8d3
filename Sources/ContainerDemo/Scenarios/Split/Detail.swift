import UIKit

extension Split {
    final class Detail: UIViewController {
        let item: Int
        private let heading: UILabel

        init(item: Int) {
            self.item = item
            heading = DemoStyle.label(Split.items[item].name, size: 40, bold: true, colour: .white)
            super.init(nibName: nil, bundle: nil)
            title = Split.items[item].name
        }

        required init?(coder: NSCoder) { nil }

        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = Split.items[item].colour
            view.addSubview(heading)
            heading.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                heading.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                heading.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                heading.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                heading.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
    }
}

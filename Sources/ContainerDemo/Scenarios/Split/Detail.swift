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
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            heading.frame = CGRect(x: 0, y: view.bounds.midY - 25, width: view.bounds.width, height: 50)
        }
    }
}

import UIKit

extension Split {
    final class List: UIViewController {
        private let heading = DemoStyle.label("Colours", size: 22, bold: true)
        private lazy var rows: [UIButton] = Split.items.indices.map { index in
            let row = DemoStyle.button(Split.items[index].name) { [unowned self] in
                splitViewController?.showDetailViewController(Detail(item: index), sender: self)
            }
            row.backgroundColor = Split.items[index].colour
            return row
        }

        init() {
            super.init(nibName: nil, bundle: nil)
            title = "list"
        }

        required init?(coder: NSCoder) { nil }

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .secondarySystemBackground
            view.addSubview(heading)
            rows.forEach(view.addSubview)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let bounds = view.bounds
            heading.frame = CGRect(x: 0, y: DemoStyle.statusStrip + 12, width: bounds.width, height: 30)
            DemoStyle.stack(rows, in: bounds, from: DemoStyle.statusStrip + 60)
        }
    }
}

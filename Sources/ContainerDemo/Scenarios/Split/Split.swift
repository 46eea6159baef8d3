import UIKit

/// The Split tab: a list of colours beside their detail when the window is at least 700 pt
/// wide; narrower, the split collapses to the detail and ☰ lays the list over it.
@MainActor
enum Split {
    static let items: [(name: String, colour: UIColor)] = [
        ("Blue", .systemBlue), ("Green", .systemGreen), ("Orange", .systemOrange), ("Purple", .systemPurple), ("Teal", .systemTeal),
    ]

    static func make() -> UISplitViewController {
        let split = UISplitViewController()
        split.title = "Split"
        split.viewControllers = [List(), Detail(item: 0)]
        split.tabBarItem = UITabBarItem(title: "Split", image: nil, tag: 5)
        return split
    }

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

import UIKit

/// The Navigation tab: numbered, coloured controllers pushed and popped with the navigation
/// controller's slide; the first also pushes a long list.
@MainActor
enum Navigation {
    static func make() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: Numbered(number: 1))
        navigation.title = "Navigation"
        navigation.tabBarItem = UITabBarItem(title: "Navigation", image: nil, tag: 1)
        return navigation
    }

    /// One level of the stack: its number in large type on its own colour.
    final class Numbered: UIViewController {
        let number: Int
        private let numberLabel: UILabel
        private lazy var pushButton = DemoStyle.button("Push \(number + 1)") { [unowned self] in
            navigationController?.pushViewController(Numbered(number: number + 1), animated: true)
        }
        private lazy var popButton = DemoStyle.button("Pop to root") { [unowned self] in
            _ = navigationController?.popToRootViewController(animated: true)
        }
        private lazy var listButton = DemoStyle.button("Long list") { [unowned self] in
            navigationController?.pushViewController(LongList(), animated: true)
        }

        init(number: Int) {
            self.number = number
            numberLabel = DemoStyle.label("\(number)", size: 96, bold: true, colour: .white)
            super.init(nibName: nil, bundle: nil)
            title = "\(number)"
        }

        required init?(coder: NSCoder) { nil }

        override var preferredStatusBarStyle: UIStatusBarStyle { DemoStyle.statusBarStyle(for: traitCollection) }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = DemoStyle.palette[(number - 1) % DemoStyle.palette.count]
            view.addSubview(numberLabel)
            view.addSubview(pushButton)
            view.addSubview(number > 1 ? popButton : listButton)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let bounds = view.bounds
            numberLabel.frame = CGRect(x: 0, y: bounds.midY - 110, width: bounds.width, height: 110)
            DemoStyle.stack([pushButton, number > 1 ? popButton : listButton], in: bounds, from: bounds.midY + 20)
        }
    }
}

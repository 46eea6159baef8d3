import UIKit

extension Pages {
    /// The book: a UIPageViewController as a child under a bar with ‹ ›, which turn a page in
    /// code (`setViewControllers(_:direction:animated:completion:)`), and a Curl | Scroll switch,
    /// which makes the page view controller again in the other style at the same page (the
    /// style is fixed when one is made, as in UIKit). Data source and delegate of the pages.
    final class Book: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        static let barHeight: CGFloat = 52

        private(set) var pages: UIPageViewController!
        let styleSwitch = UISegmentedControl(items: ["Curl", "Scroll"])
        private lazy var previousButton = DemoStyle.button("‹") { [weak self] in self?.turn(.reverse) }
        private lazy var nextButton = DemoStyle.button("›") { [weak self] in self?.turn(.forward) }
        private let bar = UIView()

        /// The page shown, by number.
        var shownNumber: Int { (pages.viewControllers?.first as? BookPage)?.number ?? 0 }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            bar.backgroundColor = .secondarySystemBackground
            view.addSubview(bar)
            styleSwitch.selectedSegmentIndex = 0
            styleSwitch.addAction(
                UIAction { [weak self] _ in self?.styleChanged() }, for: .valueChanged)
            for control in [styleSwitch, previousButton, nextButton] as [UIView] { bar.addSubview(control) }
            install(style: .pageCurl, at: 0)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let top = view.safeAreaInsets.top
            bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: top + Self.barHeight)
            let y = top + 10
            previousButton.frame = CGRect(x: 12, y: y, width: 44, height: 32)
            nextButton.frame = CGRect(x: view.bounds.width - 56, y: y, width: 44, height: 32)
            styleSwitch.frame = CGRect(x: view.bounds.midX - 90, y: y, width: 180, height: 32)
            pages.view.frame = CGRect(
                x: 0, y: bar.frame.maxY, width: view.bounds.width, height: view.bounds.height - bar.frame.maxY)
        }

        /// Replaces the page view controller by one of `style` showing page `number`.
        private func install(style: UIPageViewController.TransitionStyle, at number: Int) {
            if let old = pages {
                old.willMove(toParent: nil)
                old.view.removeFromSuperview()
                old.removeFromParent()
            }
            let pages = UIPageViewController(
                transitionStyle: style, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
            pages.dataSource = self
            pages.delegate = self
            pages.view.backgroundColor = .black
            pages.setViewControllers([BookPage(number: number)], direction: .forward, animated: false)
            addChild(pages)
            view.insertSubview(pages.view, belowSubview: bar)
            pages.didMove(toParent: self)
            self.pages = pages
            view.setNeedsLayout()
        }

        private func styleChanged() {
            install(style: styleSwitch.selectedSegmentIndex == 0 ? .pageCurl : .scroll, at: shownNumber)
        }

        /// ‹ and ›: the page before or after, animated, as an app's buttons would do it.
        func turn(_ direction: UIPageViewController.NavigationDirection) {
            let next = shownNumber + (direction == .forward ? 1 : -1)
            guard (0..<Pages.pageCount).contains(next) else { return }
            pages.setViewControllers([BookPage(number: next)], direction: direction, animated: true)
        }

        // MARK: Data source

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            guard let page = viewController as? BookPage, page.number > 0 else { return nil }
            return BookPage(number: page.number - 1)
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            guard let page = viewController as? BookPage, page.number + 1 < Pages.pageCount else { return nil }
            return BookPage(number: page.number + 1)
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { Pages.pageCount }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { shownNumber }
    }
}

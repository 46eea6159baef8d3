// A page view controller as iOS apps write it, compiled in Swift 5 language mode: a typical
// onboarding pager — a UIPageViewController subclass that is its own data source and delegate,
// pages made from an array of titles, the page control from presentationCount/Index, a "Next"
// button that calls setViewControllers with a completion, and the delegate tracking the page.
import Testing
import UIKit

final class OnboardingPageViewController: UIViewController {
    let pageIndex: Int
    let headline: String

    init(pageIndex: Int, headline: String) {
        self.pageIndex = pageIndex
        self.headline = headline
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = [UIColor.systemTeal, .systemIndigo, .systemPink][pageIndex % 3]
        let label = UILabel()
        label.text = headline
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    let headlines = ["Welcome", "Sync everywhere", "Get started"]
    private(set) var currentIndex = 0
    private(set) var finishedTransitions: [Bool] = []

    init() {
        super.init(
            transitionStyle: .scroll, navigationOrientation: .horizontal,
            options: [UIPageViewController.OptionsKey.interPageSpacing: 12])
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        view.backgroundColor = .black
        setViewControllers([makePage(0)], direction: .forward, animated: false, completion: nil)
    }

    func makePage(_ index: Int) -> OnboardingPageViewController {
        OnboardingPageViewController(pageIndex: index, headline: headlines[index])
    }

    func next() {
        guard currentIndex + 1 < headlines.count else { return }
        let index = currentIndex + 1
        setViewControllers([makePage(index)], direction: .forward, animated: true) { [weak self] finished in
            if finished { self?.currentIndex = index }
        }
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? OnboardingPageViewController, page.pageIndex > 0 else { return nil }
        return makePage(page.pageIndex - 1)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? OnboardingPageViewController, page.pageIndex + 1 < headlines.count
        else { return nil }
        return makePage(page.pageIndex + 1)
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { headlines.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentIndex }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        finishedTransitions.append(completed)
        if completed, let page = viewControllers?.first as? OnboardingPageViewController {
            currentIndex = page.pageIndex
        }
    }
}

@MainActor @Suite struct PageViewControllerClientTests {
    @Test func anOnboardingPagerTurnsByButtonAndBySwipe() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let onboarding = OnboardingViewController()
        window.rootViewController = onboarding
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)
        let dots = onboarding.view.subviews.compactMap { $0 as? UIPageControl }.first

        onboarding.next()
        for _ in 0..<60 { UIApplication.shared.advance(by: 1.0 / 60) }
        let afterButton = onboarding.currentIndex
        Automation().drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 40, y: 200), steps: 8)
        for _ in 0..<90 { UIApplication.shared.advance(by: 1.0 / 60) }

        #expect(afterButton == 1)
        #expect(onboarding.currentIndex == 2 && onboarding.finishedTransitions == [true])
        #expect((onboarding.viewControllers?.first as? OnboardingPageViewController)?.headline == "Get started")
        #expect(dots?.numberOfPages == 3 && dots?.currentPage == 2)
        #expect(onboarding.children.count == 1)
        window.isHidden = true
    }
}

// A two-page book as iOS apps write it (Apple's page-based application template, reduced),
// compiled in Swift 5 language mode: a root controller embeds a curl-style page view controller
// with the spine in the middle, a model controller is its data source, and pages are made on
// demand from an index.
import Testing
import UIKit

final class BookPageViewController: UIViewController {
    let pageNumber: Int

    init(pageNumber: Int) {
        self.pageNumber = pageNumber
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = pageNumber % 2 == 0 ? .white : .systemYellow
        let label = UILabel()
        label.text = "\(pageNumber + 1)"
        label.sizeToFit()
        view.addSubview(label)
    }
}

final class BookModelController: NSObject, UIPageViewControllerDataSource {
    let pageCount = 8

    func viewController(at index: Int) -> BookPageViewController? {
        guard index >= 0 && index < pageCount else { return nil }
        return BookPageViewController(pageNumber: index)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? BookPageViewController else { return nil }
        return self.viewController(at: page.pageNumber - 1)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let page = viewController as? BookPageViewController else { return nil }
        return self.viewController(at: page.pageNumber + 1)
    }
}

final class BookRootViewController: UIViewController, UIPageViewControllerDelegate {
    let modelController = BookModelController()
    var pageViewController: UIPageViewController!
    private(set) var finishedTurns: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pageViewController = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        pageViewController.delegate = self
        pageViewController.isDoubleSided = true
        let first = [modelController.viewController(at: 0)!, modelController.viewController(at: 1)!]
        pageViewController.setViewControllers(first, direction: .forward, animated: false, completion: nil)
        pageViewController.dataSource = modelController
        addChild(pageViewController)
        view.addSubview(pageViewController.view)
        pageViewController.view.frame = view.bounds
        pageViewController.didMove(toParent: self)
        view.gestureRecognizers = pageViewController.gestureRecognizers
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        finishedTurns.append(completed)
    }
}

@MainActor @Suite struct PageCurlClientTests {
    @Test func aTwoPageBookTurnsBothPagesWithATap() {
        let root = BookRootViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        Automation().settle()

        Automation().tap(at: CGPoint(x: 620, y: 240))
        while UIApplication.shared.isAnimating { UIApplication.shared.advance(by: 1.0 / 60) }

        let shown = root.pageViewController.viewControllers?.compactMap { ($0 as? BookPageViewController)?.pageNumber }
        #expect(shown == [2, 3])
        #expect(root.finishedTurns == [true])
        #expect(root.pageViewController.spineLocation == .mid)
    }
}

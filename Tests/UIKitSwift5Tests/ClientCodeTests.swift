// Client code as public iOS code writes it, compiled in Swift 5 language mode (Package.swift):
// classes that are not main-actor isolated drive UIKit, as Apple's UIKit — imported
// `@preconcurrency @MainActor` — lets them. The tests themselves run on the main actor.
import Testing
import UIKit

// MARK: A coordinator, as the coordinator articles write it: no actor annotation anywhere.

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}

final class ListViewController: UIViewController {
    weak var coordinator: MainCoordinator?
    var items = ["One", "Two", "Three"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        view.backgroundColor = .systemBackground
    }
}

final class DetailViewController: UIViewController {
    let item: String

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = item
    }
}

final class MainCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    // A default argument that builds a UIKit object, in a nonisolated initializer.
    init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
    }

    func start() {
        let list = ListViewController()
        list.coordinator = self
        navigationController.pushViewController(list, animated: false)
    }

    func showDetail(_ item: String) {
        navigationController.pushViewController(DetailViewController(item: item), animated: true)
    }

    func back() {
        navigationController.popViewController(animated: true)
    }

    deinit {
        // Cleaning up in deinit, which is never isolated.
        navigationController.viewControllers = []
    }
}

// MARK: An app delegate as Xcode writes it, but `final` (see the DocC article Differences from iOS).

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: MainCoordinator?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let navigation = UINavigationController()
        coordinator = MainCoordinator(navigationController: navigation)
        coordinator?.start()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }

    var timesSaved = 0

    func applicationDidEnterBackground(_ application: UIApplication) {
        // Save the user's work, as the template's comment says.
        timesSaved += 1
    }
}

// MARK: A segmented-control container, as the "child switcher" articles write it.

final class SegmentedContainerViewController: UIViewController {
    private let segmentedControl = UISegmentedControl(items: ["First", "Second"])
    private let containerView = UIView()
    private lazy var first: UIViewController = makeChild(title: "First", color: .systemRed)
    private lazy var second: UIViewController = makeChild(title: "Second", color: .systemBlue)
    private(set) var current: UIViewController?

    private func makeChild(title: String, color: UIColor) -> UIViewController {
        let child = UIViewController()
        child.title = title
        child.view.backgroundColor = color
        return child
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        segmentedControl.selectedSegmentIndex = 0
        // `addTarget(_:action:for:)` takes a selector on iOS; a UIAction is the same thing.
        segmentedControl.addAction(UIAction { [weak self] _ in self?.segmentChanged() }, for: .valueChanged)
        segmentedControl.accessibilityIdentifier = "switcher"
        view.addSubview(segmentedControl)
        view.addSubview(containerView)
        add(first)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        segmentedControl.frame = CGRect(x: 16, y: 40, width: view.bounds.width - 32, height: 32)
        containerView.frame = CGRect(x: 0, y: 80, width: view.bounds.width, height: view.bounds.height - 80)
        current?.view.frame = containerView.bounds
    }

    private func add(_ child: UIViewController) {
        addChild(child)
        child.view.frame = containerView.bounds
        containerView.addSubview(child.view)
        child.didMove(toParent: self)
        current = child
    }

    private func segmentChanged() {
        guard let old = current else { return }
        let new = segmentedControl.selectedSegmentIndex == 0 ? first : second
        guard new !== old else { return }
        old.willMove(toParent: nil)
        addChild(new)
        new.view.frame = containerView.bounds
        transition(from: old, to: new, duration: 0.25, options: .transitionCrossDissolve, animations: nil) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
        }
        current = new
    }
}

// MARK: A container that adapts to size classes, as adaptive-layout articles write it.

final class AdaptiveContainerViewController: UIViewController {
    var events: [String] = []
    var isCompactHeight = false

    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        super.willTransition(to: newCollection, with: coordinator)
        events.append("willTransition vertical \(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                self?.isCompactHeight = newCollection.verticalSizeClass == .compact
            }, completion: nil)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            events.append("appearance \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
        } else {
            events.append("traitCollectionDidChange")
        }
    }
}

@MainActor @Suite struct ClientCodeTests {
    @Test func aNonisolatedCoordinatorPushesAndPops() throws {
        let coordinator = MainCoordinator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = coordinator.navigationController
        window.makeKeyAndVisible()
        defer { window.isHidden = true }

        coordinator.start()
        coordinator.showDetail("Two")
        UIApplication.shared.advance(by: 1)
        let pushed = coordinator.navigationController.viewControllers.map { $0.title ?? "-" }
        coordinator.back()
        UIApplication.shared.advance(by: 1)

        #expect(pushed == ["List", "Two"])
        #expect(coordinator.navigationController.viewControllers.map { $0.title ?? "-" } == ["List"])
    }

    @Test func theAppDelegateLaunchesThroughAutomation() throws {
        let delegate = AppDelegate()

        let launched = Automation().launch(delegate, screenSize: CGSize(width: 390, height: 844))
        defer { delegate.window?.isHidden = true }
        Automation().settle()

        #expect(launched)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(delegate.coordinator?.navigationController.topViewController?.title == "List")
    }

    @Test func aSegmentedControlSwitchesChildrenWithTransitionFromTo() throws {
        let container = SegmentedContainerViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = container
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        Automation().settle()

        try Automation().tap(label: "Second")
        Automation().settle()

        #expect(container.current?.title == "Second")
        #expect(container.children.map { $0.title ?? "-" } == ["Second"])
    }

    @Test func anAdaptiveContainerHearsSizeClassesAndAppearance() {
        let container = AdaptiveContainerViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = container
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        Automation().settle()

        Automation().rotateRight()
        Automation().settle()
        container.overrideUserInterfaceStyle = .dark

        #expect(
            container.events == [
                "willTransition vertical compact", "viewWillTransition 844x390", "traitCollectionDidChange",
                "appearance dark",
            ])
        #expect(container.isCompactHeight)
    }

    @Test func theAppDelegateHearsTheWindowMinimised() throws {
        let delegate = AppDelegate()
        #expect(Automation().launch(delegate, screenSize: CGSize(width: 390, height: 844)))
        defer { delegate.window?.isHidden = true }

        Automation().enterBackground()
        Automation().settle()
        let saved = delegate.timesSaved
        let state = UIApplication.shared.applicationState
        Automation().becomeActive()
        Automation().settle()

        #expect(saved == 1)
        #expect(state == .background)
        #expect(UIApplication.shared.applicationState == .active)
    }
}

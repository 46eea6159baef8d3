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

// MARK: An app delegate as Xcode writes it, but `final` (see the README's Linux differences).

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

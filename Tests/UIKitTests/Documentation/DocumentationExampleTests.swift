import Foundation
import SeedContainers
import Testing
import UIKit

/// The callback sequences the DocC articles print, run as the articles write them, so the
/// documentation cannot drift from what UIKit does here.
@MainActor @Suite(.serialized) struct DocumentationExampleTests {
    /// "Writing a custom container", Add a child: seed 001's `displayContentController` on a
    /// container already on screen.
    @Test func addingAChildToAVisibleContainer() {
        let container = Container()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = container
        window.makeKeyAndVisible()
        let trace = LifecycleTrace()
        UIApplication.shared.lifecycleTrace = trace
        defer { UIApplication.shared.lifecycleTrace = nil }

        container.displayContentController(Content())

        #expect(
            trace.lines == [
                "Content willMove(toParent: Container)",
                "Content viewDidLoad",
                "Content viewWillAppear(animated: false)",
                "Content viewIsAppearing(animated: false)",
                "Content viewDidAppear(animated: false)",
                "Content didMove(toParent: Container)",
            ])
        window.isHidden = true
    }

    /// "Testing containers", Assert the callbacks in order: seed 002's cycle between two children.
    @Test func cyclingSendsUIKitsOrder() {
        let container = Container()
        let (a, b) = (Child(title: "A"), Child(title: "B"))
        container.displayContentController(a)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = container
        window.makeKeyAndVisible()
        let trace = LifecycleTrace()
        UIApplication.shared.lifecycleTrace = trace
        defer { UIApplication.shared.lifecycleTrace = nil }

        container.cycleFromViewController(a, toViewController: b)
        UIApplication.shared.advance(by: 0.25)

        #expect(
            trace.lines == [
                "Child(A) willMove(toParent: nil)",
                "Child(B) willMove(toParent: Container)",
                "Child(B) viewDidLoad",
                "Child(A) viewWillDisappear(animated: true)",
                "Child(B) viewWillAppear(animated: true)",
                "Child(B) viewIsAppearing(animated: true)",
                "Child(B) viewDidAppear(animated: true)",
                "Child(A) viewDidDisappear(animated: true)",
                "Child(A) didMove(toParent: nil)",
                "Child(B) didMove(toParent: Container)",
            ])
        window.isHidden = true
    }
}

/// The articles' container: seed 001's `displayContentController`, seed 002's cycle.
private final class Container: UIViewController, CyclingContainer {
    func frameForContentController() -> CGRect { view.bounds }

    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController()
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    func newViewStartFrame() -> CGRect { view.bounds.offsetBy(dx: view.bounds.width, dy: 0) }
    func oldViewEndFrame() -> CGRect { view.bounds.offsetBy(dx: -view.bounds.width, dy: 0) }
}

private final class Content: UIViewController {}

private final class Child: UIViewController {
    convenience init(title: String) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
    }
}

import Foundation
import SnapshotTesting
import Testing
import UIKitSnapshotTesting

@testable import UIKit

/// A controller named by its title in the trace.
private func titled(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

/// A custom container that swaps its one child with `transition(from:to:)`, the way Apple's
/// "Implementing a Container View Controller" guide shows.
private final class Swapper: UIViewController {
    let first: UIViewController

    init(first: UIViewController) {
        self.first = first
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    func swap(to next: UIViewController) {
        guard let current = children.first else { return }
        current.willMove(toParent: nil)
        addChild(next)
        next.view.frame = view.bounds
        transition(from: current, to: next, duration: 0.3, animations: nil) { _ in
            current.removeFromParent()
            next.didMove(toParent: self)
        }
    }
}

/// `.lifecycle`: the ordered callbacks of a controller tree from being shown through an action
/// and `at:` seconds of frames, in `LifecycleTrace`'s words, under `# shown`, `# action` and
/// `# … s later`. Goldens in `__Snapshots__/`.
@MainActor @Suite struct LifecycleSnapshotTests {
    private func navigation() -> (UINavigationController, next: UIViewController) {
        (UINavigationController(rootViewController: titled("List")), titled("Detail"))
    }

    /// 0.175 s into the 0.35 s push: the will-callbacks are made, the did-callbacks are not.
    @Test func halfWayThroughAPushOnlyTheWillCallbacksAreMade() {
        let (navigation, next) = navigation()
        assertSnapshot(
            of: navigation,
            as: .lifecycle(at: 0.175) { ($0 as! UINavigationController).pushViewController(next, animated: true) },
            named: "push-half-way")
    }

    /// Once the push settles the did-callbacks follow, the old top's disappearance last.
    @Test func aSettledPushEndsWithTheDidCallbacks() {
        let (navigation, next) = navigation()
        assertSnapshot(
            of: navigation,
            as: .lifecycle(at: 0.5) { ($0 as! UINavigationController).pushViewController(next, animated: true) },
            named: "push-settled")
    }

    /// A custom container's `transition(from:to:)`: the containment calls it makes around the
    /// appearance callbacks of the two children.
    @Test func aCustomContainersTransitionFromTo() {
        let swapper = Swapper(first: titled("Red"))
        let next = titled("Blue")
        assertSnapshot(
            of: swapper as UIViewController, as: .lifecycle(at: 0.5) { ($0 as! Swapper).swap(to: next) },
            named: "transition-from-red-to-blue")
    }

    /// Without an action only the `# shown` part; the host's teardown is not recorded, and the
    /// trace the test had installed is back afterwards, untouched.
    @Test func showingAloneRecordsLoadingAndAppearingAndRestoresTheTrace() throws {
        let before = LifecycleTrace()
        UIApplication.shared.lifecycleTrace = before
        defer { UIApplication.shared.lifecycleTrace = nil }
        let root = titled("Root")

        let recorded = try recordedText(of: root, as: .lifecycle)

        #expect(
            recorded == """
                # shown
                UIViewController(Root) viewDidLoad
                UIViewController(Root) viewWillAppear(animated: false)
                UIViewController(Root) viewIsAppearing(animated: false)
                UIViewController(Root) viewDidAppear(animated: false)
                """)
        #expect(UIApplication.shared.lifecycleTrace === before)
        #expect(before.events.isEmpty)
        #expect(root.appearState == .disappeared, "the host did hide its window: only the record leaves it out")
    }

    /// `includesLayout` adds the layout callbacks, which are otherwise left out.
    @Test func layoutCallbacksOnlyWhenAsked() throws {
        let without = try recordedText(of: titled("Root"), as: .lifecycle(includesLayout: false, after: { _ in }))
        let with = try recordedText(of: titled("Root"), as: .lifecycle(includesLayout: true, after: { _ in }))

        #expect(!without.contains("LayoutSubviews"))
        #expect(
            with.contains("UIViewController(Root) viewWillLayoutSubviews\nUIViewController(Root) viewDidLayoutSubviews")
        )
        #expect(with.split(separator: "\n").filter { !$0.contains("LayoutSubviews") } == without.split(separator: "\n"))
    }
}

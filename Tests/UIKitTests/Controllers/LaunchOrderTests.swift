import Testing
import UIKit

/// Issue 17, "the root appears before its window is ready": as every recorded iOS launch log
/// shows, the root is laid out between viewWillAppear and viewDidAppear, and by viewDidAppear its
/// window is key and among the application's windows.
@MainActor @Suite struct LaunchOrderTests {
    /// Notes, in viewDidAppear, what the window looks like from the controller.
    final class Observing: UIViewController {
        var seenInDidAppear: (isKey: Bool, isListed: Bool)?

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let window = view.window
            seenInDidAppear = (
                window?.isKeyWindow ?? false,
                UIApplication.shared.windows.contains { $0 === window }
            )
        }
    }

    @Test func theRootIsLaidOutBeforeItAppearsInAKeyListedWindow() {
        let root = Observing()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root

        let lines = tracing(includesLayout: true) { window.makeKeyAndVisible() }

        #expect(
            lines == [
                "LaunchOrderTests.Observing viewWillAppear(animated: false)",
                "LaunchOrderTests.Observing viewIsAppearing(animated: false)",
                "LaunchOrderTests.Observing viewWillLayoutSubviews",
                "LaunchOrderTests.Observing viewDidLayoutSubviews",
                "LaunchOrderTests.Observing viewDidAppear(animated: false)",
            ])
        #expect(root.seenInDidAppear?.isKey == true && root.seenInDidAppear?.isListed == true)
        withExtendedLifetime(window) {}
    }
}

/// The same order for a controller presented without animation and for the incoming child of a
/// `transition(from:to:)` of no duration (DESIGN §2, "Layout before appearance").
@MainActor @Suite struct LayoutBeforeAppearanceTests {
    private let windows = WindowKeeper()

    @Test func aPresentedControllerIsLaidOutBeforeItAppears() {
        let root = Coloured("Root", .red), presented = Coloured("Presented", .blue)
        _ = windows.show(root)

        let lines = tracing(includesLayout: true) { root.present(presented, animated: false) }

        #expect(
            lines.filter { $0.hasPrefix("Coloured(Presented)") } == [
                "Coloured(Presented) viewDidLoad",
                "Coloured(Presented) viewWillAppear(animated: false)",
                "Coloured(Presented) viewIsAppearing(animated: false)",
                "Coloured(Presented) viewWillLayoutSubviews",
                "Coloured(Presented) viewDidLayoutSubviews",
                "Coloured(Presented) viewDidAppear(animated: false)",
            ])
    }

    @Test func theIncomingChildOfAnImmediateTransitionIsLaidOutBeforeItAppears() {
        let root = Coloured("Root", .red), from = Coloured("From", .green), to = Coloured("To", .blue)
        _ = windows.show(root)
        embed(from, in: root)
        root.addChild(to)

        let lines = tracing(includesLayout: true) {
            root.transition(from: from, to: to, duration: 0, animations: nil)
            UIApplication.shared.advance(by: 1.0 / 60)
        }

        #expect(
            lines.filter { $0.hasPrefix("Coloured(To)") } == [
                "Coloured(To) viewDidLoad",
                "Coloured(To) viewWillAppear(animated: false)",
                "Coloured(To) viewIsAppearing(animated: false)",
                "Coloured(To) viewWillLayoutSubviews",
                "Coloured(To) viewDidLayoutSubviews",
                "Coloured(To) viewDidAppear(animated: false)",
            ])
    }
}

import Testing
import UIKit

/// A root view that logs its layout pass.
@MainActor
final class LayoutLoggingView: UIView {
    var log: CallLog?
    override func layoutSubviews() { log?.add("view.layoutSubviews") }
}

/// Logs loading and layout around a custom root view.
@MainActor
final class CustomRootController: UIViewController {
    let log = CallLog()
    override func loadView() {
        log.add("loadView")
        let root = LayoutLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.log = log
        view = root
    }
    override func viewDidLoad() { log.add("viewDidLoad(loaded: \(isViewLoaded))") }
    override func viewWillLayoutSubviews() { log.add("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("viewDidLayoutSubviews") }
}

@MainActor
final class ForgetfulLoadViewController: UIViewController {
    override func loadView() {}
}

@MainActor @Suite struct ViewLoadingTests {
    @Test func theViewLoadsOnFirstAccessOnlyOnce() {
        let controller = Strict("A")
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)

        let lines = tracing {
            _ = controller.view
            _ = controller.view
            controller.loadViewIfNeeded()
        }

        #expect(lines == ["Strict(A) viewDidLoad"])
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === controller.view)
        #expect(controller.loadCount == 1)
    }

    @Test func loadViewIfNeededLoadsWithoutTouchingView() {
        let controller = CustomRootController()

        controller.loadViewIfNeeded()

        #expect(controller.log.entries == ["loadView", "viewDidLoad(loaded: true)"])
        #expect(controller.view is LayoutLoggingView)
    }

    @Test func theDefaultViewIsScreenSizedAndFollowsItsSuperview() {
        let controller = UIViewController()

        let root = controller.view!

        #expect(root.frame == UIScreen.main.bounds)
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.backgroundColor == nil)
        #expect(root.next === controller)
    }

    @Test func aLoadViewThatSetsNoViewIsReportedAndGetsAnEmptyView() {
        let controller = ForgetfulLoadViewController()

        let diagnostics = capturingDiagnostics { _ = controller.view }

        #expect(controller.isViewLoaded)
        #expect(diagnostics.map(\.kind) == [.log])
        #expect(diagnostics.first?.message.contains("loadView() did not set the view") == true)
    }

    @Test func aNibNameThatIsNotAmongTheAppsResourcesIsReportedAndTheViewIsEmpty() {
        let controller = UIViewController(nibName: "Main", bundle: nil)

        let diagnostics = capturingDiagnostics { controller.loadViewIfNeeded() }

        #expect(diagnostics.map(\.kind) == [.log])
        #expect(diagnostics.first?.message.hasPrefix("Could not load NIB with name 'Main'") == true)
        #expect(controller.isViewLoaded)
    }

    @Test func layoutCallbacksSurroundTheRootViewsLayout() {
        let controller = CustomRootController()
        let window = makeKeyWindow()
        window.addSubview(controller.view)
        UIApplication.shared.advance(by: 1.0 / 60)
        controller.log.entries.removeAll()

        controller.view.setNeedsLayout()
        let lines = tracing(includesLayout: true) { UIApplication.shared.advance(by: 1.0 / 60) }

        #expect(controller.log.entries == ["viewWillLayoutSubviews", "view.layoutSubviews", "viewDidLayoutSubviews"])
        #expect(lines == ["CustomRootController viewWillLayoutSubviews", "CustomRootController viewDidLayoutSubviews"])
        withExtendedLifetime(window) {}
    }

    @Test func theRootViewIsTheControllersNextResponderAndTheControllerPassesToTheWindow() {
        let controller = Strict("A")

        let window = showInWindow(controller)

        #expect(controller.view.next === controller)
        #expect(controller.next === window)
    }
}

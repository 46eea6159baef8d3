import Testing
import UIKit
import UIKitFuzzing

/// The page view controller's touch operations (FuzzPages) touch only what is on the window.
@MainActor @Suite struct FuzzPagesTests {
    /// A page view controller moved wholly off its window has nothing to drag, cancel or tap: the
    /// step does not run. Its frame on the window is the null rect, whose middle is [inf inf]
    /// (fuzz campaign seeds 244, 351, 641, 661, 684, 868, 1610, 1965, 1990 and 1995 touched there,
    /// and Automation rightly refused).
    @Test func touchStepsOnAPageViewControllerOffTheWindowDoNotRun() {
        for window in UIApplication.shared.windows where !window.isHidden { window.isHidden = true }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let pages = FuzzPages(in: host, curl: false)
        UIApplication.shared.advance(by: 1.0 / 60)
        host.view.frame.origin.x = 5000
        var diagnostics: [Diagnostic] = []
        let saved = UIApplication.shared.diagnosticHandler
        UIApplication.shared.diagnosticHandler = { diagnostics.append($0) }
        defer { UIApplication.shared.diagnosticHandler = saved }

        let ran = [pages.perform(.drag(0.5)), pages.perform(.cancel), pages.perform(.key(forward: true))]

        #expect(ran == [false, false, false])
        #expect(diagnostics.map(\.message) == [])
        window.isHidden = true
    }
}

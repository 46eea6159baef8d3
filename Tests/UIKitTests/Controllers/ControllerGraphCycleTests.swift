import Testing
import UIKit

/// Every path that links controllers (push, the containers' `setViewControllers`, page children,
/// `addChild`, present) refuses a controller that already holds the receiver, as a parent or by
/// presenting it (directly or through a child): the controller graph stays a tree, so walking it
/// (a rotation, the appearance forwarding) ends.
@MainActor @Suite struct ControllerGraphCycleTests {
    /// P shows C; C presents a navigation controller with root R (UIKit presents it over P, the
    /// window's root).
    private func presentedThroughAChild() -> (window: UIWindow, p: Strict, nav: UINavigationController, r: Strict) {
        let p = Strict("P"), c = Strict("C"), r = Strict("R")
        let window = showInWindow(p)
        embed(c, in: p)
        let nav = UINavigationController(rootViewController: r)
        c.present(nav, animated: false)
        UIApplication.shared.advance(by: 1.0 / 60)
        return (window, p, nav, r)
    }

    @Test(arguments: ["push", "setViewControllers", "addChild"])
    func aNavigationControllerPresentedThroughAChildRefusesItsPresenter(_ path: String) {
        let (window, p, nav, r) = presentedThroughAChild()
        #expect(nav.presentingViewController === p)
        let presenterPlace = p.view.superview

        var lines: [String] = []
        let diagnostics = capturingDiagnostics {
            lines = tracing {
                switch path {
                case "push": nav.pushViewController(p, animated: false)
                case "setViewControllers": nav.setViewControllers([r, p], animated: false)
                default: nav.addChild(p)
                }
            }
        }

        #expect(
            diagnostics == [
                Diagnostic(
                    kind: .exception, name: "NSInvalidArgumentException",
                    message: "child view controller:\(p) cannot be added to its own descendant:\(nav)")
            ])
        #expect(lines.isEmpty)
        #expect(nav.viewControllers == [r])
        #expect(nav.children == [r])
        #expect(p.parent == nil)
        #expect(p.view.superview === presenterPlace)
        #expect(window.rootViewController === p)
        #expect(nav.presentingViewController === p)
    }

    @Test func aRotationAfterTheRefusedPushEnds() {
        let (window, p, nav, r) = presentedThroughAChild()
        _ = capturingDiagnostics { nav.pushViewController(p, animated: false) }

        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        UIApplication.shared.advance(by: 1)

        #expect(nav.viewControllers == [r])
        #expect(nav.view.bounds.size == CGSize(width: 480, height: 320))
    }

    @Test(arguments: ["tab bar", "split", "page"])
    func aContainerPresentedByAControllerRefusesItAsAChild(_ container: String) {
        let p = Strict("P"), c = Strict("C")
        let window = showInWindow(p)
        let presented: UIViewController
        let link: () -> Void
        switch container {
        case "tab bar":
            let tabs = UITabBarController()
            tabs.viewControllers = [c]
            presented = tabs
            link = { tabs.setViewControllers([c, p], animated: false) }
        case "split":
            let split = UISplitViewController()
            split.viewControllers = [c]
            presented = split
            link = { split.viewControllers = [c, p] }
        default:
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.setViewControllers([c], direction: .forward, animated: false)
            presented = pages
            link = { pages.setViewControllers([p], direction: .forward, animated: false) }
        }
        p.present(presented, animated: false)
        UIApplication.shared.advance(by: 1.0 / 60)
        let presenterPlace = p.view.superview

        let diagnostics = capturingDiagnostics(link)

        #expect(
            diagnostics == [
                Diagnostic(
                    kind: .exception, name: "NSInvalidArgumentException",
                    message: "child view controller:\(p) cannot be added to its own descendant:\(presented)")
            ])
        #expect(presented.children == [c])
        #expect(p.parent == nil)
        #expect(p.view.superview === presenterPlace)
        #expect(presented.presentingViewController === p)
        withExtendedLifetime(window) {}
    }

    @Test func aControllerThatHoldsThePresenterCannotBePresentedByIt() {
        let p = Strict("P"), c = Strict("C")
        let window = showInWindow(p)
        embed(c, in: p)
        let nav = UINavigationController(rootViewController: Strict("R"))
        c.present(nav, animated: false)
        UIApplication.shared.advance(by: 1.0 / 60)

        let diagnostics = capturingDiagnostics { nav.topViewController!.present(p, animated: false) }

        #expect(diagnostics.map(\.kind) == [.exception])
        #expect(diagnostics.first?.name == "NSInvalidArgumentException")
        #expect(nav.presentedViewController == nil)
        #expect(p.presentingViewController == nil)
        withExtendedLifetime(window) {}
    }
}

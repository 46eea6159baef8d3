import Foundation
import Testing
import UIKit

/// A window with a notch and a home indicator, given as iOS code gives one: by overriding
/// `safeAreaInsets`, which UIKit declares `open`.
final class NotchedWindow: UIWindow {
    static let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    override var safeAreaInsets: UIEdgeInsets { Self.insets }
}

/// A window whose safe area changes when told, as a device's does when it turns.
final class TurningNotchWindow: UIWindow {
    var insets = UIEdgeInsets.zero
    override var safeAreaInsets: UIEdgeInsets { insets }
}

/// A window subclass's `safeAreaInsets` is where every view's safe area starts: the layout pass
/// takes it to the controllers' views, their guides and the containers' bars.
@MainActor @Suite(.serialized) struct WindowSafeAreaOverrideTests {
    /// A controller that notes the safe area each time it is told it changed.
    final class Listener: UIViewController {
        var announced: [UIEdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            announced.append(view.safeAreaInsets)
        }
    }

    private func show(_ root: UIViewController) -> UIWindow {
        let window = NotchedWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)
        return window
    }

    @Test func theRootViewAndItsGuideTakeTheWindowsOverride() {
        let listener = Listener()
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        listener.view.addSubview(pinned)
        let guide = listener.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: guide.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])

        let window = show(listener)
        defer { window.isHidden = true }

        #expect(listener.view.safeAreaInsets == NotchedWindow.insets)
        #expect(listener.announced == [NotchedWindow.insets])
        #expect(pinned.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        // A subview half over the notch gets the part it overlaps.
        let half = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        listener.view.addSubview(half)
        #expect(half.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    }

    /// The navigation bar starts its content below the notch; the tab bar reaches over the home
    /// indicator with its items above it.
    @Test func barsLeaveTheWindowsInsetsToTheirBackgrounds() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]

        let window = show(tabs)
        defer { window.isHidden = true }

        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 47 + 44))
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 49 - 34, width: 390, height: 49 + 34))
        #expect(navigation.view.frame.maxY == tabs.tabBar.frame.minY)
        #expect(navigation.topViewController?.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 83))
    }

    /// The settled invariant sees a safe area the controllers were not told yet, and the next
    /// layout pass tells them.
    @Test func aChangedOverrideIsOwedUntilTheNextLayoutPass() {
        let listener = Listener()
        let window = TurningNotchWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = listener
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)
        defer { window.isHidden = true }

        // Other tests' windows are not this test's business.
        func safeAreaViolations() -> [String] {
            UIApplication.shared.invariantViolations([.settled]).filter {
                $0.name == Invariant.safeAreaAnnounced.rawValue && $0.message.hasPrefix("\(listener)")
            }.map(\.message)
        }

        window.insets = NotchedWindow.insets
        let owed = safeAreaViolations()
        window.setNeedsLayout()
        UIApplication.shared.advance(by: 1.0 / 60)
        let after = safeAreaViolations()

        #expect(
            owed == ["\(listener) was last told the safe area \(UIEdgeInsets.zero) but has \(NotchedWindow.insets)"])
        #expect(after.isEmpty)
        #expect(listener.announced == [NotchedWindow.insets])
    }
}

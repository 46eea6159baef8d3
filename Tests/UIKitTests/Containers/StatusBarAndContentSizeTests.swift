import Testing
import Compositor
@testable import UIKit

/// Seed 001 §5: appearance decisions delegated to children (status bar), and content size.
@MainActor @Suite struct StatusBarAndContentSizeTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    /// A grey controller with a settable status bar preference.
    final class Styled: Strict {
        var style = UIStatusBarStyle.default
        var hidden = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .gray
        }
    }

    /// Pixels of the strip's time text (the middle of the top 20 rows) that are near white and near black.
    private func stripInk(_ window: UIWindow) -> (light: Int, dark: Int) {
        let frame = renderArtifact(window, "status-strip")
        var light = 0, dark = 0
        for y in 0..<20 {
            for x in 140..<180 {
                let c = colour(frame.pixel(x: x, y: y))
                if c.red > 0.9 && c.green > 0.9 && c.blue > 0.9 { light += 1 }
                if c.red < 0.1 && c.green < 0.1 && c.blue < 0.1 { dark += 1 }
            }
        }
        return (light, dark)
    }

    @Test func theStripFollowsTheVisibleChildThroughTabsAndNavigation() {
        let child = Styled("Child")
        child.style = .lightContent
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: child)]
        let window = windows.show(tabs)
        let navigation = tabs.viewControllers![0] as! UINavigationController
        navigation.isNavigationBarHidden = true

        let light = stripInk(window)
        child.style = .darkContent
        child.setNeedsStatusBarAppearanceUpdate()
        let dark = stripInk(window)
        child.hidden = true
        child.setNeedsStatusBarAppearanceUpdate()
        let hidden = stripInk(window)

        #expect(light.light > 20 && light.dark == 0)
        #expect(dark.dark > 20 && dark.light == 0)
        #expect(hidden == (0, 0))
        #expect(window.rootViewController!.topFullScreenController.resolvedStatusBar == (.darkContent, true))
    }

    @Test func aFullScreenPresentedControllerDecidesAndBarsMakeRoomForTheStrip() {
        let root = Styled("Root"), presented = Styled("Presented")
        presented.style = .lightContent
        let navigation = UINavigationController(rootViewController: root)
        let window = windows.show(navigation)
        let barWithStrip = navigation.navigationBar.frame.height

        navigation.present(presented, animated: false)
        let decided = window.rootViewController!.topFullScreenController
        root.hidden = true
        presented.hidden = true
        presented.setNeedsStatusBarAppearanceUpdate()
        presented.dismiss(animated: false)
        root.setNeedsStatusBarAppearanceUpdate()
        app.advance(by: 1.0 / 60)

        #expect(decided === presented)
        #expect(barWithStrip == 64 && navigation.navigationBar.frame.height == 44)
        #expect(root.view.frame.minY == 44)
    }

    /// Apple, `modalPresentationCapturesStatusBarAppearance`: control passes to the presented
    /// controller "only if" its style is `.fullScreen`.
    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .overCurrentContext])
    func otherPresentationStylesLeaveTheStatusBarToThePresenter(_ style: UIModalPresentationStyle) {
        let root = Styled("Root"), over = Styled("Over")
        root.style = .darkContent
        over.style = .lightContent
        over.modalPresentationStyle = style
        let window = windows.show(root)

        root.present(over, animated: false)
        over.setNeedsStatusBarAppearanceUpdate()

        #expect(window.rootViewController!.topFullScreenController === root)
        #expect(stripInk(window).light == 0 && stripInk(window).dark > 20)
    }

    @Test func aChildsPreferredContentSizeReachesItsParentWhichDecidesItsSize() {
        final class Parent: UIViewController {
            var changed: [UIContentContainer] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                changed.append(container)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)

        child.preferredContentSize = CGSize(width: 200, height: 100)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        let given = parent.size(
            forChildContentContainer: child, withParentContainerSize: CGSize(width: 320, height: 480))

        #expect(parent.changed.count == 1 && parent.changed.first === child)
        #expect(given == CGSize(width: 320, height: 480))
    }
}

import UIKit

// Seed 000 ("Custom Container View Controller"), §4: the container base class, translated line
// for line from Objective-C. Only syntax changed: `NSArray *` became `[UIViewController]`,
// messages became method calls, the `@property`-less getters became Swift members.
//
// Left for the rotation issue (#7), which brings the members they override:
// `shouldAutomaticallyForwardRotationMethods`, `willRotate(to:duration:)`,
// `willAnimateRotation(to:duration:)`, `didRotate(from:)`, `shouldAutorotate`,
// `supportedInterfaceOrientations` and `shouldAutorotate(to:)`.
// §5's SimpleModalContainerController needs `UIView.animate` and arrives with the modal
// container (#6).

class ContainerBaseController: UIViewController {

    // MARK: - Overrides
    //NS_DEPRECATED_IOS(5_0,6_0)
    override func automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers() -> Bool {
        return false
    }

    //NS_AVAILABLE_IOS(6_0)
    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        return false
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)

        let viewControllers = childViewControllersWithAppearanceCallbackAutoForward()
        for viewController in viewControllers {
            viewController.beginAppearanceTransition(true, animated: animated)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

        let viewControllers = childViewControllersWithAppearanceCallbackAutoForward()
        for viewController in viewControllers {
            viewController.endAppearanceTransition()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)

        let viewControllers = childViewControllersWithAppearanceCallbackAutoForward()
        for viewController in viewControllers {
            viewController.beginAppearanceTransition(false, animated: animated)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)

        let viewControllers = childViewControllersWithAppearanceCallbackAutoForward()
        for viewController in viewControllers {
            viewController.endAppearanceTransition()
        }
    }

    // MARK: - 下面两个方法是在需要的情况下给基类覆盖用的，毕竟不是所有的容器都需要将相关方法传递给所有的childViewControllers
    func childViewControllersWithAppearanceCallbackAutoForward() -> [UIViewController] {
        return self.children
    }

    func childViewControllersWithRotationCallbackAutoForward() -> [UIViewController] {
        return self.children
    }
}

/// Seed 000 §1, on the base class: showing and removing a child named `content`.
/// `self.currentClientView` in the seed (and in Apple's guide it copies) is the content's view;
/// Apple's own example had this slip (openradar 25215135), so the port adds `content.view`.
final class SeedContainer: ContainerBaseController {
    var frameForContentController: CGRect { CGRect(x: 0, y: 0, width: 100, height: 100) }

    func show(_ content: UIViewController) {
        self.addChild(content)  //1
        content.view.frame = self.frameForContentController
        self.view.addSubview(content.view) //2
        content.didMove(toParent: self) //3
    }

    func remove(_ content: UIViewController) {
        content.willMove(toParent: nil) //1
        content.view.removeFromSuperview() //2
        content.removeFromParent() //3
    }
}

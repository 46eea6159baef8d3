import UIKit

// Seed 000 ("Custom Container View Controller"), §4: the container base class, translated line
// for line from Objective-C. Only syntax changed: `NSArray *` became `[UIViewController]`,
// messages became method calls, the `@property`-less getters became Swift members, and the
// class is `open` so apps (the demo, the tests) can build containers on it.
//
// Left for the rotation issue (#7), which brings the members they override:
// `shouldAutomaticallyForwardRotationMethods`, `willRotate(to:duration:)`,
// `willAnimateRotation(to:duration:)`, `didRotate(from:)`, `shouldAutorotate`,
// `supportedInterfaceOrientations` and `shouldAutorotate(to:)`.

open class ContainerBaseController: UIViewController {

    // MARK: - Overrides
    //NS_DEPRECATED_IOS(5_0,6_0)
    open override func automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers() -> Bool {
        return false
    }

    //NS_AVAILABLE_IOS(6_0)
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        return false
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)

        let viewControllers = childViewControllersWithAppearanceCallbackAutoForward()
        for viewController in viewControllers {
            viewController.beginAppearanceTransition(true, animated: animated)
        }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

        let viewControllers = childViewControllersWithAppearanceCallbackAutoForward()
        for viewController in viewControllers {
            viewController.endAppearanceTransition()
        }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)

        let viewControllers = childViewControllersWithAppearanceCallbackAutoForward()
        for viewController in viewControllers {
            viewController.beginAppearanceTransition(false, animated: animated)
        }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)

        let viewControllers = childViewControllersWithAppearanceCallbackAutoForward()
        for viewController in viewControllers {
            viewController.endAppearanceTransition()
        }
    }

    // MARK: - 下面两个方法是在需要的情况下给基类覆盖用的，毕竟不是所有的容器都需要将相关方法传递给所有的childViewControllers
    open func childViewControllersWithAppearanceCallbackAutoForward() -> [UIViewController] {
        return self.children
    }

    open func childViewControllersWithRotationCallbackAutoForward() -> [UIViewController] {
        return self.children
    }
}

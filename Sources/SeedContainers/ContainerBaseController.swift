// swift-format-ignore-file
// (The seeds are ported line for line, their layout included.)
import UIKit

// Seed 000 ("Custom Container View Controller"), §4: the container base class, translated line
// for line from Objective-C. Only syntax changed: `NSArray *` became `[UIViewController]`,
// messages became method calls, the `@property`-less getters became Swift members, and the
// class is `open` so apps (the demo, the tests) can build containers on it, and
// `NSUInteger supportedInterfaceOrientations` is Swift's `UIInterfaceOrientationMask`, whose
// `&` is `intersection`.

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

    //NS_AVAILABLE_IOS(6_0)
    open override var shouldAutomaticallyForwardRotationMethods: Bool {
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


    open override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        super.willRotate(to: toInterfaceOrientation, duration: duration)

        let viewControllers = childViewControllersWithRotationCallbackAutoForward()
        for viewController in viewControllers {
            viewController.willRotate(to: toInterfaceOrientation, duration: duration)

        }
    }

    open override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        super.willAnimateRotation(to: toInterfaceOrientation, duration: duration)

        let viewControllers = childViewControllersWithRotationCallbackAutoForward()
        for viewController in viewControllers {
                viewController.willAnimateRotation(to: toInterfaceOrientation, duration: duration)
        }
    }

    open override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        super.didRotate(from: fromInterfaceOrientation)

        let viewControllers = childViewControllersWithRotationCallbackAutoForward()
        for viewController in viewControllers {
            viewController.didRotate(from: fromInterfaceOrientation)
        }
    }

    /*
     NS_AVAILABLE_IOS(6_0) 
     向下查看和旋转相关的ChildViewController的shouldAutorotate的值
     只有所有相关的子VC都支持Autorotate，才返回YES
     */
    open override var shouldAutorotate: Bool {
        let viewControllers = childViewControllersWithRotationCallbackAutoForward()
        var shouldAutorotate = true
        for viewController in viewControllers {
            shouldAutorotate = shouldAutorotate &&  viewController.shouldAutorotate
        }

        return shouldAutorotate
    }

    /*
     NS_AVAILABLE_IOS(6_0) 
     此方法会在设备旋转且shouldAutorotate返回YES的时候才会被触发
     根据对应的所有支持的取向来决定是否需要旋转
     作为容器，支持的取向还决定于自己的相关子ViewControllers
     */
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        var supportedInterfaceOrientations = UIInterfaceOrientationMask.all

        let viewControllers = childViewControllersWithRotationCallbackAutoForward()
        for viewController in viewControllers {
            supportedInterfaceOrientations = supportedInterfaceOrientations.intersection(viewController.supportedInterfaceOrientations)
        }

        return supportedInterfaceOrientations
    }


    /*
     NS_DEPRECATED_IOS(2_0, 6_0) 6.0以下，设备旋转时，此方法会被调用
     用来决定是否要旋转
     */
    open override func shouldAutorotate(to toInterfaceOrientation: UIInterfaceOrientation) -> Bool {
        var shouldAutorotate = true
        let viewControllers = childViewControllersWithRotationCallbackAutoForward()
        for viewController in viewControllers {
        shouldAutorotate = shouldAutorotate &&  viewController.shouldAutorotate(to: toInterfaceOrientation)
        }
        return shouldAutorotate
    }

    // MARK: - 下面两个方法是在需要的情况下给基类覆盖用的，毕竟不是所有的容器都需要将相关方法传递给所有的childViewControllers
    open func childViewControllersWithAppearanceCallbackAutoForward() -> [UIViewController] {
        return self.children
    }

    open func childViewControllersWithRotationCallbackAutoForward() -> [UIViewController] {
        return self.children
    }
}

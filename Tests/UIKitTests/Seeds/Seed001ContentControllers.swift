// swift-format-ignore-file
// (The seeds are ported line for line, their layout included.)
import UIKit

// Seeds 001 and 002 (Apple's "Implementing a Container View Controller", as the seeds quote it),
// translated line for line. `frameForContentController` is the container's own method in the
// guide; `self.currentClientView` is the content's view (openradar 25215135).
//
// Left for the transitions issue (#5), which brings `transition(from:to:duration:options:...)`:
// seed 001 §3 / seed 002's `cycleFromViewController:toViewController:` and seed 004's objc.io
// `flipFromViewController:toViewController:withDirection:`.

/// Seed 001 §1.2 and §2.2 (the same code as seed 002's): automatic appearance forwarding.
class ContentContainer: UIViewController {
    func frameForContentController() -> CGRect { CGRect(x: 10, y: 10, width: 200, height: 150) }

    func displayContentController(_ content: UIViewController) {
        // 步骤a
        self.addChild(content)
        // 步骤b
        content.view.frame = self.frameForContentController()
        // 步骤c
        self.view.addSubview(content.view)
        // 步骤d
        content.didMove(toParent: self)
    }

    func hideContentController(_ content: UIViewController) {
        // 步骤a
        content.willMove(toParent: nil)
        // 步骤b
        content.view.removeFromSuperview()
        // 步骤c
        content.removeFromParent()
    }
}

/// Seed 001 §4.1–4.3: the container takes appearance forwarding into its own hands.
class ManualForwardingContainer: UIViewController {
    func frameForContentController() -> CGRect { CGRect(x: 10, y: 10, width: 200, height: 150) }

    // 4.1
    override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        return false
    }

    // 4.2
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.children.forEach { child in
            child.beginAppearanceTransition(true, animated: animated)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        self.children.forEach { child in
            child.endAppearanceTransition()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        self.children.forEach { child in
            child.beginAppearanceTransition(false, animated: animated)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        self.children.forEach { child in
            child.endAppearanceTransition()
        }
    }

    // 4.3.1 参考UINavigationController push时的生命周期
    func displayContentController(_ content: UIViewController) {
        self.addChild(content)
        // 该步骤将触发childViewController的viewWillAppear:方法被调用
        content.beginAppearanceTransition(true, animated: true)
        // 添加子VC的根视图,可以添加一些转场动画效果
        content.view.frame = self.frameForContentController()
        self.view.addSubview(content.view)
        // 该步骤将触发childViewController的viewDidAppear:方法被调用
        content.endAppearanceTransition()
        content.didMove(toParent: self)
    }

    // 4.3.2 参考UINavigationController pop时的生命周期
    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        // 该步骤将触发childViewController的viewWillDisappear:方法被调用
        content.beginAppearanceTransition(false, animated: true)
        // 添加一些转场动画效果并移除子VC的根布局
        content.view.removeFromSuperview()
        // 该步骤将触发childViewController的viewDidDisappear:方法被调用
        content.endAppearanceTransition()
        content.removeFromParent()
    }

    /// §1.2 on this container: what happens when a manual container forgets begin/end.
    func displayWithoutForwarding(_ content: UIViewController) {
        self.addChild(content)
        content.view.frame = self.frameForContentController()
        self.view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

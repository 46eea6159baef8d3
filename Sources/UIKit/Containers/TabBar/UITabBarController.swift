import Foundation

/// Tabs: every controller in `viewControllers` is a child, only the selected one's view is in the
/// tab bar controller's view. A switch runs old.viewWillDisappear · new.viewWillAppear ·
/// old.viewDidDisappear · new.viewDidAppear (DESIGN §2). A tap on a tab asks the delegate first
/// and tells it after; setting `selectedIndex` in code does neither, as in UIKit.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitabbarcontroller)
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The controller selected before stays selected if it is still there;
    /// otherwise the same index if valid, else the first (Apple's documented rule).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let controllers = viewControllers ?? []
        let previous = selectedController
        let previousIndex = selectedSlot
        guard let replacement = replaceChildren(tabs, with: controllers) else { return }
        tabs = controllers
        let next: UIViewController?
        if let previous, controllers.contains(where: { $0 === previous }) {
            next = previous
        } else if controllers.indices.contains(previousIndex) {
            next = controllers[previousIndex]
        } else {
            next = controllers.first
        }
        showSelected(next)
        replacement.finish()
        updateTabBarItems()
    }

    open var selectedViewController: UIViewController? {
        get { selectedController }
        set {
            guard let newValue else { return }
            guard tabs.contains(where: { $0 === newValue }) else {
                runtime.report(
                    .exception,
                    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar "
                        + "controller's list of view controllers can be selected.",
                    name: "NSInvalidArgumentException")
                return
            }
            showSelected(newValue)
        }
    }

    /// Setting an index outside the tabs does nothing.
    open var selectedIndex: Int {
        get { selectedSlot }
        set {
            guard tabs.indices.contains(newValue) else { return }
            showSelected(tabs[newValue])
        }
    }

    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar this controller manages; it shows the children's tab bar items.
    public var tabBar: UITabBar {
        if let bar { return bar }
        let bar = UITabBar(frame: .zero)
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        bar.onSelect = { [weak self] index in self?.userSelected(index) }
        self.bar = bar
        return bar
    }

    // MARK: Overrides

    open override func loadView() {
        let root = ContainerRootView(background: .systemBackground) { [weak self] in self?.layoutContent() }
        view = root
        root.addSubview(tabBar)
    }

    override func installChildViews() {
        if let selected = selectedController { view.insertSubview(selected.view, belowSubview: tabBar) }
        layoutContent()
    }

    override var settledShownChildren: [UIViewController]? { selectedController.map { [$0] } ?? [] }

    /// The selected child decides the status bar.
    open override var childForStatusBarStyle: UIViewController? { selectedController }
    open override var childForStatusBarHidden: UIViewController? { selectedController }
    /// The selected controller decides about rotation.
    open override var shouldAutorotate: Bool { selectedController?.shouldAutorotate ?? super.shouldAutorotate }
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        selectedController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    // MARK: Storage and work

    private var tabs: [UIViewController] = []
    private weak var selectedController: UIViewController?
    private var bar: UITabBar?

    private var selectedSlot: Int {
        guard let selectedController else { return 0 }
        return tabs.firstIndex { $0 === selectedController } ?? 0
    }

    private var contentFrame: CGRect {
        guard let root = viewIfLoaded else { return .zero }
        let barHeight = hidesBar ? 0 : UITabBar.height + root.homeIndicatorInset
        return CGRect(x: 0, y: 0, width: root.bounds.width, height: max(0, root.bounds.height - barHeight))
    }

    /// Whether the selected tab is a navigation stack with a pushed controller whose
    /// `hidesBottomBarWhenPushed` is set: then its content takes the whole height.
    private var hidesBar: Bool {
        guard let navigation = selectedController as? UINavigationController else { return false }
        return navigation.stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The selected navigation stack changed: the bar hides or shows from this moment, and the
    /// stack's views take or give back its height (iOS slides the bar away with the pushed
    /// controller's transition; here it goes when the push starts and returns when the pop does).
    func bottomBarVisibilityMayHaveChanged() {
        guard isViewLoaded, tabBar.isHidden != hidesBar else { return }
        view.setNeedsLayout()
        layoutContent()
    }

    /// The bar reaches down over the home indicator, its items above it, as on iOS.
    private func layoutContent() {
        guard let root = viewIfLoaded else { return }
        let barHeight = UITabBar.height + root.homeIndicatorInset
        tabBar.isHidden = hidesBar
        tabBar.frame = CGRect(
            x: 0, y: root.bounds.height - barHeight, width: root.bounds.width, height: barHeight)
        if runningTransitionContext == nil, let view = selectedController?.viewIfLoaded, view.superview === root {
            view.frame = contentFrame
        }
    }

    func updateTabBarItems() {
        tabBar.items = tabs.map { $0.tabBarItem }
        tabBar.selectedItem = selectedController?.tabBarItem
    }

    private func userSelected(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        if controller === selectedController, let navigation = controller as? UINavigationController {
            // iOS: a tap on the selected tab takes its navigation stack back to the root.
            navigation.popToRootViewController(animated: true)
        }
        showSelected(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Swaps the selected child's view, with the tab-switch order when on screen.
    private func showSelected(_ next: UIViewController?) {
        let previous = selectedController
        guard next !== previous else { return }
        if let transition = runningTransitionContext, transition.isRunning { transition.land() }
        if let previous, let next, appearState == .appeared, UIView.areAnimationsEnabled,
            let root = viewIfLoaded, let fromView = previous.viewIfLoaded, fromView.superview === root,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: previous, to: next)
        {
            runCustomSwitch(from: previous, to: next, animator: animator, root: root, fromView: fromView)
            return
        }
        selectedController = next
        tabBar.selectedItem = next?.tabBarItem
        exchangeChildAppearance(from: previous, to: next, animated: false) {
            guard let root = viewIfLoaded else { return }
            if let view = next?.view {
                view.frame = contentFrame
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                root.insertSubview(view, belowSubview: tabBar)
            }
            if let view = previous?.viewIfLoaded, view.superview === root { view.removeFromSuperview() }
        }
        bottomBarVisibilityMayHaveChanged()
        setNeedsStatusBarAppearanceUpdate()
    }

    /// A switch run by the delegate's animator: the tab-switch order, animated, with the end
    /// when the animator completes; cancelled, the old tab stays selected.
    private func runCustomSwitch(
        from previous: UIViewController, to next: UIViewController,
        animator: any UIViewControllerAnimatedTransitioning, root: UIView, fromView: UIView
    ) {
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        next.loadViewIfNeeded()
        let toView = next.view!
        let content = contentFrame
        toView.frame = content
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let transition = makeChildTransition(
            from: previous, to: next, fromView: fromView, toView: toView, in: root, at: content)
        transition.animator = animator
        transition.interactor = interactor
        selectedController = next
        tabBar.selectedItem = next.tabBarItem
        let exchange = AppearanceExchange(from: previous, to: next, animated: true)
        transition.onComplete = { [weak self] completed in
            guard let self else { return }
            self.runningTransitionContext = nil
            exchange.settle(completed, in: root, from: fromView, to: toView, at: content, below: self.tabBar)
            if !completed {
                self.selectedController = previous
                self.tabBar.selectedItem = previous.tabBarItem
            }
            self.bottomBarVisibilityMayHaveChanged()
            self.setNeedsStatusBarAppearanceUpdate()
        }
        transition.start()
        root.bringSubviewToFront(tabBar)
    }
}

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller (UIKit's lookup up the parent chain).
    public var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }
}

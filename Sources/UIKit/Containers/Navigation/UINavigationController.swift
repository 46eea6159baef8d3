import Foundation

/// A stack of controllers, the top one showing under a navigation bar. Every controller in the
/// stack is a child; only the top one's view is in the navigation controller's view. Push and pop
/// slide the views as iOS does (UINavigationController+Transition.swift).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uinavigationcontroller)
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// How long showing or hiding the navigation bar takes (UIKit's `UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.35

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { stack.last }
    /// The top controller, or a controller presented over the navigation controller (by it or
    /// by a container it is in).
    open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Replaces the stack. Animated, a new top already in the stack is shown with a pop, one not in
    /// it with a push; the same top, without a transition.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return performPop(to: stack[stack.count - 2], animated: animated)?.first
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return performPop(to: root, animated: animated)
    }

    /// Pops until `viewController` is on top; it must be in the stack.
    @discardableResult
    /// An unwind passing through pops back to the child it leads to.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard viewControllers.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else {
            return
        }
        popToViewController(subsequentVC, animated: true)
    }

    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stack.contains(where: { $0 === viewController }) else {
            runtime.report(.exception, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        return performPop(to: viewController, animated: animated)
    }

    override var showsForDescendants: Bool { true }
    override var settledShownChildren: [UIViewController]? { stack.last.map { [$0] } ?? [] }

    /// UIKit's default collapse onto a navigation controller primary: the secondary is pushed,
    /// so Back returns to the list.
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        pushViewController(secondaryViewController, animated: false)
    }
    /// Expanding: the pushed top comes off to be the secondary again; with only the root left,
    /// the previous secondary.
    open override func separateSecondaryViewController(
        for splitViewController: UISplitViewController
    )
        -> UIViewController?
    {
        if stack.count > 1 { return popViewController(animated: false) }
        return super.separateSecondaryViewController(for: splitViewController)
    }

    /// A navigation controller shows by pushing.
    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

    // MARK: The bar

    /// The bar this controller manages; it shows the stack's navigation items.
    public var navigationBar: UINavigationBar {
        if let bar { return bar }
        let bar = UINavigationBar(frame: .zero)
        bar.autoresizingMask = [.flexibleWidth]
        bar.backAction = { [weak self] in self?.popViewController(animated: true) }
        self.bar = bar
        return bar
    }

    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Slides the bar out above the top edge (or back in), the content following it.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        navigationBar.isHidden = false
        let settle = { [weak self] in
            guard let self, self.barHidden == hidden else { return }
            self.navigationBar.isHidden = hidden
        }
        if animated {
            UIView.animate(
                withDuration: TimeInterval(Self.hideShowBarDuration), animations: { self.layoutContent() },
                completion: { _ in settle() })
        } else {
            layoutContent()
            settle()
        }
    }

    // MARK: Overrides

    open override func loadView() {
        let root = ContainerRootView(background: .systemBackground) { [weak self] in self?.layoutContent() }
        view = root
        root.addSubview(navigationBar)
        navigationBar.isHidden = barHidden
        root.addGestureRecognizer(interactivePop.recognizer)
    }

    /// The left-edge drag that pops the top controller interactively (`InteractivePop`).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop.recognizer }

    /// On iOS `viewControllers` is the children: one an app removes with Apple's remove sequence
    /// leaves the stack as well (its own pushes and pops have changed the stack already). A
    /// removed top gives way to the controller below, whose view takes its place.
    override func childDidLeave(_ child: UIViewController) {
        guard let index = stack.firstIndex(where: { $0 === child }) else { return }
        let wasTop = index == stack.count - 1
        stack.remove(at: index)
        guard isViewLoaded, runningTransitionContext == nil else { return }
        updateBarItems()
        if wasTop, let top = stack.last, top.view.superview !== view {
            view.insertSubview(top.view, belowSubview: navigationBar)
            layoutContent()
        }
    }

    override func installChildViews() {
        if let top = stack.last { view.insertSubview(top.view, belowSubview: navigationBar) }
        updateBarItems()
        layoutContent()
    }

    /// The top controller decides the status bar.
    open override var childForStatusBarStyle: UIViewController? { topViewController }
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    /// The top controller decides about rotation, and a rotation waits for a push or pop to end.
    open override var shouldAutorotate: Bool { topViewController?.shouldAutorotate ?? super.shouldAutorotate }
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    // MARK: Storage

    var stack: [UIViewController] = [] {
        // A tab bar controller hides its bar while a pushed controller asks it to.
        didSet { (parent as? UITabBarController)?.bottomBarVisibilityMayHaveChanged() }
    }
    private(set) lazy var interactivePop = InteractivePop(navigation: self)
    private var bar: UINavigationBar?
    private var barHidden = false

    /// Where the top controller's view goes: below the bar, or everything when it is hidden.
    var contentFrame: CGRect {
        guard let root = viewIfLoaded else { return .zero }
        let top = barHidden ? 0 : root.statusStripInset + UINavigationBar.contentHeight
        return CGRect(x: 0, y: top, width: root.bounds.width, height: max(0, root.bounds.height - top))
    }

    /// Places the bar and the top view for the current size (the root view's layoutSubviews).
    func layoutContent() {
        guard let root = viewIfLoaded else { return }
        let height = root.statusStripInset + UINavigationBar.contentHeight
        navigationBar.frame = CGRect(x: 0, y: barHidden ? -height : 0, width: root.bounds.width, height: height)
        if runningTransitionContext == nil, let top = stack.last?.viewIfLoaded, top.superview === root {
            top.frame = contentFrame
        }
    }

    func updateBarItems() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
    }
}

extension UIViewController {
    /// The nearest ancestor that is a navigation controller (UIKit's lookup up the parent chain).
    public var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }
}

import Foundation

/// Manages a view hierarchy and its place among other controllers. Loading, containment and
/// appearance live in the `UIViewController+…` files; the class body declares what subclasses
/// override (Swift on Linux cannot override members declared in extensions).
@MainActor
open class UIViewController: UIResponder {
    /// Nibs do not exist on Linux: a name given here is reported when the view loads, and the
    /// controller gets an empty view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        requestedNibName = nibNameOrNil
        super.init()
    }

    /// Controllers are not archived on Linux; this exists so subclasses written for iOS compile.
    public required init?(coder: NSCoder) {
        requestedNibName = nil
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: Storage (the operations are in the UIViewController+… files)

    let requestedNibName: String?
    var loadedView: UIView?
    var isLoadingView = false

    /// Strong: a parent keeps its children alive (seed 004's freed table controller cannot happen).
    var childList: [UIViewController] = []
    weak var parentLink: UIViewController?
    var movingToParent = false
    var movingFromParent = false

    /// Where the controller is in its appearance cycle (UIKit's private view appear state).
    enum AppearState { case disappeared, appearing, appeared, disappearing }
    var appearState = AppearState.disappeared
    /// Open `beginAppearanceTransition` calls not yet ended; only the outermost pair fires.
    var appearanceTransitionDepth = 0
    var appearanceTransitionIsAppearing = false
    var appearanceTransitionAnimated = false
    /// How many of the open begins the parent's automatic forwarding owes an end for; settled
    /// at once if the child leaves the parent before the parent's change ends.
    var forwardedEndsOwed = 0

    open var title: String?

    /// The view's superview: a window for the root controller, the container's view for a child.
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: View loading (UIViewController+ViewLoading.swift)

    /// The root view, loaded (`loadView()` then `viewDidLoad()`) the first time it is read.
    open var view: UIView! {
        get { performLoadViewIfNeeded(); return loadedView }
        set { install(view: newValue) }
    }
    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }
    open func loadViewIfNeeded() { performLoadViewIfNeeded() }
    /// Creates the root view: an empty view the size of the screen that follows its superview's size.
    open func loadView() { performLoadView() }
    open func viewDidLoad() {}
    /// Called before the root view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view's `layoutSubviews`, before its subviews lay out.
    open func viewDidLayoutSubviews() {}

    // MARK: Containment (UIViewController+Containment.swift)

    open var children: [UIViewController] { childList }
    open var parent: UIViewController? { parentLink }
    /// Links `childController` as the last child; UIKit calls `willMove(toParent: self)` for you
    /// here, and removes it from any other parent first. The container calls `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) { performAddChild(childController) }
    /// Unlinks from the parent, then calls `didMove(toParent: nil)` for you. No parent: nothing happens.
    open func removeFromParent() { performRemoveFromParent() }
    open func willMove(toParent parent: UIViewController?) { noteWillMove(toParent: parent) }
    open func didMove(toParent parent: UIViewController?) { noteDidMove(toParent: parent) }

    // MARK: Appearance (UIViewController+Appearance.swift)

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether children whose views are in this controller's view follow its appearance. The
    /// default asks the iOS 5 method, as iOS 6 did for controllers that override only that one.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool {
        automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers()
    }

    /// The iOS 5 switch for both appearance and rotation forwarding (seed 000 overrides it).
    @available(iOS, introduced: 5.0, deprecated: 6.0, message: "Use shouldAutomaticallyForwardAppearanceMethods")
    open func automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers() -> Bool { true }

    /// Starts an appearance change (`viewWillAppear`/`viewWillDisappear`); calls nest, and a call
    /// in the other direction mid-change starts over in that direction.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearanceTransition(isAppearing, animated: animated)
    }
    /// Ends the change begun last (`viewDidAppear`/`viewDidDisappear` when the outermost ends).
    open func endAppearanceTransition() { performEndAppearanceTransition() }

    // MARK: Transitions between children (UIViewController+Transition.swift)

    /// Swaps two children's views under an animation: both must be children of this controller.
    /// Appearance begins on both, `toViewController`'s view joins `fromViewController`'s
    /// superview, `animations` (and the transition in `options`) run, `fromViewController`'s view
    /// leaves at the end, appearance ends on both, then `completion` runs.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performTransition(from: fromViewController, to: toViewController, duration: duration, options: options,
                          animations: animations, completion: completion)
    }

    /// True between `addChild` and `didMove(toParent:)`: in the appear callbacks of a child being added.
    open var isMovingToParent: Bool { movingToParent }
    /// True from `willMove(toParent: nil)` until `removeFromParent()`: in the disappear callbacks
    /// of a child being removed.
    open var isMovingFromParent: Bool { movingFromParent }
    /// False until modal presentation exists in this module: no controller can be presented yet.
    open var isBeingPresented: Bool { false }
    /// False until modal presentation exists in this module: no controller can be dismissed yet.
    open var isBeingDismissed: Bool { false }
}

import Foundation

/// Manages a view hierarchy and its place among other controllers. Loading, containment and
/// appearance live in the `UIViewController+…` files; the class body declares what subclasses
/// override (Swift on Linux cannot override members declared in extensions).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller)
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// A nib named `nibNameOrNil` (or, when nil, after the class) among the app's resources gives
    /// the view when it loads (`UINib`); without one the controller gets an empty view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        requestedNibName = nibNameOrNil
        super.init()
    }

    /// How a storyboard makes a controller (`UIStoryboard`); the storyboard then links it to
    /// its scene, from which its view loads.
    public required init?(coder: NSCoder) {
        requestedNibName = nil
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: Storage (the operations are in the UIViewController+… files)

    let requestedNibName: String?
    /// The storyboard scene the controller was made from: its view, segues and storyboard.
    var storyboardScene: StoryboardScene?
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
    /// Bumped when open begins are dropped (a change started over, or settled without its
    /// ends), so UIKit's own ends for them stay quiet (`OwnAppearanceChange`).
    var appearanceEpoch = 0
    /// Between `viewWillAppear` and the first layout of the view in a visible window (or
    /// `viewDidAppear`, whichever comes first): `viewIsAppearing` is still to be called, with the
    /// `animated` of its `viewWillAppear`.
    var viewIsAppearingOwed: Bool?

    /// Setting a title also retitles the navigation and tab bar items (Apple: "assigning a value
    /// to this property updates the title text of those objects").
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// The view's superview: a window for the root controller, the container's view for a child.
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: View loading (UIViewController+ViewLoading.swift)

    /// The root view, loaded (`loadView()` then `viewDidLoad()`) the first time it is read.
    open var view: UIView! {
        get {
            performLoadViewIfNeeded()
            return loadedView
        }
        set { install(view: newValue) }
    }
    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }
    open func loadViewIfNeeded() { performLoadViewIfNeeded() }
    /// Creates the root view: an empty view the size of the screen that follows its superview's size.
    open func loadView() { performLoadView() }
    open func viewDidLoad() {}

    // MARK: Segues (UIViewController+Segues.swift)

    /// Called before a segue from this controller is performed, after its destination is made.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller/1621490-prepare)
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue the storyboard triggers (not `performSegue`) goes ahead.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller/1621502-shouldperformsegue)
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Performs the segue with this identifier from the controller's storyboard scene.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller/1621413-performsegue)
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether this controller is the destination of an unwind action: by default, whether it
    /// implements the action's method.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller/3237262-canperformunwindsegueaction)
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    ) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender)
    }

    /// The form of `canPerformUnwindSegueAction(_:from:sender:)` before iOS 13, which the new one asks.
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any
    ) -> Bool {
        fromViewController !== self && responds(to: action)
    }

    /// The children an unwind search looks into, nearest first; not the one holding the source.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller/1621380-allowedchildrenforunwinding)
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let holding = childContaining(source)
        return children.reversed().filter { $0 !== holding }
    }

    /// The child that holds the unwind's source, or nil.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller/1621381-childcontaining)
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { child in
            var current: UIViewController? = source.source
            while let controller = current {
                if controller === child { return true }
                current = controller.parent ?? controller.presentingViewController
            }
            return false
        }
    }

    /// A container brings `subsequentVC` forward when an unwind passes through it: a navigation
    /// controller pops to it.
    ///
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewcontroller/1621473-unwind)
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
    /// After `viewDidLoad`: UIKit's containers put their current child's view in here, so the
    /// container's `viewDidLoad` comes before the child's.
    func installChildViews() {}
    /// Called before the root view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view's `layoutSubviews`, before its subviews lay out.
    open func viewDidLayoutSubviews() {}

    // MARK: Auto Layout (UIViewController+Constraints.swift)

    /// The root view's constraints pass: the default updates the view's own constraints.
    open func updateViewConstraints() { view.updateConstraints() }
    /// Adds to the safe area the root view inherits (for chrome of the controller's own).
    /// A non-finite inset is refused (FiniteInput.swift; UIKit's text is not known) and the old kept.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            guard
                runtime.acceptsFinite(
                    newValue, owner: "UIViewController", property: "additionalSafeAreaInsets")
            else { return }
            let old = storedAdditionalSafeAreaInsets
            storedAdditionalSafeAreaInsets = newValue
            if newValue != old { viewIfLoaded?.setNeedsLayoutThroughout() }
        }
    }
    private var storedAdditionalSafeAreaInsets = UIEdgeInsets.zero
    open func viewSafeAreaInsetsDidChange() {}
    /// The safe area the view had when `viewSafeAreaInsetsDidChange()` last ran: what the
    /// controller could read then (the settled "safe area announced" invariant compares it).
    var toldSafeAreaInsets = UIEdgeInsets.zero
    open func viewLayoutMarginsDidChange() {}
    /// The root view's margins never go below `systemMinimumLayoutMargins` while true.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.layoutMarginsInputsDidChange() }
    }

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
    /// Once per appearance, after `viewWillAppear`: the view is in the window with its traits
    /// and its frame from the superview's layout, before its own first layout and `viewDidAppear`
    /// (Apple's `viewIsAppearing(_:)` documentation; iOS 17 SDK, back-deployed to iOS 13).
    open func viewIsAppearing(_ animated: Bool) {}
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
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        performTransition(
            from: fromViewController, to: toViewController, duration: duration, options: options,
            animations: animations, completion: completion)
    }

    /// True between `addChild` and `didMove(toParent:)`: in the appear callbacks of a child being added.
    open var isMovingToParent: Bool { movingToParent }
    /// True from `willMove(toParent: nil)` until `removeFromParent()`: in the disappear callbacks
    /// of a child being removed.
    open var isMovingFromParent: Bool { movingFromParent }
    /// True from `present(_:animated:completion:)` until the presented controller's `viewDidAppear`.
    open var isBeingPresented: Bool { beingPresented }
    /// True from `dismiss(animated:completion:)` until the dismissed controller's `viewDidDisappear`.
    open var isBeingDismissed: Bool { beingDismissed }

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// The presented controller's view covers the presentation context (the window's root, or
    /// the nearest ancestor that defines a context) in the way `modalPresentationStyle` says.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses what this controller (or an ancestor) presented, or, for a presented controller,
    /// itself; everything presented above goes too, and only the topmost animates.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }
    /// The controller presented by this one or by the ancestor whose context it is in.
    open var presentedViewController: UIViewController? { presentationOwner?.presentedLink }
    /// The controller whose context this one (or its presented ancestor) was presented over.
    open var presentingViewController: UIViewController? { presentedAncestor?.presentingLink }
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether `.overCurrentContext` presentations from below stop here.
    open var definesPresentationContext = false
    /// Pushed onto a navigation controller that is a tab, the tab bar hides while this
    /// controller (or one pushed above it) is in the stack.
    open var hidesBottomBarWhenPushed = false
    /// True keeps a sheet from being dragged away: the drag springs back and the presentation
    /// controller's delegate hears `presentationControllerDidAttemptToDismiss`.
    open var isModalInPresentation = false

    /// Shows `vc` in the way the nearest container chooses (a navigation controller pushes it);
    /// with no such container it is presented.
    open func show(_ vc: UIViewController, sender: Any?) { performShow(vc, sender: sender) }
    /// Shows `vc` as the detail of the nearest split view controller, else as `show` does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        performShowDetail(vc, sender: sender)
    }

    // MARK: Status bar (UIViewController+StatusBar.swift)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    /// A container returns the child whose `preferredStatusBarStyle` should be used instead of its own.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// A container returns the child whose `prefersStatusBarHidden` should be used instead of its own.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Asks the window to resolve the status bar's style and visibility again.
    open func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceDidChange() }

    // MARK: Content size (UIViewController+ContentContainer.swift)

    /// The size this controller would like; a change tells the parent.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            parentLink?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// Called on a container when a child's `preferredContentSize` changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size a container gives a child; the default gives the parent's size.
    open func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    // MARK: Rotation (UIViewController+Rotation.swift)

    /// Whether the interface may turn with the device; asked of the window's root controller or
    /// of the topmost full-screen presented one. The default is true.
    open var shouldAutorotate: Bool { true }
    /// Where the interface may turn, asked when `shouldAutorotate` is true. The default is
    /// `.allButUpsideDown`, UIKit's for the phone idiom.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The iOS 5 question, still asked after the two above (seed 000's base class answers it for
    /// its children); the default agrees.
    @available(iOS, introduced: 2.0, deprecated: 6.0, message: "Use supportedInterfaceOrientations")
    open func shouldAutorotate(to toInterfaceOrientation: UIInterfaceOrientation) -> Bool { true }
    /// Whether children get the three legacy rotation callbacks from this controller's; the
    /// default asks the iOS 5 method, as for appearance.
    open var shouldAutomaticallyForwardRotationMethods: Bool {
        automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers()
    }
    /// Before the rotation animation; `interfaceOrientation` is still the old one.
    @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Implement viewWillTransition(to:with:) instead")
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        noteRotationCallback(.willRotate(toInterfaceOrientation))
    }
    /// Inside the rotation's animation block: changes made here animate with it.
    @available(iOS, introduced: 3.0, deprecated: 8.0, message: "Implement viewWillTransition(to:with:) instead")
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        noteRotationCallback(.willAnimateRotation(toInterfaceOrientation))
    }
    /// After the rotation animation.
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
        noteRotationCallback(.didRotate(fromInterfaceOrientation))
    }
    /// The size this controller's view is about to get. The default sends the legacy callbacks
    /// (when the parent forwards them) and passes the change on to the children, each with the
    /// size `size(forChildContentContainer:withParentContainerSize:)` gives, and to what this
    /// controller presented (Apple: "View controllers forward the size change message to their
    /// views and child view controllers"; presentation controllers to the presented one): call
    /// `super`. Sending the legacy trio from here is our reading of iOS 8, where overriding this
    /// without `super` silenced them; Apple does not document their order against it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        performViewWillTransition(to: size, with: coordinator)
    }
    /// The orientation of the interface this controller's view is in.
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    open var interfaceOrientation: UIInterfaceOrientation { currentInterfaceOrientation }
    /// Asks every window to turn its interface to the device's orientation, if its controllers
    /// now allow it (after `shouldAutorotate` or `supportedInterfaceOrientations` changed).
    open class func attemptRotationToDeviceOrientation() {
        for window in UIApplication.shared.windows { window.settleOrientation(animated: true) }
    }
    /// True while a container transition runs: a rotation waits for its end, as on iOS.
    var holdsRotationForTransition: Bool { runningTransitionContext?.isRunning ?? false }
    /// Whether `show(_:sender:)` and `showDetailViewController(_:sender:)` from a descendant come
    /// here (UIKit's `targetViewController(forAction:sender:)` search, which needs selectors):
    /// navigation and split view controllers say yes, each for what it shows.
    var showsForDescendants: Bool { false }
    var showsDetailForDescendants: Bool { false }
    /// For UIKit's containers, the children whose views belong in this controller's view once
    /// nothing animates (the invariant checker holds them to it); nil where the app decides.
    var settledShownChildren: [UIViewController]? { nil }
    /// A child unlinked with `removeFromParent()`: UIKit's containers whose lists are their
    /// children (a navigation controller's `viewControllers`) drop it from their lists too.
    func childDidLeave(_ child: UIViewController) {}
    /// Called just before the controller's `viewWillAppear`: a container settles what it shows
    /// first (a split view's collapse), so that nothing appears only to disappear.
    func settleBeforeAppearing() {}

    // MARK: Split view collapse (Containers/Split/UISplitViewController.swift)

    /// Incorporates the secondary when a split view collapses and its delegate did not. Apple's
    /// documentation: the default does nothing, and the primary is displayed alone.
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {}
    /// The secondary when a split view expands and its delegate gave none. Apple's
    /// documentation: the default returns the previous secondary.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        splitViewController.previousSecondary
    }

    // MARK: Traits (Traits/UIViewController+Traits.swift)

    /// The interface environment: the parent's with the parent's override for this child, else
    /// (a root or presented controller) its view's superview's, with `overrideUserInterfaceStyle`.
    open var traitCollection: UITraitCollection { resolveTraits() }

    /// The traits changed since the controller was last told (once its view is in a window).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits are about to change (a size class with a rotation or resize): before
    /// `viewWillTransition(to:with:)`. The default passes each child its own new traits.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }

    /// Traits a child sees on top of this controller's (`nil` removes them); children only.
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        performSetOverrideTraitCollection(collection, forChild: childViewController)
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parentTraitOverride.flatMap { $0.parent === self ? $0.traits : nil }
    }

    /// Light or dark for this controller, its views and children (iOS 13).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { viewIfLoaded?.announceTraitChanges() } }
    }

    /// The override the parent set for this child, valid while that parent is the parent.
    var parentTraitOverride: (parent: UIViewController, traits: UITraitCollection)? {
        get { parentTraitOverrideStorage.flatMap { entry in entry.parent.map { ($0, entry.traits) } } }
        set { parentTraitOverrideStorage = newValue.map { TraitOverride(parent: $0.parent, traits: $0.traits) } }
    }
    private var parentTraitOverrideStorage: TraitOverride?
    private struct TraitOverride {
        weak var parent: UIViewController?
        let traits: UITraitCollection
    }

    /// The traits last announced; nil before the view was first in a window.
    var announcedTraits: UITraitCollection?

    // MARK: Container items (Containers/)

    /// What a navigation bar shows while this controller is on top; made on first use.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        navigationItemStorage = item
        return item
    }
    /// What a tab bar shows for this controller; made on first use, titled with `title`.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            tabBarItemDidChange()
        }
    }

    // MARK: Storage for presentation and items

    /// Strong: the presenting controller keeps what it presented alive.
    var presentedLink: UIViewController?
    weak var presentingLink: UIViewController?
    var beingPresented = false
    var beingDismissed = false
    /// How the presentation this controller made was set up, for undoing it.
    var presentationRecord: PresentationRecord?
    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?

    // MARK: Custom transitions (Transitions/)

    /// Supplies the animators, interaction controllers and (for `.custom`) the presentation
    /// controller of this controller's presentation and dismissal.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The transition this controller runs as a container (a push, pop or tab switch), and the
    /// presentation or dismissal it takes part in as presenter or presented: apart, as a
    /// container may present while it pushes. `transitionCoordinator` finds them.
    var runningTransitionContext: TransitionContext?
    var presentationTransitionContext: TransitionContext?
    /// The presentation controller of this controller's presentation: held by the presenter's
    /// record while presented (it holds this controller strongly, so a strong link back would be
    /// a cycle); setting it lets go of one made ahead.
    var presentationControllerStorage: UIPresentationController? {
        get { presentationControllerAhead ?? presentationControllerLink }
        set {
            presentationControllerAhead = nil
            presentationControllerLink = newValue
        }
    }
    weak var presentationControllerLink: UIPresentationController?
    /// A sheet made ahead of its presentation (`sheetPresentationController` read first), held
    /// here until `present` hands it to the presenter's record.
    var presentationControllerAhead: UIPresentationController?
}

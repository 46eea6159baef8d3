import Foundation

/// Pages of content, one controller a page (two side by side with the curl's mid spine),
/// turned by a drag, a key or `setViewControllers(_:direction:animated:completion:)`. The shown
/// pages are real children; the data source gives the neighbours, and only the shown pages and
/// their neighbours are kept, so pages that left are released. How a page moves (the scroll
/// view, or the curl) is the style's `PageTransitionDriver`; the lifecycle is `PageTurn`'s.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uipageviewcontroller)
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// `options` may give `.spineLocation` (curl) and `.interPageSpacing` (scroll).
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        self.style = style
        orientation = navigationOrientation
        let spine = Self.optionSpineLocation(options?[.spineLocation])
        spineLocationStorage = style == .scroll ? .none : (spine ?? .min)
        interPageSpacing = style == .scroll ? Self.optionSpacing(options?[.interPageSpacing]) : 0
        super.init(nibName: nil, bundle: nil)
        // Apple: with the spine in the middle, pages are double-sided.
        if spineLocationStorage == .mid { isDoubleSided = true }
    }

    /// `UIPageViewController()`, the `init` NSObject gives iOS code: the curl style, horizontal,
    /// no options (both enums' zero values, which `-init` leaves, and Interface Builder's
    /// defaults). A subclass that overrides both designated initializers inherits it, as on iOS.
    public convenience init() {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// How a storyboard makes the controller (with the default transition style and orientation).
    /// UIKit's archived default is the curl style, horizontal.
    public required init?(coder: NSCoder) {
        style = .pageCurl
        orientation = .horizontal
        spineLocationStorage = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet {
            guard dataSource !== oldValue else { return }
            forgetNeighbours()
            neighboursDidChange()
        }
    }
    open weak var delegate: (any UIPageViewControllerDelegate)?

    open var transitionStyle: UIPageViewController.TransitionStyle { style }
    open var navigationOrientation: UIPageViewController.NavigationOrientation { orientation }
    /// `.none` for the scroll style; the curl's spine otherwise (`.min` unless the options said).
    open var spineLocation: UIPageViewController.SpineLocation { spineLocationStorage }
    /// Whether a curled page shows content on its back (the next page) rather than its front
    /// mirrored; true for the mid spine, where false is refused (UIKit's exception).
    open var isDoubleSided = false { didSet { doubleSidedDidChange(from: oldValue) } }
    /// The gestures that turn pages, for other gestures to coordinate with: the curl's; the
    /// scroll style's are its scroll view's own, and this is empty (Apple documents it so).
    open var gestureRecognizers: [UIGestureRecognizer] { driver.gestureRecognizers }

    /// The shown pages: one, or two with the mid spine; nil before any were set.
    open var viewControllers: [UIViewController]? { shownPages.isEmpty ? nil : shownPages }

    /// Shows `viewControllers` (one page, two with the mid spine). Animated, the page turns in
    /// `direction`; `completion` gets true when the turn finished. A turn in progress (a drag)
    /// ends first, where it is going.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        performSetViewControllers(
            viewControllers ?? [], direction: direction, animated: animated, completion: completion)
    }

    // MARK: Overrides

    open override func loadView() {
        let root = ContainerRootView(background: .clear) { [weak self] in self?.layoutPages() }
        view = root
    }

    override func installChildViews() {
        guard let root = viewIfLoaded else { return }
        driver.install(in: root)
        installPageControl(in: root)
        layoutPages()
    }

    /// The curl style asks its delegate for the spine of the orientation the interface turns to
    /// (`spineLocationFor`); the app sets the pages that spine takes in that callback, as Apple
    /// documents (UIPageViewController+Spine.swift). The scroll style has no spine.
    open override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        askSpineLocation(for: coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }

    override var settledShownChildren: [UIViewController]? { shownPages }
    override var holdsRotationForTransition: Bool { currentTurn != nil }

    /// The first shown page decides the status bar.
    open override var childForStatusBarStyle: UIViewController? { shownPages.first }
    open override var childForStatusBarHidden: UIViewController? { shownPages.first }
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    // MARK: Storage (the work is in UIPageViewController+Pages.swift)

    let style: UIPageViewController.TransitionStyle
    let orientation: UIPageViewController.NavigationOrientation
    var spineLocationStorage: UIPageViewController.SpineLocation
    /// Points between two pages in the scroll style.
    let interPageSpacing: CGFloat
    var shownPages: [UIViewController] = []
    /// The pages beside the shown ones, asked of the data source once and kept until a turn makes
    /// them the shown page or a far page (then released). Only the scroll style keeps them ahead.
    var pageBefore: UIViewController?
    var pageAfter: UIViewController?
    var beforeKnown = false
    var afterKnown = false
    /// `setViewControllers` ran: the page control asks `presentationIndex(for:)` again.
    var presentationIndexOwed = false
    var currentTurn: PageTurn?
    lazy var driver: any PageTransitionDriver = makePageTransitionDriver()
    var pageControlStorage: UIPageControl?
    /// The page control's dot for the shown page.
    var shownPageIndex = 0
}

import Foundation

/// A primary (list) and a secondary (detail) child. In a regular horizontal size class both show
/// side by side, the primary 320 pt wide, or the display-mode button lays the primary over the
/// secondary. In a compact one the split collapses to the primary alone, the secondary folded
/// into it (a navigation controller pushes it), settled before anything appears (DESIGN §2).
/// The primary's view joins and leaves the split's view as it shows and hides, so it gets its
/// appearance callbacks each time.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uisplitviewcontroller)
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// Raw values are UIKit's.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
    }

    static let overlayDuration: TimeInterval = 0.3

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Primary, then secondary; the primary alone once collapsed.
    open var viewControllers: [UIViewController] {
        get { [primary, secondary].compactMap { $0 } }
        set { setColumns(primary: newValue.first, secondary: newValue.count > 1 ? newValue[1] : nil) }
    }

    /// Asked how the columns collapse and separate.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// The display mode asked for; `.automatic` puts the primary beside the secondary when wide
    /// and hides it when collapsed.
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { layoutColumns() } }
    /// How the primary shows now.
    open var displayMode: DisplayMode {
        if isCollapsed { return overlayShown ? .oneOverSecondary : .secondaryOnly }
        switch preferredDisplayMode {
        case .secondaryOnly, .oneOverSecondary: return overlayShown ? .oneOverSecondary : preferredDisplayMode
        default: return .oneBesideSecondary
        }
    }
    /// One column in a compact horizontal size class (a phone, or a child given compact traits).
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// A new horizontal size class collapses or expands the columns.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            viewIfLoaded?.setNeedsLayout()
        }
    }
    open var primaryColumnWidth: CGFloat { 320 }

    /// Shows or hides the primary over the secondary; the split also draws it as a button at the
    /// top left whenever the primary is not beside the secondary.
    open lazy var displayModeButtonItem: UIBarButtonItem = UIBarButtonItem(
        title: "☰", primaryAction: UIAction { [weak self] _ in self?.toggleOverlay() })

    /// The split shows a controller as its new secondary.
    open override func show(_ vc: UIViewController, sender: Any?) { showDetailViewController(vc, sender: sender) }
    /// Replaces the secondary; a primary laid over it slides away. Collapsed, a navigation
    /// controller primary shows it (pushes it), as Apple's documentation of
    /// `showDetailViewController(_:sender:)` says for a compact environment; any other primary
    /// takes it as a new secondary, collapsed onto it again.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        // Compact since the last layout: fold first, so the detail goes where a folded split
        // puts it (campaign seeds 242 and 838 showed it appeared outside the window).
        settleCollapse()
        if folded, let navigation = primary as? UINavigationController {
            navigation.show(vc, sender: sender)
            return
        }
        setColumns(primary: primary, secondary: vc)
        if overlayTarget { toggleOverlay() }
    }

    override var showsForDescendants: Bool { true }
    override var showsDetailForDescendants: Bool { true }
    override var settledShownChildren: [UIViewController]? {
        if folded { return [primary ?? secondary].compactMap { $0 } }
        return displayMode == .secondaryOnly ? [secondary].compactMap { $0 } : viewControllers
    }

    /// The secondary decides the status bar; collapsed, the column shown alone.
    open override var childForStatusBarStyle: UIViewController? { folded ? primary ?? secondary : secondary }
    open override var childForStatusBarHidden: UIViewController? { folded ? primary ?? secondary : secondary }
    /// Both columns may be on screen: the split turns only where both agree.
    open override var shouldAutorotate: Bool { viewControllers.allSatisfy { $0.shouldAutorotate } }
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        viewControllers.isEmpty
            ? super.supportedInterfaceOrientations
            : viewControllers.reduce(.all) { $0.intersection($1.supportedInterfaceOrientations) }
    }

    open override func loadView() {
        let root = ContainerRootView(background: .separator) { [weak self] in self?.layoutColumns() }
        view = root
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.addAction(UIAction { [weak self] _ in self?.toggleOverlay() }, for: .touchUpInside)
        modeButton.backgroundColor = UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 0.9)
                : UIColor(white: 1, alpha: 0.9)
        }
        modeButton.layer.cornerRadius = 8
        modeButton.setTitle("☰", for: .normal)
        modeButton.addAction(UIAction { [weak self] _ in self?.toggleOverlay() }, for: .primaryActionTriggered)
    }

    /// The columns join the view after the split's own `viewDidLoad`, as in UIKit's containers.
    override func installChildViews() { layoutColumns() }

    /// The collapse is settled before the split appears: its traits are known by then.
    override func settleBeforeAppearing() {
        settleCollapse()
        if folded { layoutColumns() }
    }

    // MARK: Storage and work

    private var primary: UIViewController?
    private var secondary: UIViewController?
    /// The columns are folded into the primary for a compact width (the secondary collapsed
    /// onto it or set aside).
    private var folded = false
    /// The secondary the last collapse took out of the columns: what the primary's default
    /// `separateSecondaryViewController(for:)` gives back ("the previous secondary"). Weak: held
    /// strongly, an app that puts the split inside it would make a cycle nothing frees (fuzzer,
    /// bounded campaign seed 37); a navigation primary holds what it was pushed.
    weak var previousSecondary: UIViewController?
    /// The primary lies over the secondary, or is sliding in or out.
    private var overlayShown = false
    /// Where the primary is going: over the secondary or away.
    private var overlayTarget = false
    /// The running slide's last step (appearance end, removal), dropped when a toggle turns the
    /// slide back and run at once when the columns change under it.
    private let overlaySlide = PendingEnd()
    /// Covers the secondary while the primary lies over it; a tap hides the primary.
    private let dimming = UIControl()
    private let modeButton = UIButton(type: .system)

    /// Takes new columns. Every joining controller is checked first, so a refused one changes
    /// nothing. A detail replaced by another swaps with the tab-switch order; any other column
    /// appears or disappears as its view joins or leaves.
    private func setColumns(primary newPrimary: UIViewController?, secondary newSecondary: UIViewController?) {
        settleCollapse()
        guard newPrimary !== primary || newSecondary !== secondary else { return }
        // UIKit does not document this case; refusing keeps one view in one place.
        if let newPrimary, newPrimary === newSecondary {
            runtime.report(
                .exception, "UISplitViewController cannot show \(newPrimary) in both columns",
                name: "NSInvalidArgumentException")
            return
        }
        let new = [newPrimary, newSecondary].compactMap { $0 }
        let oldSecondary = secondary
        guard let replacement = replaceChildren(viewControllers, with: new) else { return }
        let (leaving, joining) = (replacement.leaving, replacement.joining)
        landOverlaySlide()
        primary = newPrimary
        secondary = newSecondary
        // Collapsed, new columns are folded again below: the new secondary never shows on its own.
        let refolding = folded && newPrimary != nil
        changingColumns = true
        exchangeChildAppearance(
            from: leaving.first { $0 === oldSecondary }, to: refolding ? nil : joining.first { $0 === newSecondary },
            animated: false
        ) {
            for controller in leaving { controller.viewIfLoaded?.removeFromSuperview() }
            layoutColumns()
        }
        changingColumns = false
        replacement.finish()
        if refolding {
            folded = false
            settleCollapse()
        }
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Set while `setColumns` exchanges the children: the collapse waits until they are in place.
    private var changingColumns = false

    /// Folds or unfolds the columns as the horizontal size class asks, before the split appears
    /// and before any layout places them, so that nothing appears only to disappear (DESIGN §2).
    private func settleCollapse() {
        guard !changingColumns, folded != isCollapsed else { return }
        if isCollapsed { collapseColumns() } else { separateColumns() }
    }

    /// Apple's documentation of `splitViewController(_:collapseSecondary:onto:)` and
    /// `collapseSecondaryViewController(_:for:)`: the secondary leaves the columns, the delegate
    /// may handle the collapse (true), otherwise the primary incorporates the secondary (a
    /// navigation controller pushes it); the primary is displayed.
    private func collapseColumns() {
        folded = true
        landOverlaySlide()
        overlayShown = false
        overlayTarget = false
        guard let primary, let secondary, let replacement = replaceChildren([primary, secondary], with: [primary])
        else { return }
        self.secondary = nil
        previousSecondary = secondary
        exchangeChildAppearance(from: secondary, to: nil, animated: false) {
            secondary.viewIfLoaded?.removeFromSuperview()
            layoutColumns()
        }
        replacement.finish()
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
            primary.collapseSecondaryViewController(secondary, for: self)
        }
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Apple's documentation of `splitViewController(_:separateSecondaryFrom:)` and
    /// `separateSecondaryViewController(for:)`: the delegate's controller, or by default the
    /// primary's (a navigation controller pops its top), becomes the secondary again.
    private func separateColumns() {
        folded = false
        guard let primary, secondary == nil else { return }
        let separated =
            delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self)
        previousSecondary = nil
        // One the app has since put elsewhere stays there: around the split (a cycle), in
        // another container, presented, or a window's root. The split keeps its primary alone
        // (fuzzer, campaign seeds 121 and 1073).
        guard let separated, separated !== primary, !isDescendant(of: separated), separated.parentLink == nil,
            separated.presentingLink == nil, !separated.isAWindowsRoot
        else { return }
        setColumns(primary: primary, secondary: separated)
    }

    /// Places the columns for the current width; the primary's view joins or leaves as the
    /// display mode asks (its appearance follows from that).
    func layoutColumns() {
        guard let root = viewIfLoaded else { return }
        settleCollapse()
        let bounds = root.bounds
        if isCollapsed {
            layOutCollapsed(in: root)
            return
        }
        if !isCollapsed && preferredDisplayMode == .automatic {
            landOverlaySlide()
            overlayShown = false
            overlayTarget = false
        }
        let mode = displayMode
        let beside = mode == .oneBesideSecondary
        let primaryFrame = CGRect(x: 0, y: 0, width: min(primaryColumnWidth, bounds.width), height: bounds.height)
        if let view = secondary?.view {
            view.frame =
                beside
                ? CGRect(
                    x: primaryFrame.maxX + 1, y: 0, width: max(0, bounds.width - primaryFrame.maxX - 1),
                    height: bounds.height)
                : bounds
            if view.superview !== root { root.insertSubview(view, at: 0) }
        }
        if mode == .oneOverSecondary {
            dimming.frame = bounds
            if dimming.superview !== root { root.addSubview(dimming) } else { root.bringSubviewToFront(dimming) }
        } else if dimming.superview != nil {
            dimming.removeFromSuperview()
        }
        if let view = primary?.view {
            if mode == .secondaryOnly {
                if view.superview === root, !overlaySlide.isPending { view.removeFromSuperview() }
            } else {
                if view.superview !== root {
                    root.addSubview(view)
                } else if mode == .oneOverSecondary {
                    root.bringSubviewToFront(view)
                }
                if !overlaySlide.isPending { view.frame = primaryFrame }
            }
        }
        if mode == .oneBesideSecondary {
            modeButton.removeFromSuperview()
        } else {
            modeButton.frame = CGRect(x: 8, y: root.statusStripInset + 4, width: 44, height: 36)
            if modeButton.superview !== root {
                root.addSubview(modeButton)
            } else {
                root.bringSubviewToFront(modeButton)
            }
        }
    }

    /// Collapsed: the primary fills the split; a secondary not yet folded into it stays out.
    /// With no primary to fold onto, the secondary shows.
    private func layOutCollapsed(in root: UIView) {
        landOverlaySlide()
        overlayShown = false
        overlayTarget = false
        dimming.removeFromSuperview()
        modeButton.removeFromSuperview()
        let shown = primary ?? secondary
        if let view = secondary?.viewIfLoaded, secondary !== shown, view.superview === root {
            view.removeFromSuperview()
        }
        guard let view = shown?.view else { return }
        view.frame = root.bounds
        if view.superview !== root { root.addSubview(view) }
    }

    /// Lays the primary over the secondary, sliding in from the left, or slides it away. A toggle
    /// mid-slide turns the slide back: the primary's appearance change starts over in the other
    /// direction (willAppear · willDisappear · didDisappear), as for any interrupted change.
    private func toggleOverlay() {
        guard let primary, !isCollapsed, displayMode != .oneBesideSecondary, let root = viewIfLoaded else { return }
        let showing = !overlayTarget
        overlayTarget = showing
        let width = min(primaryColumnWidth, root.bounds.width)
        let onScreen = appearState == .appeared
        let animated = onScreen && UIView.areAnimationsEnabled
        let change = onScreen ? primary.beginOwnAppearanceTransition(showing, animated: animated) : nil
        let view = primary.view!
        if showing && !overlayShown {
            overlayShown = true
            view.frame = CGRect(x: -width, y: 0, width: width, height: root.bounds.height)
            layoutColumns()
            view.frame = CGRect(x: -width, y: 0, width: width, height: root.bounds.height)
        }
        let completion = overlaySlide.arm { [weak self] in
            guard let self else { return }
            if !showing {
                self.overlayShown = false
                self.layoutColumns()
            }
            change?.end()
        }
        guard animated else {
            view.frame.origin.x = showing ? 0 : -width
            landOverlaySlide()
            return
        }
        UIView.animate(
            withDuration: Self.overlayDuration,
            animations: {
                view.frame.origin.x = showing ? 0 : -width
            }, completion: completion)
    }

    /// Ends the running slide now, at its destination.
    private func landOverlaySlide() {
        guard overlaySlide.isPending else { return }
        primary?.viewIfLoaded?.layer.removeAllAnimations()
        overlaySlide.land()
    }
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller (UIKit's lookup up the parent chain).
    public var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }
}

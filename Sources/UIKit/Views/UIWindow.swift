import Foundation

/// The root of a view hierarchy shown on screen. A window starts hidden;
/// `makeKeyAndVisible()` shows it and makes it the key window that receives key presses.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiwindow)
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The owners this window's views and controllers run on (`Runtime`): the application's,
    /// unless the window was given a runtime of its own.
    let hostRuntime: Runtime

    public override init(frame: CGRect) {
        hostRuntime = .application
        super.init(frame: frame)
        isHidden = true
    }

    /// A window whose views run on `runtime`, a clock of its own stepped by
    /// `runtime.advance(by:)` (two headless windows stepped independently).
    init(frame: CGRect, runtime: Runtime) {
        hostRuntime = runtime
        super.init(frame: frame)
        isHidden = true
        runtime.host(self)
        if runtime !== Runtime.application { Runtime.windowsHaveOwnRuntimes = true }
    }

    public required init?(coder: NSCoder) {
        hostRuntime = .application
        super.init(coder: coder)
        isHidden = true
    }

    /// A window of `windowScene`, the size of its screen (iOS 13).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        // Set in an initializer, the property's observer does not run: register here.
        self.windowScene = windowScene
        windowScene.register(self)
    }

    /// The scene the window belongs to; nil for a window made with `init(frame:)` and never given one.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.unregister(self)
            windowScene?.register(self)
        }
    }

    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Setting the frame is the device's screen changing shape: the interface turns to match
    /// when its controllers allow, else it stays and is drawn turned (UIWindow+Rotation.swift).
    open override var frame: CGRect {
        get { super.frame }
        set { screenDidChange(to: newValue) }
    }

    // MARK: Orientation storage (UIWindow+Rotation.swift)

    var deviceOrientationState = UIDeviceOrientation.portrait
    var interfaceOrientationState = UIInterfaceOrientation.portrait
    /// Where the device's screen is, in screen coordinates.
    var screenFrame = CGRect.zero
    /// The running rotation's end (didRotate, coordinator completions).
    let rotationEnd = PendingEnd()
    /// A rotation waits for a container transition to end; retried every frame.
    var rotationHeld = false

    /// Showing or hiding the window makes the controllers in it appear or disappear. Shown, the
    /// window is listed by the application and laid out before anything in it appears (iOS
    /// launch logs: viewWillAppear · viewWillLayoutSubviews · viewDidLayoutSubviews ·
    /// viewDidAppear). A change asked for from one of those callbacks is applied once the current
    /// one is done.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            if hiddenTarget != nil {
                hiddenTarget = newValue
                return
            }
            guard newValue != super.isHidden else { return }
            hiddenTarget = newValue
            changingAppearance(appearing: !newValue) {
                super.isHidden = newValue
                // Shown by any path (not only makeKeyAndVisible): the application draws it.
                guard !newValue else { return }
                UIApplication.shared.windowDidBecomeVisible(self)
                rootViewController?.viewIfLoaded?.setNeedsLayout()
                layoutIfNeeded()
            }
            let requested = hiddenTarget ?? newValue
            hiddenTarget = nil
            if requested != super.isHidden { self.isHidden = requested }
        }
    }

    /// While the window is being shown or hidden: what was asked for last.
    private var hiddenTarget: Bool?

    private var rootController: UIViewController?

    /// Installs the controller's view as the window's content, sized to the window and following
    /// its size. The old content is removed first (Apple: "the old views are removed before the
    /// new ones are installed"), so on a visible window the old root disappears, then the new one
    /// appears. The window keeps its root controller alive.
    open var rootViewController: UIViewController? {
        get { rootController }
        set {
            guard newValue !== rootController else { return }
            if let child = newValue, let parent = child.parentLink {
                // Apple, `hierarchyInconsistencyException`: the first controller above a view that
                // joins the hierarchy must be its controller's parent; above a window there is none.
                runtime.report(
                    .exception,
                    "child view controller:\(child) should have parent view controller:(null) but actual parent is:\(parent)",
                    name: UIViewController.hierarchyInconsistency)
                return
            }
            if let presented = newValue, let presenter = presented.presentingLink {
                // UIKit does not say; a controller in two places at once would be undone by
                // its dismissal, so it is refused with a word on why.
                runtime.report(
                    .log, "\(presented) is presented by \(presenter): dismiss it before making it a window's root")
                return
            }
            removeContent(of: rootController)
            rootController = newValue
            guard let controller = newValue, let content = controller.view else { return }
            // A controller is one window's root at a time: taking it over clears the other's.
            if let other = content.superview as? UIWindow, other !== self, other.rootController === controller {
                other.rootController = nil
            }
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(content, at: 0)
            // A callback made during the insertion may have installed another root already.
            if rootController !== controller, content.superview === self { content.removeFromSuperview() }
            adoptOrientationForNewRoot()
        }
    }

    /// Takes the old root's views out, what it presented over the window first: none of them
    /// comes back when a presentation is later dismissed, since a replaced root never returns.
    private func removeContent(of oldRoot: UIViewController?) {
        guard let oldRoot else { return }
        var stack = [oldRoot]
        while let presented = stack.last?.presentedLink { stack.append(presented) }
        for controller in stack.reversed() {
            controller.presentationRecord?.removedPresenterView = false
            // A presentation controller's container view (with the presented view) goes too.
            if let container = controller.presentationRecord?.containerView, container.superview === self {
                container.removeFromSuperview()
            }
            if let view = controller.viewIfLoaded, view.superview === self { view.removeFromSuperview() }
        }
    }

    /// Visible windows are drawn, and take touches, in level order (UIWindow+Level.swift).
    open var windowLevel: UIWindow.Level = .normal

    /// A window's traits come from its size (the interface's): the device's size classes.
    override func inheritedTraits() -> UITraitCollection {
        let size = bounds.size
        if let cached = sizeTraits, cached.size == size { return cached.traits }
        let traits = UITraitCollection.window(of: size)
        sizeTraits = (size, traits)
        return traits
    }
    /// The traits of the last size asked for: every trait lookup below the window ends here.
    private var sizeTraits: (size: CGSize, traits: UITraitCollection)?

    open func makeKey() { UIApplication.shared.makeKey(self) }

    /// Key first, so the root's `viewDidAppear` already finds its window key. Apple: the window
    /// is placed "in front of all other windows at the same level or lower", so an already
    /// visible window comes to the front of its level.
    open func makeKeyAndVisible() {
        makeKey()
        let wasVisible = !isHidden
        // Always asked, so a hide still in progress (from an appearance callback) is undone.
        isHidden = false
        if wasVisible { UIApplication.shared.orderFront(self) }
    }

    open func becomeKey() {}
    open func resignKey() {}

    /// Windows pass unhandled events to the application.
    open override var next: UIResponder? { UIApplication.shared }

    static let statusStripHeight: CGFloat = 20

    /// Beyond UIKit, Testing SPI: false for a window standing for a device's screen without its
    /// status bar (the snapshot library's device window, whose safe area its `safeAreaInsets`
    /// override gives). iOS draws the status bar outside the app's windows, so a snapshot of a
    /// view's layer never shows it; our windows draw it, and a snapshot host turns it off here.
    @_spi(Testing) public var drawsStatusStrip = true

    /// The screen's size: the window's bounds turned when the interface does not follow the device.
    package var screenSize: CGSize { screenFrame.size }
}

import Foundation
import Compositor

/// The root of a view hierarchy shown on screen. A window starts hidden;
/// `makeKeyAndVisible()` shows it and makes it the key window that receives key presses.
@MainActor
open class UIWindow: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
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
                UIApplication.shared.report(
                    .exception,
                    "child view controller:\(child) should have parent view controller:(null) but actual parent is:\(parent)",
                    name: UIViewController.hierarchyInconsistency)
                return
            }
            if let presented = newValue, let presenter = presented.presentingLink {
                // UIKit does not say; a controller in two places at once would be undone by
                // its dismissal, so it is refused with a word on why.
                UIApplication.shared.report(
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
            if let view = controller.viewIfLoaded, view.superview === self { view.removeFromSuperview() }
        }
    }

    open var windowLevel: UIWindow.Level = .normal

    open func makeKey() { UIApplication.shared.makeKey(self) }

    /// Key first, so the root's `viewDidAppear` already finds its window key.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    open func becomeKey() {}
    open func resignKey() {}

    /// Windows pass unhandled events to the application.
    open override var next: UIResponder? { UIApplication.shared }

    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }

    static let statusStripHeight: CGFloat = 20

    /// The strip last drawn, to redraw when the controllers' preferences change.
    private var renderedStrip: RenderNode?

    /// The 20 pt status strip over the content of a window with a root controller: the time
    /// (always 9:41, so renders are reproducible) and a battery, in the colour the controllers
    /// resolve; nil while they hide it.
    func statusStrip() -> RenderNode? {
        guard let decider = rootViewController?.topFullScreenController else { return nil }
        let (style, hidden) = decider.resolvedStatusBar
        guard !hidden else { return nil }
        let color: RenderColor = style == .lightContent ? .white : .black
        var time = RenderNode(frame: CGRect(x: 0, y: 0, width: bounds.width, height: Self.statusStripHeight))
        time.text = TextContent("9:41", fontSize: 12, face: .bold, color: color, alignment: .center)
        var battery = RenderNode(frame: CGRect(x: bounds.width - 34, y: 6, width: 22, height: 9))
        battery.borderWidth = 1
        battery.borderColor = color
        battery.cornerRadius = 2
        battery.children = [RenderNode(frame: CGRect(x: 2, y: 2, width: 14, height: 5), backgroundColor: color)]
        var strip = RenderNode(frame: CGRect(x: 0, y: 0, width: bounds.width, height: Self.statusStripHeight))
        strip.children = [time, battery]
        return strip
    }

    /// Draws this window's layer tree, incrementally; nil when the renderer cannot start (the
    /// reason has been reported).
    package private(set) var renderer: Renderer?

    /// Brings the window's pixels up to date; returns whether any pixel changed.
    @discardableResult
    func renderIfNeeded() -> Bool {
        let (width, height) = framebufferSize
        if renderer == nil {
            do {
                renderer = try Renderer(width: width, height: height)
            } catch {
                UIApplication.shared.report(.log, "\(error)")
                return false
            }
        }
        guard let renderer else { return false }
        if renderer.framebuffer.width != width || renderer.framebuffer.height != height {
            try? renderer.resize(width: width, height: height)
            layer.needsRender = true
        }
        let strip = statusStrip()
        if strip != renderedStrip { layer.needsRender = true }
        guard layer.needsRender else { return false }
        layer.needsRender = false
        renderedStrip = strip
        return !renderer.render(screenNode(strip: strip)).isEmpty
    }

    /// What the screen shows, in screen coordinates: the window's frame places it on the
    /// screen, not inside its framebuffer; its transform turns an interface that does not
    /// follow the device; the status strip lies over it.
    func screenNode(strip: RenderNode?) -> RenderNode {
        var root = layer.renderNode()
        root.position = CGPoint(
            x: root.position.x - Double(screenFrame.minX), y: root.position.y - Double(screenFrame.minY))
        root.isHidden = false
        if let strip { root.children.append(strip) }
        return root
    }

    /// The screen's size: the window's bounds turned when the interface does not follow the device.
    package var screenSize: CGSize { screenFrame.size }
}

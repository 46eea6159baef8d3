import Foundation

/// A view whose content is larger than itself and moves under it. Scrolling changes only
/// `bounds.origin` (`contentOffset`): the subviews keep their frames, so the compositor sees a
/// clipped view whose bounds moved and can copy what stayed instead of redrawing it. The
/// gesture, physics, insets, indicators, keys and zooming live in the `UIScrollView+…` files;
/// the motion after a finger lifts is advanced by `ScrollDriver` once a frame.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscrollview)
@preconcurrency @MainActor
open class UIScrollView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    /// How a storyboard or nib makes a scroll view; the loader sets its attributes after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
    }

    private func setUpScrollView() {
        // UIKit's default: content outside the bounds is not drawn (also how the compositor
        // knows a bounds move is a scroll it can copy).
        clipsToBounds = true
        let pan = panGestureRecognizer as! ScrollPanGestureRecognizer
        pan.scrollView = self
        pan.delegate = self
        pan.allowedScrollTypesMask = .all
        pan.delaysTouchesBegan = delaysContentTouches
        pan.touchesBeganDelayLimit = Self.contentTouchDelay
        pan.addTarget { [weak self] pan in self?.handlePan(pan) }
        addGestureRecognizer(pan)
        didFinishInit = true
    }

    // MARK: Content geometry

    /// The size of the content, in the scroll view's coordinates (at the current zoom).
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard runtime.acceptsFinite(newValue, owner: "UIScrollView", property: "contentSize") else {
                return
            }
            let old = storedContentSize
            storedContentSize = newValue
            if newValue != old { contentGeometryDidChange() }
        }
    }
    private var storedContentSize = CGSize.zero

    /// The point of the content shown at the scroll view's top-left corner: its `bounds.origin`.
    /// Setting it stops any scrolling animation or deceleration, as in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            // iOS raises from the layer: "CALayer bounds contains NaN: [nan 0; 320 480]".
            guard runtime.acceptsFinite(CGRect(origin: newValue, size: bounds.size), property: "bounds")
            else { return }
            stopMotion(reason: .interrupted)
            moveContent(to: newValue)
        }
    }

    /// Scrolling is a move of the bounds' origin; UIKit reports it through `scrollViewDidScroll`
    /// whichever way it was set, and lays the view out again (a table places its rows there).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            // What was taken (a non-finite rect is refused, a negative size standardized).
            let taken = super.bounds
            if taken.size != old.size {
                contentGeometryDidChange()
                motionDidResize(from: old.size)
            }
            if taken.origin != old.origin { contentOffsetDidChange() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            if super.bounds.size != oldSize {
                contentGeometryDidChange()
                motionDidResize(from: oldSize)
            }
        }
    }

    /// Moves the content to `contentOffset` at once, or animated over `scrollAnimationDuration`
    /// on the frame clock, ending with `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard runtime.acceptsFinite(CGRect(origin: contentOffset, size: bounds.size), property: "bounds")
        else { return }
        // Already there, nothing moves and UIKit sends no didEndScrollingAnimation either.
        guard animated, window != nil, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        animateContent(to: contentOffset)
    }

    /// Room around the content, on top of the safe area the scroll view adds itself
    /// (`adjustedContentInset`).
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            guard runtime.acceptsFinite(newValue, owner: "UIScrollView", property: "contentInset") else {
                return
            }
            let old = storedContentInset
            storedContentInset = newValue
            if newValue != old { updateAdjustedContentInset() }
        }
    }
    private var storedContentInset = UIEdgeInsets.zero

    /// `contentInset` plus the safe area the `contentInsetAdjustmentBehavior` adds: the room
    /// the content may be scrolled to beyond its size.
    public internal(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// Which parts of the safe area become content inset.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// Called when `adjustedContentInset` changed, before the delegate hears of it.
    open func adjustedContentInsetDidChange() {}

    // MARK: Delegate and gesture

    /// Where `delegate` (UIScrollView+Delegate.swift) keeps the delegate, weakly as UIKit does.
    weak var scrollViewDelegate: (any UIScrollViewDelegate)?

    /// The pan that drags the content (and takes the wheel and trackpad). The scroll view is
    /// its delegate, as in UIKit.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollPanGestureRecognizer()

    /// Whether a finger is on the content (from the touch down, before it moves enough to drag).
    public internal(set) var isTracking = false
    /// Whether the content is being dragged.
    public internal(set) var isDragging = false
    /// Whether the content moves on after the finger lifted (including bouncing back).
    public var isDecelerating: Bool { motion?.kind == .decelerating || motion?.kind == .settling }

    // MARK: Behaviour

    /// Off, the content cannot be dragged (code can still scroll it).
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// On, a drag settles on a multiple of the scroll view's size.
    open var isPagingEnabled = false
    /// Whether the content may be pulled past its edges and springs back.
    open var bounces = true
    /// Bouncing vertically even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Bouncing horizontally even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// A drag that starts mostly along one axis stays on it.
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls this view to its top.
    open var scrollsToTop = true
    /// How fast the content slows after a flick.
    open var decelerationRate: DecelerationRate = .normal
    /// How long `delaysContentTouches` holds a touch from the content while a drag may still
    /// begin: 150 ms, as UIKit's scroll view does.
    static let contentTouchDelay: TimeInterval = 0.15

    /// Whether touches reach the content only once they are known not to start a drag (or
    /// after `contentTouchDelay` without one).
    open var delaysContentTouches = true {
        didSet { panGestureRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag may take touches the content already had.
    open var canCancelContentTouches = true

    /// Asked before touches are delivered to `view` in the content; true by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// Asked when a drag starts over `view`, which already has the touch: true (the default
    /// except for controls) lets the drag cancel its touches; false keeps them and no drag starts.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Indicators

    /// Deprecated in iOS 13 for the two below; setting it sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicators() } }
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { updateIndicators() } }
    /// Whether the indicators keep clear of the safe area as the content inset does.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { updateIndicators() } }
    open var showsVerticalScrollIndicator = true { didSet { updateIndicators() } }
    open var showsHorizontalScrollIndicator = true { didSet { updateIndicators() } }
    open var indicatorStyle: IndicatorStyle = .default { didSet { updateIndicators() } }

    // MARK: Keyboard

    /// iOS 17: Page Up/Down, Home/End, Space and the arrow keys scroll the focused scroll view.
    open var allowsKeyboardScrolling = true

    // MARK: Zooming

    open var minimumZoomScale: CGFloat {
        get { storedZoomLimits.minimum }
        set {
            guard runtime.acceptsFinite(newValue, owner: "UIScrollView", property: "minimumZoomScale")
            else { return }
            storedZoomLimits.minimum = newValue
        }
    }
    open var maximumZoomScale: CGFloat {
        get { storedZoomLimits.maximum }
        set {
            guard runtime.acceptsFinite(newValue, owner: "UIScrollView", property: "maximumZoomScale")
            else { return }
            storedZoomLimits.maximum = newValue
        }
    }
    private var storedZoomLimits: (minimum: CGFloat, maximum: CGFloat) = (1, 1)
    /// The scale applied to the delegate's `viewForZooming(in:)`.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether zooming past the limits springs back (otherwise it stops at them).
    open var bouncesZoom = true
    /// Whether the user is zooming now.
    public internal(set) var isZooming = false
    /// Whether the zoom is springing back inside its limits.
    public internal(set) var isZoomBouncing = false

    /// Sets the scale (clamped to the limits) about the view's centre; animated, on the frame
    /// clock with `scrollViewWillBeginZooming`, `scrollViewDidZoom` each frame and
    /// `scrollViewDidEndZooming`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard runtime.acceptsFinite(scale, owner: "UIScrollView", property: "zoomScale") else { return }
        performSetZoomScale(scale, animated: animated)
    }

    /// Zooms so that `rect`, in the zooming view's coordinates, fills the view as far as the
    /// limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard runtime.acceptsFinite(rect, owner: "UIScrollView", property: "zoom rect") else { return }
        performZoom(to: rect, animated: animated)
    }

    // MARK: Overrides (bodies in the `UIScrollView+…` files)

    /// Shows the indicators for a moment, as after a scroll.
    open func flashScrollIndicators() { flashIndicators() }

    /// Scrolls as little as possible to show `rect` (content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let offset = offsetShowing(rect)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    /// Only the scroll view's own pan is judged here (`panShouldBegin`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panGestureRecognizer
            ? panShouldBegin() : super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A scrolling key (`UIScrollView+Keyboard.swift`) scrolls; any other goes up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, presses.count == 1, scroll(for: key) { return }
        super.pressesBegan(presses, with: event)
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        keepIndicatorsInFront(after: subview)
    }

    // MARK: State (the `UIScrollView+…` files)

    /// What moves the content when no finger does (nil: at rest).
    var motion: ScrollMotion?
    /// How many motions `start` began: a step that finds it moved knows it was aimed again.
    var motionStarts = 0
    /// A motion's step is applying its zoom scale (`advanceMotion`).
    var isStepping = false
    /// The drag in progress: where it started, its lock and its page.
    var drag: ScrollDrag?
    var currentZoomScale: CGFloat = 1
    /// When the last Control-wheel zoom event came (nil: no wheel zoom in progress).
    var wheelZoomLastEvent: TimeInterval?
    /// The indicators, made when first shown.
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    /// When the indicators were last moved (they fade `ScrollIndicatorView.fadeDelay` later).
    var indicatorsShownAt: TimeInterval?
    lazy var scrollGuides: ScrollLayoutGuides = {
        hasScrollGuides = true
        return ScrollLayoutGuides(scrollView: self)
    }()
    /// Whether `scrollGuides` was made (so updating it never makes it).
    private(set) var hasScrollGuides = false
    /// False while UIView's initializer sets the first frame.
    private var didFinishInit = false

    /// The guide whose edges are the content's: constraints to it define `contentSize`.
    public var contentLayoutGuide: UILayoutGuide { scrollGuides.content }
    /// The guide whose edges are the scroll view's frame, untouched by scrolling.
    public var frameLayoutGuide: UILayoutGuide { scrollGuides.frame }

    // MARK: Offset bookkeeping

    /// Sets the bounds' origin without stopping the motion (the motion's own steps).
    func moveContent(to offset: CGPoint) {
        var newBounds = super.bounds
        guard newBounds.origin != offset else { return }
        newBounds.origin = offset
        bounds = newBounds
    }

    /// The offset moved: lay out again (a subclass places rows in `layoutSubviews`), move the
    /// indicators, tell the delegate.
    private func contentOffsetDidChange() {
        setNeedsLayout()
        guard didFinishInit else { return }
        scrollGuides.offsetDidChange()
        // UIKit shows the indicators while a finger or an animation scrolls, not for an offset
        // set in code (a table's first inset adjustment, a restored position).
        if drag != nil || motion != nil { showIndicatorsForScroll() } else { updateIndicators() }
        delegate?.scrollViewDidScroll(self)
    }

    /// The content size, the bounds' size or the insets changed.
    func contentGeometryDidChange() {
        scrollGuides.contentSizeDidChange()
        updateAdjustedContentInset()
        // UIKit keeps content at rest inside its scrollable range when the range shrinks
        // (content, bounds or insets changed); moving or held content finds its own way back.
        if motion == nil && drag == nil && !isTracking {
            let clamped = clampedOffset(contentOffset)
            if clamped != contentOffset { moveContent(to: clamped) }
        }
        updateIndicators()
    }

    // MARK: Layout and environment

    /// After the constraints are applied: a content guide sized by constraints sets
    /// `contentSize`. Subclasses (a table) place their content here and call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let size = scrollGuides.contentSizeFromConstraints(), size != contentSize { contentSize = size }
        updateIndicators()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateIndicators()
    }
}

extension UIScrollView: UIGestureRecognizerDelegate {}

import Foundation

/// A rectangle on screen backed by a `CALayer`: geometry, appearance and the subview tree.
/// Hierarchy, geometry conversion, hit-testing and layout live in the `UIView+…` files.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiview)
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The class of layer a view creates for itself.
    open class var layerClass: CALayer.Type { CALayer.self }

    public let layer: CALayer

    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        super.init()
        layer.owningView = self
        self.frame = frame
        setNeedsLayout()
    }

    public convenience override init() { self.init(frame: .zero) }

    /// How a storyboard or nib makes a view (`UIStoryboard`, `UINib`): the loader sets its
    /// frame and attributes after, as decoding would.
    public required init?(coder: NSCoder) {
        layer = Self.layerClass.init()
        super.init()
        layer.owningView = self
    }

    // MARK: Geometry (the layer's, as UIKit defines it)

    /// Derived from center, bounds and transform; setting it with a non-identity transform is
    /// undefined in UIKit and here keeps the transform while placing the untransformed box.
    open var frame: CGRect {
        get { layer.frame }
        set { resizing { layer.frame = newValue } }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set { resizing { layer.bounds = newValue } }
    }

    /// The position of the layer's anchor in the superview, normally the middle of `frame`.
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            frameDidChangeForLayoutEngine()
        }
    }

    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    // MARK: Appearance

    /// A dynamic colour is kept and resolved for the view's traits, again whenever they change.
    open var backgroundColor: UIColor? {
        get {
            if let assignedBackgroundColor, layer.backgroundColor == writtenBackgroundCGColor {
                return assignedBackgroundColor
            }
            return layer.backgroundColor.map(UIColor.init(cgColor:))
        }
        set {
            assignedBackgroundColor = newValue
            writeBackgroundColor(newValue.map(resolvedCGColor))
        }
    }
    /// What was assigned to `backgroundColor`, dynamic colours unresolved.
    private(set) var assignedBackgroundColor: UIColor?
    /// The colour this view last put in its layer for `assignedBackgroundColor`. The getter tells
    /// a direct `layer.backgroundColor` write by it, not by resolving the colour again: traits
    /// can change without the layer's colour following (out of a window), and the app's colour
    /// must still read back.
    private var writtenBackgroundCGColor: CGColor?

    /// Puts the view's own background colour (resolved) in its layer.
    func writeBackgroundColor(_ color: CGColor?) {
        writtenBackgroundCGColor = color
        layer.backgroundColor = color
    }

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.arrangedSubviewVisibilityDidChange()
            }
        }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }

    /// How a view's content (an image view's image) fits its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
            topLeft, topRight, bottomLeft, bottomRight
    }

    /// Marks the view's own content as changed so the next frame redraws it.
    open func setNeedsDisplay() { layer.didChange() }

    /// What the view itself draws under its subviews, in its bounds space. Views with content
    /// (labels, image views) override this; Render/ draws it.
    func drawnContent() -> [ViewContent] { [] }

    open var isUserInteractionEnabled = true
    open var tag = 0

    // MARK: Accessibility (what UI tests find views by; see Automation)

    /// A string that names the view for UI tests, never shown or spoken (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String?

    /// The view's name as VoiceOver speaks it. A label's defaults to its text and a button's to
    /// its title, as UIKit's do; other views have none unless set.
    open var accessibilityLabel: String? {
        get { assignedAccessibilityLabel }
        set { assignedAccessibilityLabel = newValue }
    }
    /// What was assigned to `accessibilityLabel`, before a subclass's default.
    private var assignedAccessibilityLabel: String?

    // MARK: Traits (Traits/TraitPropagation.swift)

    /// The interface environment: its controller's for a controller's root view, else the
    /// superview's, with `overrideUserInterfaceStyle` on top; a window's comes from its size.
    open var traitCollection: UITraitCollection { inheritedTraits().overlaid(style: overrideUserInterfaceStyle) }

    /// The traits changed since the view was last told (UIKit calls it once the view is in a window).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Light or dark for this view and its subviews, whatever the environment says (iOS 13).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { announceTraitChanges() } }
    }

    /// The traits before the view's own override.
    func inheritedTraits() -> UITraitCollection {
        owningViewController?.traitCollection ?? superview?.traitCollection ?? .unattached
    }

    /// The traits last announced to the view; nil before it was first in a window.
    var announcedTraits: UITraitCollection?

    /// The first view in this subtree (self included, depth first) with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Hierarchy storage (operations in UIView+Hierarchy)

    public internal(set) var subviews: [UIView] = []
    public internal(set) weak var superview: UIView?

    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The controller whose root view this is: weak, as the controller owns the view.
    weak var owningViewController: UIViewController?

    /// The controller for a controller's root view, else the superview (a window: its application).
    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Layout storage (operations in UIView+Layout)

    var needsLayout = false

    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true

    /// Which of a view's margins and sides stretch when its superview's bounds change size.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: Overridable members
    // Swift on Linux cannot override members declared in extensions, so everything a subclass
    // may override is declared here; the work happens in the UIView+… files named beside it.

    // Hierarchy (UIView+Hierarchy.swift)
    open func addSubview(_ view: UIView) { performAddSubview(view) }
    open func insertSubview(_ view: UIView, at index: Int) { performInsertSubview(view, at: index) }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        performInsertSubview(view, aboveSubview: siblingSubview)
    }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        performInsertSubview(view, belowSubview: siblingSubview)
    }
    open func removeFromSuperview() { performRemoveFromSuperview() }
    open func bringSubviewToFront(_ view: UIView) { performBringSubviewToFront(view) }
    open func sendSubviewToBack(_ view: UIView) { performSendSubviewToBack(view) }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        performExchangeSubview(at: index1, withSubviewAt: index2)
    }

    /// True for the view itself and anything beneath it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // Notifications (defaults do nothing)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // Snapshots (UIView+Snapshot.swift)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        performSnapshotView(afterScreenUpdates: afterUpdates)
    }

    // Geometry and hit-testing (UIView+Geometry.swift)
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { performConvert(point, to: view) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { performConvert(point, from: view) }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { performConvert(rect, to: view) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { performConvert(rect, from: view) }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { performHitTest(point, with: event) }

    /// Whether `point` (in this view's bounds space) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // Gesture recognizers (Gestures/UIView+GestureRecognizers.swift)
    /// The recognizers attached to the view, in the order they were added; nil when none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set { performSetGestureRecognizers(newValue ?? []) }
    }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        performAddGestureRecognizer(gestureRecognizer)
    }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        performRemoveGestureRecognizer(gestureRecognizer)
    }
    /// Asked before a recognizer of this view or an ancestor, tracking a touch in this view,
    /// leaves `.possible`; false makes it fail. Controls refuse some (UIControl+GestureRecognizers).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    // Layout (UIView+Layout.swift)
    /// Override to place subviews; the default does nothing (autoresizing happens on resize).
    open func layoutSubviews() {}
    open func setNeedsLayout() { performSetNeedsLayout() }
    open func layoutIfNeeded() { performLayoutIfNeeded() }
    open func sizeToFit() { performSizeToFit() }
    open func invalidateIntrinsicContentSize() { performInvalidateIntrinsicContentSize() }
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size of the content; `noIntrinsicMetric` (-1) on an axis with none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // Auto Layout (Layout/UIView+Constraints.swift, UIView+SafeArea.swift, UIView+LayoutMargins.swift)
    /// The view's state in the layout engine; nil until it first meets Auto Layout.
    var autoLayout: ViewAutoLayout?
    var needsUpdateConstraintsFlag = true
    /// The safe area last announced with `safeAreaInsetsDidChange()`.
    var announcedSafeAreaInsets = UIEdgeInsets.zero
    var storedDirectionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// True for views made in code, as in UIKit: the frame (and autoresizing mask) stays in
    /// charge, as constraints the engine adds; false hands the frame to constraints.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue { translatesAutoresizingMaskDidChange() }
        }
    }
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() { performSetNeedsUpdateConstraints() }
    open func updateConstraintsIfNeeded() { performUpdateConstraintsIfNeeded() }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        performSystemLayoutSizeFitting(
            targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        performSystemLayoutSizeFitting(
            targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The first and last baselines as offsets from the centre (`fromCentre`), for baseline
    /// constraints; a view without text answers `fromCentre: false`: its top and bottom serve.
    var baselineOffsets: (first: CGFloat, last: CGFloat, fromCentre: Bool) { (0, 0, false) }

    // Safe area and margins
    /// Open as in UIKit: a window subclass may give its device's safe area (UIView+SafeArea.swift).
    open var safeAreaInsets: UIEdgeInsets { performSafeAreaInsets() }
    open func safeAreaInsetsDidChange() {}
    open func layoutMarginsDidChange() {}
    open var layoutMargins: UIEdgeInsets {
        get { performLayoutMargins() }
        set { performSetLayoutMargins(newValue) }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedDirectionalLayoutMargins }
        set { performSetDirectionalLayoutMargins(newValue) }
    }
    open var preservesSuperviewLayoutMargins = false { didSet { layoutMarginsInputsDidChange() } }
    open var insetsLayoutMarginsFromSafeArea = true { didSet { layoutMarginsInputsDidChange() } }
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
}

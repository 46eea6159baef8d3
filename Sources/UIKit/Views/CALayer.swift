import Foundation

/// Core Animation's layer, the model a view draws through: geometry (position, bounds,
/// anchorPoint, transform), appearance (background, border, corner radius, opacity) and the
/// sublayer tree. The compositor draws a snapshot of this tree each frame something changed.
///
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer)
@preconcurrency @MainActor
open class CALayer {
    public required init() {}

    // Animatable properties: inside a `UIView.animate` block a change also starts an animation
    // from the old value (CALayer+Animation.swift); the model value changes at once either way.
    // A non-finite value is refused with Core Animation's exception and the old value kept
    // (FiniteInput.swift): views, animations and the window all set their geometry through here.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard runtime.acceptsFinite(newValue, property: "bounds") else { return }
            let old = storedBounds
            // A negative size is taken as its standardized rect (the origin moves by the size), as
            // Core Animation does: a view made with a negative width reports a negative
            // bounds.origin.x on iOS. `CGRectStandardize` documents the equivalence.
            storedBounds = newValue.standardized
            changed(.bounds, from: .rect(old), newValue != old)
        }
    }
    open var position: CGPoint {
        get { storedPosition }
        set {
            guard runtime.acceptsFinite(newValue, property: "position") else { return }
            let old = storedPosition
            storedPosition = newValue
            changed(.position, from: .point(old), newValue != old)
        }
    }
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            guard runtime.acceptsFinite(newValue, property: "anchorPoint") else { return }
            let old = storedAnchorPoint
            storedAnchorPoint = newValue
            if newValue != old { didChange() }
        }
    }
    open var transform: CATransform3D {
        get { storedTransform }
        set {
            guard runtime.acceptsFinite(newValue, property: "transform") else { return }
            let old = storedTransform
            storedTransform = newValue
            changed(.transform, from: .transform(old), newValue != old)
        }
    }
    open var opacity: Float {
        get { storedOpacity }
        set {
            guard runtime.acceptsFinite(newValue, property: "opacity") else { return }
            let old = storedOpacity
            storedOpacity = newValue
            changed(.opacity, from: .scalar(Double(old)), newValue != old)
        }
    }
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var storedTransform = CATransform3DIdentity
    private var storedOpacity: Float = 1
    open var isHidden = false { didSet { if isHidden != oldValue { didChange() } } }
    open var backgroundColor: CGColor? {
        didSet { changed(.backgroundColor, from: .color(oldValue), backgroundColor != oldValue) }
    }
    open var cornerRadius: CGFloat = 0 {
        didSet { changed(.cornerRadius, from: .scalar(Double(oldValue)), cornerRadius != oldValue) }
    }
    open var borderWidth: CGFloat = 0 {
        didSet { changed(.borderWidth, from: .scalar(Double(oldValue)), borderWidth != oldValue) }
    }
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { changed(.borderColor, from: .color(oldValue), borderColor != oldValue) }
    }
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { didChange() } } }
    open var name: String?

    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?

    /// The view this layer backs, if any (UIKit makes the view its layer's delegate).
    weak var owningView: UIView?
    /// Set on a root layer when anything beneath it changed since the last render.
    var needsRender = true
    /// Animations in flight, one per property at most (a new one replaces the old).
    var animations: [AnimationKey: LayerAnimation] = [:]
    /// A view transition (flip, dissolve, curl) playing over this layer's content.
    var transition: LayerTransition?
    /// A page being turned by a page view controller: the layer's content drawn bent over, its
    /// dragged corner (`LayerPageCurl.point`) animatable (CALayer+Animation.swift).
    var pageCurl: LayerPageCurl? {
        didSet {
            guard let old = oldValue, let new = pageCurl, old.point != new.point else { return didChange() }
            changed(.pageCurlPoint, from: .point(old.point), true)
        }
    }

    /// The frame in the superlayer, derived as Core Animation derives it: the bounding box of
    /// the transformed bounds placed at `position` by `anchorPoint`.
    open var frame: CGRect {
        get {
            let m = localToSuperlayer
            guard let box = m.boundingBox(of: bounds) else { return .null }
            return box
        }
        set {
            // Core Animation keeps the anchor where the new frame puts it; with a transform the
            // result is undefined, as Apple documents, and we place the untransformed box. A
            // non-finite frame changes nothing: its size is checked as bounds, its place as position.
            guard runtime.acceptsFinite(CGRect(origin: bounds.origin, size: newValue.size), property: "bounds"),
                runtime.acceptsFinite(newValue.origin, property: "position")
            else { return }
            // A negative size is the standardized rect's (same middle, positive size).
            let frame = newValue.standardized
            bounds.size = frame.size
            position = CGPoint(
                x: frame.minX + anchorPoint.x * frame.width,
                y: frame.minY + anchorPoint.y * frame.height)
        }
    }

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        if layer.superlayer === self {
            sublayers?.removeIdentical(layer)
        } else {
            layer.removeFromSuperlayer()
        }
        // In place: a copy here would make building a long sibling list quadratic.
        if sublayers == nil { sublayers = [] }
        sublayers!.insert(layer, at: min(Int(index), sublayers!.count))
        layer.superlayer = self
        didChange()
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeIdentical(self)
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
        parent.didChange()
    }

    /// Marks the tree above as needing a new render.
    func didChange() {
        var layer: CALayer? = self
        while let current = layer {
            if current.superlayer == nil { current.needsRender = true }
            layer = current.superlayer
        }
    }
}

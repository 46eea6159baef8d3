import Foundation
import Compositor

/// Core Animation's layer, the model a view draws through: geometry (position, bounds,
/// anchorPoint, transform), appearance (background, border, corner radius, opacity) and the
/// sublayer tree. The compositor draws a snapshot of this tree each frame something changed.
@MainActor
open class CALayer {
    public required init() {}

    open var bounds: CGRect = .zero { didSet { if bounds != oldValue { didChange() } } }
    open var position: CGPoint = .zero { didSet { if position != oldValue { didChange() } } }
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { if anchorPoint != oldValue { didChange() } } }
    open var transform: CATransform3D = CATransform3DIdentity { didSet { if transform != oldValue { didChange() } } }
    open var opacity: Float = 1 { didSet { if opacity != oldValue { didChange() } } }
    open var isHidden = false { didSet { if isHidden != oldValue { didChange() } } }
    open var backgroundColor: CGColor? { didSet { if backgroundColor != oldValue { didChange() } } }
    open var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { didChange() } } }
    open var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { didChange() } } }
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { if borderColor != oldValue { didChange() } } }
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { didChange() } } }
    open var name: String?

    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?

    /// The view this layer backs, if any (UIKit makes the view its layer's delegate).
    weak var owningView: UIView?
    /// Set on a root layer when anything beneath it changed since the last render.
    var needsRender = true

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
            // result is undefined, as Apple documents, and we place the untransformed box.
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width,
                               y: newValue.minY + anchorPoint.y * newValue.height)
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

    /// Maps this layer's bounds space into its superlayer's.
    var localToSuperlayer: Matrix3 {
        Matrix3.layerToParent(position: position, bounds: bounds, anchorPoint: anchorPoint, transform: transform.matrix)
    }

    /// Marks the tree above as needing a new render.
    func didChange() {
        var layer: CALayer? = self
        while let current = layer {
            if current.superlayer == nil { current.needsRender = true }
            layer = current.superlayer
        }
    }

    /// A value snapshot of this layer and its sublayers for the compositor.
    func renderNode() -> RenderNode {
        var node = RenderNode(position: position, bounds: bounds)
        node.anchorPoint = anchorPoint
        node.transform = transform.matrix
        node.opacity = Double(opacity)
        node.isHidden = isHidden
        node.backgroundColor = backgroundColor?.renderColor
        node.cornerRadius = Double(cornerRadius)
        node.borderWidth = Double(borderWidth)
        node.borderColor = borderColor?.renderColor ?? .clear
        node.masksToBounds = masksToBounds
        // The view's own drawing (a label's lines, an image) sits under the sublayers.
        node.children = (owningView?.renderContent() ?? []) + (sublayers ?? []).map { $0.renderNode() }
        return node
    }
}

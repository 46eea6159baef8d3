import Foundation

/// One layer of the render tree: a plain value describing what to draw, positioned the way
/// Core Animation positions a layer (`position` of the anchor point in the parent's bounds space,
/// `transform` applied about the anchor). Children are drawn in this node's bounds space,
/// above its background and contents and below its border.
public struct RenderNode: Equatable, Sendable {
    public var position: CGPoint
    public var bounds: CGRect
    public var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    public var transform: Matrix4 = .identity
    /// Group opacity: a node with children and opacity < 1 is composited as one offscreen group.
    public var opacity: Double = 1
    public var isHidden = false
    public var backgroundColor: RenderColor?
    public var borderWidth: Double = 0
    public var borderColor: RenderColor = .black
    public var cornerRadius: Double = 0
    /// Clips children (and contents) to the bounds, rounded by `cornerRadius`.
    public var masksToBounds = false
    public var text: TextContent?
    /// Drawn scaled to fill the bounds.
    public var image: RenderImage?
    /// Blurs what lies beneath the node's (rounded) bounds before the node draws itself.
    public var backdropBlur: BackdropBlur?
    public var children: [RenderNode] = []
    /// Draws the node (content and children, flattened in its bounds space) bent by a page curl.
    /// Under a perspective map, or when the curl is not drawable (`isDrawable`), the node is drawn flat.
    public var pageCurl: PageCurl?

    public init(position: CGPoint, bounds: CGRect) {
        self.position = position
        self.bounds = bounds
    }

    /// A node whose untransformed frame in its parent is `frame`, as UIView's frame setter places a layer.
    public init(frame: CGRect, backgroundColor: RenderColor? = nil, children: [RenderNode] = []) {
        self.init(
            position: CGPoint(x: frame.midX, y: frame.midY),
            bounds: CGRect(origin: .zero, size: frame.size))
        self.backgroundColor = backgroundColor
        self.children = children
    }

    /// Maps this node's bounds coordinates into its parent's bounds coordinates.
    public var localToParent: Matrix3 {
        Matrix3.layerToParent(position: position, bounds: bounds, anchorPoint: anchorPoint, transform: transform)
    }

    /// Whether the node itself puts pixels down (besides its children).
    var paintsOwnContent: Bool {
        (backgroundColor?.isVisible ?? false) || hasBorder || text != nil || image != nil || backdropBlur != nil
    }

    /// The page curl the compositor draws under `m`, if any (see `pageCurl`).
    func drawnCurl(under m: Matrix3) -> PageCurl? {
        guard let curl = pageCurl, curl.isDrawable, m.isAffine else { return nil }
        return curl
    }

    var hasBorder: Bool { borderWidth > 0 && borderColor.isVisible }

    /// Number of separately blended things the node draws itself.
    var ownPaintCount: Int {
        ((backgroundColor?.isVisible ?? false) ? 1 : 0) + (hasBorder ? 1 : 0) + (text != nil ? 1 : 0)
            + (image != nil ? 1 : 0)
    }
}

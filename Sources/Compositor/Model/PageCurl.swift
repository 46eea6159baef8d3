import Foundation

/// A page bent around a cylinder, as iOS draws a page curl: the node (its content and its
/// children, drawn flat in its bounds space) stays flat up to the fold line, wraps around a
/// cylinder of `radius` lying on the page along that line, and past the half turn lies flat
/// again on top of the page, back side up. The view is orthographic, from above.
///
/// In the node's bounds space, a point p at signed distance s = (p − `foldPoint`) · d along the
/// unit direction d (`angle`) is drawn at distance
/// - s, for s < 0 (flat, front up);
/// - r·sin(s/r), for 0 ≤ s ≤ π·r (on the cylinder: front up for s < π·r/2, back up after);
/// - π·r − s, for s > π·r (flat again, back up, above the page).
/// What the page leaves uncovered shows what lies beneath the node, darkened by the shadow the
/// curl casts; the fold carries a highlight.
public struct PageCurl: Equatable, Sendable {
    /// What the turned-over part of the page shows.
    public indirect enum Back: Equatable, Sendable {
        /// The front seen through the paper: mirrored (as the wrap maps it) and washed toward
        /// white, `opacity` of the front's ink showing (iOS's single-sided pages).
        case translucentFront(opacity: Double)
        /// Another page's content in the node's bounds space (a double-sided book's back page),
        /// sampled mirrored so it reads the right way round once turned: across the bounds'
        /// vertical centre line when `mirroredHorizontally` (a book turning about a vertical
        /// spine), across the horizontal centre line otherwise.
        case page(RenderNode, mirroredHorizontally: Bool)
    }

    /// A point on the fold line (where the page leaves the flat), in the node's bounds space.
    public var foldPoint: CGPoint
    /// The direction, in radians in the node's bounds space (0 points to +x, π/2 to +y), from
    /// the flat part of the page across the fold toward the part that is lifted.
    public var angle: Double
    /// The cylinder's radius in the node's units; 0 folds the page flat like paper creased.
    public var radius: Double
    public var back: Back
    /// How dark the curl's shadow is on what lies beneath, 0…1, where it is darkest.
    public var shadowOpacity: Double

    public init(
        foldPoint: CGPoint, angle: Double, radius: Double, back: Back = .translucentFront(opacity: 0.25),
        shadowOpacity: Double = 0.5
    ) {
        self.foldPoint = foldPoint
        self.angle = angle
        self.radius = radius
        self.back = back
        self.shadowOpacity = shadowOpacity
    }
}

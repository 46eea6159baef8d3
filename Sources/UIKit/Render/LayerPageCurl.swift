import Foundation
import Compositor

/// A page being turned, as a layer carries it (`CALayer.pageCurl`): which corner of the layer's
/// bounds is dragged, where it is now (`point`, animatable), the edge the page stays bound at
/// (the spine) and what its back shows. The render code turns it into the compositor's
/// `PageCurl` with the corner pinned at `point` (`PageCurl.pinning`).
///
/// The cylinder flattens as the corner nears its turned-over place (the corner mirrored across
/// the spine): there the page lies flat, back up, exactly where the next spread puts it, so the
/// end of a turn shows no jump; the shadow fades with it.
struct LayerPageCurl: Equatable {
    typealias Corner = PageCurl.Corner
    typealias Edge = PageCurl.Edge

    /// What the turned part shows.
    enum Back: Equatable {
        /// The front washed through the paper (a single-sided book).
        case translucentFront
        /// Another page's layer, drawn mirrored (a double-sided book: the next page).
        case layer(CALayer)

        static func == (a: Back, b: Back) -> Bool {
            switch (a, b) {
            case (.translucentFront, .translucentFront): true
            case (.layer(let x), .layer(let y)): x === y
            default: false
            }
        }
    }

    let corner: Corner
    let spine: Edge
    let back: Back
    /// Where the dragged corner is, in the layer's bounds space.
    var point: CGPoint

    /// How much of the front's ink shows through a single-sided page's back.
    static let backInkOpacity = 0.25
    /// The curl's shadow at its darkest, while the page is well off the page beneath.
    static let shadowOpacity = 0.45

    /// The corner's place in `bounds` at rest.
    func restPoint(in bounds: CGRect) -> CGPoint { Self.point(of: corner, in: bounds) }

    /// The corner's place once the page has turned over the spine.
    func turnedPoint(in bounds: CGRect) -> CGPoint { Self.mirror(restPoint(in: bounds), across: spine, of: bounds) }

    /// The compositor's curl for a layer of `bounds`, with `backNode` (the back page's content in
    /// the layer's bounds space) for a double-sided page.
    func pageCurl(in bounds: CGRect, backNode: RenderNode?) -> PageCurl {
        let rest = restPoint(in: bounds), turned = turnedPoint(in: bounds)
        // 1 through most of the turn, falling to 0 as the corner reaches its turned place.
        let across = max(hypot(turned.x - rest.x, turned.y - rest.y), 1)
        let flatten = min(1, hypot(point.x - turned.x, point.y - turned.y) / (across * 0.25))
        let renderedBack: PageCurl.Back
        if case .layer = back, let backNode {
            renderedBack = .page(backNode, mirroredHorizontally: spine == .left || spine == .right)
        } else {
            renderedBack = .translucentFront(opacity: Self.backInkOpacity)
        }
        return PageCurl.pinning(
            corner, of: bounds, at: point, radius: PageCurl.defaultRadius(for: bounds.size) * flatten, spine: spine,
            back: renderedBack, shadowOpacity: Self.shadowOpacity * flatten)
    }

    static func point(of corner: PageCurl.Corner, in rect: CGRect) -> CGPoint {
        switch corner {
        case .topLeft: CGPoint(x: rect.minX, y: rect.minY)
        case .topRight: CGPoint(x: rect.maxX, y: rect.minY)
        case .bottomLeft: CGPoint(x: rect.minX, y: rect.maxY)
        case .bottomRight: CGPoint(x: rect.maxX, y: rect.maxY)
        }
    }

    /// `point` reflected across the line of `rect`'s `edge`.
    static func mirror(_ point: CGPoint, across edge: PageCurl.Edge, of rect: CGRect) -> CGPoint {
        switch edge {
        case .left: CGPoint(x: 2 * rect.minX - point.x, y: point.y)
        case .right: CGPoint(x: 2 * rect.maxX - point.x, y: point.y)
        case .top: CGPoint(x: point.x, y: 2 * rect.minY - point.y)
        case .bottom: CGPoint(x: point.x, y: 2 * rect.maxY - point.y)
        }
    }
}

extension CALayer {
    /// The compositor's curl for this layer as drawn at `time` (`shown` is its presentation).
    func renderedPageCurl(_ curl: LayerPageCurl, bounds: CGRect, at time: TimeInterval) -> PageCurl {
        var backNode: RenderNode?
        if case .layer(let backLayer) = curl.back {
            // The back page's own place does not matter: its content fills this layer's bounds.
            var node = backLayer.renderNode(at: time)
            node.isHidden = false
            node.opacity = 1
            node.transform = .identity
            node.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            node.bounds.size = bounds.size
            node.position = CGPoint(x: bounds.midX, y: bounds.midY)
            backNode = node
        }
        return curl.pageCurl(in: bounds, backNode: backNode)
    }
}

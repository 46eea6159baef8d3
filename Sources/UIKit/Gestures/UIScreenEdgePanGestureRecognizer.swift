import Foundation

/// A pan that begins only for a touch that goes down within 20 points of one of `edges` of the
/// window (the screen, as the window fills it) and moves away from that edge more than along
/// it; any other touch fails it. The interactive pop is built on it.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer)
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    /// How close to an edge a touch must go down.
    static let edgeRegion: CGFloat = 20

    /// The edges the current touch went down near.
    private var touchedEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, state == .possible, numberOfTouches == 1 else { return }
        touchedEdges = edgesNear(touch.locationInWindow, in: touch.window?.bounds ?? .zero)
        if touchedEdges.isEmpty { state = .failed }
    }

    private func edgesNear(_ point: CGPoint, in bounds: CGRect) -> UIRectEdge {
        var near: UIRectEdge = []
        let region = Self.edgeRegion
        if point.x - bounds.minX <= region { near.insert(.left) }
        if bounds.maxX - point.x <= region { near.insert(.right) }
        if point.y - bounds.minY <= region { near.insert(.top) }
        if bounds.maxY - point.y <= region { near.insert(.bottom) }
        return near.intersection(edges)
    }

    /// Past the hysteresis, begins when the touch moved away from an edge it started at more
    /// than along it; fails otherwise.
    override func movementBegins(_ movement: CGVector) -> Bool? {
        guard hypot(movement.dx, movement.dy) >= Self.hysteresis else { return nil }
        let away: [(UIRectEdge, CGFloat, CGFloat)] = [
            (.left, movement.dx, movement.dy), (.right, -movement.dx, movement.dy),
            (.top, movement.dy, movement.dx), (.bottom, -movement.dy, movement.dx),
        ]
        return away.contains { edge, outward, along in touchedEdges.contains(edge) && outward > abs(along) }
    }

    open override func reset() {
        super.reset()
        touchedEdges = []
    }
}

import Foundation
import Compositor

/// A map from one layer's bounds space into another's (its superlayer's, or a root's down a chain
/// of them): a 2D projective map, so a perspective transform (a flip) maps as it is drawn. The
/// compositor's `Matrix3` does the math, so `frame`, `convert` and hit-testing agree with the
/// pixels; views use it without seeing the compositor.
struct ProjectiveMap {
    fileprivate var matrix: Matrix3

    static let identity = ProjectiveMap(matrix: .identity)

    /// `lhs * rhs` applies `rhs` first.
    static func * (lhs: ProjectiveMap, rhs: ProjectiveMap) -> ProjectiveMap {
        ProjectiveMap(matrix: lhs.matrix * rhs.matrix)
    }

    func apply(_ point: CGPoint) -> CGPoint { matrix.apply(point) }

    /// Nil when the map flattens the plane (a layer seen edge-on).
    var inverted: ProjectiveMap? { matrix.inverted.map { ProjectiveMap(matrix: $0) } }

    /// Bounding box of the mapped rectangle; nil when it crosses behind the eye.
    func boundingBox(of rect: CGRect) -> CGRect? { matrix.boundingBox(of: rect) }
}

extension CALayer {
    /// Maps this layer's bounds space into its superlayer's, as the compositor places the layer.
    var localToSuperlayer: ProjectiveMap {
        ProjectiveMap(
            matrix: .layerToParent(
                position: position, bounds: bounds, anchorPoint: anchorPoint, transform: transform.matrix))
    }
}

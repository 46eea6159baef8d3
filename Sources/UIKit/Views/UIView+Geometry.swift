import Foundation

/// Converting between views' coordinate spaces (through every transform on the way) and
/// hit-testing.
extension UIView {
    /// Maps this view's bounds space into its root view's (a window's, when in one).
    var toRoot: (matrix: ProjectiveMap, root: UIView) {
        var matrix = ProjectiveMap.identity
        var view = self
        while let superview = view.superview {
            matrix = view.layer.localToSuperlayer * matrix
            view = superview
        }
        return (matrix, view)
    }

    func performConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (source, sourceRoot) = toRoot
        let inRoot = source.apply(point)
        guard let view else { return inRoot }
        let (target, targetRoot) = view.toRoot
        guard sourceRoot === targetRoot || (sourceRoot is UIWindow && targetRoot is UIWindow),
            let inverse = target.inverted
        else { return inRoot }
        return inverse.apply(inRoot)
    }

    func performConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else {
            guard let inverse = toRoot.matrix.inverted else { return point }
            return inverse.apply(point)
        }
        return view.convert(point, to: self)
    }

    /// The bounding box of the converted corners.
    func performConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    func performConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    private static func boundingBox(of rect: CGRect, mapping map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The deepest visible, interactive view containing `point`, front to back. Hidden views,
    /// views with alpha below 0.01 and views with user interaction disabled are skipped with
    /// their subviews, as UIKit documents.
    func performHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Compared as the layer stores it (Float), so an alpha set to 0.01 counts as visible.
        // UIKit ignores touches on a view while it animates, unless `.allowUserInteraction`.
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01, !layer.blocksInteraction,
            self.point(inside: point, with: event)
        else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}

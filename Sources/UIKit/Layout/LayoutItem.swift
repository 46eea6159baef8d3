import Foundation

/// What a constraint can name: a view or a layout guide. Each has four engine variables — its
/// frame, relative to the view whose coordinates it lives in (a view's superview, a guide's
/// owning view) — and an attribute is a linear expression of them in the coordinates of the
/// constraint's common ancestor.
@MainActor
protocol LayoutItem: AnyObject {
    var frameVariables: LayoutFrameVariables { get }
    /// The view whose bounds hold this item's frame variables (a guide's owning view), or the
    /// view itself: where the search for a common ancestor starts.
    var layoutSpace: UIView? { get }
    /// `UIView:0x…` as UIKit prints items in constraint descriptions.
    var layoutDescription: String { get }
    /// Called when a constraint naming this item becomes active: the item joins the engine.
    func joinLayoutEngine()
}

/// A frame as four solver variables.
final class LayoutFrameVariables {
    let minX: LayoutVariable, minY: LayoutVariable, width: LayoutVariable, height: LayoutVariable

    init(_ name: String) {
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    var frame: CGRect { CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value) }
}

/// A linear expression under construction: terms merged by variable, so that the positions of
/// a shared ancestor cancel out, and kept in the order they came (the solver's pivots, and so
/// the choice among equally good solutions, do not depend on addresses).
struct LinearSum {
    private var terms: [(LayoutVariable, Double)] = []
    private var index: [ObjectIdentifier: Int] = [:]
    var constant: Double = 0

    mutating func add(_ variable: LayoutVariable, _ coefficient: Double) {
        let key = ObjectIdentifier(variable)
        if let position = index[key] {
            terms[position].1 += coefficient
        } else {
            index[key] = terms.count
            terms.append((variable, coefficient))
        }
    }

    mutating func add(_ other: LinearSum, times factor: Double) {
        for (variable, coefficient) in other.terms { add(variable, coefficient * factor) }
        constant += other.constant * factor
    }

    /// The solver's expression, zero terms dropped.
    var expression: LayoutExpression {
        LayoutExpression(
            terms: terms.filter { abs($0.1) > 1e-12 }.map { LayoutTerm($0.0, $0.1) }, constant: constant)
    }
}

extension UIView {
    /// The nearest view that is this view or an ancestor of it and also `other` or an ancestor.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = other
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// This view's origin in `ancestor`'s content coordinates: the frame origins of every view
    /// on the way up, each joining the engine. Bounds offsets (scrolling) are not part of it:
    /// as in UIKit, constraints relate content, which scrolling moves as a whole.
    func originSum(in ancestor: UIView, horizontal: Bool) -> LinearSum {
        var sum = LinearSum()
        var view: UIView = self
        while view !== ancestor, let superview = view.superview {
            view.joinLayoutEngine()
            sum.add(horizontal ? view.frameVariables.minX : view.frameVariables.minY, 1)
            view = superview
        }
        return sum
    }
}

extension NSLayoutConstraint.Attribute {
    /// The margins attribute's plain edge, for attributes the margins guide answers.
    var marginEdge: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

extension LayoutItem {
    /// `attribute` of this item as a linear expression in `space`'s bounds coordinates (`space`
    /// is this item's layout space or an ancestor of it).
    func sum(for attribute: NSLayoutConstraint.Attribute, in space: UIView) -> LinearSum {
        if let edge = attribute.marginEdge, let view = self as? UIView {
            return view.layoutMarginsGuide.sum(for: edge, in: space)
        }
        joinLayoutEngine()
        let variables = frameVariables
        let horizontal = attribute.isHorizontal
        var origin = LinearSum()
        if attribute != .width && attribute != .height {
            if let view = self as? UIView {
                if view !== space { origin = view.originSum(in: space, horizontal: horizontal) }
            } else if let owner = layoutSpace {
                origin.add(horizontal ? variables.minX : variables.minY, 1)
                if owner !== space { origin.add(owner.originSum(in: space, horizontal: horizontal), times: 1) }
            }
        }
        let rightToLeft = (layoutSpace ?? (self as? UIView))?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var sum = origin
        switch attribute {
        case .width: sum.add(variables.width, 1)
        case .height: sum.add(variables.height, 1)
        case .left, .top: break
        case .right: sum.add(variables.width, 1)
        case .bottom: sum.add(variables.height, 1)
        case .leading: if rightToLeft { sum.add(variables.width, 1) }
        case .trailing: if !rightToLeft { sum.add(variables.width, 1) }
        case .centerX: sum.add(variables.width, 0.5)
        case .centerY: sum.add(variables.height, 0.5)
        case .firstBaseline, .lastBaseline:
            let offsets = (self as? UIView)?.baselineOffsets ?? (first: 0, last: 0, fromCentre: false)
            if offsets.fromCentre {
                sum.add(variables.height, 0.5)
                sum.constant += attribute == .firstBaseline ? offsets.first : offsets.last
            } else if attribute == .lastBaseline {
                sum.add(variables.height, 1)
            }
        default: break
        }
        return sum
    }
}

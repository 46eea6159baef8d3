import Foundation

/// A rectangle in a view's coordinates that takes part in Auto Layout without being a view:
/// spacing between views, or the margins and safe area UIKit keeps for every view.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uilayoutguide)
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    public internal(set) weak var owningView: UIView?
    open var identifier = ""

    public override init() { super.init() }

    /// Where the engine placed the guide, in its owning view's coordinates.
    open var layoutFrame: CGRect {
        runtime.layoutEngine.solveIfNeeded()
        guard isInEngine else { return .zero }
        return frameVariables.frame
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    open var hasAmbiguousLayout: Bool {
        runtime.layoutEngine.isAmbiguous(self, attributes: [.left, .top, .width, .height])
    }

    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        runtime.layoutEngine.constraintsAffecting(self, horizontal: axis == .horizontal)
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<UILayoutGuide: \(address(of: self)) - \(layoutFrame), layoutFrame = \(layoutFrame), owningView = "
                + "\(owningView?.layoutDescription ?? "nil")>"
        }
    }

    // MARK: Engine

    private var madeVariables: LayoutFrameVariables?
    var frameVariables: LayoutFrameVariables {
        if let madeVariables { return madeVariables }
        let made = LayoutFrameVariables(layoutDescription)
        madeVariables = made
        return made
    }
    var isInEngine = false
    /// The constraints a system guide keeps to its owning view (margins, safe area, readable).
    var systemConstraints: [NSLayoutConstraint] = []
    /// Builds `systemConstraints` when the guide first joins the engine.
    var makeSystemConstraints: ((UILayoutGuide) -> [NSLayoutConstraint])?

    var layoutSpace: UIView? { owningView }

    var layoutDescription: String {
        "UILayoutGuide:\(address(of: self))" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }

    func joinLayoutEngine() {
        guard !isInEngine else { return }
        isInEngine = true
        owningView?.joinLayoutEngine()
        if let makeSystemConstraints {
            systemConstraints = makeSystemConstraints(self)
            for constraint in systemConstraints { constraint.isActive = true }
        }
    }
}

extension NSLayoutConstraint {
    /// The two axes, for hugging, compression resistance and `constraintsAffectingLayout(for:)`.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

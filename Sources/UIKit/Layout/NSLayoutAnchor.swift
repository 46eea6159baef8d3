import Foundation

/// One attribute of a view or guide, from which constraints are made with a type-checked axis:
/// an x-axis anchor relates only to x-axis anchors, a dimension to dimensions.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslayoutanchor)
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var layoutItem: (any LayoutItem)?
    let attribute: NSLayoutConstraint.Attribute

    init(item: (any LayoutItem)?, attribute: NSLayoutConstraint.Attribute) {
        layoutItem = item
        self.attribute = attribute
        super.init()
    }

    open var item: AnyObject? { layoutItem }
    open var name: String { "\(layoutItem?.layoutDescription ?? "nil").\(attribute.name)" }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)):\(address(of: self)) \"\(name)\">" }
    }

    /// Whether the item's attribute is not fixed by its constraints (see `UIView.hasAmbiguousLayout`).
    open var hasAmbiguousLayout: Bool {
        guard let layoutItem else { return false }
        return Self.runtime(of: layoutItem).layoutEngine.isAmbiguous(layoutItem, attributes: [attribute])
    }

    /// The runtime whose engine holds `item`'s constraints.
    private static func runtime(of item: any LayoutItem) -> Runtime { item.layoutSpace?.runtime ?? .application }

    open func constraintsAffectingLayout() -> [NSLayoutConstraint] {
        guard let layoutItem else { return [] }
        return Self.runtime(of: layoutItem).layoutEngine.constraintsAffecting(
            layoutItem, horizontal: attribute.isHorizontal)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        let first: AnyObject = layoutItem.map { $0 as AnyObject } ?? self
        let second: AnyObject? = anchor.map { $0.layoutItem.map { $0 as AnyObject } ?? $0 }
        return NSLayoutConstraint(
            first: first, firstAttribute: attribute, relation: relation, second: second,
            secondAttribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// UIKit's standard space between two sibling items (`constraint(equalToSystemSpacingAfter:)`).
let systemSpacing: CGFloat = 8

/// A horizontal anchor (leading, trailing, left, right, centre X): constrained only to other horizontal anchors.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor)
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension measured from this anchor to `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
    open func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical anchor (top, bottom, centre Y, baselines): constrained only to other vertical anchors.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor)
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
    open func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height, or (from `anchorWithOffset(to:)`) the distance between two anchors.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslayoutdimension)
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// The two anchors a distance dimension measures between.
    var offset: (from: NSLayoutAnchor<AnyObject>, to: NSLayoutAnchor<AnyObject>)?

    override init(item: (any LayoutItem)?, attribute: NSLayoutConstraint.Attribute) {
        super.init(item: item, attribute: attribute)
    }

    init<T>(offsetFrom from: NSLayoutAnchor<T>, to: NSLayoutAnchor<T>) {
        super.init(item: nil, attribute: .notAnAttribute)
        offset = (
            NSLayoutAnchor<AnyObject>(item: from.layoutItem, attribute: from.attribute),
            NSLayoutAnchor<AnyObject>(item: to.layoutItem, attribute: to.attribute)
        )
    }

    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

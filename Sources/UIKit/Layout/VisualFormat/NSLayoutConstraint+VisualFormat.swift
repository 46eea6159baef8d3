import Foundation

/// The visual format language (Auto Layout Guide, appendix "Visual Format Language"): one line
/// of views along an axis becomes the constraints UIKit makes for it.
extension NSLayoutConstraint {
    /// The constraints `format` describes, inactive, in UIKit's order: each connection's, then
    /// the sizes of the view after it, the alignments the options ask for last.
    ///
    /// Horizontal lines run leading to trailing unless `opts` says left to right or right to
    /// left; `.spacingBaselineToBaseline` spaces a vertical line between baselines. A lone `-`
    /// is 8 points between views and the superview's layout margins at a `|`: since iOS 8 the
    /// edge is the margin with no space of its own, not the guide's 20 points from the bounds.
    /// `metrics` values are numbers (`NSNumber`, `CGFloat`, `Double`, `Int`…) and `views` values
    /// views or layout guides; anything else counts as absent. A malformed format is UIKit's
    /// NSInvalidArgumentException: reported with UIKit's reason, and no constraint is made.
    /// (Static: a member declared in an extension cannot be overridden.)
    public static func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        let builder = VisualFormatBuilder(
            options: opts, metrics: (metrics ?? [:]).compactMapValues(metricValue),
            items: views.compactMapValues { $0 as? LayoutItem })
        do {
            return try builder.constraints(for: format)
        } catch {
            let runtime = views.values.lazy.compactMap { ($0 as? UIView)?.runtime }.first ?? .application
            runtime.report(.exception, error.description, name: "NSInvalidArgumentException")
            return []
        }
    }

    /// A metric's number, whatever numeric type the caller's dictionary holds.
    private static func metricValue(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let number as any BinaryFloatingPoint: Double(number)
        case let number as any BinaryInteger: Double(number)
        default: nil
        }
    }
}

/// Makes a line's constraints as UIKit's parser does, connection by connection.
@MainActor
private struct VisualFormatBuilder {
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Double]
    let items: [String: LayoutItem]

    func constraints(for format: String) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let line = try VisualFormatParser.parse(format, views: Set(items.keys), metrics: metrics, check: problem)
        let views = line.views.map { items[$0.name]! }
        var constraints: [NSLayoutConstraint] = []
        var alignments: [NSLayoutConstraint] = []
        if let leading = line.leadingSuperview {
            constraints += connect(leading, before: nil, after: views[0], in: line)
        }
        constraints += sizes(of: line.views[0], in: line)
        for (index, connection) in line.connections.enumerated() {
            constraints += connect(connection, before: views[index], after: views[index + 1], in: line)
            alignments += align(views[index], views[index + 1], in: line)
            constraints += sizes(of: line.views[index + 1], in: line)
        }
        if let trailing = line.trailingSuperview {
            constraints += connect(trailing, before: views[views.count - 1], after: nil, in: line)
        }
        return constraints + alignments
    }

    // MARK: Checks, as each connection is complete

    /// What UIKit refuses about a connection once both its ends are read.
    func problem(_ orientation: VisualFormat.Orientation, _ before: String?, _ after: String?) -> String? {
        if orientation == .horizontal && options.contains(.spacingBaselineToBaseline) {
            return "BaselineToBaseline format option not valid for horizontal layout"
        }
        if before == nil || after == nil {
            let view = items[(before ?? after)!]!
            return superitem(of: view) == nil
                ? "Unable to interpret '|' character, because the related view doesn't have a superview" : nil
        }
        // Aligning views along the line's own axis (tops in a vertical line) cannot hold.
        let horizontal = orientation == .horizontal
        guard let misaligned = alignedAttributes.first(where: { $0.isHorizontal == horizontal }) else { return nil }
        return misaligned.isHorizontal
            ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout "
                + "that is also horizontal."
            : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout "
                + "that is also vertical."
    }

    /// The attributes the options' alignment bits name (UIKit reads bits 1 to 12).
    var alignedAttributes: [NSLayoutConstraint.Attribute] {
        (1...12).compactMap { bit in
            options.rawValue & (1 << bit) == 0 ? nil : NSLayoutConstraint.Attribute(rawValue: bit)
        }
    }

    /// The view a `|` stands for: a view's superview, a guide's owning view.
    func superitem(of item: LayoutItem) -> UIView? {
        (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
    }

    // MARK: Constraints

    /// `after.leading = before.trailing + space` for each of the connection's predicates, the
    /// superview standing for a missing end. For a standard space that end is the superview's
    /// layout margins guide, at no distance: iOS 8 made `|-[view]-|` relative to the margins
    /// (coding.tabasoft.it/ios/ios8-layout-margins), and iOS describes such a constraint as
    /// `UIViewLayoutMarginsGuide.bottom == UIButton.bottom NSSpace(0)`
    /// (github.com/johnpatrickmorgan/wtfautolayout/issues/13).
    func connect(
        _ connection: VisualFormat.Connection, before: LayoutItem?, after: LayoutItem?, in line: VisualFormat
    ) -> [NSLayoutConstraint] {
        let horizontal = line.orientation == .horizontal
        let direction = options.intersection(.directionMask)
        let leftRight = !direction.isEmpty
        let baselines = options.contains(.spacingBaselineToBaseline)
        // Right to left swaps the ends: the first view in the line is the rightmost.
        let (first, second) = horizontal && direction == .directionRightToLeft ? (before, after) : (after, before)
        let superview = superitem(of: (before ?? after)!)
        let edge: LayoutItem? = connection == .standard ? superview?.layoutMarginsGuide : superview

        let firstItem = first ?? edge!
        let firstAttribute: NSLayoutConstraint.Attribute =
            if first != nil {
                horizontal ? (leftRight ? .left : .leading) : (baselines ? .firstBaseline : .top)
            } else {
                horizontal ? (leftRight ? .right : .trailing) : .bottom
            }
        let secondItem = second ?? edge!
        let secondAttribute: NSLayoutConstraint.Attribute =
            if second != nil {
                horizontal ? (leftRight ? .right : .trailing) : (baselines ? .lastBaseline : .bottom)
            } else {
                horizontal ? (leftRight ? .left : .leading) : .top
            }

        let predicates: [VisualFormat.Predicate] =
            switch connection {
            case .flush: [VisualFormat.Predicate(object: .constant(0))]
            case .standard:
                [VisualFormat.Predicate(object: .constant(before != nil && after != nil ? systemSpacing : 0))]
            case .predicates(let predicates): predicates
            }
        return predicates.map { predicate in
            constraint(firstItem, firstAttribute, predicate, secondItem, secondAttribute)
        }
    }

    /// A view's own predicates: its width (H) or height (V), against a constant or another view's.
    func sizes(of view: VisualFormat.View, in line: VisualFormat) -> [NSLayoutConstraint] {
        let dimension: NSLayoutConstraint.Attribute = line.orientation == .horizontal ? .width : .height
        return view.predicates.map { predicate in
            var other: LayoutItem?
            if case .view(let name) = predicate.object { other = items[name] }
            return constraint(items[view.name]!, dimension, predicate, other, dimension)
        }
    }

    /// `before.attribute == after.attribute` for each alignment option.
    func align(_ before: LayoutItem, _ after: LayoutItem, in line: VisualFormat) -> [NSLayoutConstraint] {
        let swapped = line.orientation == .horizontal && options.intersection(.directionMask) == .directionRightToLeft
        let (first, second) = swapped ? (after, before) : (before, after)
        return alignedAttributes.map { attribute in
            NSLayoutConstraint(
                item: first, attribute: attribute, relatedBy: .equal, toItem: second, attribute: attribute,
                multiplier: 1, constant: 0)
        }
    }

    func constraint(
        _ first: LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute, _ predicate: VisualFormat.Predicate,
        _ second: LayoutItem?, _ secondAttribute: NSLayoutConstraint.Attribute
    ) -> NSLayoutConstraint {
        let constant: CGFloat =
            switch predicate.object {
            case .constant(let value): CGFloat(value)
            case .metric(let name): CGFloat(metrics[name]!)
            case .view: 0
            }
        let relation: NSLayoutConstraint.Relation =
            switch predicate.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: 1, constant: constant)
        constraint.priority = UILayoutPriority(predicate.priority)
        return constraint
    }
}

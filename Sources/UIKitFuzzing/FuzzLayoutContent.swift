import UIKit

/// Constraint-laid-out content the fuzzer puts in a controller's view, as apps do: a vertical
/// stack of three labels pinned to the view's safe area and margins, its top edge movable, its
/// labels hidden and shown, and now and then a required width that conflicts. After a settle
/// every required constraint it holds must hold on screen, and nothing may be ambiguous.
@MainActor
public final class FuzzLayoutContent {
    public let stack: UIStackView
    public let labels: [UILabel]
    public let top: NSLayoutConstraint
    /// The constraints this content made (the stack keeps its own).
    public private(set) var constraints: [NSLayoutConstraint] = []
    /// Widths activated to conflict: UIKit breaks them, so they are not checked.
    public private(set) var conflicts: [NSLayoutConstraint] = []

    /// Adds the content to `view`.
    public init(in view: UIView) {
        labels = ["One", "Two", "Three"].map { text in
            let label = UILabel()
            label.text = text
            return label
        }
        stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        top = stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)
        let width = stack.widthAnchor.constraint(equalToConstant: 120)
        width.priority = .defaultHigh
        constraints = [
            top, width, stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
    }

    /// The statements `init(in:)` is, for a repro.
    public static func swift(in view: String) -> String { "_ = FuzzLayoutContent(in: \(view))" }

    public func addConflict() {
        let conflict = stack.widthAnchor.constraint(equalToConstant: 40)
        let fixed = stack.widthAnchor.constraint(equalToConstant: 90)
        conflicts += [conflict, fixed]
        NSLayoutConstraint.activate([fixed, conflict])
    }

    /// Every active required constraint of the content that does not hold within a point
    /// (frames are rounded to pixels), measured in the content's superview, and every view
    /// whose frame its constraints leave free.
    public func problems() -> [String] {
        // A view whose margins or safe area leave too little room for the content's required
        // minimum (a view moved off its superview's safe area has all of itself as inset) makes
        // the engine's sizes negative, which a frame cannot show: not measured. (`size`, not
        // `width`: CGRect's width hides a negative size.)
        guard let space = stack.superview, space.bounds.size.width >= 160, space.bounds.size.height >= 160,
            space.layoutMarginsGuide.layoutFrame.size.width >= 120,
            space.safeAreaLayoutGuide.layoutFrame.size.height >= 120
        else { return [] }
        var problems: [String] = []
        let held = [stack] + labels
        let all =
            constraints + held.flatMap(\.constraints)
            + space.constraints.filter { constraint in
                held.contains { $0 === constraint.firstItem || $0 === constraint.secondItem }
            }
        var seen = Set<ObjectIdentifier>()
        for constraint in all where constraint.isActive && constraint.priority == .required {
            guard seen.insert(ObjectIdentifier(constraint)).inserted,
                !conflicts.contains(where: { $0 === constraint })
            else { continue }
            guard let first = value(constraint.firstItem, constraint.firstAttribute, in: space) else { continue }
            var second: CGFloat = 0
            if constraint.secondItem != nil {
                guard let value = value(constraint.secondItem, constraint.secondAttribute, in: space) else { continue }
                second = value
            }
            let target = constraint.multiplier * second + constraint.constant
            let holds: Bool
            switch constraint.relation {
            case .equal: holds = abs(first - target) <= 1
            case .lessThanOrEqual: holds = first <= target + 1
            case .greaterThanOrEqual: holds = first >= target - 1
            }
            if !holds { problems.append("\(constraint) does not hold: \(first) vs \(target)") }
        }
        for view in held where !view.isHidden && view.hasAmbiguousLayout {
            problems.append("\(view) has an ambiguous layout")
        }
        return problems
    }

    /// An attribute's value in `space`'s coordinates; nil for the ones not measured here.
    private func value(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in space: UIView) -> CGFloat? {
        let rect: CGRect
        if let view = item as? UIView {
            rect = view === space ? space.bounds : view.convert(view.bounds, to: space)
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            rect = owner.convert(guide.layoutFrame, to: space)
        } else {
            return nil
        }
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        default: return nil
        }
    }
}

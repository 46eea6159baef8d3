import Foundation

/// The application's Auto Layout engine: every active constraint as a row of one incremental
/// Cassowary solver. Activating, deactivating or changing a constant edits the solver at once
/// (re-solved from the last solution); the layout pass then reads the solution and places the
/// views it moved. Independent view trees share the solver without touching each other's rows.
@MainActor
final class LayoutEngine {

    let solver = LayoutSolver()
    /// The solver changed since its variables were last read.
    private(set) var hasNewSolution = false
    /// The solver changed since the views it places were last compared with it: reading the
    /// variables (for a guide's frame, say) does not place anything.
    private(set) var hasUnplacedSolution = false
    /// Views whose frames the engine sets (joined, not translating their autoresizing mask).
    private var placedViews: [ObjectIdentifier: WeakView] = [:]
    /// Solver rows back to the constraints they came from, for the conflict report.
    private var constraintsByRow: [ObjectIdentifier: WeakConstraint] = [:]
    /// Active constraints of every kind; removal walks subtrees only while some exist.
    private(set) var activeCount = 0
    /// Activations so far, to tell the newest constraint of a conflict.
    private var activations = 0

    struct WeakView { weak var view: UIView? }
    struct WeakConstraint { weak var constraint: NSLayoutConstraint? }

    // MARK: Activation

    func activate(_ constraint: NSLayoutConstraint) {
        guard let (sum, space) = expression(of: constraint) else { return }
        let row = LayoutSolverConstraint(
            sum.expression, constraint.relation.solverRelation, strength: Self.strength(constraint.priority))
        constraint.isInstalled = true
        activations += 1
        constraint.activationSerial = activations
        constraint.installedView = space
        space?.autoLayoutState.installed.append(constraint)
        for view in constraint.referencedViews {
            view.autoLayoutState.referencing[ObjectIdentifier(constraint)] = constraint
        }
        activeCount += 1
        add(row, for: constraint)
    }

    func deactivate(_ constraint: NSLayoutConstraint) {
        guard constraint.isInstalled else { return }
        if let row = constraint.solverConstraint { remove(row) }
        constraint.solverConstraint = nil
        constraint.isInstalled = false
        constraint.installedView?.autoLayoutState.installed.removeIdentical(constraint)
        constraint.installedView = nil
        for view in constraint.referencedViews { view.autoLayout?.referencing[ObjectIdentifier(constraint)] = nil }
        activeCount -= 1
    }

    /// Adds a row; a required row that cannot hold is reported as UIKit reports it and one
    /// constraint of the conflict is broken (left active, out of the solver, as UIKit's is):
    /// the new one, unless it is one of UIKit's own (a translated frame, a guide's inset) and
    /// an app constraint conflicts, which then gives way, as frames and guides must hold.
    private func add(_ row: LayoutSolverConstraint, for constraint: NSLayoutConstraint, attempts: Int = 3) {
        do {
            try solver.addConstraint(row)
            constraint.solverConstraint = row
            constraintsByRow[ObjectIdentifier(row)] = WeakConstraint(constraint: constraint)
        } catch let error as UnsatisfiableConstraintError {
            constraint.solverConstraint = nil
            let conflicting = constraints(of: error.conflicting)
            if let victim = victim(among: conflicting, for: constraint), attempts > 0 {
                reportConflict(conflicting + [constraint], breaking: victim)
                breakConstraint(victim)
                add(row, for: constraint, attempts: attempts - 1)
                return
            }
            reportConflict(conflicting + [constraint], breaking: constraint)
        } catch {
            constraint.solverConstraint = nil
        }
        solutionChanged()
    }

    /// The app constraint that gives way when one of UIKit's own cannot hold.
    private func victim(
        among conflicting: [NSLayoutConstraint], for constraint: NSLayoutConstraint
    )
        -> NSLayoutConstraint?
    {
        guard constraint.isMadeByUIKit else { return nil }
        // The newest, as the newest breaks when an app constraint is added.
        return conflicting.filter { !$0.isMadeByUIKit && $0.solverConstraint != nil }
            .max { $0.activationSerial < $1.activationSerial }
    }

    private func breakConstraint(_ constraint: NSLayoutConstraint) {
        guard let row = constraint.solverConstraint else { return }
        remove(row)
        constraint.solverConstraint = nil
    }

    private func constraints(of rows: [LayoutSolverConstraint]) -> [NSLayoutConstraint] {
        rows.compactMap { constraintsByRow[ObjectIdentifier($0)]?.constraint }
    }

    private func remove(_ row: LayoutSolverConstraint) {
        try? solver.removeConstraint(row)
        constraintsByRow[ObjectIdentifier(row)] = nil
        solutionChanged()
    }

    /// Rows of constraints that died while active (their views went away) leave the solver.
    private func buryTheDead() {
        for row in LayoutGraveyard.shared.exhume() where solver.hasConstraint(row) {
            remove(row)
            activeCount -= 1
        }
    }

    /// As adding: when the new constant cannot hold, an app constraint in the conflict gives
    /// way to one of UIKit's own; otherwise this one is broken.
    func constantDidChange(of constraint: NSLayoutConstraint, attempts: Int = 3) {
        guard let row = constraint.solverConstraint else { return }
        do {
            try solver.setConstant(
                constraint.expressionBase - constraint.constantSign * Double(constraint.constant), of: row)
        } catch let error as UnsatisfiableConstraintError {
            let conflicting = constraints(of: error.conflicting)
            if let victim = victim(among: conflicting, for: constraint), attempts > 0 {
                reportConflict(conflicting + [constraint], breaking: victim)
                breakConstraint(victim)
                constantDidChange(of: constraint, attempts: attempts - 1)
                return
            }
            reportConflict(conflicting + [constraint], breaking: constraint)
            breakConstraint(constraint)
        } catch {}
        solutionChanged()
    }

    /// A new strength is a new row (strengths are fixed in the objective).
    func priorityDidChange(of constraint: NSLayoutConstraint) {
        guard let old = constraint.solverConstraint else { return }
        remove(old)
        let row = LayoutSolverConstraint(
            old.expression, old.relation, strength: Self.strength(constraint.priority))
        add(row, for: constraint)
    }

    /// UIKit's priorities as Cassowary weights: required is a hard row; below it, a constraint
    /// of priority p costs p per point it misses by.
    static func strength(_ priority: UILayoutPriority) -> Double {
        priority >= .required ? LayoutStrength.required : Double(max(1, priority.rawValue))
    }

    /// The frame's layout pass, the one owner of "layout is needed": told of every change.
    weak var layoutPass: LayoutPass?

    private func solutionChanged() {
        hasNewSolution = true
        hasUnplacedSolution = true
        layoutPass?.solutionDidChange()
    }

    // MARK: Expressions

    /// The constraint as `sum relation 0` in the coordinates of its items' nearest common
    /// ancestor, or nil (reported as UIKit's exception) when the items share none.
    private func expression(of constraint: NSLayoutConstraint) -> (LinearSum, UIView?)? {
        if let custom = constraint.customSum {
            var (sum, space) = custom()
            sum.constant -= Double(constraint.constant)
            constraint.expressionBase = sum.constant + Double(constraint.constant)
            return (sum, space)
        }
        guard let first = constraint.firstItem else { return nil }
        let left = parts(of: first, constraint.firstAttribute)
        let right = constraint.secondItem.map { parts(of: $0, constraint.secondAttribute) } ?? []
        var space: UIView?
        for (item, _, _) in left + right {
            guard let itemSpace = item.layoutSpace else {
                constraint.runtime.report(
                    .exception,
                    "Unable to activate constraint: \(item.layoutDescription) is not in a view hierarchy "
                        + "(a layout guide must be added to a view with addLayoutGuide(_:) first).",
                    name: "NSGenericException")
                return nil
            }
            guard let current = space else {
                space = itemSpace
                continue
            }
            guard let common = current.nearestCommonAncestor(with: itemSpace) else {
                constraint.runtime.report(
                    .exception,
                    "Unable to activate constraint with anchors \(constraint.firstAnchor) and "
                        + "\(constraint.secondAnchor.map { "\($0)" } ?? "nil") because they have no common ancestor.  "
                        + "Does the constraint or its anchors reference items in different view hierarchies?  "
                        + "That's illegal.",
                    name: "NSGenericException")
                return nil
            }
            space = common
        }
        guard let space else { return nil }
        let contentArea = scrollContentArea(of: space, relating: left + right)
        var sum = LinearSum()
        for (item, attribute, factor) in left {
            let (attachedItem, attachedAttribute) = attached(item, attribute, contentArea)
            sum.add(attachedItem.sum(for: attachedAttribute, in: space), times: factor)
        }
        for (item, attribute, factor) in right {
            let (attachedItem, attachedAttribute) = attached(item, attribute, contentArea)
            sum.add(
                attachedItem.sum(for: attachedAttribute, in: space), times: -factor * Double(constraint.multiplier))
        }
        constraint.expressionBase = sum.constant
        // Leading and trailing run against x in a right-to-left layout: so do their constants.
        let reversed =
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains(constraint.firstAttribute)
            && (first as? LayoutItem).flatMap { ($0 as? UIView) ?? $0.layoutSpace }?
                .effectiveUserInterfaceLayoutDirection == .rightToLeft
        constraint.constantSign = reversed ? -1 : 1
        sum.constant -= constraint.constantSign * Double(constraint.constant)
        return (sum, space)
    }

    /// Apple's Auto Layout Guide, "Working with Scroll Views": constraints between the edges or
    /// margins of a scroll view and its content attach to the scroll view's content area, those
    /// between its width, height or centers to its frame. The content guides stand for those
    /// edges and margins when the constraint's common ancestor is a scroll view and an item lies
    /// inside it.
    private func scrollContentArea(
        of space: UIView, relating parts: [(LayoutItem, NSLayoutConstraint.Attribute, Double)]
    ) -> ScrollLayoutGuides? {
        guard let scrollView = space as? UIScrollView, parts.contains(where: { $0.0.layoutSpace !== scrollView })
        else { return nil }
        return scrollView.scrollGuides
    }

    /// For an edge of its scroll view, the content guide's edge; for a margin, the edge of the
    /// content inset by the margins; otherwise the item and attribute themselves.
    private func attached(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ contentArea: ScrollLayoutGuides?
    ) -> (LayoutItem, NSLayoutConstraint.Attribute) {
        guard let contentArea, item === contentArea.content.owningView else { return (item, attribute) }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: return (contentArea.content, attribute)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            return (contentArea.contentMargins, attribute.marginEdge ?? attribute)
        default: return (item, attribute)
        }
    }

    /// An item's attribute as (item, attribute, factor) terms: a distance dimension made by
    /// `anchorWithOffset(to:)` is its far anchor minus its near one.
    private func parts(
        of object: AnyObject, _ attribute: NSLayoutConstraint.Attribute
    )
        -> [(LayoutItem, NSLayoutConstraint.Attribute, Double)]
    {
        if let item = object as? LayoutItem { return [(item, attribute, 1)] }
        if let dimension = object as? NSLayoutDimension, let (from, to) = dimension.offset,
            let near = from.layoutItem, let far = to.layoutItem
        {
            return [(far, to.attribute, 1), (near, from.attribute, -1)]
        }
        return []
    }

    // MARK: Solution

    /// Reads the solver's variables if it changed.
    func solveIfNeeded() {
        if !pendingMasks.isEmpty { translatePendingMasks() }
        if LayoutGraveyard.shared.hasDead { buryTheDead() }
        guard hasNewSolution else { return }
        hasNewSolution = false
        solver.updateVariables()
    }

    /// Reads a new solution and asks the superviews of the views it moved to lay out, where
    /// the frames are applied (`UIView.applyEngineFrame`).
    func prepareForLayout() {
        guard hasUnplacedSolution else { return }
        hasUnplacedSolution = false
        solveIfNeeded()
        for (key, entry) in placedViews {
            guard let view = entry.view else {
                placedViews[key] = nil
                continue
            }
            if view.engineFrame != view.layoutFrame {
                if let superview = view.superview {
                    superview.setNeedsLayoutForLayoutEngine()
                } else {
                    view.applyEngineFrame()
                }
            }
        }
    }

    /// Translating views that joined since the solution was last read: as in UIKit, their
    /// frames become constraints lazily, when the solution is next needed, so code may add
    /// constraints first and turn `translatesAutoresizingMaskIntoConstraints` off after.
    private var pendingMasks: [WeakView] = []

    func translateMaskLater(_ view: UIView) {
        pendingMasks.append(WeakView(view: view))
        solutionChanged()
    }

    private func translatePendingMasks() {
        while !pendingMasks.isEmpty {
            let views = pendingMasks.compactMap(\.view)
            pendingMasks = []
            for view in views where view.translatesAutoresizingMaskIntoConstraints {
                if view.autoLayout?.maskConstraints.isEmpty ?? true { view.updateMaskConstraints() }
            }
        }
    }

    func place(_ view: UIView) { placedViews[ObjectIdentifier(view)] = WeakView(view: view) }
    func unplace(_ view: UIView) { placedViews[ObjectIdentifier(view)] = nil }

    // MARK: Diagnostics

    private func reportConflict(_ conflicting: [NSLayoutConstraint], breaking broken: NSLayoutConstraint) {
        broken.runtime.report(.log, Self.unsatisfiableMessage(conflicting, breaking: broken))
    }

    /// UIKit's console text for a conflict among required constraints.
    static func unsatisfiableMessage(
        _ conflicting: [NSLayoutConstraint], breaking broken: NSLayoutConstraint
    )
        -> String
    {
        """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
        documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
        (
        \(conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint 
        \(broken)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> \
        may also be helpful.
        """
    }

    /// Whether an attribute of `item` could move without any constraint minding: probed by
    /// pulling it, weaker than every priority, both ways.
    func isAmbiguous(_ item: LayoutItem, attributes: [NSLayoutConstraint.Attribute]) -> Bool {
        guard (item as? UIView)?.autoLayout?.isInEngine ?? (item as? UILayoutGuide)?.isInEngine ?? false else {
            return false
        }
        solveIfNeeded()
        let variables = item.frameVariables
        for attribute in attributes {
            let variable: LayoutVariable
            switch attribute {
            case .width: variable = variables.width
            case .height: variable = variables.height
            default: variable = attribute.isHorizontal ? variables.minX : variables.minY
            }
            if isFree(variable) { return true }
        }
        return false
    }

    private func isFree(_ variable: LayoutVariable) -> Bool {
        let original = variable.value
        guard (try? solver.addEditVariable(variable, strength: 1e-3)) != nil else { return false }
        var moved = false
        for delta in [100.0, -100.0] where !moved {
            try? solver.suggestValue(original + delta, for: variable)
            solver.updateVariables()
            moved = abs(variable.value - original) > 0.5
        }
        try? solver.suggestValue(original, for: variable)
        try? solver.removeEditVariable(variable)
        solver.updateVariables()
        return moved
    }

    /// The active constraints naming `item` on one axis (its own, its margins' and its mask's).
    func constraintsAffecting(_ item: LayoutItem, horizontal: Bool) -> [NSLayoutConstraint] {
        let view = (item as? UIView) ?? item.layoutSpace
        guard let state = view?.autoLayout else { return [] }
        return state.referencingInActivationOrder.filter { constraint in
            constraint.items.contains { $0 === item }
                && (constraint.firstAttribute == .notAnAttribute
                    || constraint.firstAttribute.isHorizontal == horizontal)
        }
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint {
    /// The views whose subtree moves can strand this constraint (a guide counts as its owner).
    var referencedViews: [UIView] {
        var views: [UIView] = []
        for item in items {
            if let view = (item as? UIView) ?? item.layoutSpace, !views.contains(where: { $0 === view }) {
                views.append(view)
            }
        }
        return views
    }
}

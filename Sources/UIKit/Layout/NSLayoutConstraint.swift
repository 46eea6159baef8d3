import Foundation

/// A linear relation between two items' attributes, `first = multiplier × second + constant`,
/// solved by the application's layout engine while active.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslayoutconstraint)
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    open var identifier: String?

    /// Changing it re-solves from the last solution (the engine edits the row, nothing is rebuilt).
    /// A non-finite constant is refused with Auto Layout's exception and the old one kept.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard acceptsConstant(newValue) else { return }
            let old = storedConstant
            storedConstant = newValue
            if newValue != old { runtime.layoutEngine.constantDidChange(of: self) }
        }
    }
    private var storedConstant: CGFloat

    /// A required constraint stays required once active: UIKit refuses to move an active
    /// constraint across the required line (and back).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            // Auto Layout's check and words (`-[NSLayoutConstraint setPriority:]`): 0 < p ≤ 1000.
            guard priority.rawValue > 0 && priority.rawValue <= UILayoutPriority.required.rawValue else {
                runtime.report(
                    .exception,
                    "It's illegal to set priority:\(printedNumber(CGFloat(priority.rawValue))).  Priorities must be "
                        + "greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000.",
                    name: "NSInternalInconsistencyException")
                priority = oldValue
                return
            }
            if isActive, (priority == .required) != (oldValue == .required) {
                runtime.report(
                    .exception,
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority \(Int(priority.rawValue)) and the existing priority was "
                        + "\(Int(oldValue.rawValue)).",
                    name: "NSInternalInconsistencyException")
                priority = oldValue
                return
            }
            runtime.layoutEngine.priorityDidChange(of: self)
        }
    }

    open var isActive: Bool {
        get { isInstalled }
        set {
            guard newValue != isInstalled else { return }
            if newValue { runtime.layoutEngine.activate(self) } else { runtime.layoutEngine.deactivate(self) }
        }
    }

    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, firstAttribute: attr1, relation: relation, second: view2.map { $0 as AnyObject },
            secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    init(
        first: AnyObject, firstAttribute: Attribute, relation: Relation, second: AnyObject?,
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority = .required
    ) {
        firstItem = first
        secondItem = second
        self.firstAttribute = firstAttribute
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        // UIKit raises from the initializer; the constraint made here has the defaults instead
        // (multiplier 1, constant 0), and the message says what was refused.
        self.multiplier = multiplier.isFinite ? multiplier : 1
        storedConstant = constant.isFinite ? constant : 0
        self.priority = priority
        super.init()
        _ = runtime.acceptsFinite(multiplier) {
            "Multiplier is not finite!  That's illegal.  multiplier:\($0)"
        }
        _ = acceptsConstant(constant)
    }

    /// Auto Layout's check and words (`-[NSLayoutConstraint setConstant:]`).
    private func acceptsConstant(_ value: CGFloat) -> Bool {
        runtime.acceptsFinite(value) {
            "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\($0) firstAnchor:\(firstAnchor) "
                + "secondAnchor:\(secondAnchor.map { "\($0)" } ?? "(null)")"
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// One object for the constraint's life, as on iOS: messages that print it name the same
    /// anchor an app reads.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        if let madeFirstAnchor { return madeFirstAnchor }
        let anchor = NSLayoutAnchor<AnyObject>(item: firstItem as? LayoutItem, attribute: firstAttribute)
        madeFirstAnchor = anchor
        return anchor
    }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard secondItem != nil else { return nil }
        if let madeSecondAnchor { return madeSecondAnchor }
        let anchor = NSLayoutAnchor<AnyObject>(item: secondItem as? LayoutItem, attribute: secondAttribute)
        madeSecondAnchor = anchor
        return anchor
    }
    private var madeFirstAnchor: NSLayoutAnchor<AnyObject>?
    private var madeSecondAnchor: NSLayoutAnchor<AnyObject>?

    // MARK: Engine state

    /// Active: the engine holds it (solved, or broken after a conflict) and its common ancestor
    /// lists it in `constraints`.
    var isInstalled = false
    /// The row in the solver; nil while inactive, or active but broken to recover from a conflict.
    nonisolated(unsafe) var solverConstraint: LayoutSolverConstraint?
    /// The view whose `constraints` lists it while active: the items' nearest common ancestor.
    weak var installedView: UIView?
    /// The expression's constant apart from `constant`, so a new constant edits the row.
    var expressionBase: Double = 0
    /// When it was last activated, in the engine's count.
    var activationSerial = 0
    /// -1 for leading/trailing constraints in a right-to-left layout, whose constants point left.
    var constantSign: Double = 1
    /// For the constraints UIKit makes itself (masks, guides): the expression, without
    /// `constant`, in the coordinates of the view returned with it.
    var customSum: (() -> (LinearSum, UIView?))?

    /// UIKit's own rows (a translated frame, an intrinsic size, a guide's inset) rather than
    /// the app's: in a conflict they hold and the app's give way.
    var isMadeByUIKit: Bool { customSum != nil || self is ContentSizeConstraint }

    /// The items this constraint names.
    var items: [LayoutItem] { [firstItem as? LayoutItem, secondItem as? LayoutItem].compactMap { $0 } }

    /// Its row leaves the solver with it; views (and so constraints) may die off the main
    /// thread, so the row waits in the graveyard for the engine.
    deinit {
        if let solverConstraint { LayoutGraveyard.shared.bury(solverConstraint) }
    }

    // MARK: Description

    /// The class name UIKit prints (`NSAutoresizingMaskLayoutConstraint` for translated masks).
    var layoutClassName: String { "NSLayoutConstraint" }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<\(layoutClassName):\(address(of: self))\(identifier.map { " '\($0)'" } ?? "") \(equationDescription)"
                + "   \(isActive ? "(active)" : "(inactive)")>"
        }
    }

    /// `UIView:0x….width == 0.5*UIView:0x….width + 10 @750`, as UIKit prints it.
    var equationDescription: String {
        let left = "\((firstItem as? LayoutItem)?.layoutDescription ?? "nil").\(firstAttribute.name)"
        var right = ""
        if let second = secondItem as? LayoutItem {
            right =
                (multiplier == 1 ? "" : "\(number(multiplier))*")
                + "\(second.layoutDescription).\(secondAttribute.name)"
            if constant != 0 { right += constant > 0 ? " + \(number(constant))" : " - \(number(-constant))" }
        } else {
            right = number(constant)
        }
        let priorityText = priority == .required ? "" : " @\(number(CGFloat(priority.rawValue)))"
        return "\(left) \(relation.symbol) \(right)\(priorityText)"
    }
}

/// `0x…` of an object, as Objective-C descriptions print it.
func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}

/// A number as UIKit prints constants: no trailing `.0`.
func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
}

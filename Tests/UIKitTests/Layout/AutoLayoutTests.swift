import Foundation
import Testing
import UIKit

/// A controller whose view Apple's Auto Layout Guide recipes build on: shown in a 320×480
/// window (status strip on: the safe area starts at 20), constraints made in `viewDidLoad`.
@MainActor
final class RecipeController: UIViewController {
    let build: (UIView) -> Void
    init(_ build: @escaping (UIView) -> Void) {
        self.build = build
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        build(view)
    }
}

/// The recipe's window, alive until the next recipe (the application holds windows weakly).
@MainActor var recipeWindow: UIWindow?

@MainActor
func showRecipe(_ build: @escaping (UIView) -> Void) -> UIWindow {
    let window = makeKeyWindow(width: 320, height: 480)
    recipeWindow = window
    window.rootViewController = RecipeController(build)
    UIApplication.shared.advance(by: 1.0 / 60)
    return window
}

@MainActor
func constrainedView(in superview: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

@MainActor
@Suite(.serialized)
struct AutoLayoutGuideRecipeTests {
    // Apple, Auto Layout Guide › Stack Views… › "Simple Single View": pinned to the margins at the
    // sides and 20 points inside the safe area above and below.
    @Test func simpleSingleView() {
        // Precondition / action
        var red: UIView!
        _ = showRecipe { root in
            red = constrainedView(in: root)
            NSLayoutConstraint.activate([
                red.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                red.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                red.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
                root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
            ])
        }
        // Assertion: a root view's margins are the system minimum, 16 points in a compact width.
        #expect(red.frame == CGRect(x: 16, y: 40, width: 288, height: 420))
        #expect(red.hasAmbiguousLayout == false)
    }

    // "Two Equal-Width Views": side by side, standard spacing between, equal widths.
    @Test func twoEqualWidthViews() {
        var yellow: UIView!, green: UIView!
        _ = showRecipe { root in
            yellow = constrainedView(in: root)
            green = constrainedView(in: root)
            let margins = root.layoutMarginsGuide, safe = root.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                yellow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                green.leadingAnchor.constraint(equalToSystemSpacingAfter: yellow.trailingAnchor, multiplier: 1),
                green.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                yellow.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                green.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                safe.bottomAnchor.constraint(equalTo: yellow.bottomAnchor, constant: 20),
                safe.bottomAnchor.constraint(equalTo: green.bottomAnchor, constant: 20),
                yellow.widthAnchor.constraint(equalTo: green.widthAnchor),
            ])
        }
        #expect(yellow.frame == CGRect(x: 16, y: 40, width: 140, height: 420))
        #expect(green.frame == CGRect(x: 164, y: 40, width: 140, height: 420))
    }

    // "Two Different-Width Views": the yellow view twice as wide as the green one; the frames
    // are rounded to the screen's pixels edge by edge, so the views stay 8 points apart.
    @Test func twoDifferentWidthViews() {
        var yellow: UIView!, green: UIView!
        _ = showRecipe { root in
            yellow = constrainedView(in: root)
            green = constrainedView(in: root)
            let margins = root.layoutMarginsGuide
            NSLayoutConstraint.activate([
                yellow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                green.leadingAnchor.constraint(equalTo: yellow.trailingAnchor, constant: 8),
                green.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                yellow.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                green.topAnchor.constraint(equalTo: yellow.topAnchor),
                yellow.heightAnchor.constraint(equalToConstant: 100),
                green.heightAnchor.constraint(equalTo: yellow.heightAnchor),
                yellow.widthAnchor.constraint(equalTo: green.widthAnchor, multiplier: 2),
            ])
        }
        #expect(yellow.frame == CGRect(x: 16, y: 40, width: 187, height: 100))
        #expect(green.frame == CGRect(x: 211, y: 40, width: 93, height: 100))
    }

    // "Simple Label and Text Field" spirit: a label takes its intrinsic size; of two labels
    // sharing a row, the one hugging harder keeps its size and the other stretches.
    @Test func intrinsicSizesHuggingAndCompression() {
        var name: UILabel!, value: UILabel!
        _ = showRecipe { root in
            name = UILabel()
            name.text = "Name"
            value = UILabel()
            value.text = "Value"
            for label in [name!, value!] {
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
            }
            name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
                value.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                name.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
            ])
        }
        let nameSize = name.intrinsicContentSize
        #expect(name.frame == CGRect(x: 16, y: 20, width: nameSize.width, height: nameSize.height))
        #expect(value.frame.minX == 16 + nameSize.width + 8)
        #expect(value.frame.maxX == 304)
        #expect(value.frame.minY == 20)
        #expect(value.frame.height == value.intrinsicContentSize.height)
    }

    // Apple, "Working with Constraints in Interface Builder"/"Anatomy of a Constraint": a
    // content size shrinks below its intrinsic size only when compression loses.
    @Test func compressionResistanceLosesToRequiredWidth() {
        var label: UILabel!
        _ = showRecipe { root in
            label = UILabel()
            label.text = "A label wider than forty points"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                label.widthAnchor.constraint(lessThanOrEqualToConstant: 40),
            ])
        }
        #expect(label.frame.width == 40)
        #expect(label.frame.height == label.intrinsicContentSize.height)
    }
}

@MainActor
@Suite(.serialized)
struct ConstraintPriorityTests {
    /// The window stays alive with its views for the whole test.
    static var windows: [UIWindow] = []

    func square(_ constraints: (UIView) -> [NSLayoutConstraint]) -> UIView {
        let window = makeKeyWindow()
        Self.windows = [window]
        let view = constrainedView(in: window)
        NSLayoutConstraint.activate(
            [
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                view.topAnchor.constraint(equalTo: window.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
            ] + constraints(view))
        window.layoutIfNeeded()
        return view
    }

    func width(
        _ value: CGFloat, _ relation: NSLayoutConstraint.Relation = .equal, at priority: Float = 1000
    )
        -> (UIView) -> NSLayoutConstraint
    {
        { view in
            let constraint: NSLayoutConstraint
            switch relation {
            case .equal: constraint = view.widthAnchor.constraint(equalToConstant: value)
            case .lessThanOrEqual: constraint = view.widthAnchor.constraint(lessThanOrEqualToConstant: value)
            case .greaterThanOrEqual: constraint = view.widthAnchor.constraint(greaterThanOrEqualToConstant: value)
            }
            constraint.priority = UILayoutPriority(priority)
            return constraint
        }
    }

    @Test func higherPriorityWins() {
        let view = square { [width(100, at: 750)($0), width(200, at: 250)($0)] }
        #expect(view.frame.width == 100)
    }

    @Test func requiredInequalityBoundsAPreference() {
        let view = square { [width(150, .greaterThanOrEqual)($0), width(100, at: 750)($0)] }
        #expect(view.frame.width == 150)
        let capped = square { [width(80, .lessThanOrEqual)($0), width(100, at: 750)($0)] }
        #expect(capped.frame.width == 80)
    }

    @Test func optionalInequalityGivesWayToHigherPriority() {
        let view = square { [width(120, .lessThanOrEqual, at: 500)($0), width(160, at: 750)($0)] }
        #expect(view.frame.width == 160)
        let kept = square { [width(120, .lessThanOrEqual, at: 800)($0), width(160, at: 750)($0)] }
        #expect(kept.frame.width == 120)
    }

    @Test func priorityArithmeticAndOrder() {
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751))
        #expect(UILayoutPriority.defaultLow - 1 == UILayoutPriority(249))
        #expect(UILayoutPriority.fittingSizeLevel < .defaultLow)
        #expect(UILayoutPriority.required.rawValue == 1000)
    }

    @Test func changingAPriorityReSolves() {
        // Precondition
        let low = width(100, at: 250)
        var preference: NSLayoutConstraint!
        let view = square { view in
            preference = low(view)
            return [preference, self.width(200, at: 500)(view)]
        }
        #expect(view.frame.width == 200)
        // Action
        preference.priority = UILayoutPriority(600)
        view.superview!.layoutIfNeeded()
        // Assertion
        #expect(view.frame.width == 100)
    }

    @Test func requiredCannotBecomeOptionalWhileActive() {
        var required: NSLayoutConstraint!
        let view = square { view in
            required = view.widthAnchor.constraint(equalToConstant: 30)
            return [required]
        }
        let diagnostics = capturingDiagnostics { required.priority = .defaultHigh }
        #expect(required.priority == .required)
        #expect(
            diagnostics.first?.message.hasPrefix("Mutating a priority from required to not on an installed constraint")
                == true)
        #expect(view.frame.width == 30)
    }

    @Test func constantChangeEditsTheSolution() {
        var widthConstraint: NSLayoutConstraint!
        let view = square { view in
            widthConstraint = view.widthAnchor.constraint(equalToConstant: 30)
            return [widthConstraint]
        }
        widthConstraint.constant = 70
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(view.frame.width == 70)
    }
}

@MainActor
@Suite(.serialized)
struct ConstraintDiagnosticsTests {
    @Test func unsatisfiableConstraintsAreLoggedAndTheNewOneBroken() {
        // Precondition
        let window = makeKeyWindow()
        let view = constrainedView(in: window)
        let hundred = view.widthAnchor.constraint(equalToConstant: 100)
        let twoHundred = view.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor), view.heightAnchor.constraint(equalToConstant: 5),
            hundred,
        ])
        // Action
        let diagnostics = capturingDiagnostics { twoHundred.isActive = true }
        window.layoutIfNeeded()
        // Assertion
        #expect(diagnostics.count == 1)
        let message = diagnostics.first?.message ?? ""
        #expect(diagnostics.first?.kind == .log)
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("\"\(hundred)\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(twoHundred)"))
        #expect(twoHundred.isActive)
        #expect(view.frame.width == 100)
    }

    @Test func translatedMaskConflictsNameTheMaskConstraint() {
        let window = makeKeyWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        // As in UIKit, the frame becomes constraints when the layout is next needed, and then
        // the app's constraint gives way (the frame is the view's truth while it translates).
        let diagnostics = capturingDiagnostics {
            width.isActive = true
            window.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("<NSAutoresizingMaskLayoutConstraint:") == true)
        #expect(diagnostics.first?.message.contains("h=--& v=--& UIView:") == true)
        #expect(
            diagnostics.first?.message.contains("Will attempt to recover by breaking constraint \n\(width)") == true)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func constraintsAddedBeforeTurningTranslationOffDoNotConflict() {
        // A common iOS order: constraints first, `translatesAutoresizingMaskIntoConstraints`
        // after; UIKit translates the frame only at layout, so nothing conflicts.
        let window = makeKeyWindow()
        let view = UIView()
        window.addSubview(view)
        let diagnostics = capturingDiagnostics {
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: 6),
                view.widthAnchor.constraint(equalToConstant: 70), view.heightAnchor.constraint(equalToConstant: 30),
            ])
            view.translatesAutoresizingMaskIntoConstraints = false
            window.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        #expect(view.frame == CGRect(x: 5, y: 6, width: 70, height: 30))
    }

    @Test func noCommonAncestorIsRefused() {
        let first = UIView(), second = UIView()
        let constraint = first.leadingAnchor.constraint(equalTo: second.leadingAnchor)
        let diagnostics = capturingDiagnostics { constraint.isActive = true }
        #expect(diagnostics.first?.kind == .exception)
        #expect(diagnostics.first?.name == "NSGenericException")
        #expect(diagnostics.first?.message.contains("because they have no common ancestor.") == true)
        #expect(constraint.isActive == false)
        #expect(first.constraints.isEmpty && second.constraints.isEmpty)
    }

    @Test func ambiguityIsAnswered() {
        let window = makeKeyWindow()
        let view = constrainedView(in: window)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor), view.widthAnchor.constraint(equalToConstant: 10),
        ])
        #expect(view.hasAmbiguousLayout)
        #expect(view.heightAnchor.hasAmbiguousLayout)
        #expect(view.widthAnchor.hasAmbiguousLayout == false)
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(view.hasAmbiguousLayout == false)
    }

    @Test func descriptionsReadAsUIKitsDo() {
        let window = makeKeyWindow()
        let view = constrainedView(in: window)
        let constraint = view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5, constant: 10)
        constraint.identifier = "half"
        constraint.priority = .defaultHigh
        #expect(
            constraint.description
                == "<NSLayoutConstraint:\(address(of: constraint)) 'half' UIView:\(address(of: view)).width == "
                + "0.5*UIWindow:\(address(of: window)).width + 10 @750   (inactive)>")
        #expect(constraint.firstItem === view && constraint.secondItem === window)
        #expect(constraint.firstAttribute == .width && constraint.multiplier == 0.5)
    }
}

@MainActor
@Suite(.serialized)
struct ConstraintHierarchyTests {
    @Test func holdingViewIsTheNearestCommonAncestor() {
        let window = makeKeyWindow()
        let container = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
        window.addSubview(container)
        let a = constrainedView(in: container), b = constrainedView(in: container)
        let between = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5)
        let own = a.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            between, own,
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 20), b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        #expect(container.constraints.contains { $0 === between })
        #expect(a.constraints.contains { $0 === own })
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 55, y: 10, width: 40, height: 20))
    }

    @Test func crossHierarchyConstraintsConvertCoordinates() {
        // A view in one container aligned with a view in another: the engine works in the
        // common ancestor's coordinates.
        let window = makeKeyWindow()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let right = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 150))
        window.addSubview(left)
        window.addSubview(right)
        let a = constrainedView(in: left), b = constrainedView(in: right)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 80),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.leadingAnchor.constraint(equalTo: right.leadingAnchor),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(b.frame.origin == CGPoint(x: 0, y: 30))
        #expect(b.convert(b.bounds, to: window).minY == a.convert(a.bounds, to: window).minY)
    }

    @Test func removingAViewDeactivatesConstraintsThatLeaveItsSubtree() {
        // UIKit: removeFromSuperview removes constraints to views outside the removed subtree.
        let window = makeKeyWindow()
        let container = constrainedView(in: window)
        let child = constrainedView(in: container)
        let outside = container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 4)
        let inside = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 3)
        NSLayoutConstraint.activate([outside, inside])
        container.removeFromSuperview()
        #expect(outside.isActive == false)
        #expect(inside.isActive)
        #expect(window.constraints.isEmpty)
    }

    @Test func translatedFlexibleViewFollowsAConstraintSizedSuperview() {
        // The autoresizing mask turned into constraints: a flexible-width child of a view whose
        // width constraints set keeps its margins as the parent grows.
        let window = makeKeyWindow()
        let parent = constrainedView(in: window)
        let width = parent.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            parent.topAnchor.constraint(equalTo: window.topAnchor), width,
            parent.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        let label = constrainedView(in: parent)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: child.trailingAnchor),
            label.topAnchor.constraint(equalTo: child.bottomAnchor), label.widthAnchor.constraint(equalToConstant: 5),
            label.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 190, y: 30))
        width.constant = 300
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        window.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 290, y: 30))
    }

    @Test func leadingFollowsTheLayoutDirection() {
        let window = makeKeyWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        window.addSubview(container)
        let view = constrainedView(in: container)
        view.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.widthAnchor.constraint(equalToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(view.frame.minX == 140)
    }

    @Test func systemLayoutSizeFittingMeasuresTheContent() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let label = UILabel()
        label.text = "Fitting"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -6),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let text = label.intrinsicContentSize
        #expect(size == CGSize(width: text.width + 24, height: text.height + 12))
        #expect(card.frame.size == CGSize(width: 10, height: 10))
    }
}

/// A view and controller that log the constraints and layout passes.
@MainActor
final class PassLoggingView: UIView {
    let name: String
    let log: CallLog
    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        log.add("\(name).updateConstraints")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        log.add("\(name).layoutSubviews")
        super.layoutSubviews()
    }
    override func safeAreaInsetsDidChange() { log.add("\(name).safeAreaInsetsDidChange \(safeAreaInsets.top)") }
}

@MainActor
final class PassLoggingController: UIViewController {
    let log: CallLog
    init(log: CallLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() { view = PassLoggingView("root", log: log) }
    override func updateViewConstraints() {
        log.add("vc.updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() { log.add("vc.viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("vc.viewDidLayoutSubviews") }
    override func viewSafeAreaInsetsDidChange() { log.add("vc.viewSafeAreaInsetsDidChange") }
}

@MainActor
@Suite(.serialized)
struct ConstraintsPassTests {
    @Test func updateConstraintsRunsBottomUpBeforeLayout() {
        // Precondition: a controller whose root view holds a child that needs constraints.
        let log = CallLog()
        let window = makeKeyWindow(width: 320, height: 480)
        let controller = PassLoggingController(log: log)
        window.rootViewController = controller
        let child = PassLoggingView("child", log: log)
        child.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 10).isActive = true
        UIApplication.shared.advance(by: 1.0 / 60)
        log.entries.removeAll()
        // Action
        child.setNeedsUpdateConstraints()
        controller.view.setNeedsUpdateConstraints()
        controller.view.setNeedsLayout()
        UIApplication.shared.advance(by: 1.0 / 60)
        // Assertion: subviews first, the root view through its controller, then layout.
        #expect(
            log.entries == [
                "child.updateConstraints", "vc.updateViewConstraints", "root.updateConstraints",
                "vc.viewWillLayoutSubviews", "root.layoutSubviews", "vc.viewDidLayoutSubviews",
            ])
        #expect(child.needsUpdateConstraints() == false)
    }

    @Test func safeAreaFollowsTheStatusStripAndAdditionalInsets() {
        // Precondition: a root controller in a portrait window (the strip shows: 20 points).
        let log = CallLog()
        let window = makeKeyWindow(width: 320, height: 480)
        let controller = PassLoggingController(log: log)
        window.rootViewController = controller
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(log.entries.contains("root.safeAreaInsetsDidChange 20.0"))
        log.entries.removeAll()
        // Action
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        UIApplication.shared.advance(by: 1.0 / 60)
        // Assertion: the view hears first, then its controller, as UIKit orders them.
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 30, right: 0))
        #expect(
            Array(log.entries.prefix(2)) == ["root.safeAreaInsetsDidChange 30.0", "vc.viewSafeAreaInsetsDidChange"])
        let guide = controller.view.safeAreaLayoutGuide
        let pinned = constrainedView(in: controller.view)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: guide.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(pinned.frame == CGRect(x: 0, y: 30, width: 320, height: 420))
    }

    @Test func childrenBelowANavigationBarOrAboveATabBarHaveNoInsetThere() {
        let window = makeKeyWindow(width: 320, height: 480)
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        window.rootViewController = tabs
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(tabs.view.safeAreaInsets.top == 20)
        #expect(navigation.navigationBar.safeAreaInsets.top == 20)
        #expect(top.view.frame.minY > 0)
        #expect(top.view.safeAreaInsets == .zero)
    }

    @Test func rotationToLandscapeHidesTheStripAndTheSafeArea() {
        let log = CallLog()
        let window = makeKeyWindow(width: 320, height: 480)
        let controller = PassLoggingController(log: log)
        window.rootViewController = controller
        UIApplication.shared.advance(by: 1.0 / 60)
        log.entries.removeAll()
        Automation().turnDevice(to: .landscapeLeft)
        _ = Automation().settle()
        #expect(controller.view.safeAreaInsets == .zero)
        #expect(log.entries.contains("root.safeAreaInsetsDidChange 0.0"))
        Automation().turnDevice(to: .portrait)
        _ = Automation().settle()
        #expect(controller.view.safeAreaInsets.top == 20)
    }

    @Test func constantChangeAnimatesWithLayoutIfNeededInsideAnimate() {
        // Precondition
        let window = makeKeyWindow()
        let view = constrainedView(in: window)
        let leading = view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        NSLayoutConstraint.activate([
            leading, view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // Action
        leading.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
        UIApplication.shared.advance(by: 0.5)
        // Assertion: the model is at the end at once; the presentation half way.
        #expect(view.frame.minX == 100)
        #expect(abs(view.layer.presentation()!.position.x - 60) < 1.5)
        UIApplication.shared.advance(by: 0.6)
        #expect(view.layer.presentation()!.position.x == 110)
    }

    /// Issue 32 item 15: the constraints a view keeps are walked in activation order, not in
    /// hash order, so `constraintsAffectingLayout(for:)` (and every walk that deactivates them)
    /// is the same in every process. Ten sets, each activated in a different order.
    @Test func constraintsAffectingLayoutComeInActivationOrder() {
        let window = makeKeyWindow()
        let view = constrainedView(in: window)
        let anchors = (0..<10).map { index in
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: CGFloat(index))
        }
        var mismatches = 0

        for round in 0..<10 {
            let order = (0..<anchors.count).map { (($0 * 7) + round * 3) % anchors.count }
            for index in order { anchors[index].priority = UILayoutPriority(Float(100 + index)) }
            for index in order { anchors[index].isActive = true }
            let affecting = view.constraintsAffectingLayout(for: .horizontal)
            if affecting.map(ObjectIdentifier.init) != order.map({ ObjectIdentifier(anchors[$0]) }) { mismatches += 1 }
            NSLayoutConstraint.deactivate(anchors)
        }

        #expect(mismatches == 0)
    }

    /// A constraint's anchors are one object each for its life, as on iOS, so a diagnostic that
    /// prints `firstAnchor` names the object an app reads.
    @Test func aConstraintsAnchorsAreTheSameObjectsEachTime() {
        let first = UIView(), second = UIView()
        let constraint = first.widthAnchor.constraint(equalTo: second.widthAnchor)

        let (a, b) = (constraint.firstAnchor, constraint.firstAnchor)
        let (c, d) = (constraint.secondAnchor, constraint.secondAnchor)

        #expect(a === b && c === d && c != nil)
        #expect(a.item === first && c?.item === second)
    }
}

/// An object's address as UIKit's descriptions print it (`%p`: `0x` and lowercase hex, no padding).
private func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}

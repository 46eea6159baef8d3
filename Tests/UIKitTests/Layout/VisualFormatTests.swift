import Foundation
import Testing
import UIKit

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints
/// UIKit makes for the Auto Layout Guide's examples, the options, UIKit's refusals, and lines laid
/// out by the engine.
@MainActor @Suite struct VisualFormatTests {
    /// A superview with named, constraint-driven subviews, and the names to print constraints with.
    @MainActor struct Scene {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var views: [String: UIView] = [:]
        var names: [ObjectIdentifier: String] = [:]

        init(_ names: [String]) {
            self.names[ObjectIdentifier(superview)] = "superview"
            self.names[ObjectIdentifier(superview.layoutMarginsGuide)] = "margins"
            for name in names {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                superview.addSubview(view)
                views[name] = view
                self.names[ObjectIdentifier(view)] = name
            }
        }

        func constraints(
            _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
        ) -> [NSLayoutConstraint] {
            NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }

        /// `b.leading == 1*a.trailing + 8 @1000`: every property the format decides, in one line.
        func equations(
            _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
        ) -> [String] {
            constraints(format, options: options, metrics: metrics).map(equation)
        }

        func equation(_ constraint: NSLayoutConstraint) -> String {
            let first = "\(name(constraint.firstItem)).\(attributeName(constraint.firstAttribute))"
            let priority = " @\(g(constraint.priority.rawValue))"
            guard let second = constraint.secondItem else {
                return "\(first) \(relationSymbol(constraint.relation)) \(g(constraint.constant))\(priority)"
            }
            return "\(first) \(relationSymbol(constraint.relation)) \(g(constraint.multiplier))*\(name(second))."
                + "\(attributeName(constraint.secondAttribute)) + \(g(constraint.constant))\(priority)"
        }

        /// The attribute as constraint descriptions spell it: the case's name (`leading`).
        func attributeName(_ attribute: NSLayoutConstraint.Attribute) -> String { String(describing: attribute) }

        func relationSymbol(_ relation: NSLayoutConstraint.Relation) -> String {
            switch relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }

        func g(_ value: some BinaryFloatingPoint) -> String { String(format: "%g", Double(value)) }

        func name(_ item: AnyObject?) -> String { item.map { names[ObjectIdentifier($0)] ?? "?" } ?? "nil" }
    }

    // MARK: The guide's examples

    @Test func standardSpaceIsEightPointsBetweenSiblings() {
        let scene = Scene(["button", "textField"])

        let equations = scene.equations("[button]-[textField]")

        #expect(equations == ["textField.leading == 1*button.trailing + 8 @1000"])
    }

    @Test func widthConstraint() {
        let scene = Scene(["button"])

        let equations = scene.equations("[button(>=50)]")

        #expect(equations == ["button.width >= 50 @1000"])
    }

    @Test func connectionToSuperview() {
        let scene = Scene(["purpleBox"])

        let equations = scene.equations("|-50-[purpleBox]-50-|")

        #expect(
            equations == [
                "purpleBox.leading == 1*superview.leading + 50 @1000",
                "superview.trailing == 1*purpleBox.trailing + 50 @1000",
            ])
    }

    @Test func verticalLayout() {
        let scene = Scene(["topField", "bottomField"])

        let equations = scene.equations("V:[topField]-10-[bottomField]")

        #expect(equations == ["bottomField.top == 1*topField.bottom + 10 @1000"])
    }

    @Test func flushViews() {
        let scene = Scene(["maroonView", "blueView"])

        let equations = scene.equations("[maroonView][blueView]")

        #expect(equations == ["blueView.leading == 1*maroonView.trailing + 0 @1000"])
    }

    @Test func priority() {
        let scene = Scene(["button"])

        let equations = scene.equations("[button(100@20)]")

        #expect(equations == ["button.width == 100 @20"])
    }

    @Test func equalWidths() {
        let scene = Scene(["button1", "button2"])

        let equations = scene.equations("[button1(==button2)]")

        #expect(equations == ["button1.width == 1*button2.width + 0 @1000"])
    }

    @Test func multiplePredicates() {
        let scene = Scene(["flexibleButton"])

        let equations = scene.equations("[flexibleButton(>=70,<=100)]")

        #expect(equations == ["flexibleButton.width >= 70 @1000", "flexibleButton.width <= 100 @1000"])
    }

    /// A lone dash at a `|` relates the view to the superview's layout margins guide with no
    /// space of its own, as iOS 8 and later do; each view's sizes follow the connection before it.
    @Test func aCompleteLineOfLayout() {
        let scene = Scene(["find", "findNext", "findField"])

        let equations = scene.equations("|-[find]-[findNext]-[findField(>=20)]-|")

        #expect(
            equations == [
                "find.leading == 1*margins.leading + 0 @1000",
                "findNext.leading == 1*find.trailing + 8 @1000",
                "findField.leading == 1*findNext.trailing + 8 @1000",
                "findField.width >= 20 @1000",
                "margins.trailing == 1*findField.trailing + 0 @1000",
            ])
    }

    // MARK: What UIKit returns

    @Test func theConstraintsAreReturnedInactive() {
        let scene = Scene(["a", "b"])

        let constraints = scene.constraints("|-[a(50)]-[b(==a)]-|")

        #expect(constraints.count == 5)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(scene.superview.constraints.isEmpty)
    }

    @Test func metricsAndPrioritiesComeFromTheMetricsDictionary() {
        let scene = Scene(["a", "b"])
        let metrics: [String: Any] = [
            "side": NSNumber(value: 12), "width": CGFloat(44.5), "gap": 6.0, "low": 250, "high": Float(750),
        ]

        let equations = scene.equations("|-side-[a(>=width@high)]-(<=gap@low)-[b(width)]", metrics: metrics)

        #expect(
            equations == [
                "a.leading == 1*superview.leading + 12 @1000",
                "a.width >= 44.5 @750",
                "b.leading <= 1*a.trailing + 6 @250",
                "b.width == 44.5 @1000",
            ])
    }

    @Test func aViewMayBeOfEqualWidthWithAPriority() {
        let scene = Scene(["a", "b"])

        let equations = scene.equations("V:[a(>=b@300)]")

        #expect(equations == ["a.height >= 1*b.height + 0 @300"])
    }

    @Test func aLayoutGuideStandsInForAViewAndItsOwnerForTheBar() {
        let scene = Scene([])
        let guide = UILayoutGuide()
        scene.superview.addLayoutGuide(guide)

        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "|[guide(100)]", metrics: nil, views: ["guide": guide])

        #expect(constraints.count == 2)
        #expect(constraints.allSatisfy { $0.firstItem === guide })
        #expect(constraints.map(\.firstAttribute) == [.leading, .width])
        #expect(constraints[0].secondItem === scene.superview)
        #expect(constraints[0].secondAttribute == .leading)
    }

    // MARK: Options

    @Test func leftToRightUsesLeftAndRight() {
        let scene = Scene(["a", "b"])

        let equations = scene.equations("|-10-[a]-[b]-|", options: .directionLeftToRight)

        #expect(
            equations == [
                "a.left == 1*superview.left + 10 @1000",
                "b.left == 1*a.right + 8 @1000",
                "margins.right == 1*b.right + 0 @1000",
            ])
    }

    /// Right to left, the first view in the line is the rightmost.
    @Test func rightToLeftRunsTheLineFromTheRight() {
        let scene = Scene(["a", "b"])

        let equations = scene.equations("|-10-[a]-[b]", options: .directionRightToLeft)

        #expect(equations == ["superview.right == 1*a.right + 10 @1000", "a.left == 1*b.right + 8 @1000"])
    }

    @Test func verticalLinesIgnoreTheDirection() {
        let scene = Scene(["a", "b"])

        let equations = scene.equations("V:|[a][b]", options: .directionRightToLeft)

        #expect(equations == ["a.top == 1*superview.top + 0 @1000", "b.top == 1*a.bottom + 0 @1000"])
    }

    /// The alignments come last, one per option for each pair of neighbours, earlier view first.
    @Test func alignmentOptionsAlignNeighbours() {
        let scene = Scene(["a", "b", "c"])

        let equations = scene.equations("|[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom])

        #expect(
            equations == [
                "a.leading == 1*superview.leading + 0 @1000",
                "b.leading == 1*a.trailing + 8 @1000",
                "c.leading == 1*b.trailing + 8 @1000",
                "a.top == 1*b.top + 0 @1000",
                "a.bottom == 1*b.bottom + 0 @1000",
                "b.top == 1*c.top + 0 @1000",
                "b.bottom == 1*c.bottom + 0 @1000",
            ])
    }

    @Test func aVerticalLineAlignsOnHorizontalPositions() {
        let scene = Scene(["a", "b"])

        let equations = scene.equations("V:[a]-[b]", options: [.alignAllLeading, .alignAllCenterX])

        #expect(
            equations == [
                "b.top == 1*a.bottom + 8 @1000",
                "a.leading == 1*b.leading + 0 @1000",
                "a.centerX == 1*b.centerX + 0 @1000",
            ])
    }

    /// UIKit gives the view after a connection its first baseline even when the superview is before it.
    @Test func baselineToBaselineSpacesAVerticalLineBetweenBaselines() {
        let scene = Scene(["a", "b"])

        let equations = scene.equations("V:|-[a]-20-[b]", options: .spacingBaselineToBaseline)

        #expect(
            equations == [
                "a.firstBaseline == 1*margins.top + 0 @1000", "b.firstBaseline == 1*a.lastBaseline + 20 @1000",
            ])
    }

    // MARK: Refusals, reported as UIKit's exception

    /// The reason UIKit raises `format` with, or nil; the constraints must be none.
    func refusal(
        _ format: String, in scene: Scene, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> String? {
        var constraints: [NSLayoutConstraint] = []
        let diagnostics = capturingDiagnostics {
            constraints = scene.constraints(format, options: options, metrics: metrics)
        }
        #expect(constraints.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .exception)
        #expect(diagnostics.first?.name == "NSInvalidArgumentException")
        return diagnostics.first?.message
    }

    @Test func aMalformedFormatIsAnInvalidArgumentWithACaret() {
        let scene = Scene(["button"])

        let reason = refusal("H:|-[button", in: scene)

        #expect(
            reason
                == "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. "
                + "\nH:|-[button \n           ^")
    }

    @Test func anUnknownViewIsRefused() {
        let scene = Scene(["a"])

        let reason = refusal("[a]-[b]", in: scene)

        #expect(
            reason == "Unable to parse constraint format: \nb is not a key in the views dictionary. \n[a]-[b] \n      ^"
        )
    }

    @Test func aMetricThatIsNotANumberIsNotAMetric() {
        let scene = Scene(["a"])

        let reason = refusal("[a(width)]", in: scene, metrics: ["width": "50"])

        #expect(
            reason
                == "Unable to parse constraint format: \nEncountered metric with name \"width\", but value was not "
                + "specified in metrics or views dictionaries \n[a(width)] \n        ^")
    }

    @Test func aBarNeedsASuperview() {
        let scene = Scene(["a"])
        let orphan = UIView()
        orphan.translatesAutoresizingMaskIntoConstraints = false

        var constraints: [NSLayoutConstraint] = []
        let diagnostics = capturingDiagnostics {
            constraints = NSLayoutConstraint.constraints(
                withVisualFormat: "V:[orphan(20)]-|", metrics: nil, views: ["orphan": orphan, "a": scene.views["a"]!])
        }

        #expect(constraints.isEmpty)
        #expect(
            diagnostics.map(\.message) == [
                "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view "
                    + "doesn't have a superview \nV:[orphan(20)]-| \n                ^"
            ])
    }

    @Test func alignmentAlongTheLinesOwnAxisIsRefused() {
        let scene = Scene(["a", "b"])

        let horizontal = refusal("[a][b]", in: scene, options: .alignAllLeading)
        let vertical = refusal("V:[a][b]", in: scene, options: .alignAllCenterY)

        #expect(
            horizontal
                == "Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal "
                + "edge, which is not allowed for layout that is also horizontal. \n[a][b] \n      ^")
        #expect(
            vertical
                == "Unable to parse constraint format: \nOptions mask required views to be aligned on a vertical "
                + "edge, which is not allowed for layout that is also vertical. \nV:[a][b] \n        ^")
    }

    @Test func baselineSpacingIsRefusedInAHorizontalLine() {
        let scene = Scene(["a", "b"])

        let reason = refusal("|[a]", in: scene, options: .spacingBaselineToBaseline)

        #expect(
            reason
                == "Unable to parse constraint format: \nBaselineToBaseline format option not valid for horizontal "
                + "layout \n|[a] \n    ^")
    }

    // MARK: Laid out

    /// Puts the scene's 320×200 superview 100 points down a window, clear of the status strip's
    /// safe area, so its layout margins are its own 8 points.
    func show(_ scene: Scene) -> UIWindow {
        let window = makeKeyWindow(width: 320, height: 480)
        scene.superview.frame.origin.y = 100
        window.addSubview(scene.superview)
        return window
    }

    @Test func aLineLaysOutWithExplicitSpacesAndSizes() {
        let scene = Scene(["a", "b"])
        let window = show(scene)

        NSLayoutConstraint.activate(
            scene.constraints("H:|-20-[a(100)]-[b]-20-|", options: [.alignAllTop, .alignAllBottom])
                + scene.constraints("V:|-10-[a(40)]"))
        scene.superview.layoutIfNeeded()

        #expect(scene.views["a"]!.frame == CGRect(x: 20, y: 10, width: 100, height: 40))
        #expect(scene.views["b"]!.frame == CGRect(x: 128, y: 10, width: 172, height: 40))
        withExtendedLifetime(window) {}
    }

    @Test func standardSpacesAtTheBarsAreTheLayoutMargins() {
        let scene = Scene(["a", "b"])
        let window = show(scene)

        NSLayoutConstraint.activate(
            scene.constraints("H:|-[a]-[b(==a)]-|") + scene.constraints("V:|-[a]-|")
                + scene.constraints("V:|-[b(50)]"))
        scene.superview.layoutIfNeeded()

        #expect(scene.views["a"]!.frame == CGRect(x: 8, y: 8, width: 148, height: 184))
        #expect(scene.views["b"]!.frame == CGRect(x: 164, y: 8, width: 148, height: 50))
        withExtendedLifetime(window) {}
    }

    @Test func aRightToLeftLineStartsAtTheRight() {
        let scene = Scene(["a", "b"])
        let window = show(scene)

        NSLayoutConstraint.activate(
            scene.constraints("|-10-[a(50)]-[b(60)]", options: [.directionRightToLeft, .alignAllCenterY])
                + scene.constraints("V:|[a(30)]") + scene.constraints("V:[b(20)]"))
        scene.superview.layoutIfNeeded()

        #expect(scene.views["a"]!.frame == CGRect(x: 260, y: 0, width: 50, height: 30))
        #expect(scene.views["b"]!.frame == CGRect(x: 192, y: 5, width: 60, height: 20))
        withExtendedLifetime(window) {}
    }
}

import Testing
import Foundation
@testable import UIKit

/// The reader of `constraints(withVisualFormat:options:metrics:views:)`: the Auto Layout Guide's
/// examples ("Visual Format Language" appendix) read into the model, and UIKit's refusals with its
/// messages and carets.
@MainActor @Suite struct VisualFormatParserTests {
    typealias Predicate = VisualFormat.Predicate

    func parse(_ format: String, views: Set<String>, metrics: [String: Double] = [:]) throws -> VisualFormat {
        try VisualFormatParser.parse(format, views: views, metrics: metrics)
    }

    /// The error `format` fails with; nil if it parses.
    func failure(
        _ format: String, views: Set<String> = ["a", "b"], metrics: [String: Double] = [:],
        check: @escaping VisualFormatParser.ConnectionCheck = { _, _, _ in nil }
    ) -> VisualFormatError? {
        do {
            _ = try VisualFormatParser.parse(format, views: views, metrics: metrics, check: check)
            return nil
        } catch {
            return error
        }
    }

    // MARK: The guide's examples

    @Test func standardSpace() throws {
        let format = try parse("[button]-[textField]", views: ["button", "textField"])

        #expect(
            format
                == VisualFormat(
                    orientation: .horizontal, leadingSuperview: nil,
                    views: [.init(name: "button"), .init(name: "textField")], connections: [.standard],
                    trailingSuperview: nil))
    }

    @Test func widthConstraint() throws {
        let format = try parse("[button(>=50)]", views: ["button"])

        #expect(
            format.views == [
                .init(name: "button", predicates: [Predicate(relation: .greaterThanOrEqual, object: .constant(50))])
            ])
        #expect(format.connections.isEmpty)
    }

    @Test func connectionToSuperview() throws {
        let format = try parse("|-50-[purpleBox]-50-|", views: ["purpleBox"])

        #expect(format.leadingSuperview == .predicates([Predicate(object: .constant(50))]))
        #expect(format.views == [.init(name: "purpleBox")])
        #expect(format.trailingSuperview == .predicates([Predicate(object: .constant(50))]))
    }

    @Test func verticalLayout() throws {
        let format = try parse("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"])

        #expect(format.orientation == .vertical)
        #expect(format.views.map(\.name) == ["topField", "bottomField"])
        #expect(format.connections == [.predicates([Predicate(object: .constant(10))])])
    }

    @Test func flushViews() throws {
        let format = try parse("[maroonView][blueView]", views: ["maroonView", "blueView"])

        #expect(format.views.map(\.name) == ["maroonView", "blueView"])
        #expect(format.connections == [.flush])
    }

    @Test func priority() throws {
        let format = try parse("[button(100@20)]", views: ["button"])

        #expect(format.views[0].predicates == [Predicate(relation: .equal, object: .constant(100), priority: 20)])
    }

    @Test func equalWidths() throws {
        let format = try parse("[button1(==button2)]", views: ["button1", "button2"])

        #expect(format.views == [.init(name: "button1", predicates: [Predicate(object: .view("button2"))])])
    }

    @Test func multiplePredicates() throws {
        let format = try parse("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"])

        #expect(
            format.views[0].predicates == [
                Predicate(relation: .greaterThanOrEqual, object: .constant(70)),
                Predicate(relation: .lessThanOrEqual, object: .constant(100)),
            ])
    }

    @Test func aCompleteLineOfLayout() throws {
        let format = try parse("|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"])

        #expect(
            format
                == VisualFormat(
                    orientation: .horizontal, leadingSuperview: .standard,
                    views: [
                        .init(name: "find"), .init(name: "findNext"),
                        .init(
                            name: "findField",
                            predicates: [Predicate(relation: .greaterThanOrEqual, object: .constant(20))]),
                    ],
                    connections: [.standard, .standard], trailingSuperview: .standard))
    }

    // MARK: The rest of the grammar

    @Test func horizontalMayBeSpelledOut() throws {
        let spelled = try parse("H:|[a]|", views: ["a"])

        let implied = try parse("|[a]|", views: ["a"])

        #expect(spelled == implied)
        #expect(spelled.leadingSuperview == .flush)
        #expect(spelled.trailingSuperview == .flush)
    }

    @Test func aConnectionTakesARelationAMetricAndAPriority() throws {
        let metrics = ["spacing": 12.0, "low": 250]

        let format = try parse(
            "[a]-(>=20)-[b]-(==spacing@750)-[c]-(<=spacing@low)-|", views: ["a", "b", "c"], metrics: metrics)

        #expect(
            format.connections == [
                .predicates([Predicate(relation: .greaterThanOrEqual, object: .constant(20))]),
                .predicates([Predicate(relation: .equal, object: .metric("spacing"), priority: 750)]),
            ])
        #expect(
            format.trailingSuperview
                == .predicates([Predicate(relation: .lessThanOrEqual, object: .metric("spacing"), priority: 250)]))
    }

    @Test func aConnectionWithoutParenthesesTakesOnePredicate() throws {
        let format = try parse("[a]-spacing@500-[b]-<=8-[c]", views: ["a", "b", "c"], metrics: ["spacing": 12])

        #expect(
            format.connections == [
                .predicates([Predicate(object: .metric("spacing"), priority: 500)]),
                .predicates([Predicate(relation: .lessThanOrEqual, object: .constant(8))]),
            ])
    }

    @Test func aViewTakesAListOfPredicatesWithPriorities() throws {
        let format = try parse("[a(>=70@500,<=100,==b@high)]", views: ["a", "b"], metrics: ["high": 750])

        #expect(
            format.views[0].predicates == [
                Predicate(relation: .greaterThanOrEqual, object: .constant(70), priority: 500),
                Predicate(relation: .lessThanOrEqual, object: .constant(100)),
                Predicate(relation: .equal, object: .view("b"), priority: 750),
            ])
    }

    @Test func aConnectionTakesAListInParentheses() throws {
        let format = try parse("[a]-(>=8,<=20@999)-[b]", views: ["a", "b"])

        #expect(
            format.connections == [
                .predicates([
                    Predicate(relation: .greaterThanOrEqual, object: .constant(8)),
                    Predicate(relation: .lessThanOrEqual, object: .constant(20), priority: 999),
                ])
            ])
    }

    @Test func numbersAreReadAsStrtodReadsDecimals() throws {
        let format = try parse("[a(12.5)]-(-.5)-[b(1e2)]-5e-1-[c(7.)]", views: ["a", "b", "c"])

        #expect(
            format.views.map(\.predicates) == [
                [Predicate(object: .constant(12.5))], [Predicate(object: .constant(100))],
                [Predicate(object: .constant(7))],
            ])
        #expect(
            format.connections == [
                .predicates([Predicate(object: .constant(-0.5))]), .predicates([Predicate(object: .constant(0.5))]),
            ])
    }

    @Test func aMetricWinsOverAViewOfTheSameName() throws {
        let format = try parse("[a(b)]", views: ["a", "b"], metrics: ["b": 40])

        #expect(format.views[0].predicates == [Predicate(object: .metric("b"))])
    }

    @Test func whitespaceIsIgnoredAnywhere() throws {
        let spaced = try parse(" V : | - 8 - [ top View ( >= 50 ) ] \n - [bottom] | ", views: ["topView", "bottom"])

        let tight = try parse("V:|-8-[topView(>=50)]-[bottom]|", views: ["topView", "bottom"])

        #expect(spaced == tight)
    }

    @Test func namesAreCIdentifiers() throws {
        let format = try parse("[_view1][View_2]", views: ["_view1", "View_2"])

        #expect(format.views.map(\.name) == ["_view1", "View_2"])
    }

    // MARK: Refusals: the guide's four examples

    @Test func verticalNeedsItsColon() {
        let error = failure("V|[backgroundBox]|", views: ["backgroundBox"])

        #expect(error?.message == "Expected ':' after 'V' to specify vertical arrangement")
        #expect(error?.position == 1)
    }

    @Test func aViewsPredicatesEndWithAParenthesis() {
        let error = failure(
            "|[whiteBox1][blackBox4(blackWidth][redBox]|", views: ["whiteBox1", "blackBox4", "redBox"],
            metrics: ["blackWidth": 10])

        #expect(error?.message == "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        #expect(error?.position == 33)
    }

    /// The guide's older wording was "Unable to find view with name blackBox"; iOS now says this.
    @Test func aViewMustBeAKeyOfTheViewsDictionary() {
        let error = failure("|[whiteBox2][blackBox]|", views: ["whiteBox2"])

        #expect(error?.message == "blackBox is not a key in the views dictionary.")
        #expect(error?.position == 21)
    }

    @Test func aRelationHasTwoCharacters() {
        let error = failure("V:|[blackBox4(>30)]|", views: ["blackBox4"])

        #expect(error?.message == "Unknown relation. Must be ==, >=, or <=")
        #expect(error?.position == 15)
    }

    // MARK: Refusals: the reason's layout

    @Test func theReasonShowsTheFormatAndACaret() {
        let error = failure("H:|-[button", views: ["button"])

        #expect(
            error?.description
                == "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. "
                + "\nH:|-[button \n           ^")
    }

    @Test func theReasonEchoesTheFormatWithoutItsWhitespace() {
        let error = failure("H:  [self.arrows]-5-|", views: ["arrows"])

        #expect(error?.message == "self is not a key in the views dictionary.")
        #expect(error?.format == "H:[self.arrows]-5-|")
        #expect(error?.position == 7)
    }

    @Test func anEmptyFormatHasNoCaret() {
        let error = failure(" \n ")

        #expect(error?.description == "Unable to parse constraint format: It's an empty string.")
        #expect(error?.position == nil)
    }

    @Test func aFormatMustBeASCII() {
        let error = failure("[a]–[b]")

        #expect(error?.description == "Unable to parse constraint format: It contains non-ASCII characters.")
    }

    // MARK: Refusals: metrics

    @Test func anUnknownMetricNamesItself() {
        let error = failure("[a]-gap-[b]")

        #expect(
            error?.message
                == "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries")
        #expect(error?.position == 7)
    }

    @Test func aSpaceCannotEqualAView() {
        let error = failure("[a]-(==b)-[b]")

        #expect(
            error?.message
                == "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use "
                + "a view as a spacer? [view1][spacer(==view1)][view2]")
        #expect(error?.position == 8)
    }

    @Test func somethingElseWhereANumberBelongs() {
        let plus = failure("[a]-+5-[b]")
        let point = failure("[a(.5)]")
        let bareMinus = failure("[a]-(-)-[b]")

        #expect(plus?.message == "Expected a number or key from the metrics dictionary, but encountered something else")
        #expect(plus?.position == 4)
        #expect(point?.message == plus?.message)
        #expect(point?.position == 3)
        #expect(
            bareMinus?.message
                == "Expected a number or a key from the metrics dictionary, but encountered something else")
        #expect(bareMinus?.position == 5)
    }

    // MARK: Refusals: priorities

    @Test func aPriorityIsAboveZero() {
        let error = failure("[a(50@0)]")

        #expect(error?.message == "Invalid priority specified: 0. Priority must be greater than 0")
        #expect(error?.position == 7)
    }

    @Test func aPriorityIsAtMostRequired() {
        let error = failure("[a(50@p)]", metrics: ["p": 1000.5])

        #expect(
            error?.message
                == "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, "
                + "which is 1000.")
        #expect(error?.position == 7)
    }

    // MARK: Refusals: structure

    @Test func eachStructuralMistakeHasItsMessageAndCaret() {
        let cases: [(String, String, Int)] = [
            ("|", "Expected a connection after the '|' character", 1),
            ("H:|-10-|", "Expected a view", 7),
            ("[a]-[", "Expected a view", 5),
            (
                "[1a]",
                "Expected a view. View names must start with a letter or an underscore, then contain letters, "
                    + "numbers, and underscores.",
                1
            ),
            ("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", 3),
            ("[a(50)", "Expected ']' after specifying thickness.", 6),
            ("[a]x", "Expected a view or '|'", 3),
            ("[a]-5-", "Expected a view or '|'", 6),
            ("[a]|[b]", "Expected the end of the format string", 4),
            ("[a]-", "Expected more input", 4),
            (
                "[a]--5-[b]",
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                    + "Use parentheses around negative numbers.",
                4
            ),
            (
                "[a]-5,6-[b]",
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list "
                    + "of constraints",
                5
            ),
            ("[a]-5[b]", "Expected a '-' here", 5),
            (
                "[a]-(5-[b]",
                "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 6
            ),
            ("[a(=>5)]", "Unknown relation. Must be ==, >=, or <=", 4),
        ]

        let failures = cases.map { failure($0.0) }

        for ((format, message, position), error) in zip(cases, failures) {
            #expect(error?.message == message, "\(format)")
            #expect(error?.position == position, "\(format)")
        }
    }

    // MARK: The connection check

    @Test func theCheckRunsAsEachConnectionIsCompleteAndFailsThere() {
        var asked: [String] = []
        let check: VisualFormatParser.ConnectionCheck = { orientation, before, after in
            asked.append("\(orientation == .vertical ? "V" : "H"):\(before ?? "|")-\(after ?? "|")")
            return after == nil ? "no superview" : nil
        }

        let error = failure("V:|-[a]-[b(50)]-|[", check: check)

        #expect(asked == ["V:|-a", "V:a-b", "V:b-|"])
        #expect(error?.message == "no superview")
        #expect(error?.position == 17)
    }

    @Test func aFailingCheckWinsOverALaterSyntaxError() {
        let error = failure("|[a][", check: { _, before, _ in before == nil ? "no superview" : nil })

        #expect(error?.message == "no superview")
        #expect(error?.position == 4)
    }
}

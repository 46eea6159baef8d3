import Foundation

/// Reads a visual format string (the Auto Layout Guide's appendix "Visual Format Language") into a
/// `VisualFormat`, refusing what UIKit refuses, with UIKit's message at UIKit's caret.
///
/// The grammar, left to right and with no lookahead beyond one character, as UIKit reads it:
/// `(H:|V:)? (| connection)? view (connection view)* (connection |)?`, where a connection is
/// nothing (flush), `-` (standard) or `-predicates-`, a view is `[name(predicates)?]`, and a
/// predicate is `(==|<=|>=)? (number|metric|view) (@(number|metric))?`. Names are C identifiers.
/// A number starts with a digit or `-` (UIKit refuses `.5` and `+5`) and is read as the guide
/// says, by `strtod` in the C locale; its hexadecimal and `inf`/`nan` forms are not read here.
/// UIKit takes one unparenthesised predicate between dashes too (`-<=8-`), wider than the guide.
///
/// UIKit reads the string with its whitespace removed (the reason it gives for
/// `"H:  [self.arrows]-5-|"` echoes `H:[self.arrows]-5-|`: stackoverflow.com/questions/13045178),
/// so spaces may sit anywhere, even inside a name, and carets count columns of the stripped string.
struct VisualFormatParser {
    /// The check UIKit makes as each connection is complete (a `|` needs the view's superview,
    /// alignment options need fitting edges), given the line's orientation and the names of the
    /// views either side, nil for the superview's edge. A message it returns fails the parse
    /// there: UIKit stops at the first problem, be it in the syntax or in the views.
    typealias ConnectionCheck = (
        _ orientation: VisualFormat.Orientation, _ before: String?, _ after: String?
    ) -> String?

    /// Parses `format` against the keys of the views dictionary and the metrics' values.
    static func parse(
        _ format: String, views: Set<String>, metrics: [String: Double] = [:],
        check: ConnectionCheck = { _, _, _ in nil }
    ) throws(VisualFormatError) -> VisualFormat {
        let stripped = String(format.unicodeScalars.filter { !asciiWhitespace.contains($0) })
        guard !stripped.isEmpty else {
            throw VisualFormatError(message: "It's an empty string.", format: stripped, position: nil)
        }
        guard stripped.unicodeScalars.allSatisfy(\.isASCII) else {
            throw VisualFormatError(message: "It contains non-ASCII characters.", format: stripped, position: nil)
        }
        var parser = VisualFormatParser(
            format: stripped, characters: Array(stripped.utf8), views: views, metrics: metrics)
        return try parser.visualFormat(check: check)
    }

    private static let asciiWhitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"]

    private let format: String
    private let characters: [UInt8]
    private let views: Set<String>
    private let metrics: [String: Double]
    private var position = 0

    private init(format: String, characters: [UInt8], views: Set<String>, metrics: [String: Double]) {
        self.format = format
        self.characters = characters
        self.views = views
        self.metrics = metrics
    }

    // MARK: The line

    private mutating func visualFormat(check: ConnectionCheck) throws(VisualFormatError) -> VisualFormat {
        let orientation = try self.orientation()
        var leadingSuperview: VisualFormat.Connection?
        var views: [VisualFormat.View]
        if take("|") {
            if isAtEnd { throw failure("Expected a connection after the '|' character") }
            leadingSuperview = try connection()
            views = [try view()]
            try finish(check(orientation, nil, views[0].name))
        } else {
            views = [try view()]
        }
        var connections: [VisualFormat.Connection] = []
        var trailingSuperview: VisualFormat.Connection?
        while !isAtEnd {
            let connection = try self.connection()
            if peek == UInt8(ascii: "[") {
                let next = try view()
                try finish(check(orientation, views[views.count - 1].name, next.name))
                views.append(next)
                connections.append(connection)
            } else if take("|") {
                try finish(check(orientation, views[views.count - 1].name, nil))
                trailingSuperview = connection
                break
            } else {
                throw failure("Expected a view or '|'")
            }
        }
        if !isAtEnd { throw failure("Expected the end of the format string") }
        return VisualFormat(
            orientation: orientation, leadingSuperview: leadingSuperview, views: views,
            connections: connections, trailingSuperview: trailingSuperview)
    }

    /// `H:` or `V:`; without either the line is horizontal.
    private mutating func orientation() throws(VisualFormatError) -> VisualFormat.Orientation {
        if take("H") {
            guard take(":") else { throw failure("Expected ':' after 'H' to specify horizontal arrangement") }
        } else if take("V") {
            guard take(":") else { throw failure("Expected ':' after 'V' to specify vertical arrangement") }
            return .vertical
        }
        return .horizontal
    }

    private func finish(_ problem: String?) throws(VisualFormatError) {
        if let problem { throw failure(problem) }
    }

    // MARK: Views and connections

    private mutating func view() throws(VisualFormatError) -> VisualFormat.View {
        guard take("["), !isAtEnd else { throw failure("Expected a view") }
        let name = identifier()
        guard !name.isEmpty else {
            throw failure(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, "
                    + "numbers, and underscores.")
        }
        guard views.contains(name) else { throw failure("\(name) is not a key in the views dictionary.") }
        if take("]") { return VisualFormat.View(name: name) }
        guard take("(") else { throw failure("Expected a ']' here. That is how you give the end of a view.") }
        if isAtEnd { throw failure("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        let predicates = try predicateList(inView: true)
        guard take(")") else {
            throw failure("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        guard take("]") else { throw failure("Expected ']' after specifying thickness.") }
        return VisualFormat.View(name: name, predicates: predicates)
    }

    private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        if peek == UInt8(ascii: "|") || peek == UInt8(ascii: "[") { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == UInt8(ascii: "-") {
            throw failure(
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                    + "Use parentheses around negative numbers.")
        } else if take("(") {
            predicates = try predicateList(inView: false)
            guard take(")") else {
                throw failure(
                    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
        } else {
            predicates = [try predicate(inView: false)]
        }
        if peek == UInt8(ascii: ",") {
            throw failure(
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list "
                    + "of constraints")
        }
        guard take("-") else { throw failure("Expected a '-' here") }
        return .predicates(predicates)
    }

    // MARK: Predicates

    private mutating func predicateList(inView: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        var predicates = [try predicate(inView: inView)]
        while take(",") { predicates.append(try predicate(inView: inView)) }
        return predicates
    }

    private mutating func predicate(inView: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        let relation = try self.relation()
        let object: VisualFormat.Predicate.Object =
            switch try operand(inView: inView) {
            case .number(let value): .constant(value)
            case .metric(let name, _): .metric(name)
            case .view(let name): .view(name)
            }
        var predicate = VisualFormat.Predicate(relation: relation, object: object)
        if take("@") { predicate.priority = try priority(inView: inView) }
        return predicate
    }

    private mutating func relation() throws(VisualFormatError) -> VisualFormat.Predicate.Relation {
        guard let character = peek else { throw failure("Expected more input") }
        let relation: VisualFormat.Predicate.Relation
        switch character {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: return .equal
        }
        position += 1
        guard take("=") else { throw failure("Unknown relation. Must be ==, >=, or <=") }
        return relation
    }

    /// UIKit reads a priority as it reads a constant, then requires 0 < priority <= 1000; a view's
    /// name there counts as 0 (in a view) or is the spacer mistake (in a connection).
    private mutating func priority(inView: Bool) throws(VisualFormatError) -> Float {
        let value: Double =
            switch try operand(inView: inView) {
            case .number(let value), .metric(_, let value): value
            case .view: 0
            }
        if value <= 0 {
            throw failure("Invalid priority specified: \(String(format: "%g", value)). Priority must be greater than 0")
        }
        if value > 1000 {
            throw failure(
                "Invalid priority specified: \(String(format: "%g", value)). Priority cannot be higher than "
                    + "NSLayoutPriorityRequired, which is 1000.")
        }
        return Float(value)
    }

    private enum Operand {
        case number(Double)
        case metric(String, Double)
        case view(String)
    }

    /// A number, a metric, or (in a view's predicates only) another view, metrics first.
    private mutating func operand(inView: Bool) throws(VisualFormatError) -> Operand {
        guard let first = peek else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if first == UInt8(ascii: "-") || isDigit(first) {
            guard let value = number() else {
                // UIKit's words for a number strtod cannot read differ by an "a" from the others.
                throw failure("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            return .number(value)
        }
        let name = identifier()
        guard !name.isEmpty else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if let value = metrics[name] { return .metric(name, value) }
        guard views.contains(name) else {
            throw failure(
                "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
            )
        }
        guard inView else {
            throw failure(
                "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use "
                    + "a view as a spacer? [view1][spacer(==view1)][view2]")
        }
        return .view(name)
    }

    // MARK: Characters

    private var isAtEnd: Bool { position >= characters.count }
    private var peek: UInt8? { isAtEnd ? nil : characters[position] }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard peek == UInt8(ascii: scalar) else { return false }
        position += 1
        return true
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private func isLetter(_ c: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
    }

    /// A C identifier, possibly empty.
    private mutating func identifier() -> String {
        let start = position
        if let first = peek, isLetter(first) || first == UInt8(ascii: "_") {
            while let c = peek, isLetter(c) || isDigit(c) || c == UInt8(ascii: "_") { position += 1 }
        }
        return String(decoding: characters[start..<position], as: UTF8.self)
    }

    /// The longest prefix strtod reads as a decimal number: `-? digits (. digits)? (e[+-]?digits)?`,
    /// the digits on either side of the point optional but not both. Nil, reading nothing, if none.
    private mutating func number() -> Double? {
        var end = position
        if end < characters.count, characters[end] == UInt8(ascii: "-") { end += 1 }
        var digits = 0
        while end < characters.count, isDigit(characters[end]) {
            end += 1
            digits += 1
        }
        if end < characters.count, characters[end] == UInt8(ascii: ".") {
            var fraction = end + 1
            while fraction < characters.count, isDigit(characters[fraction]) {
                fraction += 1
                digits += 1
            }
            if digits > 0 { end = fraction }
        }
        guard digits > 0 else { return nil }
        if end < characters.count, characters[end] == UInt8(ascii: "e") || characters[end] == UInt8(ascii: "E") {
            var exponent = end + 1
            if exponent < characters.count,
                characters[exponent] == UInt8(ascii: "+") || characters[exponent] == UInt8(ascii: "-")
            {
                exponent += 1
            }
            if exponent < characters.count, isDigit(characters[exponent]) {
                while exponent < characters.count, isDigit(characters[exponent]) { exponent += 1 }
                end = exponent
            }
        }
        let text = String(decoding: characters[position..<end], as: UTF8.self)
        position = end
        return Double(text)
    }

    private func failure(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, format: format, position: position)
    }
}

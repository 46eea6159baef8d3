import SwiftSyntax

/// A replacement of a byte range of the original text. Edits never add or remove a line, so
/// every line of the rewritten file is the user's line of the same number.
struct SourceEdit {
    let start: Int
    let end: Int
    let replacement: String

    /// Removes a node and the spaces after it on its line (`@objc func` → `func`); a node alone
    /// on its line leaves the line empty, not indented.
    static func removing(_ node: some SyntaxProtocol) -> SourceEdit {
        let trailing = node.trailingTrivia
        let onlySpaces = trailing.pieces.allSatisfy { if case .spaces = $0 { true } else { false } }
        let end = onlySpaces ? node.endPosition.utf8Offset : node.endPositionBeforeTrailingTrivia.utf8Offset
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let following =
            trailing.pieces.isEmpty
            ? node.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.pieces.first : trailing.pieces.first
        let endsLine = following.map { if case .newlines = $0 { true } else { false } } ?? false
        if endsLine, let last = node.leadingTrivia.pieces.last {
            let before = node.leadingTrivia.pieces.dropLast().last
            let startsLine = before.map { if case .newlines = $0 { true } else { false } } ?? false
            if case .spaces(let count) = last, startsLine { start -= count }
            if case .tabs(let count) = last, startsLine { start -= count }
        }
        return SourceEdit(start: start, end: end, replacement: "")
    }

    /// Removes a declaration with its leading trivia (comments, indentation) and keeps their
    /// line breaks, so the lines after it keep their numbers; edits inside it give way.
    static func blanking(_ node: some SyntaxProtocol) -> SourceEdit {
        let text = node.description.utf8.dropLast(node.trailingTriviaLength.utf8Length)
        return SourceEdit(
            start: node.position.utf8Offset, end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: String(repeating: "\n", count: text.filter { $0 == UInt8(ascii: "\n") }.count))
    }

    /// Replaces a node's text (not its trivia).
    static func replacing(_ node: some SyntaxProtocol, with text: String) -> SourceEdit {
        SourceEdit(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: text)
    }

    /// Inserts text after a node.
    static func inserting(_ text: String, after node: some SyntaxProtocol) -> SourceEdit {
        let offset = node.endPositionBeforeTrailingTrivia.utf8Offset
        return SourceEdit(start: offset, end: offset, replacement: text)
    }

    /// Applies edits that do not overlap (an edit inside another is dropped: the outer one wins).
    static func apply(_ edits: [SourceEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        var kept: [SourceEdit] = []
        for edit in edits.sorted(by: { ($0.start, -$0.end) < ($1.start, -$1.end) }) {
            if let last = kept.last, edit.start < last.end { continue }
            kept.append(edit)
        }
        for edit in kept.reversed() {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

import Foundation

/// Text broken into the lines a UILabel draws. Lines wrap at word boundaries (at characters with
/// `.byCharWrapping`, and inside a word too long for a line); when the text needs more lines than
/// allowed, the line break mode decides how the last visible line ends, as UIKit truncates only
/// that line: it keeps its words (`.byWordWrapping`) or characters (`.byCharWrapping`), runs on
/// past the edge (`.byClipping`), or takes the rest of the text truncated with "…" at its head,
/// middle or tail (UILabel.h: the mode is "used for single and multiple lines of text"). Widths
/// come from `measure`, which measures whole strings as they are drawn, so kerning and ligatures
/// count as on screen.
struct TextLayout: Equatable {
    /// What to lay out, and where.
    struct Request: Hashable {
        var text: String
        var font: UIFont
        var lineBreakMode: NSLineBreakMode
        /// The widest a line may be; `.greatestFiniteMagnitude` when nothing limits it.
        var width: CGFloat
        /// The most lines shown; 0 for no limit.
        var maximumLines: Int
        /// A single-line label reads line breaks as spaces and may shrink its font.
        var isSingleLine: Bool
        /// The smallest share of the font size a single line may shrink to before it is cut;
        /// 0 (or 1) never shrinks (`adjustsFontSizeToFitWidth`, `minimumScaleFactor`).
        var minimumScaleFactor: CGFloat = 0
    }

    /// One line as drawn and its width in points.
    struct Line: Equatable {
        var text: String
        var width: CGFloat
    }

    var lines: [Line]
    /// The font the lines are drawn in: the label's, or a smaller one when a line shrank to fit.
    var font: UIFont
    var lineHeight: CGFloat

    /// The widest line by the lines' height; zero without text.
    var size: CGSize {
        guard !lines.isEmpty else { return .zero }
        return CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
    }

    /// Lays `request` out; `measure` gives a string's width and line height in a font (an empty
    /// string gives the line height).
    init(_ request: Request, measure: @escaping (String, UIFont) -> CGSize) {
        var builder = Builder(request: request, measure: measure)
        lines = builder.lines()
        font = builder.font
        lineHeight = measure("", builder.font).height
    }
}

/// The work of one layout: the paragraphs as characters, the font after any shrinking.
private struct Builder {
    static let ellipsis: Character = "\u{2026}"

    let request: Request
    let measure: (String, UIFont) -> CGSize
    let paragraphs: [[Character]]
    var font: UIFont

    typealias Request = TextLayout.Request

    init(request: Request, measure: @escaping (String, UIFont) -> CGSize) {
        self.request = request
        self.measure = measure
        font = request.font
        if request.isSingleLine {
            paragraphs = [request.text.map { $0.isNewline ? " " : $0 }]
        } else {
            paragraphs = request.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(
                Array.init)
        }
    }

    /// A wrapped line: characters `start..<end` of paragraph `paragraph`.
    private struct Span {
        let paragraph: Int
        let start: Int
        let end: Int
    }

    /// The lines wrapped, as many as allowed, the last one ended as the mode says.
    mutating func lines() -> [TextLayout.Line] {
        guard !request.text.isEmpty else { return [] }
        if request.isSingleLine { shrinkToFit() }
        let limit = request.maximumLines
        var spans: [Span] = []
        wrapping: for (index, characters) in paragraphs.enumerated() {
            var start = 0
            repeat {
                let (end, next) = lineEnd(in: characters, from: start)
                spans.append(Span(paragraph: index, start: start, end: end))
                // One line past the limit is enough to know the last visible one is cut.
                if limit > 0 && spans.count > limit { break wrapping }
                start = next
            } while start < characters.count
        }
        let shown = limit > 0 ? min(limit, spans.count) : spans.count
        var lines = spans.prefix(shown).map { line(String(text(of: $0))) }
        // The last line ends as the mode says when text follows it, or when it is a character
        // wider than the line.
        if spans.count > shown || lines[shown - 1].width > request.width {
            lines[shown - 1] = line(ending(spans[shown - 1]))
        }
        return lines
    }

    private func line(_ text: String) -> TextLayout.Line {
        TextLayout.Line(text: text, width: width(text))
    }

    private func text(of span: Span) -> ArraySlice<Character> { paragraphs[span.paragraph][span.start..<span.end] }

    private func width<S: Sequence<Character>>(_ characters: S) -> CGFloat { measure(String(characters), font).width }

    private func fits<S: Sequence<Character>>(_ characters: S) -> Bool { width(characters) <= request.width }

    /// UILabel's `adjustsFontSizeToFitWidth`: the largest whole pixel size down to the minimum
    /// scale at which the line fits (the compositor draws whole pixel sizes), else the smallest.
    private mutating func shrinkToFit() {
        let factor = request.minimumScaleFactor
        guard factor > 0, factor < 1, request.font.pointSize.isFinite, let line = paragraphs.first, !fits(line)
        else { return }
        // Sizes past the largest drawn one all look alike: the search starts at it.
        let largest = min(request.font.pointSize.rounded(.up) - 1, TextMeasurer.largestFontSize)
        let smallest = max(1, (request.font.pointSize * factor).rounded(.up))
        guard largest >= smallest else { return }
        for size in stride(from: largest, through: smallest, by: -1) {
            font = request.font.withSize(size)
            if fits(line) { return }
        }
    }

    /// Where the line starting at `start` ends, and where the next one starts (after the spaces
    /// the break swallows).
    private func lineEnd(in characters: [Character], from start: Int) -> (end: Int, next: Int) {
        let count = characters.count
        guard start < count else { return (count, count) }
        var end = start
        if request.lineBreakMode != .byCharWrapping {
            // The longest run of whole words that fits: widths grow with every word, so the
            // first that does not fit ends the line.
            for index in (start + 1)...count
            where index == count || (characters[index].isWhitespace && !characters[index - 1].isWhitespace) {
                guard fits(trimmingTrailingSpaces(characters[start..<index])) else { break }
                end = index
            }
        } else if fits(trimmingTrailingSpaces(characters[start...])) {
            end = count
        }
        if end == start {
            // By characters, or a word too long for a line: as many characters as fit, at least
            // one; spaces at the break hang past the edge, as they do after a word.
            end += max(
                1, longest(upTo: count - start) { fits(trimmingTrailingSpaces(characters[start..<(start + $0)])) })
        }
        var next = end
        while end > start + 1 && characters[end - 1].isWhitespace { end -= 1 }
        while next < count && characters[next].isWhitespace { next += 1 }
        return (end, next)
    }

    /// How the last visible line ends when more text follows it.
    private func ending(_ last: Span) -> String {
        let paragraph = paragraphs[last.paragraph]
        switch request.lineBreakMode {
        case .byWordWrapping, .byCharWrapping:
            return String(text(of: last))
        case .byClipping:
            return String(paragraph[last.start...])
        case .byTruncatingTail:
            // The rest of the paragraph, cut; "…" also stands for any paragraphs after it.
            return truncatingTail(paragraph[last.start...])
        case .byTruncatingHead, .byTruncatingMiddle:
            // The rest of the text as one line, so its end shows.
            let rest = Array(paragraph[last.start...]) + paragraphs[(last.paragraph + 1)...].flatMap { [" "] + $0 }
            return request.lineBreakMode == .byTruncatingHead ? truncatingHead(rest) : truncatingMiddle(rest)
        }
    }

    private func truncatingTail(_ characters: ArraySlice<Character>) -> String {
        let characters = Array(characters)
        let kept = longest(upTo: characters.count) {
            fits(trimmingTrailingSpaces(characters.prefix($0)) + [Self.ellipsis])
        }
        return String(trimmingTrailingSpaces(characters.prefix(kept)) + [Self.ellipsis])
    }

    private func truncatingHead(_ characters: [Character]) -> String {
        if fits(characters) { return String(characters) }
        let kept = longest(upTo: characters.count - 1) {
            fits([Self.ellipsis] + trimmingLeadingSpaces(characters.suffix($0)))
        }
        return String([Self.ellipsis] + trimmingLeadingSpaces(characters.suffix(kept)))
    }

    private func truncatingMiddle(_ characters: [Character]) -> String {
        if fits(characters) { return String(characters) }
        func joined(keeping kept: Int) -> [Character] {
            // The extra character of an odd count goes to the head, as "ab…z".
            trimmingTrailingSpaces(characters.prefix((kept + 1) / 2)) + [Self.ellipsis]
                + trimmingLeadingSpaces(characters.suffix(kept / 2))
        }
        return String(joined(keeping: longest(upTo: characters.count - 1) { fits(joined(keeping: $0)) }))
    }

    /// The largest `n` in 0...`limit` for which `fits(n)` holds (0 when none does): widths grow
    /// with `n`. It gallops up from 1, then bisects, so a short line in a long text costs little.
    private func longest(upTo limit: Int, _ fits: (Int) -> Bool) -> Int {
        var low = 0, high = min(1, limit)
        while high > low && fits(high) {
            low = high
            high = min(limit, 2 * high)
        }
        while high > low + 1 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    private func trimmingTrailingSpaces<C: BidirectionalCollection<Character>>(_ characters: C) -> [Character] {
        Array(characters.reversed().drop(while: \.isWhitespace).reversed())
    }

    private func trimmingLeadingSpaces<C: Collection<Character>>(_ characters: C) -> [Character] {
        Array(characters.drop(while: \.isWhitespace))
    }
}

import Testing
import Foundation
@testable import UIKit

/// UILabel's lines and sizes as UIKit lays them out, after Apple's documentation:
/// developer.apple.com/documentation/uikit/uilabel/numberoflines ("0 … as many lines as needed";
/// text past the lines or the bounding rectangle is truncated as `lineBreakMode` says),
/// …/uilabel/linebreakmode (UILabel's default is `.byTruncatingTail`), …/nslinebreakmode (the six
/// modes and their raw values), …/uilabel/adjustsfontsizetofitwidth and …/minimumscalefactor
/// (shrink down to the factor; 0 does not shrink), …/uilabel/preferredmaxlayoutwidth.
@MainActor @Suite struct LabelLayoutTests {
    nonisolated static let fox = "The quick brown fox jumps over the lazy dog"
    static let font = UIFont.systemFont(ofSize: 17)

    private func label(
        _ text: String?, width: CGFloat = 160, height: CGFloat = 20, lines: Int = 1,
        mode: NSLineBreakMode = .byTruncatingTail
    ) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label
    }

    /// The lines the label draws in its bounds.
    private func drawn(_ label: UILabel) -> [String] { label.drawnLayout().lines.map(\.text) }

    /// A string's width as the compositor draws it.
    private func width(_ string: String, font: UIFont = LabelLayoutTests.font) -> CGFloat {
        UIApplication.shared.runtime.textMeasurer.size(of: string, font: font).width
    }

    private var lineHeight: CGFloat { Self.font.lineHeight }

    @Test func defaultsAreUIKits() {
        let label = UILabel()

        let modes: [NSLineBreakMode] = [
            .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
        ]

        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(modes.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    }

    @Test func anEmptyLabelHasNoSizeAndDrawsNothing() {
        let none = label(nil)
        let empty = label("")

        let sizes = [none, empty].flatMap {
            [$0.intrinsicContentSize, $0.sizeThatFits(CGSize(width: 100, height: 100))]
        }

        #expect(sizes == Array(repeating: .zero, count: 4))
        #expect(none.drawnContent().isEmpty && empty.drawnContent().isEmpty)
    }

    /// UIKit's `sizeThatFits` gives a single line's untruncated length, whatever width it is
    /// offered (Apple does not document it; developers report it, e.g. "sizeThatFits: returns the
    /// length of the untruncated text").
    @Test func aSingleLineSizesToTheWholeTextWhateverTheWidth() {
        let label = label(Self.fox)

        let offered = label.sizeThatFits(CGSize(width: 160, height: 0))

        #expect(offered == CGSize(width: width(Self.fox), height: lineHeight))
        #expect(offered.width > 160)
        #expect(label.sizeThatFits(.zero) == offered && label.intrinsicContentSize == offered)
        #expect(drawn(label) == ["The quick brown…"], "drawn, it is cut")
    }

    @Test(arguments: [
        (NSLineBreakMode.byWordWrapping, "The quick brown"),
        (.byCharWrapping, "The quick brown f"),
        (.byClipping, fox),
        (.byTruncatingHead, "…ver the lazy dog"),
        (.byTruncatingTail, "The quick brown…"),
        (.byTruncatingMiddle, "The quic…azy dog"),
    ])
    func aSingleLineEndsAsItsModeSays(mode: NSLineBreakMode, expected: String) {
        let label = label(Self.fox, mode: mode)

        let lines = drawn(label)

        #expect(lines == [expected])
        if mode != .byClipping { #expect(width(expected) <= 160) }
    }

    /// Truncation keeps as much as fits: one more character would not.
    @Test func truncationKeepsAllThatFits() {
        let tail = drawn(label(Self.fox, mode: .byTruncatingTail))[0]
        let head = drawn(label(Self.fox, mode: .byTruncatingHead))[0]

        let longerTail = String(Self.fox.prefix(tail.count)) + "…"
        let longerHead = "…" + String(Self.fox.suffix(head.count))

        #expect(width(longerTail) > 160 && width(longerHead) > 160)
    }

    /// Every line but the last wraps at words; the last one ends as the mode says.
    @Test(arguments: [
        (NSLineBreakMode.byWordWrapping, ["The quick brown", "fox jumps over the"]),
        (.byCharWrapping, ["The quick brown fo", "x jumps over the la"]),
        (.byClipping, ["The quick brown", "fox jumps over the lazy dog and naps"]),
        (.byTruncatingHead, ["The quick brown", "…azy dog and naps"]),
        (.byTruncatingTail, ["The quick brown", "fox jumps over th…"]),
        (.byTruncatingMiddle, ["The quick brown", "fox jump…and naps"]),
    ])
    func twoLinesWrapAndEndTheLastAsTheModeSays(mode: NSLineBreakMode, expected: [String]) {
        let label = label(Self.fox + " and naps", width: 170, height: 40, lines: 2, mode: mode)

        let lines = drawn(label)
        let size = label.sizeThatFits(CGSize(width: 170, height: 0))

        #expect(lines == expected)
        #expect(size == CGSize(width: min(170, expected.map { width($0) }.max()!), height: 2 * lineHeight))
    }

    @Test func numberOfLinesZeroShowsAsManyLinesAsTheHeightHolds() {
        let label = label(Self.fox, width: 150, lines: 0)
        var shown: [[String]] = []

        for height in [20, 45, 100] as [CGFloat] {
            label.frame.size.height = height
            shown.append(drawn(label))
        }

        #expect(
            shown == [
                ["The quick brow…"],
                ["The quick brown", "fox jumps over…"],
                ["The quick brown", "fox jumps over", "the lazy dog"],
            ])
        #expect(
            label.sizeThatFits(CGSize(width: 150, height: 0))
                == CGSize(width: width("The quick brown"), height: 3 * lineHeight))
    }

    @Test func numberOfLinesStopsAtTheHeightToo() {
        let label = label(Self.fox, width: 150, height: 45, lines: 3)

        let lines = drawn(label)

        #expect(lines == ["The quick brown", "fox jumps over…"])
        #expect(label.sizeThatFits(CGSize(width: 150, height: 0)).height == 3 * lineHeight, "sized by its lines")
    }

    @Test func aWordTooLongForALineBreaksBetweenCharacters() {
        let word = "Supercalifragilisticexpialidocious"
        let label = label(word, width: 100, height: 200, lines: 0, mode: .byWordWrapping)

        let lines = drawn(label)

        #expect(lines.count == 3)
        #expect(lines.joined() == word)
        #expect(lines.allSatisfy { width($0) <= 100 })
    }

    /// Even with nothing after it, a line wider than the label (one character here) is truncated.
    @Test func aCharacterWiderThanTheLabelIsTruncatedToo() {
        let tail = label("W", width: 5)
        let head = label("W", width: 5, mode: .byTruncatingHead)
        let clipped = label("W", width: 5, mode: .byClipping)

        #expect(drawn(tail) == ["…"] && drawn(head) == ["…"])
        #expect(drawn(clipped) == ["W"])
    }

    @Test func lineBreaksStartParagraphsAndASingleLineReadsThemAsSpaces() {
        let multiLine = label("Title\nSubtitle", height: 100, lines: 0)
        let oneLineHigh = label("Title\nSubtitle", height: 20, lines: 0)
        let singleLine = label("Title\nSubtitle")

        #expect(drawn(multiLine) == ["Title", "Subtitle"])
        #expect(drawn(oneLineHigh) == ["Title…"])
        #expect(drawn(singleLine) == ["Title Subtitle"])
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let multiLine = label(Self.fox, lines: 0)
        let singleLine = label(Self.fox)

        let unwrapped = multiLine.intrinsicContentSize
        multiLine.preferredMaxLayoutWidth = 150
        singleLine.preferredMaxLayoutWidth = 150

        #expect(unwrapped == CGSize(width: width(Self.fox), height: lineHeight))
        #expect(multiLine.intrinsicContentSize == CGSize(width: width("The quick brown"), height: 3 * lineHeight))
        #expect(singleLine.intrinsicContentSize == CGSize(width: width(Self.fox), height: lineHeight))
    }

    @Test func adjustsFontSizeToFitWidthShrinksASingleLineBeforeTruncating() {
        let label = label(Self.fox, width: 300, height: 30)
        let natural = label.drawnLayout()

        label.adjustsFontSizeToFitWidth = true
        let withoutFactor = label.drawnLayout()
        label.minimumScaleFactor = 0.5
        let shrunk = label.drawnLayout()
        label.minimumScaleFactor = 0.9
        let atTheMinimum = label.drawnLayout()
        label.numberOfLines = 2
        let twoLines = label.drawnLayout()

        #expect(natural.font.pointSize == 17)
        #expect(natural.lines.map(\.text) == ["The quick brown fox jumps over…"])
        #expect(withoutFactor == natural, "a factor of 0 does not shrink")
        // The largest whole size that fits: the compositor draws whole pixel sizes.
        #expect(shrunk.font.pointSize == 13 && shrunk.lines.map(\.text) == [Self.fox])
        #expect(width(Self.fox, font: .systemFont(ofSize: 13)) <= 300)
        #expect(width(Self.fox, font: .systemFont(ofSize: 14)) > 300)
        // 0.9 × 17 = 15.3: 16 is the smallest size allowed, and the line is truncated in it.
        #expect(atTheMinimum.font.pointSize == 16)
        #expect(atTheMinimum.lines.map(\.text) == ["The quick brown fox jumps over th…"])
        #expect(twoLines.font.pointSize == 17, "only a single line shrinks")
        #expect(label.font.pointSize == 17)
        label.numberOfLines = 1
        #expect(label.sizeThatFits(.zero).width == width(Self.fox), "sized for its font as set")
    }

    /// A line wider than the label (clipped) starts at the leading edge rather than being centred
    /// and cut on both sides.
    @Test func aClippedLineStartsAtTheLeadingEdge() {
        let clipped = label(Self.fox, mode: .byClipping)
        clipped.textAlignment = .center
        let fitting = label("Fox", mode: .byClipping)
        fitting.textAlignment = .center

        func alignments(_ label: UILabel) -> [NSTextAlignment] {
            label.drawnContent().compactMap {
                if case .text(_, _, _, let alignment, _) = $0 { alignment } else { nil }
            }
        }

        #expect(alignments(clipped) == [.left])
        #expect(alignments(fitting) == [.center])
    }
}

import Foundation

/// What happens to a line too long for its container, under Apple's names and raw values
/// (NSParagraphStyle.h). UILabel wraps every line but its last visible one at word boundaries (at
/// characters for `.byCharWrapping`); the mode then decides how that last line ends (TextLayout.swift).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslinebreakmode)
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries, unless the word itself does not fit on a line.
    case byWordWrapping = 0
    /// Wrap before the first character that does not fit.
    case byCharWrapping = 1
    /// Draw the line past the edge and cut it there, possibly through a glyph.
    case byClipping = 2
    /// Show the end of the line: "…wxyz".
    case byTruncatingHead = 3
    /// Show the beginning of the line: "abcd…" (UILabel's default).
    case byTruncatingTail = 4
    /// Show the beginning and the end: "ab…yz" (a UIButton title's mode).
    case byTruncatingMiddle = 5
}

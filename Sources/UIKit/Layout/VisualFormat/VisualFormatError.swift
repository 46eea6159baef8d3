/// Why a visual format string was refused, laid out as UIKit's NSInvalidArgumentException reason:
/// the message, the format (whitespace removed) and a caret under the offending character.
/// The messages are iOS's own: four are quoted in the Auto Layout Guide's "Visual Format Language"
/// appendix, the others are the reasons iOS gives for the same mistakes.
struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    /// UIKit's words, e.g. "button is not a key in the views dictionary."
    var message: String
    /// The format as parsed, whitespace removed, as UIKit echoes it.
    var format: String
    /// The caret's column in `format`; nil for a problem with the whole string (empty, not ASCII),
    /// which UIKit reports on one line with no format and no caret.
    var position: Int?

    var description: String {
        guard let position else { return "Unable to parse constraint format: \(message)" }
        let caret = String(repeating: " ", count: position) + "^"
        return "Unable to parse constraint format: \n\(message) \n\(format) \n\(caret)"
    }
}

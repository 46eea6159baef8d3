import Foundation

/// What the text strategies share.
enum TextSnapshot {
    /// Drops the addresses UIKit's debugging text prints (`<UIView: 0x1f3a; frame …` becomes
    /// `<UIView; frame …`), so a golden does not change from run to run. The same pattern
    /// pointfree's strategies apply to Apple's output.
    static func purgingPointers(_ text: String) -> String {
        text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }
}

extension TextSnapshot {
    /// A time as a heading shows it: `0.175`, `1`.
    static func seconds(_ time: TimeInterval) -> String {
        String(format: "%g", time)
    }
}

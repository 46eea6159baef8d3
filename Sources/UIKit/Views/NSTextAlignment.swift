import Foundation

/// Text alignment as UIKit names it; `.natural` and `.justified` lay out as `.left`.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nstextalignment)
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

import Foundation

/// Text alignment as UIKit names it; `.natural` and `.justified` lay out as `.left`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

import Foundation

/// Why an automation step could not act, worded for the test's failure message.
public enum AutomationError: Error, Equatable, CustomStringConvertible {
    /// No visible view carries the identifier or label.
    case viewNotFound(query: String)
    /// The view is on screen but a tap at its centre reaches another view (covered, outside its
    /// window, or not taking touches).
    case viewNotHittable(query: String, hit: String)

    /// One sentence naming the query and, for a covered view, the view the tap would reach.
    public var description: String {
        switch self {
        case .viewNotFound(let query):
            return "No visible view with \(query) in any window."
        case .viewNotHittable(let query, let hit):
            return "The view with \(query) cannot be tapped: a tap at its centre reaches \(hit)."
        }
    }
}

import Foundation
import Compositor

/// The curl-up path the view transitions and the partial-curl presentation share: the page lifts
/// from its bottom edge, the bottom-right corner a little ahead (the fold is tilted, as iOS
/// draws it), rolls up and is carried off the top. Curl down and a partial curl's dismissal play
/// it backwards.
enum PageCurlPath {
    /// How far a partial curl lifts the page: its fold a little below the middle, the lower part
    /// of the screen uncovered and the page's back lying over the upper part, as iOS leaves it.
    static let partialCurlRest = 0.42

    /// The curl `progress` (0 flat … 1 gone) along the path, for a page filling `bounds`; nil
    /// while the page is still flat.
    static func curlUp(progress: Double, in bounds: CGRect) -> PageCurl? {
        guard progress > 0 else { return nil }
        return PageCurl.lifting(bounds, from: .bottom, progress: min(progress, 1))
    }

    /// What of the page lies on top at a point of the page's area.
    enum Coverage: Equatable {
        /// Nothing: what lies beneath the page shows.
        case uncovered
        /// The page's front, flat or on the near side of the roll.
        case front
        /// The page's back: the far side of the roll, or the part turned over onto the page.
        case back
    }

    /// What covers `point` with the page curled `progress` along the path, by the cylinder map
    /// `PageCurl` documents: a page point at distance s past the fold is drawn at s (s < 0),
    /// r·sin(s/r) (on the roll, front up for s < π·r/2) or π·r − s (turned over, above the page).
    static func coverage(at point: CGPoint, progress: Double, in bounds: CGRect) -> Coverage {
        guard progress < 1 else { return .uncovered }
        guard let curl = curlUp(progress: progress, in: bounds) else {
            return bounds.contains(point) ? .front : .uncovered
        }
        let d = curl.direction
        let s = curl.signedDistance(point)
        let r = curl.radius
        func onPage(_ source: Double) -> Bool {
            let shift = CGFloat(source - s)
            return bounds.contains(CGPoint(x: point.x + d.x * shift, y: point.y + d.y * shift))
        }
        // Topmost first: the turned-over part and the roll's far side lie above the front.
        if s < 0 {
            if onPage(Double.pi * r - s) { return .back }
            return onPage(s) ? .front : .uncovered
        }
        guard r > 0, s <= r else { return .uncovered }
        let arc = r * asin(s / r)
        if onPage(Double.pi * r - arc) { return .back }
        return onPage(arc) ? .front : .uncovered
    }

    /// Whether the page, curled `progress` along the path, lies over `point`.
    static func covers(_ point: CGPoint, progress: Double, in bounds: CGRect) -> Bool {
        coverage(at: point, progress: progress, in: bounds) != .uncovered
    }
}

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
        return provisionalCurlUp(progress: min(progress, 1), in: bounds)
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
        let d = CGPoint(x: cos(curl.angle), y: sin(curl.angle))
        let s = Double((point.x - curl.foldPoint.x) * d.x + (point.y - curl.foldPoint.y) * d.y)
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

    // PROVISIONAL until the compositor's geometry constructors land.
    private static func provisionalCurlUp(progress t: Double, in bounds: CGRect) -> PageCurl {
        let tilt = 0.17
        let angle = Double.pi / 2 - tilt
        let d = (x: cos(angle), y: sin(angle))
        let w = Double(bounds.width), h = Double(bounds.height)
        let radius = max(4, 0.07 * (w * w + h * h).squareRoot())
        let corners = [
            (Double(bounds.minX), Double(bounds.minY)), (Double(bounds.maxX), Double(bounds.minY)),
            (Double(bounds.minX), Double(bounds.maxY)), (Double(bounds.maxX), Double(bounds.maxY)),
        ]
        let along = corners.map { $0.0 * d.x + $0.1 * d.y }
        let high = along.max()!, low = along.min()!
        let fold = high - t * (high - low + radius + 2)
        let centre = (x: Double(bounds.midX), y: Double(bounds.midY))
        let shift = fold - (centre.x * d.x + centre.y * d.y)
        return PageCurl(
            foldPoint: CGPoint(x: CGFloat(centre.x + d.x * shift), y: CGFloat(centre.y + d.y * shift)), angle: angle,
            radius: radius)
    }
}

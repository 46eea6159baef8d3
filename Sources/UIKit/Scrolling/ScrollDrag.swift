import Foundation

/// A drag in progress: what the content's offset is measured from, and what the drag decided
/// when it began.
struct ScrollDrag {
    /// Which axes the drag moves.
    enum Lock { case none, horizontal, vertical }

    /// The unresisted offset the drag started from (past an edge, the position the rubber band
    /// shows as where the content was).
    var origin: CGPoint
    var lock: Lock
    /// The page the drag started on, along each axis (paging moves at most one page from it).
    var startPage: (x: Int, y: Int)
    /// Driven by the wheel or trackpad rather than a finger.
    var isScroll: Bool
    /// The velocity last measured while moving (points per second, content direction): a
    /// scroll sequence ends after a quiet gap, when the pan's own measure has gone to zero.
    var lastVelocity: CGPoint = .zero

    /// A drag that starts mostly along one axis locks to it: within about 26.6° of an axis
    /// (one axis moved more than twice the other). Our reading of UIKit's directional lock.
    static func lock(for translation: CGPoint) -> Lock {
        if abs(translation.x) > 2 * abs(translation.y) { return .horizontal }
        if abs(translation.y) > 2 * abs(translation.x) { return .vertical }
        return .none
    }
}

import Foundation
import Testing
import UIKit

/// A scroll view delegate that records every callback in order (offsets rounded to 0.01 pt
/// where they are part of the entry), and counts `scrollViewDidScroll`.
@MainActor
final class RecordingScrollDelegate: NSObject, UIScrollViewDelegate {
    var entries: [String] = []
    var didScrollCount = 0
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// When set, `scrollViewWillEndDragging` moves the target here.
    var replacementTarget: CGPoint?
    var zoomingView: UIView?

    /// The entries without the repeated didScroll (collapsed to one "didScroll…" per run).
    var sequence: [String] {
        var result: [String] = []
        for entry in entries where !(entry == "didScroll" && result.last == "didScroll…") {
            result.append(entry == "didScroll" ? "didScroll…" : entry)
        }
        return result
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScrollCount += 1
        entries.append("didScroll")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { entries.append("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
        entries.append("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging(willDecelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        entries.append("didEndScrollingAnimation")
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomingView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        entries.append("willBeginZooming")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        entries.append("didEndZooming(atScale: \(scale))")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        entries.append("shouldScrollToTop")
        return true
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { entries.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        entries.append("didChangeAdjustedContentInset")
    }
}

/// A 320×240 key window (no status strip: no root controller) holding a scroll view that
/// fills it, with `content` of content and a recording delegate.
@MainActor
struct ScrollFixture {
    let window: UIWindow
    let scrollView: UIScrollView
    let delegate = RecordingScrollDelegate()

    init(
        content: CGSize = CGSize(width: 320, height: 2000), frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 240)
    ) {
        window = makeKeyWindow(width: 320, height: 240)
        scrollView = UIScrollView(frame: frame)
        scrollView.contentSize = content
        window.addSubview(scrollView)
        scrollView.delegate = delegate
        UIApplication.shared.advance(by: 1.0 / 60)
        delegate.entries = []
        delegate.didScrollCount = 0
    }

    /// Steps the clock until no scrolling or animation is left (at most `limit` seconds), after
    /// the quiet gap that ends a wheel's scroll sequence.
    func settle(limit: TimeInterval = 10) {
        UIApplication.shared.advance(by: SystemTimings.scrollEndGap)
        var elapsed: TimeInterval = 0
        while UIApplication.shared.isAnimating && elapsed < limit {
            UIApplication.shared.advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
        }
    }

    /// `settle()` for scroll views not made by a fixture.
    static func settleAll(limit: TimeInterval = 10) {
        UIApplication.shared.advance(by: SystemTimings.scrollEndGap)
        var elapsed: TimeInterval = 0
        while UIApplication.shared.isAnimating && elapsed < limit {
            UIApplication.shared.advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
        }
    }

    /// A finger drag: down at `from`, `steps` moves one frame apart to `to`, up there.
    func drag(from: CGPoint, to: CGPoint, steps: Int = 6) {
        Automation().drag(from: from, to: to, steps: steps)
    }
}

extension ScrollFixture {
    /// Finger down at `start`, then to each point one frame apart; with `hold`, the finger
    /// rests that long before lifting (no velocity left); lifts at the last point.
    func fingerDrag(from start: CGPoint, through points: [CGPoint], hold: TimeInterval = 0) {
        dragFinger(from: start, through: points, hold: hold)
    }
}

import UIKit

/// What the fuzzer does to a scroll view in a controller's view: add one (paging or not,
/// content wider or only taller), scroll it in code, zoom it, fling it with a finger, remove it.
/// Random drags and wheel scrolls over the window (`.drag`, `.scroll`) reach it too.
public enum FuzzScrollStep: Equatable, Sendable {
    case add(paging: Bool, wide: Bool)
    /// `setContentOffset` to the fractions (0…1) of the scrollable range.
    case setOffset(x: Double, y: Double, animated: Bool)
    case zoom(Double, animated: Bool)
    /// A quick three-frame drag from the scroll view's centre by (dx, dy).
    case fling(dx: Double, dy: Double)
    case remove
}

/// A scroll view the fuzzer adds, its own delegate, checking UIKit's rules as it goes:
/// - the delegate's messages come in UIKit's order (willBeginDragging, willEndDragging,
///   didEndDragging, then willBeginDecelerating and didEndDecelerating only when it said it
///   would decelerate), and every `scrollViewDidScroll` reports a moved offset;
/// - the offset never leaves the scrollable range by the view's size or more (the rubber band
///   never reaches it);
/// - settled: not tracking, dragging or decelerating, the offset exactly inside the range, and
///   on a page when a drag of a paging scroll view put it there.
@MainActor
public final class FuzzScrollContent: NSObject, UIScrollViewDelegate {
    public let scrollView = UIScrollView()
    /// The zooming view: a tiled canvas as big as the content.
    public let canvas = UIView()
    private var problems: [String] = []
    private enum Phase { case idle, dragging, endingDrag, endedDrag(decelerates: Bool), decelerating }
    private var phase = Phase.idle
    private var lastScrolledOffset: CGPoint?
    /// A drag of a paging scroll view ended and nothing moved the content since.
    private var expectsPage = false
    public private(set) var didScrollCount = 0
    /// The size, content size and insets the last drag's pages were measured with.
    private var pageGeometry: [CGFloat] = []
    private var geometry: [CGFloat] {
        let inset = scrollView.adjustedContentInset
        return [
            scrollView.bounds.width, scrollView.bounds.height, scrollView.contentSize.width,
            scrollView.contentSize.height, inset.top, inset.left, inset.bottom, inset.right,
        ]
    }

    /// Adds a scroll view filling `view`, with content a screen and a half tall (and wide).
    public init(in view: UIView, paging: Bool, wide: Bool) {
        super.init()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.isPagingEnabled = paging
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        let size = view.bounds.size
        let pages: CGFloat = 3
        let content = CGSize(
            width: wide ? size.width * pages : size.width, height: paging && wide ? size.height : size.height * pages)
        canvas.frame = CGRect(origin: .zero, size: content)
        canvas.backgroundColor = .systemTeal
        scrollView.addSubview(canvas)
        scrollView.contentSize = content
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    /// The statements `init(in:paging:wide:)` is, for a repro.
    public nonisolated static func swift(in view: String, name: String, paging: Bool, wide: Bool) -> String {
        "let \(name) = FuzzScrollContent(in: \(view), paging: \(paging), wide: \(wide))"
    }

    /// Performs `step` (other than add); returns whether it applied.
    public func perform(_ step: FuzzScrollStep) -> Bool {
        switch step {
        case .add: return false
        case .setOffset(let x, let y, let animated):
            let h = horizontalRange, v = verticalRange
            expectsPage = false
            scrollView.setContentOffset(
                CGPoint(
                    x: h.lowerBound + CGFloat(x) * (h.upperBound - h.lowerBound),
                    y: v.lowerBound + CGFloat(y) * (v.upperBound - v.lowerBound)), animated: animated)
        case .zoom(let scale, let animated):
            expectsPage = false
            scrollView.setZoomScale(CGFloat(scale), animated: animated)
        case .fling(let dx, let dy):
            guard let window = scrollView.window, !scrollView.isHidden else { return false }
            let center = scrollView.convert(
                CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY), to: window)
            Automation().drag(from: center, to: CGPoint(x: center.x + dx, y: center.y + dy), steps: 3)
        case .remove:
            scrollView.removeFromSuperview()
        }
        return true
    }

    private func fail(_ message: String) { problems.append(message) }

    /// Broken rules seen since the last call, plus the settled state's when `settled`.
    public func takeProblems(settled: Bool) -> [String] {
        let offset = scrollView.contentOffset
        let h = horizontalRange, v = verticalRange
        let size = scrollView.bounds.size
        // (A view squeezed to a negative size by autoresizing has no range worth the name.)
        let measurable = size.width > 0 && size.height > 0
        // Pages are the bounds' size: once a resize moved them since the drag (even if a later
        // one restored the size), the content at rest stays where the resize left it, as
        // UIKit's does (`isPagingEnabled` stops on pages "when the user scrolls").
        if geometry != pageGeometry { expectsPage = false }
        if measurable
            && (offset.x < h.lowerBound - size.width || offset.x > h.upperBound + size.width
                || offset.y < v.lowerBound - size.height || offset.y > v.upperBound + size.height)
        {
            fail("offset \(offset) beyond the rubber band of \(h), \(v)")
        }
        if settled && measurable && scrollView.window != nil {
            if scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating {
                fail(
                    "settled but tracking \(scrollView.isTracking), dragging \(scrollView.isDragging), "
                        + "decelerating \(scrollView.isDecelerating)")
            }
            if !h.contains(offset.x) || !v.contains(offset.y) { fail("settled at \(offset) outside \(h), \(v)") }
            if expectsPage && scrollView.isPagingEnabled {
                func onPage(_ o: CGFloat, _ range: ClosedRange<CGFloat>, _ page: CGFloat) -> Bool {
                    let pages = (o - range.lowerBound) / page
                    return o == range.upperBound || abs(pages - pages.rounded()) < 1e-6
                }
                if !onPage(offset.x, h, size.width) || !onPage(offset.y, v, size.height) {
                    fail("paging drag settled off a page at \(offset)")
                }
            }
            switch phase {
            case .dragging, .endingDrag: fail("settled in delegate phase \(phase)")
            // A finger that caught the content, or code that set the offset, ends a deceleration
            // without a message in UIKit.
            default: phase = .idle
            }
        }
        defer { problems = [] }
        return problems
    }

    // MARK: UIScrollViewDelegate

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        didScrollCount += 1
        if let last = lastScrolledOffset, last == scrollView.contentOffset {
            fail("scrollViewDidScroll with the offset unchanged at \(last)")
        }
        lastScrolledOffset = scrollView.contentOffset
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        // A drag may catch content still decelerating (UIKit sends it no end message).
        if case .dragging = phase { fail("willBeginDragging in phase \(phase)") }
        if case .endingDrag = phase { fail("willBeginDragging in phase \(phase)") }
        expectsPage = false
        phase = .dragging
    }

    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        if case .dragging = phase {} else { fail("willEndDragging in phase \(phase)") }
        phase = .endingDrag
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if case .endingDrag = phase {} else { fail("didEndDragging in phase \(phase)") }
        phase = .endedDrag(decelerates: decelerate)
        expectsPage = scrollView.isPagingEnabled
        pageGeometry = geometry
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        if case .endedDrag(true) = phase {} else { fail("willBeginDecelerating in phase \(phase)") }
        phase = .decelerating
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if case .decelerating = phase {} else { fail("didEndDecelerating in phase \(phase)") }
        phase = .idle
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { canvas }

    // MARK: The range, from public API

    private var horizontalRange: ClosedRange<CGFloat> {
        let inset = scrollView.adjustedContentInset
        let low = -inset.left
        return low...max(low, scrollView.contentSize.width + inset.right - scrollView.bounds.width)
    }

    private var verticalRange: ClosedRange<CGFloat> {
        let inset = scrollView.adjustedContentInset
        let low = -inset.top
        return low...max(low, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
    }
}

// MARK: Generation and steps

extension FuzzDraws {
    /// Scroll views: added mostly to controllers on screen, then scrolled in code, zoomed,
    /// flung; random drags and wheel scrolls reach them as well.
    mutating func scrollContent() -> FuzzOperation {
        let shown = pool.indices.filter { pool[$0].viewIfLoaded?.window != nil }
        let target = among(shown)
        let steps: [FuzzScrollStep] = [
            .add(paging: flag(), wide: flag()), .add(paging: flag(), wide: flag()),
            .setOffset(
                x: Double.random(in: 0...1, using: &generator), y: Double.random(in: 0...1, using: &generator),
                animated: flag()),
            .zoom([0.5, 1, 2, 4].randomElement(using: &generator)!, animated: flag()),
            .fling(
                dx: [-200, -40, 0, 40, 200].randomElement(using: &generator)!,
                dy: [-300, -60, 0, 60, 300].randomElement(using: &generator)!),
            .fling(dx: 0, dy: [-300, 300].randomElement(using: &generator)!),
            .remove,
        ]
        return .scrollContent(target, steps.randomElement(using: &generator)!)
    }
}

extension FuzzWorld {
    /// A scroll view added to the controller's view, or a step on the one there.
    func scrollContentStep(_ index: Int, _ step: FuzzScrollStep) -> Bool {
        let key = ObjectIdentifier(pool[index])
        if case .add(let paging, let wide) = step {
            guard scrollContent[key] == nil, let view = pool[index].viewIfLoaded, view.window != nil else {
                return false
            }
            scrollContent[key] = FuzzScrollContent(in: view, paging: paging, wide: wide)
        } else {
            guard let content = scrollContent[key], content.scrollView.superview != nil else { return false }
            guard content.perform(step) else { return false }
            if step == .remove { scrollContent[key] = nil }
        }
        return true
    }
}

extension FuzzOperation {
    static func scrollContentSwift(_ controller: Int, named c: String, _ step: FuzzScrollStep) -> [String] {
        let s = "scroll\(controller)"
        return switch step {
        case .add(let paging, let wide): [FuzzScrollContent.swift(in: "\(c).view", name: s, paging: paging, wide: wide)]
        case .setOffset(let x, let y, let animated):
            ["_ = \(s).perform(.setOffset(x: \(x), y: \(y), animated: \(animated)))"]
        case .zoom(let scale, let animated): ["\(s).scrollView.setZoomScale(\(scale), animated: \(animated))"]
        case .fling(let dx, let dy): ["_ = \(s).perform(.fling(dx: \(dx), dy: \(dy)))"]
        case .remove: ["\(s).scrollView.removeFromSuperview()"]
        }
    }
}

import Foundation

/// Moves the scroll views whose content moves on its own (deceleration, bounce, animated
/// scrolls) once a frame, in the frame loop's animation phase, before layout: so
/// `scrollViewDidScroll` fires every frame, `contentOffset` reads the live value and a table
/// lays out its rows for the offset the frame shows. Time is passed in (DESIGN §1).
@MainActor
final class ScrollDriver {
    /// Scroll views in motion, held until their motion ends, in the order they started.
    private var moving: [UIScrollView] = []
    /// Scroll views with something to do at a later time (indicators waiting to fade).
    private var waiting: [UIScrollView] = []
    /// The current frame's time, set by the frame loop.
    var now: TimeInterval = 0
    /// The scroll view the pointer last pressed or scrolled in: it takes the keys when no
    /// responder does (`UIScrollView+Keyboard.swift`).
    weak var keyboardScrollView: UIScrollView?

    /// The scroll view that takes keys nobody else takes in `window`.
    func keyboardScrollView(in window: UIWindow?) -> UIScrollView? {
        guard let scrollView = keyboardScrollView, let window, scrollView.window === window else { return nil }
        return scrollView
    }

    /// Whether a frame has scrolling to advance.
    var isBusy: Bool { !moving.isEmpty || !waiting.isEmpty }

    /// Whether `scrollView` has motion or a wait under way (for tests, which share the
    /// application with others suspended mid-motion).
    func isBusy(with scrollView: UIScrollView) -> Bool {
        moving.contains { $0 === scrollView } || waiting.contains { $0 === scrollView }
    }

    func start(_ scrollView: UIScrollView) {
        if !moving.contains(where: { $0 === scrollView }) { moving.append(scrollView) }
    }

    func stop(_ scrollView: UIScrollView) { moving.removeAll { $0 === scrollView } }

    func wait(_ scrollView: UIScrollView) {
        if !waiting.contains(where: { $0 === scrollView }) { waiting.append(scrollView) }
    }

    func stopWaiting(_ scrollView: UIScrollView) { waiting.removeAll { $0 === scrollView } }

    /// Every moving scroll view takes its offset at `time`; ended motions are announced. A
    /// scroll view that left its window has no frames to show: its motion ends where it was
    /// going at once, and its indicators are put away.
    func advance(to time: TimeInterval) {
        now = time
        for scrollView in moving {
            if scrollView.window == nil {
                scrollView.finishMotionOffScreen()
            } else {
                scrollView.advanceMotion(to: time)
            }
        }
        for scrollView in waiting {
            if scrollView.window == nil {
                scrollView.hideIndicatorsAtOnce()
            } else {
                scrollView.advanceIdleWork(to: time)
            }
        }
    }
}

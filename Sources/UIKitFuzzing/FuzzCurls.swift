import UIKit

/// Page curls in the fuzzer: `.transitionCurlUp`/`Down` over a controller's view, stopped at a
/// random point of the curl, and `.partialCurl` presentations (made by `.present`, refused by a
/// misuse) with their rules.
@MainActor
enum FuzzCurls {
    nonisolated static let duration: TimeInterval = 0.3

    /// Curls `view` up or down while its background changes, and plays `progress` of the curl.
    /// The change takes effect at once (UIKit's rule for transitions); `done` runs with the
    /// completion. Returns what went wrong.
    static func curl(_ view: UIView, up: Bool, progress: Double, done: @escaping () -> Void) -> [String] {
        let colour: UIColor = view.backgroundColor == .systemTeal ? .systemPurple : .systemTeal
        UIView.transition(
            with: view, duration: duration, options: [up ? .transitionCurlUp : .transitionCurlDown, .curveLinear],
            animations: { view.backgroundColor = colour }, completion: { _ in done() })
        var problems: [String] = []
        if view.backgroundColor != colour {
            problems.append("the change made under a curl did not take effect at once")
        }
        UIApplication.shared.advance(by: duration * progress)
        if view.backgroundColor != colour { problems.append("the curl undid the change at \(progress)") }
        return problems
    }

    /// Whether a `.fullScreen` presentation from `presenter` is made from a controller that fills
    /// the screen, as `.partialCurl` requires: the top of its parent chain is the root, or was
    /// presented full screen (over a context, the request goes on from that context's presenter).
    static func presentsFromFullScreen(_ presenter: UIViewController) -> Bool {
        var current = presenter
        while true {
            while let parent = current.parent { current = parent }
            guard let below = current.presentingViewController else { return true }
            switch current.modalPresentationStyle {
            case .fullScreen, .overFullScreen: return true
            case .overCurrentContext: current = below
            default: return false
            }
        }
    }

    /// Settled, a controller at the top of the window's presentations shown by a partial curl
    /// lies under the curled page: a point high on the screen hits the page, not it, and one at
    /// the bottom hits it (Apple: the curl reveals "the presented view underneath").
    static func problems(in window: UIWindow) -> [String] {
        guard var top = window.rootViewController else { return [] }
        while let next = top.presentedViewController { top = next }
        guard top !== window.rootViewController, top.modalTransitionStyle == .partialCurl,
            top.presentingViewController?.presentedViewController === top, !top.isBeingPresented,
            !top.isBeingDismissed, let view = top.viewIfLoaded, view.window === window
        else { return [] }
        let bounds = window.bounds
        let high = CGPoint(x: bounds.minX + 8, y: bounds.minY + 8)
        let low = CGPoint(x: bounds.midX, y: bounds.maxY - 4)
        var problems: [String] = []
        if let hit = window.hitTest(high, with: nil), hit.isDescendant(of: view) {
            problems.append("a point high on the screen reaches \(top)'s view, not the curled page")
        }
        if let hit = window.hitTest(low, with: nil), !hit.isDescendant(of: view), view.isUserInteractionEnabled {
            problems.append("the bottom of the screen hits \(hit), not \(top)'s view beneath the partial curl")
        }
        return problems
    }
}

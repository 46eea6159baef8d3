import Foundation
import UIKit

/// `make bench`, containment: the cost of UIKit's containment operations at several sizes,
/// so growth is visible (it must be linear in the work: flat per-operation cost). Prints one
/// `key: value` line per figure, medians over several samples, release build.
@MainActor
enum ContainmentBenchmark {
    static func run() {
        for n in [10, 1_000, 10_000] {
            print("containment.add_remove_us_\(n): \(format(median { addRemove(n, lastInFirstOut: true) }))")
        }
        for n in [10, 1_000, 10_000] {
            print("containment.display_hide_us_\(n): \(format(median { displayHide(n) }))")
        }
        // Removing the oldest child first shifts the remaining array: reported so the order
        // dependence is visible, not hidden.
        print("containment.add_remove_fifo_us_10000: \(format(median { addRemove(10_000, lastInFirstOut: false) }))")

        let chain = Chain(depth: 1_000)
        print("containment.fanout_1000_ms: \(format(median { chain.timeToggling(hiding: false) }))")
        print("containment.fanout_1000_disappear_ms: \(format(median { chain.timeToggling(hiding: true) }))")
        print("containment.attach_1000_ms: \(format(median { chain.timeAttaching() }))")
    }

    /// Microseconds per operation for adding `n` children to one parent and removing them again.
    static func addRemove(_ n: Int, lastInFirstOut: Bool) -> Double {
        // Small sizes repeat so one sample covers enough operations to time.
        let repeats = max(1, 20_000 / n)
        let parent = UIViewController()
        let children = (0..<n).map { _ in UIViewController() }
        let removalOrder = lastInFirstOut ? Array(children.reversed()) : children
        let seconds = time {
            for _ in 0..<repeats {
                for child in children { parent.addChild(child) }
                for child in removalOrder { child.removeFromParent() }
            }
        }
        precondition(parent.children.isEmpty)
        return seconds * 1e6 / Double(2 * n * repeats)
    }

    /// Microseconds per child for Apple's whole add sequence (addChild, addSubview, didMove) and
    /// remove sequence (willMove, removeFromSuperview, removeFromParent) in a visible window,
    /// with the views' callbacks and each child's appearance.
    static func displayHide(_ n: Int) -> Double {
        let repeats = max(1, 2_000 / n)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = CountingController()
        window.rootViewController = parent
        window.isHidden = false
        let children = (0..<n).map { _ in CountingController() }
        for child in children { child.loadViewIfNeeded() }
        let seconds = time {
            for _ in 0..<repeats {
                for child in children {
                    parent.addChild(child)
                    parent.view.addSubview(child.view)
                    child.didMove(toParent: parent)
                }
                for child in children.reversed() {
                    child.willMove(toParent: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParent()
                }
            }
        }
        precondition(parent.children.isEmpty && children.allSatisfy { $0.appearances == repeats })
        return seconds * 1e6 / Double(n * repeats)
    }

    /// Controllers nested `depth` deep, each the only child of the one above, views likewise:
    /// one appearance change fans out through all of them.
    @MainActor
    final class Chain {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = CountingController()
        private(set) var deepest: CountingController

        init(depth: Int) {
            var parent = root
            for _ in 1..<depth {
                let child = CountingController()
                parent.addChild(child)
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
                parent = child
            }
            deepest = parent
            window.rootViewController = root
        }

        /// Milliseconds for the window to show (`hiding` false) or hide: every controller gets
        /// its will and did callbacks.
        func timeToggling(hiding: Bool) -> Double {
            window.isHidden = !hiding
            let before = hiding ? deepest.disappearances : deepest.appearances
            let seconds = time { window.isHidden = hiding }
            let after = hiding ? (deepest.disappearances, root.disappearances) : (deepest.appearances, root.appearances)
            precondition(after.0 == before + 1 && after.0 == after.1)
            return seconds * 1e3
        }

        /// Milliseconds to put the whole chain's views into a visible window and take them out:
        /// view callbacks for 1 000 views plus the appearance fan-out, both ways.
        func timeAttaching() -> Double {
            window.isHidden = false
            root.view.removeFromSuperview()
            let before = deepest.appearances
            let seconds = time {
                window.addSubview(root.view)
                root.view.removeFromSuperview()
            }
            precondition(deepest.appearances == before + 1)
            window.addSubview(root.view)
            return seconds * 1e3
        }
    }
}

/// Counts its appearances, so the benchmark can check every level was really reached.
@MainActor
final class CountingController: UIViewController {
    var appearances = 0, disappearances = 0
    override func viewDidAppear(_ animated: Bool) { appearances += 1 }
    override func viewDidDisappear(_ animated: Bool) { disappearances += 1 }
}

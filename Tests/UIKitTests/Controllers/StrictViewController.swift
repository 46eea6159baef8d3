import Testing
import UIKit

/// A controller that checks its own lifecycle state machine in every callback, in the manner of
/// AndroidX's StrictFragment: loaded once and before anything else; will before did; no appearing
/// twice; `animated` equal within a pair; `willMove(toParent:)` before the link changes and
/// `didMove(toParent:)` after. A wrong order fails the running test where it happens.
@MainActor
class Strict: UIViewController {
    enum Appearance: Equatable { case disappeared, appearing, appeared, disappearing }

    private(set) var appearance = Appearance.disappeared
    private(set) var loadCount = 0
    /// `isMovingToParent`/`isMovingFromParent` as each appearance callback saw them.
    private(set) var movingFlags: [String] = []
    private var pairAnimated: Bool?
    private var announcedParent: UIViewController??

    init(_ title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    private func check(
        _ condition: Bool, _ message: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if !condition { Issue.record("\(title ?? "?"): \(message())", sourceLocation: sourceLocation) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        check(loadCount == 0, "viewDidLoad called twice")
        check(isViewLoaded, "viewDidLoad before the view exists")
        check(appearance == .disappeared, "viewDidLoad while \(appearance)")
        loadCount += 1
    }

    /// `isBeingPresented`/`isBeingDismissed` as each appearance callback saw them.
    private(set) var presentationFlags: [String] = []

    private func noteFlags(_ callback: String) {
        movingFlags.append("\(callback) to:\(isMovingToParent) from:\(isMovingFromParent)")
        presentationFlags.append("\(callback) presented:\(isBeingPresented) dismissed:\(isBeingDismissed)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        check(loadCount == 1, "viewWillAppear before viewDidLoad")
        check(appearance == .disappeared || appearance == .disappearing, "viewWillAppear while \(appearance)")
        appearance = .appearing
        pairAnimated = animated
        hadViewIsAppearing = false
        noteFlags("viewWillAppear")
    }

    /// Whether this appearance has had `viewIsAppearing` (once, between will and did).
    private var hadViewIsAppearing = false

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        check(appearance == .appearing, "viewIsAppearing while \(appearance)")
        check(!hadViewIsAppearing, "viewIsAppearing twice in one appearance")
        check(
            animated == pairAnimated,
            "viewIsAppearing(animated: \(animated)) after a will with \(String(describing: pairAnimated))")
        hadViewIsAppearing = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        check(appearance == .appearing, "viewDidAppear while \(appearance)")
        check(
            animated == pairAnimated,
            "viewDidAppear(animated: \(animated)) after a will with \(String(describing: pairAnimated))")
        check(viewIfLoaded?.window != nil, "viewDidAppear with the view in no window")
        check(hadViewIsAppearing, "viewDidAppear without viewIsAppearing first")
        appearance = .appeared
        noteFlags("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        check(appearance == .appeared || appearance == .appearing, "viewWillDisappear while \(appearance)")
        appearance = .disappearing
        pairAnimated = animated
        noteFlags("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        check(appearance == .disappearing, "viewDidDisappear while \(appearance)")
        check(
            animated == pairAnimated,
            "viewDidDisappear(animated: \(animated)) after a will with \(String(describing: pairAnimated))")
        appearance = .disappeared
        noteFlags("viewDidDisappear")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        if let parent {
            check(
                self.parent == nil,
                "willMove(toParent: \(parent)) while still a child of \(String(describing: self.parent))")
        } else {
            check(self.parent != nil, "willMove(toParent: nil) without a parent")
        }
        announcedParent = .some(parent)
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        check(self.parent === parent, "didMove(toParent:) names a parent other than the actual one")
        if let parent {
            // After willMove(toParent: nil), didMove naming the same parent is a cancelled removal
            // (UIKit's cancelled interactive pop).
            check(
                announcedParent.map { $0 === parent || ($0 == nil && self.parent === parent) } ?? false,
                "didMove(toParent:) without willMove(toParent:) first")
        }
        announcedParent = nil
    }
}

/// Records controller callbacks while `body` runs; returns the trace's text lines.
@MainActor
func tracing(includesLayout: Bool = false, _ body: () -> Void) -> [String] {
    let trace = LifecycleTrace(includesLayout: includesLayout)
    let previous = UIApplication.shared.lifecycleTrace
    UIApplication.shared.lifecycleTrace = trace
    body()
    UIApplication.shared.lifecycleTrace = previous
    return trace.lines
}

/// A visible key window showing `root`, with the callbacks of getting there already made.
@MainActor
func showInWindow(_ root: UIViewController, width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// Apple's add sequence (addChild, view into the parent's view, didMove), for setting a scene up.
@MainActor
func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
}

/// Seed 002's swap of one child for another under `parent`: willMove, addChild,
/// `transition(from:to:…)`, and in its completion removeFromParent and didMove.
@MainActor
func swapChild(_ old: UIViewController, for new: UIViewController, in parent: UIViewController, duration: TimeInterval)
{
    old.willMove(toParent: nil)
    parent.addChild(new)
    parent.transition(from: old, to: new, duration: duration, animations: nil) { _ in
        old.removeFromParent()
        new.didMove(toParent: parent)
    }
}

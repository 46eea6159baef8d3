import Testing
import UIKit

/// A strict controller with a coloured view, so renders show which one is where.
@MainActor
final class Coloured: Strict {
    let colour: UIColor

    init(_ title: String, _ colour: UIColor) {
        self.colour = colour
        super.init(title)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
    }
}

/// One ordered list of controller callbacks (from the lifecycle trace) and of what delegates
/// and completions noted, as they happened.
@MainActor
final class SequenceRecorder {
    private(set) var lines: [String] = []

    func note(_ line: String) { lines.append(line) }
}

/// Records callbacks and notes while `body` runs.
@MainActor
func recordingSequence(_ body: (SequenceRecorder) -> Void) -> [String] {
    let recorder = SequenceRecorder()
    let trace = LifecycleTrace()
    trace.onRecord = { recorder.note($0.description) }
    let previous = UIApplication.shared.lifecycleTrace
    UIApplication.shared.lifecycleTrace = trace
    body(recorder)
    UIApplication.shared.lifecycleTrace = previous
    return recorder.lines
}

/// Notes a navigation controller's delegate calls into a recorder.
@MainActor
final class NavigationDelegateLog: UINavigationControllerDelegate {
    weak var recorder: SequenceRecorder?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        recorder?.note("delegate willShow \(traceName(viewController)) animated: \(animated)")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        recorder?.note("delegate didShow \(traceName(viewController)) animated: \(animated)")
    }
}

/// The centre of `view` in its window's coordinates, where a click lands on it.
@MainActor
func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}

/// Keeps the windows a test shows alive until the test ends (UIApplication holds windows weakly,
/// as iOS does: an app's window belongs to its delegate).
@MainActor
final class WindowKeeper {
    private var windows: [UIWindow] = []

    /// A visible key window of the given size showing `root`, laid out by one frame.
    func show(_ root: UIViewController, width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
        let window = showInWindow(root, width: width, height: height)
        windows.append(window)
        UIApplication.shared.advance(by: 1.0 / 60)
        return window
    }

    /// Lets go of the windows now, on the main actor, so they leave `UIApplication.windows`
    /// before the next test. Otherwise they go when Swift Testing releases the suite instance:
    /// off the main actor, at no set time after the test returned — while a later test may be
    /// checking every window (InvariantCheckTests' flaky failure).
    func close() { windows.removeAll() }
}

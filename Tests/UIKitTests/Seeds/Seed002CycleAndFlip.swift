import UIKit
import SeedContainers

// Containers for seed 002's `cycleFromViewController:toViewController:` and seed 004's
// `flipFromViewController:toViewController:withDirection:` (both ported in SeedContainers).

/// Places the new view off the right edge and sends the old one off the left.
final class CycleContainer: UIViewController, CyclingContainer {
    func newViewStartFrame() -> CGRect {
        CGRect(x: view.bounds.width, y: 0, width: view.bounds.width, height: view.bounds.height)
    }
    func oldViewEndFrame() -> CGRect {
        CGRect(x: -view.bounds.width, y: 0, width: view.bounds.width, height: view.bounds.height)
    }
}

/// The Tunnel article's container: children live in container views, so only that area flips.
final class FlipContainer: UIViewController {
    let topContainer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        topContainer.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height * 0.42)
        // Keeps 42 % of the height when the root view is resized to the window.
        topContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleBottomMargin]
        view.addSubview(topContainer)
    }
}

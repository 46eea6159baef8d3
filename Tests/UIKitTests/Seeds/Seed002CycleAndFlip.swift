import UIKit

// Seed 001 §3 / seed 002's `cycleFromViewController:toViewController:` (Apple's guide) and
// seed 004's objc.io `flipFromViewController:toViewController:withDirection:`, translated line
// for line. `newViewStartFrame`/`oldViewEndFrame` are the container's own methods in the guide;
// here they place the new view off the right edge and send the old one off the left.

final class CycleContainer: UIViewController {
    func newViewStartFrame() -> CGRect { CGRect(x: view.bounds.width, y: 0, width: view.bounds.width, height: view.bounds.height) }
    func oldViewEndFrame() -> CGRect { CGRect(x: -view.bounds.width, y: 0, width: view.bounds.width, height: view.bounds.height) }

    func cycleFromViewController(_ oldVC: UIViewController, toViewController newVC: UIViewController) {
        // Prepare the two view controllers for the change.
        oldVC.willMove(toParent: nil)
        self.addChild(newVC)

        // Get the start frame of the new view controller and the end frame
        // for the old view controller. Both rectangles are offscreen.
        newVC.view.frame = self.newViewStartFrame()
        let endFrame = self.oldViewEndFrame()

        // Queue up the transition animation.
        self.transition(from: oldVC, to: newVC,
                        duration: 0.25, options: [],
                        animations: {
                            // Animate the views to their final positions.
                            newVC.view.frame = oldVC.view.frame
                            oldVC.view.frame = endFrame
                        },
                        completion: { finished in
                            // Remove the old view controller and send the final
                            // notification to the new view controller.
                            oldVC.removeFromParent()
                            newVC.didMove(toParent: self)
                        })
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

    func flipFromViewController(_ fromController: UIViewController, toViewController toController: UIViewController,
                                withDirection direction: UIView.AnimationOptions) {
        toController.view.frame = fromController.view.bounds // 1
        self.addChild(toController) //
        fromController.willMove(toParent: nil) //

        self.transition(from: fromController,
                        to: toController,
                        duration: 0.2,
                        options: [direction, .curveEaseIn],
                        animations: nil,
                        completion: { finished in
                            toController.didMove(toParent: self) // 2
                            fromController.removeFromParent() // 3
                        })
    }
}

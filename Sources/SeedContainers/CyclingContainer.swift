// swift-format-ignore-file
// (The seeds are ported line for line, their layout included.)
import UIKit

// Seed 001 §3 / seed 002: Apple's guide's `cycleFromViewController:toViewController:`,
// translated line for line. `newViewStartFrame`/`oldViewEndFrame` are the container's own
// methods in the guide, so they are this protocol's requirements: a container adopts it and
// says where the new view starts and where the old one ends (both off screen).

@MainActor
public protocol CyclingContainer: UIViewController {
    func newViewStartFrame() -> CGRect
    func oldViewEndFrame() -> CGRect
}

extension CyclingContainer {

    public func cycleFromViewController(_ oldVC: UIViewController, toViewController newVC: UIViewController) {
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

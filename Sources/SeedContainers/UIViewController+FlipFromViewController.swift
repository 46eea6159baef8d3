// swift-format-ignore-file
// (The seeds are ported line for line, their layout included.)
import UIKit

// Seed 004: the objc.io Tunnel sample's `flipFromViewController:toViewController:withDirection:`,
// translated line for line. As the article says, the children's views must live in container
// views of their own for `.transitionFlipFromTop` to flip only that area.

extension UIViewController {

    public func flipFromViewController(_ fromController: UIViewController, toViewController toController: UIViewController,
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

// swift-format-ignore-file
// (The seeds are ported line for line, their layout included.)
import UIKit

// Seed 000 §5: "实现一个简单的模态窗口Container" — a simple modal container, translated line for line
// from Objective-C. Changes are Swift's and Linux's only:
// - the readwrite-in-the-class-extension property is `public private(set)`;
// - the lazily made `backgroundButton` getter keeps its `_backgroundButton` ivar;
// - `addTarget:action:forControlEvents:` needs selectors, so the button takes a `UIAction`
//   that calls `buttonTapped(_:)`;
// - `viewControllerToPresent` cannot be nil in Swift, so the seed's nil test has nothing to test;
// - a message to nil does nothing in Objective-C, so the dismissal's messages to
//   `simpleModalViewController` are optional chains: a second dismissal that ends after the
//   first has cleared the property does nothing, as in the seed, instead of trapping.

open class SimpleModalContainerController: ContainerBaseController {

    public private(set) var simpleModalViewController: UIViewController?
    private var _backgroundButton: UIButton?

    func buttonTapped(_ sender: Any?) {
        self.dismissSimpleModalViewController(animated: true)
    }

    var backgroundButton: UIButton {
        if _backgroundButton == nil {
            _backgroundButton = UIButton(type: .custom)
            _backgroundButton!.backgroundColor = UIColor.black
            _backgroundButton!.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            _backgroundButton!.alpha = 0.3
            _backgroundButton!.addAction(UIAction { [unowned self] action in self.buttonTapped(action.sender) },
                                         for: .touchUpInside)

        }
        _backgroundButton!.frame = self.view.bounds
        return _backgroundButton!
    }

    open func presentSimpleModalViewController(_ viewControllerToPresent: UIViewController,
                                               animated: Bool) {
        if self.simpleModalViewController == nil {
            self.simpleModalViewController = viewControllerToPresent

            self.addChild(viewControllerToPresent)

            viewControllerToPresent.beginAppearanceTransition(true, animated: animated)

            self.view.addSubview(self.backgroundButton)

            viewControllerToPresent.view.center = CGPoint(x: self.view.bounds.width / 2.0, y: self.view.bounds.height / 2.0)
            self.view.addSubview(viewControllerToPresent.view)

            if animated {
                viewControllerToPresent.view.alpha = 0
                self.backgroundButton.alpha = 0

                UIView.animate(withDuration: 0.3, animations: {
                    viewControllerToPresent.view.alpha = 1
                    self.backgroundButton.alpha = 0.3
                }, completion: { finished in
                    viewControllerToPresent.endAppearanceTransition()
                    viewControllerToPresent.didMove(toParent: self)
                })
            } else {
                self.backgroundButton.alpha = 0.3
                viewControllerToPresent.endAppearanceTransition()
                viewControllerToPresent.didMove(toParent: self)
            }

        }
    }

    open func dismissSimpleModalViewController(animated: Bool) {
        if self.simpleModalViewController != nil {
            self.simpleModalViewController?.willMove(toParent: nil)
            self.simpleModalViewController?.beginAppearanceTransition(false, animated: animated)

            if animated {
                UIView.animate(withDuration: 0.3, animations: {
                    self.backgroundButton.alpha = 0
                    self.simpleModalViewController?.view.alpha = 0
                }, completion: { finished in
                    self.backgroundButton.removeFromSuperview()

                    self.simpleModalViewController?.view.removeFromSuperview()
                    self.simpleModalViewController?.view.alpha = 1.0
                    self.simpleModalViewController?.endAppearanceTransition()
                    self.simpleModalViewController?.removeFromParent()
                    self.simpleModalViewController = nil
                })
            } else {
                self.backgroundButton.removeFromSuperview()

                self.simpleModalViewController?.view.removeFromSuperview()
                self.simpleModalViewController?.view.alpha = 1.0
                self.simpleModalViewController?.endAppearanceTransition()
                self.simpleModalViewController?.removeFromParent()
                self.simpleModalViewController = nil
            }
        }
    }
}

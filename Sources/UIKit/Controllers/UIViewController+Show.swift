import Foundation

/// `show` and `showDetailViewController` ask the nearest container that knows how to show a
/// controller (UIKit's `targetViewController(forAction:sender:)` search); with none, the
/// controller is presented.
extension UIViewController {
    func performShow(_ vc: UIViewController, sender: Any?) {
        var current = parentLink
        while let controller = current {
            if controller.showsForDescendants {
                controller.show(vc, sender: sender)
                return
            }
            current = controller.parentLink
        }
        present(vc, animated: true)
    }

    func performShowDetail(_ vc: UIViewController, sender: Any?) {
        var current = parentLink
        while let controller = current {
            if controller.showsDetailForDescendants {
                controller.showDetailViewController(vc, sender: sender)
                return
            }
            current = controller.parentLink
        }
        show(vc, sender: sender)
    }
}

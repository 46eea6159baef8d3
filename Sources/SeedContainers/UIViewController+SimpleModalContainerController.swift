// swift-format-ignore-file
// (The seeds are ported line for line, their layout included.)
import UIKit

// Seed 000 §5: the category through which a child finds its SimpleModalContainerController,
// as a Swift extension: up the parent chain, the first of that class, else nil.

extension UIViewController {

    public var simpleModalContainerController: SimpleModalContainerController? {
        var viewController = self.parent
        while viewController != nil {
            if let container = viewController as? SimpleModalContainerController {
                return container
            }
            viewController = viewController!.parent
        }
        return nil
    }
}

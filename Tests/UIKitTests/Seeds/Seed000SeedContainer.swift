// swift-format-ignore-file
// (The seeds are ported line for line, their layout included.)
import UIKit
import SeedContainers

/// Seed 000 §1, on the base class: showing and removing a child named `content`.
/// `self.currentClientView` in the seed (and in Apple's guide it copies) is the content's view;
/// Apple's own example had this slip (openradar 25215135), so the port adds `content.view`.
final class SeedContainer: ContainerBaseController {
    var frameForContentController: CGRect { CGRect(x: 0, y: 0, width: 100, height: 100) }

    func show(_ content: UIViewController) {
        self.addChild(content)  //1
        content.view.frame = self.frameForContentController
        self.view.addSubview(content.view) //2
        content.didMove(toParent: self) //3
    }

    func remove(_ content: UIViewController) {
        content.willMove(toParent: nil) //1
        content.view.removeFromSuperview() //2
        content.removeFromParent() //3
    }
}

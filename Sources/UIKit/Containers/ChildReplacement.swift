import Foundation

/// Children joining and leaving a container in one change (a stack, tabs, columns): the leaving
/// ones have been told (`willMove(toParent: nil)`) and the joining ones linked (`addChild`);
/// `finish()`, once the views have moved, unlinks the leaving and confirms the joining.
@MainActor
struct ChildReplacement {
    let container: UIViewController
    let leaving: [UIViewController]
    let joining: [UIViewController]
    /// The children before the change, for `cancel()`.
    let previous: [UIViewController]

    func finish() {
        for controller in leaving { controller.removeFromParent() }
        for controller in joining { controller.didMove(toParent: container) }
    }

    /// The change is called off (an interactive pop cancelled): the joining ones leave again,
    /// and the leaving ones stay, told so with `didMove(toParent:)` naming the container, as
    /// UIKit tells a controller whose interactive pop was cancelled.
    func cancel() {
        for controller in joining { controller.removeFromParent() }
        keepLeaving()
        container.childList = previous
    }

    /// The first half of a cancel done in two steps (a page turn, whose current page appears
    /// again while the new one is still on screen): the leaving ones are told they stay.
    func keepLeaving() {
        for controller in leaving { controller.didMove(toParent: container) }
    }

    /// The second half: the joining ones leave, and the children are as before the change.
    func dropJoining() {
        for controller in joining { controller.removeFromParent() }
        container.childList = previous
    }
}

extension UIViewController {
    /// Replaces the children listed in `current` by `new`. Every joining controller is checked
    /// first, so a refusal (UIKit's error reported) changes nothing and returns nil. The leaving
    /// ones are told in `current`'s order, or last first (`leavingLastFirst`, a stack's top);
    /// the children are then listed in `new`'s order, the leaving ones after them until they go.
    func replaceChildren(
        _ current: [UIViewController], with new: [UIViewController], leavingLastFirst: Bool = false
    )
        -> ChildReplacement?
    {
        guard mayHoldEach(new) else { return nil }
        var leaving = current.filter { old in !new.contains { $0 === old } }
        if leavingLastFirst { leaving.reverse() }
        let joining = new.filter { controller in !current.contains { $0 === controller } }
        for controller in joining where !mayAdopt(controller) { return nil }
        let previous = childList
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in joining { addChild(controller) }
        childList = new + leaving
        return ChildReplacement(container: self, leaving: leaving, joining: joining, previous: previous)
    }

    /// Whether every controller is listed once: one listed twice would be one child shown in two
    /// places. UIKit's wording for this misuse is not documented; the check keeps the tree a tree.
    private func mayHoldEach(_ controllers: [UIViewController]) -> Bool {
        for (index, controller) in controllers.enumerated()
        where controllers[..<index].contains(where: { $0 === controller }) {
            runtime.report(
                .exception, "\(controller) is listed more than once in the view controllers of \(self)",
                name: "NSInvalidArgumentException")
            return false
        }
        return true
    }
}

import UIKit

/// The debugging texts the snapshot strategies record (`.hierarchy`, `.recursiveDescription`)
/// describe what is there: settled, the window's `_printHierarchy` has one line per controller of
/// its tree (children and presented controllers), and its `recursiveDescription` one line per
/// view, each naming its object's address once. Cheap: two walks and two strings per settle.
@MainActor
enum FuzzDebugText {
    static func problems(in window: UIWindow) -> [String] {
        var problems: [String] = []
        if let root = window.rootViewController {
            var controllers: [UIViewController] = []
            func walk(_ controller: UIViewController) {
                controllers.append(controller)
                controller.children.forEach(walk)
                if let presented = controller.presentedViewController, presented.presentingViewController === controller
                {
                    walk(presented)
                }
            }
            walk(root)
            let text = root._printHierarchy()
            let lines = text.split(separator: "\n")
            if lines.count != controllers.count {
                problems.append("_printHierarchy has \(lines.count) lines for \(controllers.count) controllers")
            }
            for controller in controllers
            where text.components(separatedBy: " \(address(controller))>, state: ").count != 2 {
                problems.append("_printHierarchy does not list \(controller) exactly once")
            }
        }
        var views: [UIView] = []
        func walk(_ view: UIView) {
            views.append(view)
            view.subviews.forEach(walk)
        }
        walk(window)
        let text = window.recursiveDescription()
        let lines = text.split(separator: "\n")
        if lines.count != views.count {
            problems.append("recursiveDescription has \(lines.count) lines for \(views.count) views")
        }
        for view in views where text.components(separatedBy: ": \(address(view)); frame = ").count != 2 {
            problems.append("recursiveDescription does not list \(view) exactly once")
        }
        return problems
    }

    private static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }
}

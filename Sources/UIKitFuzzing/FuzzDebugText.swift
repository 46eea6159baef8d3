@_spi(Testing) import UIKit

/// The debugging texts the snapshot strategies record (`.hierarchy`, `.recursiveDescription`)
/// describe what is there: settled, the window's `_printHierarchy` has one line per controller of
/// its tree (children and presented controllers), and its `recursiveDescription` one line per
/// view, line for line in the order of a depth-first walk, each naming its object's address.
/// Linear in the tree's size: one walk and one string of each kind per settle.
@MainActor
enum FuzzDebugText {
    static func problems(in window: UIWindow) -> [String] {
        var problems: [String] = []
        if let root = window.rootViewController {
            var controllers: [UIViewController] = []
            func walk(_ controller: UIViewController) {
                controllers.append(controller)
                controller.children.forEach(walk)
                if let presented = controller.presentedViewController,
                    presented.presentingViewController === controller
                {
                    walk(presented)
                }
            }
            walk(root)
            problems += mismatches(
                "_printHierarchy", lines: root._printHierarchy().split(separator: "\n"), objects: controllers,
                naming: { " \(address($0))>, state: " })
        }
        var views: [UIView] = []
        func walk(_ view: UIView) {
            views.append(view)
            view.subviews.forEach(walk)
        }
        walk(window)
        problems += mismatches(
            "recursiveDescription", lines: window.recursiveDescription().split(separator: "\n"), objects: views,
            naming: { ": \(address($0)); frame = " })
        return problems
    }

    /// The first line that does not name the object the walk reached at that point, if any.
    private static func mismatches<Object: AnyObject>(
        _ method: String, lines: [Substring], objects: [Object], naming: (Object) -> String
    ) -> [String] {
        guard lines.count == objects.count else {
            return ["\(method) has \(lines.count) lines for \(objects.count) objects"]
        }
        for (line, object) in zip(lines, objects) where !line.contains(naming(object)) {
            return ["\(method) has \"\(line)\" where \(object) belongs"]
        }
        return []
    }

    private static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }
}

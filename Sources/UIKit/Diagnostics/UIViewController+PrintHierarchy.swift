import Foundation

extension UIViewController {
    /// UIKit's private `_printHierarchy`: the controller tree, children indented with `   | `.
    package func _printHierarchy() -> String {
        var lines: [String] = []
        appendHierarchy(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendHierarchy(to lines: inout [String], depth: Int) {
        let view = isViewLoaded ? "<\(Swift.type(of: self.view!))>" : "(view not loaded)"
        lines.append(String(repeating: "   | ", count: depth) + "<\(Swift.type(of: self))>, view: \(view)")
        for child in children { child.appendHierarchy(to: &lines, depth: depth + 1) }
    }
}

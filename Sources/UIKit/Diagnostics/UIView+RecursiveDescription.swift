import Foundation

extension UIView {
    /// UIKit's private debugging description of the view and its subviews, one line each,
    /// children indented with `   | ` per level.
    package func recursiveDescription() -> String {
        var lines: [String] = []
        appendDescription(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendDescription(to lines: inout [String], depth: Int) {
        let f = frame
        lines.append(
            String(repeating: "   | ", count: depth)
                + "<\(Swift.type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)); frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))>"
        )
        for subview in subviews { subview.appendDescription(to: &lines, depth: depth + 1) }
    }
}

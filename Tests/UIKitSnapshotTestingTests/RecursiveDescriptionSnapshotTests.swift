import Foundation
import SnapshotTesting
import Testing
import UIKitSnapshotTesting

@_spi(Testing) import UIKit

/// `.recursiveDescription`: UIKit's `recursiveDescription` format (class, frame, then only the
/// attributes that differ from a plain view's, the layer, a scroll view's geometry; children
/// under `   | `), addresses removed by the strategy. Goldens in `__Snapshots__/`, read against
/// real iOS outputs when recorded.
@MainActor @Suite struct RecursiveDescriptionSnapshotTests {
    /// A screen-like tree: a label, a button, a scrolled scroll view with content, a hidden
    /// tagged view, and a rotated, half-transparent, margin-pinned view with a tap recognizer.
    private func plainViewTree() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 320))
        root.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 208, height: 20.5))
        label.text = "Hello, Linux"
        root.addSubview(label)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 16, y: 48, width: 120, height: 44)
        button.setTitle("Tap me", for: .normal)
        root.addSubview(button)
        let scroll = UIScrollView(frame: CGRect(x: 16, y: 100, width: 208, height: 120))
        scroll.contentSize = CGSize(width: 208, height: 480)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 208, height: 480))
        content.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        scroll.addSubview(content)
        root.addSubview(scroll)
        let hidden = UIView(frame: CGRect(x: 16, y: 232, width: 40, height: 40))
        hidden.isHidden = true
        hidden.tag = 7
        root.addSubview(hidden)
        let spun = UIView(frame: CGRect(x: 120, y: 240, width: 40, height: 40))
        spun.transform = CGAffineTransform(rotationAngle: .pi / 4)
        spun.alpha = 0.5
        spun.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        spun.backgroundColor = .clear
        spun.addGestureRecognizer(UITapGestureRecognizer())
        root.addSubview(spun)
        return root
    }

    @Test func aPlainViewTreeListsEachViewWithOnlyItsNonDefaultAttributes() {
        assertSnapshot(of: plainViewTree(), as: .recursiveDescription, named: "label-button-scroll-hidden-rotated")
    }

    /// `size:` lays the view out at that size first: the autoresizing child follows.
    @Test func aSizeLaysTheViewOutAtThatSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(child)

        let text = Snapshotting<UIView, String>.recursiveDescription(size: CGSize(width: 200, height: 150))
        assertSnapshot(of: root, as: text, named: "flexible-child-at-200x150")
        #expect(root.frame.size == CGSize(width: 100, height: 100), "the view gets its own frame back")
    }

    /// pointfree's controller form: the controller's view laid out at the size asked, the
    /// navigation controller's bar and its top controller's view inside.
    @Test func aNavigationControllerAtAPhonesSize() {
        let top = UIViewController()
        top.title = "Inbox"
        let navigation = UINavigationController(rootViewController: top)
        assertSnapshot(
            of: navigation, as: .recursiveDescription(size: CGSize(width: 320, height: 480)),
            named: "navigation-inbox-320x480")
    }

    /// UIKit's own text carries each object's real address, as Apple's does; the strategy
    /// strips them (pointfree's pattern) so goldens do not change between runs.
    @Test func theRealTextCarriesAddressesThatTheStrategyRemoves() throws {
        let root = plainViewTree()
        let label = try #require(root.subviews.first as? UILabel)

        let text = root.recursiveDescription()
        let purged = try recordedText(of: root, as: .recursiveDescription)

        let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(label)), radix: 16)
        #expect(text.contains("<UILabel: \(address); frame = (16 16; 208 20.5); text = 'Hello, Linux';"))
        #expect(text.contains("layer = <CALayer: 0x"))
        #expect(!purged.contains("0x"), "the recorded text has no addresses")
        #expect(purged.contains("<UILabel; frame = (16 16; 208 20.5); text = 'Hello, Linux';"))
    }

    /// One line per view, each indented one `   | ` deeper than its superview's; a label's line
    /// break is written `\n`.
    @Test func everyViewHasOneLineIndentedByItsDepth() {
        let root = plainViewTree()
        let twoLines = UILabel(frame: CGRect(x: 0, y: 280, width: 100, height: 40))
        twoLines.numberOfLines = 2
        twoLines.text = "Two\nlines"
        root.addSubview(twoLines)
        var expected: [Int] = []
        func walk(_ view: UIView, _ depth: Int) {
            expected.append(depth)
            view.subviews.forEach { walk($0, depth + 1) }
        }
        walk(root, 0)

        let lines = root.recursiveDescription().split(separator: "\n")

        #expect(lines.count == expected.count)
        let depths = lines.map { line in
            var depth = 0
            var rest = Substring(line)
            while rest.hasPrefix("   | ") {
                depth += 1
                rest = rest.dropFirst(5)
            }
            return rest.hasPrefix("<") ? depth : -1
        }
        #expect(depths == expected)
        #expect(lines.last?.contains("text = 'Two\\nlines'") == true)
    }
}

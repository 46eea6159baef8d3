import Testing
import Foundation
import SnapshotTesting
import UIKit
import UIKitSnapshotTesting

/// Goldens of UILabel's line break modes, line counts, alignments and shrinking
/// (`__Snapshots__/LabelSnapshotTests/`), each looked at when recorded: every label sits on a
/// pale rectangle that shows its bounds. The lines themselves are pinned in LabelLayoutTests.
@MainActor @Suite struct LabelSnapshotTests {
    nonisolated static let fox = "The quick brown fox jumps over the lazy dog"
    nonisolated static let story = fox + ", then naps in the warm afternoon sun until the evening comes"

    /// A white sheet with `labels` in a column, 10 pt apart, on pale backgrounds.
    private func sheet(_ labels: [UILabel], width: CGFloat = 260) -> UIView {
        var y: CGFloat = 10
        for label in labels {
            label.frame.origin = CGPoint(x: 10, y: y)
            label.backgroundColor = UIColor(red: 1, green: 0.95, blue: 0.75, alpha: 1)
            label.textColor = .black
            y += label.frame.height + 10
        }
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: width, height: y))
        sheet.backgroundColor = .white
        labels.forEach(sheet.addSubview)
        return sheet
    }

    private func label(
        _ text: String, width: CGFloat = 240, height: CGFloat = 24, lines: Int = 1,
        mode: NSLineBreakMode = .byTruncatingTail, alignment: NSTextAlignment = .natural
    ) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.textAlignment = alignment
        return label
    }

    /// Per mode: a single line left and centred, two lines, and `numberOfLines = 0` in a height
    /// that holds three.
    @Test(arguments: [
        ("word-wrapping", NSLineBreakMode.byWordWrapping), ("char-wrapping", .byCharWrapping),
        ("clipping", .byClipping), ("truncating-head", .byTruncatingHead), ("truncating-tail", .byTruncatingTail),
        ("truncating-middle", .byTruncatingMiddle),
    ])
    func lineBreakMode(name: String, mode: NSLineBreakMode) {
        let sheet = sheet([
            label(Self.fox, mode: mode),
            label(Self.fox, mode: mode, alignment: .center),
            label(Self.story, height: 44, lines: 2, mode: mode),
            label(Self.story, height: 64, lines: 0, mode: mode),
        ])

        assertSnapshot(of: sheet, as: .image, named: name)
    }

    /// Left, centre, right, natural and justified (as left) on a short line; a centred and a
    /// right-aligned truncated line; three centred lines, the last truncated.
    @Test func textAlignment() {
        let sheet = sheet(
            [NSTextAlignment.left, .center, .right, .natural, .justified].map { label("Fox", alignment: $0) } + [
                label(Self.fox, alignment: .center),
                label(Self.fox, alignment: .right),
                label(Self.story, height: 64, lines: 3, alignment: .center),
            ])

        assertSnapshot(of: sheet, as: .image)
    }

    /// As set (truncated), shrunk to fit (minimum scale 0.5), and shrunk to its minimum (0.9) then
    /// truncated.
    @Test func adjustsFontSizeToFitWidth() {
        let labels = [0, 0.5, 0.9].map { factor in
            let label = label(Self.fox, height: 30)
            label.adjustsFontSizeToFitWidth = factor > 0
            label.minimumScaleFactor = factor
            return label
        }

        assertSnapshot(of: sheet(labels), as: .image)
    }
}

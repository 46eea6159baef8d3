import Testing
import Foundation
import SnapshotTesting
@testable import UIKit
import UIKitSnapshotTesting

/// A button title too long for the button keeps both its ends, as UIButton's title label
/// truncates in the middle (`titleLabel.lineBreakMode` is `.byTruncatingMiddle`), rather than
/// being cut through glyphs on both sides.
@MainActor @Suite struct ButtonTitleTruncationTests {
    static let title = "Change My Size Please"

    private func button(_ title: String, width: CGFloat, filled: Bool) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        if filled {
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .boldSystemFont(ofSize: 16)
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 10
        }
        return button
    }

    private func width(_ string: String) -> CGFloat {
        UIApplication.shared.runtime.textMeasurer.size(of: string, font: .systemFont(ofSize: 17)).width
    }

    @Test func aLongTitleTruncatesInTheMiddle() throws {
        let button = button(Self.title, width: 120, filled: false)
        let titleLabel = try #require(button.titleLabel)

        button.layoutIfNeeded()
        let lines = titleLabel.drawnLayout().lines.map(\.text)

        #expect(titleLabel.lineBreakMode == .byTruncatingMiddle)
        #expect(lines == ["Chang…lease"])
        #expect(width("Chang…lease") <= 120 && width(Self.title) > 120)
        #expect(button.intrinsicContentSize.width == width(Self.title) + 16, "sized for the whole title")
    }

    @Test func aTitleThatFitsIsWhole() {
        let button = button("Go", width: 120, filled: false)

        button.layoutIfNeeded()

        #expect(button.titleLabel?.drawnLayout().lines.map(\.text) == ["Go"])
    }

    /// A filled button and a plain one, each too narrow for the title, and one wide enough.
    @Test func titlesSnapshot() {
        let buttons = [
            button(Self.title, width: 140, filled: true),
            button(Self.title, width: 120, filled: false),
            button(Self.title, width: 220, filled: true),
        ]
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 172))
        sheet.backgroundColor = .white
        for (index, button) in buttons.enumerated() {
            button.frame.origin = CGPoint(x: 10, y: 10 + CGFloat(index) * 54)
            sheet.addSubview(button)
        }

        assertSnapshot(of: sheet, as: .image)
    }
}

import Testing
import Foundation
import SnapshotTesting
import UIKit
import UIKitSnapshotTesting

/// Goldens of blur effects over stripes and text (`__Snapshots__/VisualEffectSnapshotTests/`),
/// each looked at when recorded: the stripes' edges and the letters behind must show only as
/// soft colour, the content on top sharp.
@MainActor @Suite struct VisualEffectSnapshotTests {
    /// 320×200: vertical stripes of six system colours, 20 pt each, and a line of black text
    /// across the middle, then `effects` on top.
    private func backdrop(_ effects: [UIView]) -> UIView {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        panel.backgroundColor = .white
        let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for index in 0..<8 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 40, y: 0, width: 20, height: 200))
            stripe.backgroundColor = colours[index % colours.count]
            panel.addSubview(stripe)
        }
        let text = UILabel(frame: CGRect(x: 0, y: 84, width: 320, height: 32))
        text.text = "Behind the glass"
        text.font = .boldSystemFont(ofSize: 28)
        text.textColor = .black
        text.textAlignment = .center
        panel.addSubview(text)
        effects.forEach(panel.addSubview)
        return panel
    }

    /// A rounded card of `style` with a title in its content view, in the label colour.
    private func card(_ style: UIBlurEffect.Style, frame: CGRect, title: String) -> UIVisualEffectView {
        let card = UIVisualEffectView(effect: UIBlurEffect(style: style))
        card.frame = frame
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        let label = UILabel(frame: CGRect(x: 0, y: 8, width: frame.width, height: 24))
        label.text = title
        label.font = .boldSystemFont(ofSize: 17)
        label.textAlignment = .center
        card.contentView.addSubview(label)
        return card
    }

    /// The adaptive material in each appearance: white glass in light, smoky in dark; the
    /// title follows as `.label`.
    @Test(arguments: [("light", UIUserInterfaceStyle.light), ("dark", .dark)])
    func systemMaterial(name: String, style: UIUserInterfaceStyle) {
        let panel = backdrop([
            card(.systemMaterial, frame: CGRect(x: 70, y: 50, width: 180, height: 100), title: "Material")
        ])
        panel.overrideUserInterfaceStyle = style

        assertSnapshot(of: panel, as: .image, named: name)
    }

    /// The iOS 8 styles and the thinnest and thickest materials side by side.
    @Test func styles() {
        let styles: [(UIBlurEffect.Style, String)] = [
            (.extraLight, "XL"), (.light, "L"), (.dark, "D"), (.systemUltraThinMaterialLight, "UT"),
            (.systemThickMaterialDark, "TK"),
        ]
        let cards = styles.enumerated().map { index, entry in
            let card = card(
                entry.0, frame: CGRect(x: 10 + CGFloat(index) * 61, y: 30, width: 56, height: 140), title: entry.1)
            card.layer.cornerRadius = 8
            return card
        }
        (cards[2].contentView.subviews[0] as! UILabel).textColor = .white
        (cards[4].contentView.subviews[0] as! UILabel).textColor = .white

        assertSnapshot(of: backdrop(cards), as: .image)
    }
}

import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// Goldens of constraint layouts (`__Snapshots__/AutoLayoutSnapshotTests/`), each looked at when
/// recorded: Apple's "Two Different-Width Views" recipe under the status strip, and stack views
/// with each distribution and a hidden view collapsed.
@MainActor @Suite(.serialized) struct AutoLayoutSnapshotTests {
    @Test func twoDifferentWidthViewsRecipe() {
        let controller = RecipeController { root in
            root.backgroundColor = .white
            let yellow = constrainedView(in: root), green = constrainedView(in: root)
            yellow.backgroundColor = .systemYellow
            green.backgroundColor = .systemGreen
            let margins = root.layoutMarginsGuide, safe = root.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                yellow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                green.leadingAnchor.constraint(equalToSystemSpacingAfter: yellow.trailingAnchor, multiplier: 1),
                green.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                yellow.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                green.topAnchor.constraint(equalTo: yellow.topAnchor),
                safe.bottomAnchor.constraint(equalTo: yellow.bottomAnchor, constant: 20),
                green.bottomAnchor.constraint(equalTo: yellow.bottomAnchor),
                yellow.widthAnchor.constraint(equalTo: green.widthAnchor, multiplier: 2),
            ])
        }
        assertSnapshot(of: controller, as: .image(size: CGSize(width: 320, height: 480)))
    }

    @Test func stackViewDistributions() {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 330))
        panel.backgroundColor = .white
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 10
        column.isLayoutMarginsRelativeArrangement = true
        column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        column.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
            column.topAnchor.constraint(equalTo: panel.topAnchor),
        ])
        let distributions: [UIStackView.Distribution] = [
            .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
        ]
        let colours: [UIColor] = [.systemRed, .systemOrange, .systemBlue]
        for distribution in distributions {
            let row = UIStackView()
            row.distribution = distribution
            row.spacing = 6
            row.alignment = .center
            for (index, word) in ["One", "Two words", "3"].enumerated() {
                let label = UILabel()
                label.text = word
                label.textColor = .white
                label.textAlignment = .center
                label.backgroundColor = colours[index]
                // Only the middle label may stretch: equal hugging would be ambiguous (Xcode warns).
                if index != 1 { label.setContentHuggingPriority(.defaultHigh, for: .horizontal) }
                row.addArrangedSubview(label)
            }
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
            column.addArrangedSubview(row)
        }
        // The last row's middle label hidden: the row closes up.
        (column.arrangedSubviews.last as? UIStackView)?.arrangedSubviews[1].isHidden = true
        panel.layoutIfNeeded()
        assertSnapshot(of: panel, as: .image)
    }
}

import Foundation
import SnapshotTesting
import Testing
@testable import UIKit
import UIKitSnapshotTesting

/// Goldens of cells as a Settings-style list draws them on iOS 17 (`__Snapshots__/CellSnapshotTests/`),
/// each looked at before it was committed: the four styles with their accessories in light and
/// dark, a highlighted row, editing rows, a configured subtitle row with an image, and headers.
@MainActor @Suite struct CellSnapshotTests {
    /// `views` stacked down a panel 375 pt wide, each as tall as it fits.
    private func list(_ views: [UIView], background: UIColor = .systemBackground) -> UIView {
        let panel = UIView()
        panel.backgroundColor = background
        var y: CGFloat = 0
        for view in views {
            let height = view.sizeThatFits(CGSize(width: 375, height: 0)).height
            view.frame = CGRect(x: 0, y: y, width: 375, height: height)
            panel.addSubview(view)
            y += height
        }
        panel.frame.size = CGSize(width: 375, height: y)
        return panel
    }

    private func cell(
        _ style: UITableViewCell.CellStyle, _ text: String, _ detail: String? = nil,
        _ accessory: UITableViewCell.AccessoryType = .none
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        cell.accessoryType = accessory
        return cell
    }

    /// A rounded square icon of `colour`, as Settings draws its row icons.
    private func icon(_ colour: UIColor, side: CGFloat = 29) -> UIImage {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        view.backgroundColor = colour
        view.layer.cornerRadius = 7
        return UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    private func styleRows() -> [UIView] {
        [
            cell(.default, "Wi-Fi", nil, .disclosureIndicator),
            cell(.value1, "Bluetooth", "On", .disclosureIndicator),
            cell(.value2, "mobile", "+1 (555) 010-0100"),
            cell(.subtitle, "Daily Mix", "Made for you", .checkmark),
            cell(.default, "About", nil, .detailButton),
            cell(.value1, "Version", "17.0", .detailDisclosureButton),
        ]
    }

    @Test(arguments: [("light", UIUserInterfaceStyle.light), ("dark", .dark)])
    func stylesWithAccessories(name: String, style: UIUserInterfaceStyle) {
        let panel = list(styleRows())
        panel.overrideUserInterfaceStyle = style

        assertSnapshot(of: panel, as: .image, named: name)
    }

    @Test(arguments: [("light", UIUserInterfaceStyle.light), ("dark", .dark)])
    func highlightedRow(name: String, style: UIUserInterfaceStyle) {
        let rows = [
            cell(.default, "General", nil, .disclosureIndicator),
            cell(.value1, "Display", "Auto", .disclosureIndicator),
            cell(.default, "Sounds", nil, .disclosureIndicator),
        ]
        (rows[1] as! UITableViewCell).setHighlighted(true, animated: false)
        let panel = list(rows)
        panel.overrideUserInterfaceStyle = style

        assertSnapshot(of: panel, as: .image, named: name)
    }

    /// Half way through `setSelected(false, animated: true)`: the grey half faded.
    @Test func deselectionHalfWay() {
        let row = cell(.default, "Wallpaper", nil, .disclosureIndicator)
        row.setSelected(true, animated: false)

        assertSnapshot(
            of: list([row]),
            as: .image(at: UITableViewCell.selectionFadeDuration / 2) { _ in row.setSelected(false, animated: true) })
    }

    @Test func editingRows() {
        let delete = cell(.default, "Groceries")
        delete.showsReorderControl = true
        let insert = cell(.default, "Add Item")
        insert.editingStyle = .insert
        let subtitle = cell(.subtitle, "Work", "12 items", .disclosureIndicator)
        subtitle.showsReorderControl = true
        for row in [delete, insert, subtitle] { row.setEditing(true, animated: false) }

        assertSnapshot(of: list([delete, subtitle, insert]), as: .image)
    }

    @Test(arguments: [("light", UIUserInterfaceStyle.light), ("dark", .dark)])
    func configuredSubtitleRowsWithImages(name: String, style: UIUserInterfaceStyle) {
        let rows: [UIView] = [
            ("Airplane Mode", "Off", UIColor.systemOrange), ("Personal Hotspot", "Sharing", .systemGreen),
        ]
        .map { text, secondary, colour in
            let row = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            var content = row.defaultContentConfiguration()
            content.text = text
            content.secondaryText = secondary
            content.image = icon(colour)
            row.contentConfiguration = content
            row.accessoryType = .disclosureIndicator
            return row
        }
        let panel = list(rows)
        panel.overrideUserInterfaceStyle = style

        assertSnapshot(of: panel, as: .image, named: name)
    }

    @Test func plainAndGroupedHeaders() {
        let plain = UITableViewHeaderFooterView(reuseIdentifier: nil)
        plain.textLabel?.text = "Fruits"
        let grouped = UITableViewHeaderFooterView(reuseIdentifier: nil)
        grouped.listRole = .groupedHeader
        grouped.textLabel?.text = "My Networks"
        let footer = UITableViewHeaderFooterView(reuseIdentifier: nil)
        footer.listRole = .groupedFooter
        footer.textLabel?.text = "Known networks are joined automatically."
        let groupedRow = cell(.default, "Home", nil, .checkmark)
        groupedRow.listBackgroundColor = .secondarySystemGroupedBackground
        groupedRow.showsSeparator = false

        assertSnapshot(
            of: list(
                [plain, cell(.default, "Apple"), cell(.default, "Banana"), grouped, groupedRow, footer],
                background: .systemGroupedBackground),
            as: .image)
    }
}

import Foundation
import Testing
@testable import UIKit

/// List content configurations: presets, the view they make, and how a cell takes one
/// (Apple's contentConfiguration documentation).
@MainActor @Suite struct UIListContentConfigurationTests {
    private func lineHeight(_ font: UIFont) -> CGFloat { font.lineHeight.rounded(.up) }

    private func square(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in }
    }

    @Test func thePresetsCarryIOSsFontsColoursAndMargins() {
        let cell = UIListContentConfiguration.cell()
        let subtitle = UIListContentConfiguration.subtitleCell()
        let value = UIListContentConfiguration.valueCell()
        let grouped = UIListContentConfiguration.groupedHeader()

        #expect(cell.textProperties.font == .systemFont(ofSize: 17))
        #expect(cell.textProperties.color == .label)
        #expect(cell.textProperties.numberOfLines == 0)
        #expect(
            cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(subtitle.secondaryTextProperties.font == .systemFont(ofSize: 15))
        #expect(subtitle.secondaryTextProperties.color == .secondaryLabel)
        #expect(!subtitle.prefersSideBySideTextAndSecondaryText)
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.font == .systemFont(ofSize: 17))
        #expect(grouped.textProperties.transform == .uppercase)
        #expect(grouped.textProperties.font == .systemFont(ofSize: 13))
    }

    @Test func defaultContentConfigurationMatchesTheStyle() {
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()

        #expect(value1 == .valueCell())
        #expect(subtitle == .subtitleCell())
        #expect(plain == .cell())
        #expect(plain.text == nil && plain.secondaryText == nil && plain.image == nil)
    }

    @Test func aSubtitleConfigurationWithAnImageLaysOutLikeACell() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Secondary"
        configuration.image = square(40)
        configuration.imageProperties.maximumSize = CGSize(width: 29, height: 29)
        configuration.imageProperties.cornerRadius = 6
        let view = UIListContentView(configuration: configuration)

        let height = view.sizeThatFits(CGSize(width: 375, height: 0)).height
        view.frame = CGRect(x: 0, y: 0, width: 375, height: height)
        view.layoutIfNeeded()

        let block = lineHeight(.systemFont(ofSize: 17)) + 3 + lineHeight(.systemFont(ofSize: 15))
        #expect(height == 11 + block + 11)
        #expect(view.imageView.frame.size == CGSize(width: 29, height: 29))
        #expect(view.imageView.frame.minX == 16)
        #expect(view.imageView.layer.cornerRadius == 6)
        #expect(view.textLabel.frame.minX == CGFloat(16 + 29 + 16))
        #expect(view.textLabel.frame.minY == 11)
        #expect(view.secondaryTextLabel.frame.minY == view.textLabel.frame.maxY + 3)
        #expect(view.textLabel.frame.maxX == 359)
    }

    @Test func aValueConfigurationPutsTheSecondaryTextAtTheTrailingMargin() {
        var configuration = UIListContentConfiguration.valueCell()
        configuration.text = "Version"
        configuration.secondaryText = "17.0"
        let view = UIListContentView(configuration: configuration)

        view.frame = CGRect(x: 0, y: 0, width: 375, height: view.sizeThatFits(CGSize(width: 375, height: 0)).height)
        view.layoutIfNeeded()

        #expect(view.frame.height == 43)
        #expect(view.secondaryTextLabel.frame.maxX == 359)
        #expect(view.secondaryTextLabel.frame.midY == view.textLabel.frame.midY)
        #expect(view.textLabel.frame.minX == 16)
    }

    @Test func aUppercaseTransformChangesTheDrawnText() {
        var configuration = UIListContentConfiguration.groupedHeader()
        configuration.text = "Networks"

        let view = UIListContentView(configuration: configuration)

        #expect(view.textLabel.text == "NETWORKS")
    }

    @Test func settingAConfigurationReplacesTheContentViewAndUpdatesItInPlaceAfterwards() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        let original = cell.contentView
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "One"

        cell.contentConfiguration = configuration
        let listView = try #require(cell.contentView as? UIListContentView)
        configuration.text = "Two"
        cell.contentConfiguration = configuration
        cell.layoutIfNeeded()

        #expect(listView !== original)
        #expect(original.superview == nil, "the style's labels go with the old content view")
        #expect(cell.contentView === listView, "a supported configuration is applied in place")
        #expect(listView.textLabel.text == "Two")
        #expect(listView.frame == CGRect(x: 0, y: 0, width: 375, height: 43))
    }

    @Test func settingNilPutsANewEmptyContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "One"
        cell.contentConfiguration = configuration
        let listView = cell.contentView

        cell.contentConfiguration = nil

        #expect(cell.contentView !== listView && !(cell.contentView is UIListContentView))
        #expect(cell.contentView.subviews.isEmpty)
        #expect(cell.contentView.superview === cell)
    }

    @Test func aConfiguredCellMeasuresItsConfiguration() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Secondary"

        cell.contentConfiguration = configuration
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0))

        let block = lineHeight(.systemFont(ofSize: 17)) + 3 + lineHeight(.systemFont(ofSize: 15))
        #expect(size == CGSize(width: 375, height: 11 + block + 11 + 1))
    }

    private final class StateCell: UITableViewCell {
        var states: [String] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            states.append("selected=\(state.isSelected) highlighted=\(state.isHighlighted)")
        }
    }

    @Test func stateChangesAskForAConfigurationUpdateAtTheNextLayout() {
        let cell = StateCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()

        cell.setHighlighted(true, animated: false)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()

        #expect(cell.states == ["selected=false highlighted=false", "selected=true highlighted=true"])
    }

    @Test func theTableSwipeAndReorderStatesReachTheConfigurationState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)

        cell.isSwiped = true
        let swiped = cell.configurationState
        cell.isReordering = true
        cell.setEditing(true, animated: false)
        let moving = cell.configurationState
        cell.prepareForReuseFromTable()

        #expect(swiped.isSwiped && !swiped.isReordering)
        #expect(moving.isReordering && moving.isEditing)
        #expect(!cell.configurationState.isSwiped && !cell.configurationState.isReordering)
    }
}

/// Section headers and footers in plain and grouped tables.
@MainActor @Suite struct UITableViewHeaderFooterViewTests {
    @Test func aPlainHeaderIsBoldBodyTextOnTheTablesBackground() throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        header.textLabel?.text = "Fruits"

        let size = header.sizeThatFits(CGSize(width: 375, height: 0))
        header.frame = CGRect(origin: .zero, size: size)
        header.layoutIfNeeded()

        let label = try #require(header.textLabel)
        #expect(label.font == .systemFont(ofSize: 17, weight: .semibold))
        #expect(label.textColor == .label)
        #expect(size.height == 6 + UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up) + 6)
        #expect(label.frame.minX == 16)
        #expect(header.systemBackground.backgroundColor == .systemBackground)
    }

    @Test func aGroupedHeaderIsSmallSecondaryCapitals() throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "header")
        header.listRole = .groupedHeader
        header.textLabel?.text = "My Networks"

        let size = header.sizeThatFits(CGSize(width: 375, height: 0))
        header.frame = CGRect(origin: .zero, size: size)
        header.layoutIfNeeded()

        let label = try #require(header.textLabel)
        #expect(label.text == "MY NETWORKS")
        #expect(label.font == .systemFont(ofSize: 13))
        #expect(label.textColor == .secondaryLabel)
        #expect(size.height == 16 + UIFont.systemFont(ofSize: 13).lineHeight.rounded(.up) + 6)
        #expect(label.frame.maxY == size.height - 6)
        #expect(header.defaultContentConfiguration() == .groupedHeader())
    }

    @Test func aContentConfigurationReplacesTheContentView() {
        let footer = UITableViewHeaderFooterView(reuseIdentifier: nil)
        footer.listRole = .groupedFooter
        var configuration = footer.defaultContentConfiguration()
        configuration.text = "Turn on to share."

        footer.contentConfiguration = configuration
        footer.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        footer.layoutIfNeeded()

        #expect(footer.contentView is UIListContentView)
        #expect(footer.textLabel?.superview?.superview == nil)
        #expect(footer.contentView.frame == footer.bounds)
    }
}

/// UIKit's IndexPath conveniences, the contextual action's defaults.
@MainActor @Suite struct ListValueTypeTests {
    @Test func indexPathsNameTheirTwoIndexes() {
        var path = IndexPath(row: 3, section: 1)

        path.row = 4

        #expect(path == IndexPath(indexes: [1, 4]))
        #expect(path.section == 1 && path.row == 4 && path.item == 4)
        #expect(IndexPath(item: 2, section: 5) == IndexPath(row: 2, section: 5))
    }

    @Test func contextualActionsTakeTheirStylesColour() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(false) }

        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])

        #expect(delete.backgroundColor == .systemRed)
        #expect(flag.backgroundColor == .systemGray)
        #expect(configuration.actions == [delete, flag])
        #expect(configuration.performsFirstActionWithFullSwipe)
    }
}

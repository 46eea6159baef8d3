import Foundation
import Testing
@testable import UIKit

/// The built-in styles laid out at 375 pt (an iPhone's width), as iOS 17 lays them out: 16 pt
/// side margins, text centred in a 44 pt row whose last point is the separator.
@MainActor @Suite struct UITableViewCellLayoutTests {
    private func cell(
        _ style: UITableViewCell.CellStyle, text: String = "Title", detail: String? = "Detail"
    )
        -> UITableViewCell
    {
        let cell = UITableViewCell(style: style, reuseIdentifier: "cell")
        cell.textLabel?.text = text
        cell.detailTextLabel?.text = detail
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    private func lineHeight(_ size: CGFloat) -> CGFloat { UIFont.systemFont(ofSize: size).lineHeight.rounded(.up) }

    @Test func defaultStyleTextSpansTheMarginsCentredAboveTheSeparator() throws {
        let cell = cell(.default)

        let text = try #require(cell.textLabel)

        #expect(cell.detailTextLabel == nil)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 43))
        #expect(text.frame.minX == 16)
        #expect(text.frame.width == 343)
        #expect(abs(text.frame.midY - 21.5) <= 0.5)
        #expect(text.font == .systemFont(ofSize: 17))
        #expect(text.textColor == .label)
    }

    @Test func value1PutsTheDetailAtTheTrailingMarginInTheSecondaryColour() throws {
        let cell = cell(.value1)

        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)

        #expect(text.frame.minX == 16)
        #expect(detail.frame.maxX == 359)
        #expect(detail.frame.minX > text.frame.maxX)
        #expect(detail.textColor == .secondaryLabel)
        #expect(detail.font == .systemFont(ofSize: 17))
        #expect(text.frame.midY == detail.frame.midY)
    }

    @Test func value2PutsATintedTitleInALeadingColumnAndTheDetailAfterIt() throws {
        let cell = cell(.value2)

        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)

        #expect(text.frame.minX == 16)
        #expect(text.frame.width == 91)
        #expect(text.textAlignment == .right)
        #expect(text.textColor == .tintColor)
        #expect(detail.frame.minX == CGFloat(16 + 91 + 6))
        #expect(detail.textColor == .label)
        #expect(text.font.pointSize < 17)
    }

    @Test func subtitlePutsASmallerSecondaryDetailUnderTheText() throws {
        let cell = cell(.subtitle)

        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)

        #expect(text.frame.minX == 16 && detail.frame.minX == 16)
        #expect(detail.frame.minY == text.frame.maxY + 2)
        #expect(detail.font == .systemFont(ofSize: 12))
        #expect(detail.textColor == .secondaryLabel)
    }

    @Test func aOneLineCellIs44PointsIncludingTheSeparator() {
        for style in [UITableViewCell.CellStyle.default, .value1, .value2] {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"

            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)

            #expect(size == CGSize(width: 375, height: 44), "\(style)")
        }
    }

    @Test func aSubtitleCellIsTallerByItsDetailLine() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Subtitle"

        let height = cell.sizeThatFits(CGSize(width: 375, height: 0)).height

        #expect(height == 11 + lineHeight(17) + 2 + lineHeight(12) + 11 + 1)
        #expect(height > 44)
    }

    @Test func aMultiLineLabelGrowsTheCell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = String(repeating: "A long line of text that wraps. ", count: 4)

        let height = cell.sizeThatFits(CGSize(width: 375, height: 0)).height
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
        cell.layoutIfNeeded()

        let lines = (cell.textLabel!.frame.height / lineHeight(17)).rounded()
        #expect(lines >= 3)
        #expect(height == 11 + cell.textLabel!.frame.height + 11 + 1)
        #expect(cell.textLabel!.frame.minY == 11)
    }

    /// A custom cell constrained to its content view's margins guide sizes itself, as
    /// self-sizing cells do with `UITableView.automaticDimension`.
    @Test func autoLayoutConstraintsToTheContentViewSizeTheCell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        let guide = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: guide.topAnchor),
            box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 80),
        ])

        var size = CGSize.zero
        let diagnostics = capturingDiagnostics {
            size = cell.systemLayoutSizeFitting(
                CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            cell.frame = CGRect(origin: .zero, size: size)
            cell.layoutIfNeeded()
        }

        #expect(diagnostics.isEmpty, "no constraint conflicts")
        #expect(size == CGSize(width: 375, height: 11 + 80 + 11 + 1))
        #expect(box.frame == CGRect(x: 16, y: 11, width: 343, height: 80))
    }

    @Test func aDisclosureIndicatorShrinksTheContentToEndBeforeIt() throws {
        let cell = cell(.value1)

        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()

        let chevron = try #require(cell.standardAccessory)
        #expect(chevron.superview === cell)
        #expect(chevron.frame.maxX == 359)
        #expect(chevron.frame.size == CellAccessoryView.chevronSize)
        #expect(cell.contentView.frame.maxX == chevron.frame.minX - 10)
        #expect(cell.detailTextLabel!.frame.maxX == cell.contentView.bounds.width)
    }

    @Test func eachAccessoryTypeHasItsSizeAndTheContentMakesRoom() throws {
        let cases: [(UITableViewCell.AccessoryType, CGSize)] = [
            (.checkmark, CellAccessoryView.checkmarkSize), (.detailButton, CGSize(width: 22, height: 22)),
            (.detailDisclosureButton, CGSize(width: 22 + 12 + 8, height: 22)),
        ]
        for (type, expected) in cases {
            let cell = cell(.default)

            cell.accessoryType = type
            cell.layoutIfNeeded()

            let accessory = try #require(cell.standardAccessory)
            #expect(accessory.frame.size == expected)
            #expect(accessory.frame.maxX == 359)
            #expect(cell.contentView.frame.width == accessory.frame.minX - 10)
            #expect(abs(accessory.frame.midY - 21.5) <= 0.5)
        }
    }

    @Test func aCustomAccessoryViewReplacesTheTypeAtTheTrailingMargin() {
        let cell = cell(.default)
        cell.accessoryType = .checkmark
        let toggle = UISwitch()

        cell.accessoryView = toggle
        cell.layoutIfNeeded()

        #expect(toggle.superview === cell)
        #expect(cell.standardAccessory?.superview == nil)
        #expect(toggle.frame.maxX == 359)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(cell.contentView.frame.maxX == toggle.frame.minX - 10)
    }

    @Test func theSeparatorIsAHairlineInsetToTheText() throws {
        let plain = cell(.default)
        let withImage = cell(.default)
        withImage.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in }
        withImage.setNeedsLayout()
        withImage.layoutIfNeeded()

        #expect(plain.separatorView.frame == CGRect(x: 16, y: 43, width: 359, height: 1))
        #expect(plain.separatorInset.left == 16)
        #expect(withImage.imageView!.frame.minX == 16)
        #expect(withImage.textLabel!.frame.minX == CGFloat(16 + 29 + 16))
        #expect(withImage.separatorView.frame.minX == withImage.textLabel!.frame.minX)
    }

    @Test func theTableSetsTheSeparatorsVisibilityAndColourAndTheAppItsInset() {
        let cell = cell(.default)

        cell.showsSeparator = false
        cell.layoutIfNeeded()
        let hidden = cell.separatorView.isHidden
        let contentHeight = cell.contentView.frame.height
        cell.showsSeparator = true
        cell.separatorColor = .systemRed
        cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 20)
        cell.layoutIfNeeded()

        #expect(hidden && contentHeight == 44)
        #expect(!cell.separatorView.isHidden)
        #expect(cell.separatorView.backgroundColor == .systemRed)
        #expect(cell.separatorView.frame == CGRect(x: 0, y: 43, width: 355, height: 1))
    }

    @Test func rightToLeftMirrorsTheRow() throws {
        let cell = cell(.value1)
        cell.semanticContentAttribute = .forceRightToLeft
        cell.contentView.semanticContentAttribute = .forceRightToLeft

        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()

        let chevron = try #require(cell.standardAccessory)
        #expect(chevron.frame.minX == 16)
        #expect(cell.contentView.frame.minX == chevron.frame.maxX + 10)
        #expect(cell.contentView.frame.maxX == 375)
        #expect(cell.textLabel!.frame.maxX == cell.contentView.bounds.width - 16)
        #expect(cell.detailTextLabel!.frame.minX == 0)
        #expect(cell.separatorView.frame == CGRect(x: 0, y: 43, width: 359, height: 1))
    }

    @Test func indentationMovesTheContent() {
        let cell = cell(.default)

        cell.indentationLevel = 2
        cell.layoutIfNeeded()

        #expect(cell.contentView.frame.minX == 20)
        #expect(cell.separatorView.frame.minX == 36)
    }
}

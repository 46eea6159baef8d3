import Foundation
import Testing
@testable import UIKit

/// Highlight, selection (and its animated fade), reuse and editing of a cell.
@MainActor @Suite struct UITableViewCellStateTests {
    /// A cell 375 × 44 shown in a window, so animations run on the manual clock.
    private func shownCell(
        _ cell: UITableViewCell = UITableViewCell(style: .default, reuseIdentifier: "cell")
    )
        -> (UIWindow, UITableViewCell)
    {
        let window = makeKeyWindow(width: 375, height: 200)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.textLabel?.text = "Row"
        window.addSubview(cell)
        UIApplication.shared.advance(by: 1.0 / 60)
        return (window, cell)
    }

    @Test func highlightAndSelectionShowIOSsGreyAndLeaveTheLabelsAlone() {
        let (window, cell) = shownCell()
        defer { window.isHidden = true }
        let colour = cell.textLabel?.textColor

        cell.setHighlighted(true, animated: false)
        let highlighted = cell.systemSelectedBackground.alpha
        cell.setHighlighted(false, animated: false)
        let cleared = cell.systemSelectedBackground.alpha
        cell.isSelected = true

        #expect(highlighted == 1 && cleared == 0)
        #expect(cell.systemSelectedBackground.alpha == 1)
        #expect(cell.systemSelectedBackground.backgroundColor == .systemGray4)
        #expect(cell.systemSelectedBackground.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(cell.separatorView.alpha == 0, "the grey covers the row's separator")
        #expect(cell.textLabel?.textColor == colour)
        #expect(cell.configurationState.isSelected && !cell.configurationState.isHighlighted)
    }

    @Test func selectionStyleNoneShowsNothing() {
        let (window, cell) = shownCell()
        defer { window.isHidden = true }

        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        cell.setHighlighted(true, animated: false)

        #expect(cell.isSelected && cell.isHighlighted)
        #expect(cell.systemSelectedBackground.alpha == 0)
    }

    @Test func anAppSelectedBackgroundViewReplacesTheGrey() {
        let (window, cell) = shownCell()
        defer { window.isHidden = true }
        let custom = UIView()
        custom.backgroundColor = .systemTeal

        cell.selectedBackgroundView = custom
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()

        #expect(custom.superview === cell)
        #expect(custom.alpha == 1 && cell.systemSelectedBackground.alpha == 0)
        #expect(custom.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(cell.subviews.firstIndex(of: custom)! < cell.subviews.firstIndex(of: cell.contentView)!)
    }

    /// Deselecting with animation fades the grey out over the fade's duration (ease in-out:
    /// half-way in time is half-way in opacity).
    @Test func animatedDeselectionFadesOnTheFrameClock() throws {
        let (window, cell) = shownCell()
        defer { window.isHidden = true }
        cell.setSelected(true, animated: false)

        cell.setSelected(false, animated: true)
        UIApplication.shared.advance(by: UITableViewCell.selectionFadeDuration / 2)
        let halfWay = try #require(cell.systemSelectedBackground.layer.presentation()).opacity
        UIApplication.shared.advance(by: UITableViewCell.selectionFadeDuration / 2 + 1.0 / 60)
        let end = try #require(cell.systemSelectedBackground.layer.presentation()).opacity

        #expect(cell.systemSelectedBackground.alpha == 0)
        #expect(abs(halfWay - 0.5) < 0.05)
        #expect(end == 0)
        #expect(cell.separatorView.layer.presentation()?.opacity == 1)
    }

    private final class RecordingCell: UITableViewCell {
        var log: [String] = []
        override func prepareForReuse() {
            super.prepareForReuse()
            log.append("prepareForReuse selected=\(isSelected) highlighted=\(isHighlighted) editing=\(isEditing)")
        }
    }

    @Test func reuseResetsHighlightSelectionAndEditingBeforeCallingTheOverride() {
        let recording = RecordingCell(style: .subtitle, reuseIdentifier: "row")
        let (window, cell) = shownCell(recording)
        defer { window.isHidden = true }
        cell.setSelected(true, animated: false)
        cell.setHighlighted(true, animated: false)
        cell.setEditing(true, animated: false)
        cell.setSelected(false, animated: true)

        cell.prepareForReuseFromTable()

        #expect(recording.log == ["prepareForReuse selected=false highlighted=false editing=false"])
        #expect(cell.systemSelectedBackground.alpha == 0)
        #expect(cell.systemSelectedBackground.layer.presentation()?.opacity == 0)
        #expect(cell.contentView.frame.minX == 0)
        #expect(cell.reuseIdentifier == "row")
    }

    @Test func editingMovesTheContentForTheDeleteControlAndShowsTheGrip() throws {
        let (window, cell) = shownCell()
        defer { window.isHidden = true }
        cell.showsReorderControl = true
        cell.accessoryType = .disclosureIndicator

        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()

        #expect(cell.editingStyle == .delete)
        #expect(!cell.editingControl.isHidden && cell.editingControl.alpha == 1)
        #expect(cell.editingControl.frame == CGRect(x: 16, y: 10, width: 22, height: 22))
        #expect(cell.contentView.frame.minX == 38)
        #expect(cell.reorderControlFrame == CGRect(x: 331, y: 0, width: 44, height: 43))
        #expect(cell.reorderControl.frame == cell.reorderControlFrame)
        #expect(cell.standardAccessory == nil, "the normal accessory gives way to the editing one (none)")
        #expect(cell.contentView.frame.maxX == 331)
    }

    @Test func editingAnimatedSlidesTheContentOnTheClock() throws {
        let (window, cell) = shownCell()
        defer { window.isHidden = true }

        cell.setEditing(true, animated: true)
        UIApplication.shared.advance(by: UITableViewCell.editingAnimationDuration / 2)
        let halfWay = try #require(cell.contentView.layer.presentation()).frame.minX
        UIApplication.shared.advance(by: UITableViewCell.editingAnimationDuration / 2 + 1.0 / 60)

        #expect(halfWay > 5 && halfWay < 33)
        #expect(cell.contentView.layer.presentation()?.frame.minX == 38)
        #expect(!cell.editingControl.isHidden)
    }

    @Test func theInsertStyleAndNoneComeFromTheTable() {
        let (window, cell) = shownCell()
        defer { window.isHidden = true }

        cell.editingStyle = .insert
        cell.setEditing(true, animated: false)
        let insertShown = !cell.editingControl.isHidden && cell.editingControl.style == .insert
        cell.editingStyle = .none
        cell.layoutIfNeeded()

        #expect(insertShown)
        #expect(cell.editingControl.isHidden)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func tappingTheDeleteControlTellsTheTable() {
        let (window, cell) = shownCell()
        defer { window.isHidden = true }
        var tapped: [UITableViewCell] = []
        cell.editingControlTapped = { tapped.append($0) }
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()

        click(at: CGPoint(x: 27, y: 21))

        #expect(tapped.count == 1 && tapped.first === cell)
    }

    @Test func tappingTheInfoButtonTellsTheTable() {
        let (window, cell) = shownCell()
        defer { window.isHidden = true }
        var tapped = 0
        cell.accessoryButtonTapped = { _ in tapped += 1 }
        cell.accessoryType = .detailButton
        cell.layoutIfNeeded()

        click(at: CGPoint(x: 348, y: 21))

        #expect(tapped == 1)
    }
}

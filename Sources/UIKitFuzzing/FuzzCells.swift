import UIKit

/// What the fuzzer does to one of a list's cells.
public enum FuzzCellStep: Equatable, Sendable {
    case select(animated: Bool)
    case deselect(animated: Bool)
    case highlight(Bool)
    case editing(Bool, animated: Bool)
    /// 0 none, 1 chevron, 2 checkmark, 3 info, 4 info and chevron, 5 a custom switch.
    case accessory(Int)
    /// A subtitle content configuration set, or taken away (nil).
    case configure(Bool)
    case selectionStyleNone(Bool)
    case indentation(Int)
    case reorderControl(Bool)

    /// The statement this step is on `cell`.
    func swift(_ cell: String) -> String {
        switch self {
        case .select(let animated): "\(cell).setSelected(true, animated: \(animated))"
        case .deselect(let animated): "\(cell).setSelected(false, animated: \(animated))"
        case .highlight(let on): "\(cell).setHighlighted(\(on), animated: false)"
        case .editing(let on, let animated): "\(cell).setEditing(\(on), animated: \(animated))"
        case .accessory(let kind): "FuzzCellList.setAccessory(\(kind), of: \(cell))"
        case .configure(let on): "FuzzCellList.configure(\(cell), \(on))"
        case .selectionStyleNone(let on): "\(cell).selectionStyle = \(on ? ".none" : ".default")"
        case .indentation(let level): "\(cell).indentationLevel = \(level)"
        case .reorderControl(let on): "\(cell).showsReorderControl = \(on)"
        }
    }
}

/// Three table cells stacked in a controller's view, as a short list outside a table: each
/// with an app selection background (so the invariants can see it through public API). After
/// a settle the selection background shows exactly when the cell is highlighted or selected
/// (and not `.none`), the content view stays inside the cell, beside the editing control and
/// before the accessory, and nothing is still fading.
@MainActor
public final class FuzzCellList: UIView {
    public let cells: [UITableViewCell]
    static let rowHeight: CGFloat = 44

    init(width: CGFloat) {
        cells = [UITableViewCell.CellStyle.default, .value1, .subtitle].enumerated().map { index, style in
            let cell = UITableViewCell(style: style, reuseIdentifier: "fuzz")
            cell.textLabel?.text = "Row \(index)"
            cell.detailTextLabel?.text = "Detail"
            let selected = UIView()
            selected.backgroundColor = .systemGray4
            cell.selectedBackgroundView = selected
            return cell
        }
        super.init(frame: CGRect(x: 0, y: 120, width: width, height: Self.rowHeight * 3))
        autoresizingMask = [.flexibleWidth]
        for cell in cells { addSubview(cell) }
    }

    required init?(coder: NSCoder) { nil }

    /// The list in `view`, made the first time.
    public static func list(in view: UIView) -> FuzzCellList {
        if let list = view.subviews.lazy.compactMap({ $0 as? FuzzCellList }).first { return list }
        let list = FuzzCellList(width: view.bounds.width)
        view.addSubview(list)
        return list
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        for (index, cell) in cells.enumerated() {
            cell.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
        }
    }

    public func apply(_ step: FuzzCellStep, toCell index: Int) {
        let cell = cells[index]
        switch step {
        case .select(let animated): cell.setSelected(true, animated: animated)
        case .deselect(let animated): cell.setSelected(false, animated: animated)
        case .highlight(let on): cell.setHighlighted(on, animated: false)
        case .editing(let on, let animated): cell.setEditing(on, animated: animated)
        case .accessory(let kind): Self.setAccessory(kind, of: cell)
        case .configure(let on): Self.configure(cell, on)
        case .selectionStyleNone(let on): cell.selectionStyle = on ? .none : .default
        case .indentation(let level): cell.indentationLevel = level
        case .reorderControl(let on): cell.showsReorderControl = on
        }
    }

    public static func setAccessory(_ kind: Int, of cell: UITableViewCell) {
        let types: [UITableViewCell.AccessoryType] = [
            .none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton,
        ]
        cell.accessoryView = kind == 5 ? UISwitch() : nil
        cell.accessoryType = types[min(kind, types.count - 1)]
    }

    public static func configure(_ cell: UITableViewCell, _ on: Bool) {
        guard on else {
            cell.contentConfiguration = nil
            return
        }
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Configured"
        content.secondaryText = "Secondary"
        cell.contentConfiguration = content
    }

    /// What is wrong once nothing animates.
    public func problems() -> [String] {
        var problems: [String] = []
        // Only what the screen shows is laid out (a hidden window is not, in UIKit neither).
        guard let window, !window.isHidden else { return [] }
        for (index, cell) in cells.enumerated() {
            let name = "cell \(index)"
            let shows = (cell.isHighlighted || cell.isSelected) && cell.selectionStyle != .none
            if let background = cell.selectedBackgroundView {
                let drawn = background.layer.presentation()?.opacity ?? Float(background.alpha)
                if (background.alpha == 1) != shows || drawn != Float(background.alpha) {
                    problems.append(
                        "\(name): selection background alpha \(background.alpha) (drawn \(drawn)), "
                            + "highlighted \(cell.isHighlighted) selected \(cell.isSelected)")
                }
            }
            let content = cell.contentView
            // A list in a view too narrow for a row's parts (a view squeezed to nothing) is not measured.
            guard cell.bounds.width >= 200 else { continue }
            if content.superview !== cell { problems.append("\(name): content view not in the cell") }
            let width = cell.bounds.width
            if content.frame.minX < 0 || content.frame.maxX > width + 0.5 {
                problems.append("\(name): content view \(content.frame) outside the cell's \(width) pt")
            }
            var leading = CGFloat(cell.indentationLevel) * cell.indentationWidth
            if cell.isEditing && cell.editingStyle != .none && cell.shouldIndentWhileEditing { leading += 38 }
            if abs(content.frame.minX - leading) > 0.5 {
                problems.append("\(name): content starts at \(content.frame.minX), owed \(leading)")
            }
            if !cell.isEditing, let accessory = cell.accessoryView, accessory.superview === cell,
                content.frame.maxX > accessory.frame.minX
            {
                problems.append("\(name): content \(content.frame) runs under its accessory \(accessory.frame)")
            }
        }
        return problems
    }
}

// MARK: Generation and steps

extension FuzzDraws {
    mutating func cell() -> FuzzOperation {
        let steps: [FuzzCellStep] = [
            .select(animated: flag()), .deselect(animated: flag()), .highlight(flag()),
            .editing(flag(), animated: flag()), .accessory(Int.random(in: 0...5, using: &generator)),
            .configure(flag()), .selectionStyleNone(Int.random(in: 0..<4, using: &generator) == 0),
            .indentation(Int.random(in: 0...2, using: &generator)), .reorderControl(flag()),
        ]
        return .cell(any(), row: Int.random(in: 0...2, using: &generator), steps.randomElement(using: &generator)!)
    }
}

extension FuzzWorld {
    /// The step on a cell of the list in the controller's view (made the first time).
    func cell(_ index: Int, row: Int, _ step: FuzzCellStep) -> Bool {
        guard let view = pool[index].viewIfLoaded else { return false }
        let list = FuzzCellList.list(in: view)
        cellLists[ObjectIdentifier(list)] = list
        list.apply(step, toCell: row)
        return true
    }
}

extension FuzzCellList {
    /// A repro's expression for the cell at `row` of the list in the view of the controller
    /// named `c`.
    nonisolated static func swift(_ c: String, row: Int) -> String {
        "FuzzCellList.list(in: \(c).view).cells[\(row)]"
    }
}

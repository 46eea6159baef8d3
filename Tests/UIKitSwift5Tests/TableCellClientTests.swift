// Table cell code as iOS apps write it, compiled in Swift 5 language mode: a cell subclass
// with its own subviews made in init(style:reuseIdentifier:), reset in prepareForReuse, and
// rows configured through defaultContentConfiguration().
import Testing
import UIKit

// MARK: A message row: an unread dot in the content view, subtitle text from a configuration.

final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"
    let unreadDot = UIView()
    private(set) var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = 5
        unreadDot.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(unreadDot)
        NSLayoutConstraint.activate([
            unreadDot.widthAnchor.constraint(equalToConstant: 10),
            unreadDot.heightAnchor.constraint(equalToConstant: 10),
            unreadDot.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            unreadDot.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        unreadDot.isHidden = false
        textLabel?.text = nil
        detailTextLabel?.text = nil
    }

    func configure(sender: String, preview: String, unread: Bool) {
        textLabel?.text = sender
        detailTextLabel?.text = preview
        unreadDot.isHidden = !unread
    }
}

// MARK: Rows styled with the iOS 14 content configuration.

func settingsRow(title: String, value: String?) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "Setting")
    var content = cell.defaultContentConfiguration()
    content.text = title
    content.secondaryText = value
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.color = .secondaryLabel
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    cell.selectionStyle = .default
    return cell
}

// MARK: Swipe actions as a table delegate builds them.

final class InboxActions {
    private(set) var deleted: [Int] = []

    func trailingActions(forRow row: Int) -> UISwipeActionsConfiguration {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.deleted.append(row)
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(false) }
        flag.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

@MainActor @Suite struct TableCellClientTests {
    @Test func aSubclassedCellLaysOutItsOwnViewsBesideTheStylesLabels() {
        let cell = MessageCell(style: .default, reuseIdentifier: MessageCell.reuseIdentifier)
        cell.configure(sender: "Anna", preview: "See you at eight", unread: true)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)

        cell.layoutIfNeeded()

        #expect(cell.reuseIdentifier == "MessageCell")
        #expect(cell.detailTextLabel?.text == "See you at eight", "the subclass asked for .subtitle")
        #expect(cell.unreadDot.frame.size == CGSize(width: 10, height: 10))
        #expect(cell.unreadDot.frame.maxX == cell.contentView.bounds.width)
        #expect(cell.contentView.frame.maxX < 375)
    }

    @Test func prepareForReuseRunsTheOverride() {
        let cell = MessageCell(style: .default, reuseIdentifier: MessageCell.reuseIdentifier)
        cell.configure(sender: "Anna", preview: "Hi", unread: false)

        cell.prepareForReuse()

        #expect(cell.reuseCount == 1)
        #expect(cell.textLabel?.text == nil && !cell.unreadDot.isHidden)
    }

    @Test func swipeActionsRunTheirHandlers() {
        let inbox = InboxActions()
        let configuration = inbox.trailingActions(forRow: 3)
        var finished: [Bool] = []

        for action in configuration.actions { action.handler(action, UIView()) { finished.append($0) } }

        #expect(inbox.deleted == [3])
        #expect(finished == [true, false])
        #expect(configuration.actions.map(\.backgroundColor) == [.systemRed, .systemOrange])
        #expect(!configuration.performsFirstActionWithFullSwipe)
    }

    @Test func aConfiguredRowReplacesTheContentView() {
        let cell = settingsRow(title: "Wi-Fi", value: "Home")

        let content = cell.contentConfiguration as? UIListContentConfiguration

        #expect(content?.text == "Wi-Fi" && content?.secondaryText == "Home")
        #expect(cell.contentView is UIListContentView)
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0)).height == 44)
        #expect(IndexPath(row: 2, section: 0).row == 2)
    }
}

// A table as iOS apps write it, compiled in Swift 5 language mode: a UITableViewController
// subclass with a registered custom cell class, sections with titles, didSelect pushing a
// detail, and swipe-to-delete through a trailing UIContextualAction.
import Foundation
import Testing
import UIKit

struct Contact {
    let name: String
    let phone: String
}

final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        badge.text = "★"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
        detailTextLabel?.text = nil
    }

    func configure(with contact: Contact) {
        textLabel?.text = contact.name
        detailTextLabel?.text = contact.phone
    }
}

final class ContactDetailViewController: UIViewController {
    let contact: Contact
    init(contact: Contact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        title = contact.name
    }
}

final class ContactsViewController: UITableViewController {
    var sections: [(title: String, contacts: [Contact])] = [
        ("A", [Contact(name: "Ada", phone: "555-0101"), Contact(name: "Alan", phone: "555-0102")]),
        ("G", [Contact(name: "Grace", phone: "555-0103")]),
    ]
    var deleted: [String] = []

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].contacts.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard
            let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
                as? ContactCell
        else { fatalError("Unexpected cell") }
        cell.configure(with: sections[indexPath.section].contacts[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let contact = sections[indexPath.section].contacts[indexPath.row]
        navigationController?.pushViewController(ContactDetailViewController(contact: contact), animated: true)
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self = self else { return }
            self.deleted.append(self.sections[indexPath.section].contacts[indexPath.row].name)
            self.sections[indexPath.section].contacts.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

@MainActor @Suite struct TableClientTests {
    @Test func aContactsListShowsSectionsPushesADetailAndSwipesToDelete() {
        let contacts = ContactsViewController()
        let navigation = UINavigationController(rootViewController: contacts)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)
        let table = contacts.tableView!
        let cells = table.visibleCells.compactMap { $0 as? ContactCell }
        let names = cells.map { $0.textLabel?.text ?? "" }

        let alan = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        Automation().tap(at: CGPoint(x: alan.midX, y: alan.midY))
        UIApplication.shared.advance(by: 1)
        let pushed = (navigation.topViewController as? ContactDetailViewController)?.contact.name
        navigation.popViewController(animated: false)
        UIApplication.shared.advance(by: 1.0 / 60)

        let grace = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 1)), to: window)
        Automation().drag(
            from: CGPoint(x: grace.maxX - 10, y: grace.midY), to: CGPoint(x: grace.maxX - 140, y: grace.midY), steps: 6)
        UIApplication.shared.advance(by: 0.5)
        let button = window.findView { $0.accessibilityLabel == "Delete" && !($0 is UILabel) }
        if let button = button {
            let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
            Automation().tap(at: centre)
        }
        UIApplication.shared.advance(by: 1)

        #expect(names == ["Ada", "Alan", "Grace"])
        #expect(cells.first?.detailTextLabel?.text == "555-0101")
        #expect(table.headerView(forSection: 0)?.textLabel?.text?.uppercased() == "A")
        #expect(pushed == "Alan")
        #expect(button != nil)
        #expect(contacts.deleted == ["Grace"])
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(table.indexPathForSelectedRow == nil, "cleared when the list came back")
    }
}

extension UIView {
    /// The first shown view (no hidden ancestor) that matches, depth first.
    fileprivate func findView(_ matches: (UIView) -> Bool) -> UIView? {
        if isHidden || alpha == 0 { return nil }
        if matches(self) { return self }
        for subview in subviews {
            if let found = subview.findView(matches) { return found }
        }
        return nil
    }
}

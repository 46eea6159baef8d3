import UIKit

extension Split {
    /// The colours as an inset-grouped table, as Settings lists its panes. Collapsed, the list
    /// comes back when Back pops the detail, with the last choice still selected, then fades it
    /// out (`clearsSelectionOnViewWillAppear`).
    final class List: UITableViewController {
        private static let reuseIdentifier = "colour"

        init() {
            super.init(style: .insetGrouped)
            title = "Colours"
        }

        required init?(coder: NSCoder) { nil }

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            Split.items.count
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Colours"
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = Split.items[indexPath.row].name
            content.image = Swatch.image(Split.items[indexPath.row].colour)
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        /// Read-only rows: no Delete swipe (our tables offer it unless told, as Swift cannot see
        /// whether `commit(_:forRowAt:)` is written).
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            splitViewController?.showDetailViewController(Detail(item: indexPath.row), sender: self)
        }
    }
}

import UIKit

extension Navigation {
    /// A thousand rows under a paging carousel: the scroll physics (fling, rubber band, paging)
    /// and cell reuse on a list as long as a real app's.
    final class LongList: UITableViewController {
        static let rowCount = 1000
        private static let reuseIdentifier = "row"
        private let carousel = Carousel(pages: 5)

        init() {
            super.init(style: .plain)
            title = "Long list"
        }

        required init?(coder: NSCoder) { nil }

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(Row.self, forCellReuseIdentifier: Self.reuseIdentifier)
            carousel.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: Carousel.height)
            tableView.tableHeaderView = carousel
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            Self.rowCount
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
            let number = indexPath.row + 1
            cell.textLabel?.text = "Row \(number)"
            cell.detailTextLabel?.text = number.isMultiple(of: 2) ? "even" : "odd"
            cell.imageView?.image = Swatch.image(DemoStyle.palette[indexPath.row % DemoStyle.palette.count])
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        /// Read-only rows: no Delete swipe (our tables offer it unless told, as Swift cannot see
        /// whether `commit(_:forRowAt:)` is written).
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            navigationController?.pushViewController(Numbered(number: indexPath.row + 2), animated: true)
        }

        /// A subtitle cell, registered by class as most apps register theirs.
        final class Row: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            }

            required init?(coder: NSCoder) { nil }
        }
    }
}

// swift-format-ignore-file
// (The seeds are ported line for line, their layout included.)
import UIKit

// Seed 004 (objc.io notes, "为什么要使用UIViewController的容器"): a table controller's view added
// without addChild, whose controller is freed while its table stays on screen, next to the
// correct version. Tables and storyboards are not part of this module, so `TableViewController`
// is a stand-in with the same shape: its root view is a list whose data source is the
// controller, held weakly as UITableView holds its data source, and
// `instantiateViewController(withIdentifier:)` becomes an initializer call.

/// The table view: shows whatever its data source has, nothing once the source is gone.
final class ListView: UIView {
    weak var dataSource: TableViewController?
    var visibleRows: [String] { dataSource?.rows ?? [] }
}

class TableViewController: UIViewController {
    let rows = ["Alpha", "Bravo", "Charlie"]
    var tableView: ListView { view as! ListView }

    override func loadView() {
        let list = ListView(frame: UIScreen.main.bounds)
        list.dataSource = self
        view = list
    }
}

/// The seed's flawed `viewDidLoad`: nothing keeps `tableVC` once the method returns.
final class FlawedTableHost: UIViewController {
    /// Only so the test can see the controller die; the seed has no such reference.
    weak var observedTable: TableViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let tableVC = TableViewController()
        self.view.addSubview(tableVC.tableView)
        observedTable = tableVC
    }
}

/// The fix the seed arrives at: the table controller becomes a child, so its parent keeps it.
final class ContainedTableHost: UIViewController {
    weak var observedTable: TableViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let tableVC = TableViewController()
        self.addChild(tableVC)
        self.view.addSubview(tableVC.tableView)
        tableVC.didMove(toParent: self)
        observedTable = tableVC
    }
}

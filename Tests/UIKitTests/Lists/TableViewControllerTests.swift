import Foundation
import Testing

@testable import UIKit

/// A UITableViewController subclass as iOS code writes it: a list that pushes a detail.
@MainActor
final class FruitList: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]
    var log: [String] = []
    var pushesDetail = true
    var detailShown: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect(\(indexPath.row))")
        let detail = UIViewController()
        detail.title = fruits[indexPath.row]
        detailShown = detail
        if pushesDetail { show(detail, sender: self) } else { showDetailViewController(detail, sender: self) }
    }

    override func viewWillAppear(_ animated: Bool) {
        log.append("viewWillAppear(selected: \(tableView.indexPathForSelectedRow.map { "\($0.row)" } ?? "none"))")
        super.viewWillAppear(animated)
    }
}

/// UITableViewController: the table as its view, fed by the controller's overridable methods,
/// and `clearsSelectionOnViewWillAppear`: the selected row fades out as the list comes back.
@MainActor @Suite struct TableViewControllerTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()
    private let automation = Automation()

    @Test func theTableIsTheViewWithTheControllerAsDataSourceAndDelegate() {
        let list = FruitList(style: .insetGrouped)

        let table = list.tableView

        #expect(list.view === table)
        #expect(table?.style == .insetGrouped)
        #expect(table?.dataSource === list && table?.delegate === list)
        #expect(list.clearsSelectionOnViewWillAppear)
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
    }

    @Test func overriddenDataSourceMethodsFillTheTable() {
        let list = FruitList(style: .plain)
        let navigation = UINavigationController(rootViewController: list)

        _ = windows.show(navigation)

        #expect(list.tableView.visibleCells.map { $0.textLabel?.text ?? "" } == list.fruits)
    }

    /// Tap → push the detail → pop back: the selection is still there when the pop starts
    /// (viewWillAppear sees it) and fades out during the pop, gone at its end.
    @Test func poppingBackFadesTheSelectedRowOutDuringThePop() {
        let list = FruitList(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = windows.show(navigation)
        let rowCentre = list.tableView.convert(list.tableView.rectForRow(at: ip(0, 1)), to: window)
        automation.tap(at: CGPoint(x: rowCentre.midX, y: rowCentre.midY))
        app.advance(by: 1)
        let cell = list.tableView.cellForRow(at: ip(0, 1))
        let pushed = navigation.topViewController === list.detailShown

        navigation.popViewController(animated: true)
        app.advance(by: 0.1)
        let midPopAlpha = cell?.systemSelectedBackground.layer.presentationOrModel.opacity ?? -1
        let midPopSelection = list.tableView.indexPathForSelectedRow
        app.advance(by: 1)

        #expect(pushed)
        #expect(list.log == ["viewWillAppear(selected: none)", "didSelect(1)", "viewWillAppear(selected: 1)"])
        #expect(midPopSelection == nil, "deselected as the pop starts")
        #expect(midPopAlpha > 0.05 && midPopAlpha < 0.95, "the grey is fading: \(midPopAlpha)")
        #expect(cell?.isSelected == false)
        #expect(cell?.systemSelectedBackground.alpha == 0)
    }

    @Test func anInteractivePopThatIsCancelledKeepsTheRowSelected() {
        let list = FruitList(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        _ = windows.show(navigation)
        list.tableView.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
        list.tableView(list.tableView, didSelectRowAt: ip(0, 2))
        app.advance(by: 1)

        automation.touchDown(at: CGPoint(x: 4, y: 240))
        app.advance(by: 1.0 / 60)
        for x in [30, 60, 80] as [CGFloat] {
            automation.touchMove(to: CGPoint(x: x, y: 240))
            app.advance(by: 1.0 / 60)
        }
        for _ in 0..<6 {
            automation.touchMove(to: CGPoint(x: 80, y: 240))
            app.advance(by: 1.0 / 60)
        }
        let duringDrag = list.tableView.indexPathForSelectedRow
        automation.touchUp(at: CGPoint(x: 80, y: 240))
        app.advance(by: 1)

        #expect(duringDrag == nil, "deselecting alongside the interactive pop")
        #expect(navigation.topViewController === list.detailShown, "the pop was cancelled")
        #expect(list.tableView.indexPathForSelectedRow == ip(0, 2), "reselected (iOS)")
        #expect(list.tableView.cellForRow(at: ip(0, 2))?.isSelected == true)
    }

    @Test func clearsSelectionOffKeepsTheSelection() {
        let list = FruitList(style: .plain)
        list.clearsSelectionOnViewWillAppear = false
        let navigation = UINavigationController(rootViewController: list)
        _ = windows.show(navigation)
        list.tableView.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)

        navigation.popViewController(animated: true)
        app.advance(by: 1)

        #expect(list.tableView.indexPathForSelectedRow == ip(0, 0))
    }

    /// Expanded, the list stays on screen beside the detail: its selection stays.
    @Test func inAnExpandedSplitTheSelectionStays() {
        let list = FruitList(style: .plain)
        list.pushesDetail = false
        let split = UISplitViewController()
        split.viewControllers = [list, UIViewController()]
        let window = windows.show(split, width: 800, height: 480)
        let row = list.tableView.convert(list.tableView.rectForRow(at: ip(0, 3)), to: window)

        automation.tap(at: CGPoint(x: row.midX, y: row.midY))
        app.advance(by: 1)

        #expect(!split.isCollapsed)
        #expect(split.viewControllers.last === list.detailShown)
        #expect(list.tableView.indexPathForSelectedRow == ip(0, 3))
        #expect(list.tableView.cellForRow(at: ip(0, 3))?.isSelected == true)
    }

    /// Collapsed, the list is the primary navigation controller's root; a detail shown from it
    /// is pushed (Apple's `showDetailViewController(_:sender:)` in a compact environment) and
    /// Back brings the list again, which has cleared its selection.
    @Test func inACollapsedSplitTheListClearsItsSelectionWhenItComesBack() {
        let list = FruitList(style: .plain)
        list.pushesDetail = false
        let navigation = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        let delegate = KeepsThePrimary()
        split.delegate = delegate
        split.viewControllers = [navigation, UIViewController()]
        let window = windows.show(split, width: 375, height: 667)
        let listShown = list.viewIfLoaded?.window != nil
        let row = list.tableView.convert(list.tableView.rectForRow(at: ip(0, 3)), to: window)
        automation.tap(at: CGPoint(x: row.midX, y: row.midY))
        app.advance(by: 1)
        let pushed = navigation.topViewController === list.detailShown
        let selectedWhileHidden = list.tableView.indexPathForSelectedRow

        navigation.popViewController(animated: true)
        app.advance(by: 1)

        #expect(split.isCollapsed && listShown && pushed)
        #expect(selectedWhileHidden == ip(0, 3))
        #expect(list.log.last == "viewWillAppear(selected: 3)")
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    /// A split delegate that handles the collapse: the primary shows alone at launch.
    private final class KeepsThePrimary: UISplitViewControllerDelegate {
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool { true }
    }
}

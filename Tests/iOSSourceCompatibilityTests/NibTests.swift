import Foundation
import Testing
import UIKit

@testable import iOSSourceFixtures

/// Nibs as Xcode writes them (`Tests/iOSSourceFixtures/iOS/*.xib`): top-level objects made and
/// connected to their File's Owner, a controller's view from the nib named after its class, and
/// table cells registered as nibs.
@MainActor @Suite(.serialized) struct NibTests {
    @Test func aControllerLoadsItsViewFromTheNibNamedAfterItsClassWithOutletsAndActions() throws {
        let controller = CardHostController(nibName: nil, bundle: nil)
        let window = makeKeyWindow()
        window.rootViewController = controller
        _ = Automation().settle()

        #expect(controller.headline.text == "From a nib")
        #expect(controller.view.subviews.count == 2)
        #expect(
            controller.headline.frame.minX == 20
                && controller.headline.frame.minY == controller.view.safeAreaInsets.top + 20)
        try Automation().tap(label: "Press")
        #expect(controller.presses == 1)
    }

    @Test func instantiateReturnsTheTopLevelObjectsWokenAndConnected() throws {
        let owner = CardHostController(nibName: "Unrelated", bundle: nil)
        let objects = UINib(nibName: "CardHost", bundle: nil).instantiate(withOwner: owner, options: nil)
        let loaded = Bundle.main.loadNibNamed("TitleCell", owner: nil, options: nil)

        #expect(objects.count == 1 && objects.first as? UIView === owner.headline.superview)
        let cell = try #require(loaded?.first as? TitleCell)
        #expect(cell.woke && cell.titleLabel.text == "Title" && cell.reuseIdentifier == "TitleCell")
        #expect(cell.titleLabel.superview === cell.contentView)
    }

    @Test func aTableMakesCellsFromARegisteredNib() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UINib(nibName: "TitleCell", bundle: nil), forCellReuseIdentifier: "TitleCell")

        let cell = table.dequeueReusableCell(withIdentifier: "TitleCell")

        #expect((cell as? TitleCell)?.woke == true)
    }

    @Test func aMissingNibIsUIKitsExceptionAndNothingIsMade() {
        var objects: [Any] = [1]
        let diagnostics = capturingDiagnostics {
            objects = UINib(nibName: "Nowhere", bundle: nil).instantiate(withOwner: nil)
        }
        #expect(objects.isEmpty)
        #expect(
            diagnostics.map(\.message) == [
                "Could not load NIB in bundle: '(the app's resources)' with name 'Nowhere' (point the iOSSourceCompatibility plugin at the folder that holds Nowhere.xib)"
            ])
    }
}

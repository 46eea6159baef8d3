import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// UIAlertController: presented over the screen, which stays; each action's button dismisses it
/// and then calls its handler (Apple: "UIAlertAction … handler: A block to execute when the user
/// selects the action", after the alert is dismissed); iOS's layouts of alerts and action sheets;
/// UIKit's messages for a second cancel action and a foreign preferred action.
@MainActor @Suite(.serialized) struct AlertControllerTests {
    private let windows = WindowKeeper()
    private let automation = Automation()

    /// A presenter in a 390×844 window with an alert of `actions` presented and settled.
    private func present(
        _ style: UIAlertController.Style, title: String? = "Delete “Dune”?",
        message: String? = "The book and its notes will be removed from the shelf.",
        _ actions: [UIAlertAction]
    ) -> (Coloured, UIAlertController) {
        let presenter = Coloured("Shelf", .white)
        _ = windows.show(presenter, width: 390, height: 844)
        let alert = UIAlertController(title: title, message: message, preferredStyle: style)
        for action in actions { alert.addAction(action) }
        presenter.present(alert, animated: true)
        _ = automation.settle()
        return (presenter, alert)
    }

    private func button(_ alert: UIAlertController, _ title: String) -> UIButton? {
        func find(_ view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.currentTitle == title { return button }
            return view.subviews.lazy.compactMap(find).first
        }
        return find(alert.view)
    }

    @Test func anActionDismissesTheAlertThenCallsItsHandlerAndThePresenterStays() throws {
        // Precondition
        var log: [String] = []
        var alertWhenHandled: UIAlertController?
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("handler \(action.title ?? "")")
        }
        let (presenter, alert) = present(.alert, [UIAlertAction(title: "Cancel", style: .cancel), delete])
        alertWhenHandled = alert
        #expect(alert.presentingViewController === presenter && alert.view.window != nil)
        #expect(presenter.appearance == .appeared && presenter.view.window != nil)

        // Action
        click(at: centre(of: try #require(button(alert, "Delete"))))
        let beforeTheDismissalEnded = log
        _ = automation.settle()

        // Assertion: the handler runs once the alert is gone.
        #expect(beforeTheDismissalEnded.isEmpty)
        #expect(log == ["handler Delete"])
        #expect(alertWhenHandled?.presentingViewController == nil && presenter.presentedViewController == nil)
        #expect(presenter.appearance == .appeared)
    }

    @Test func twoActionsSitSideBySideWithCancelFirstAndMoreStackWithCancelLast() throws {
        let (_, pair) = present(
            .alert,
            [UIAlertAction(title: "Delete", style: .destructive), UIAlertAction(title: "Cancel", style: .cancel)])
        let cancel = try #require(button(pair, "Cancel")), delete = try #require(button(pair, "Delete"))
        #expect(cancel.frame.minY == delete.frame.minY && cancel.frame.maxX == delete.frame.minX)
        #expect(cancel.frame.width == 135 && cancel.frame.height == 44)
        let box = try #require(cancel.superview)
        #expect(box.frame.width == 270 && box.frame.midX == 195)
        #expect(abs(box.frame.midY - 422) <= 1)
        pair.dismiss(animated: false)

        let (_, three) = present(
            .alert,
            [
                UIAlertAction(title: "Cancel", style: .cancel), UIAlertAction(title: "Keep", style: .default),
                UIAlertAction(title: "Archive", style: .default),
            ])
        let titles = three.view.subviews.flatMap(\.subviews).compactMap { $0 as? UIButton }.sorted {
            $0.frame.minY < $1.frame.minY
        }.map(\.currentTitle)
        #expect(titles == ["Keep", "Archive", "Cancel"])
    }

    @Test func returnChoosesThePreferredActionAndEscapeTheCancelAction() throws {
        var chosen: [String] = []
        let save = UIAlertAction(title: "Save", style: .default) { _ in chosen.append("Save") }
        let cancel = UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") }
        let (_, first) = present(.alert, [cancel, save])
        first.preferredAction = save
        #expect(first.isFirstResponder)

        automation.press(.keyboardReturnOrEnter)
        _ = automation.settle()
        let (_, second) = present(
            .alert,
            [
                UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") },
                UIAlertAction(title: "OK", style: .default),
            ])
        automation.press(.keyboardEscape)
        _ = automation.settle()

        #expect(chosen == ["Save", "Cancel"])
        #expect(first.presentingViewController == nil && second.presentingViewController == nil)
    }

    @Test func aSecondCancelActionAndAForeignPreferredActionAreRefusedWithUIKitsMessages() {
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))

        let diagnostics = capturingDiagnostics {
            alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
            alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
        }

        #expect(
            diagnostics.map(\.message) == [
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
                "The -preferredAction of an alert controller must be contained in its -actions",
            ])
        #expect(alert.actions.map(\.title) == ["Cancel"] && alert.preferredAction == nil)
    }

    @Test func aDisabledActionDoesNothingAndATapBesideAnAlertDoesNothing() throws {
        var chosen = 0
        let ok = UIAlertAction(title: "OK", style: .default) { _ in chosen += 1 }
        ok.isEnabled = false
        let (_, alert) = present(.alert, [ok])

        click(at: centre(of: try #require(button(alert, "OK"))))
        click(at: CGPoint(x: 20, y: 100))
        _ = automation.settle()

        #expect(chosen == 0 && alert.presentingViewController != nil)
        #expect(try #require(button(alert, "OK")).isEnabled == false)
    }

    @Test func anActionSheetRisesFromTheBottomWithItsCancelApartAndATapAroundCancelsIt() throws {
        var chosen: [String] = []
        let (_, sheet) = present(
            .actionSheet, title: "Sort the shelf", message: nil,
            [
                UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") },
                UIAlertAction(title: "By title", style: .default), UIAlertAction(title: "By author", style: .default),
            ])
        let cancel = try #require(button(sheet, "Cancel")), author = try #require(button(sheet, "By author"))
        let cancelFrame = cancel.convert(cancel.bounds, to: nil), authorFrame = author.convert(author.bounds, to: nil)
        #expect(cancelFrame.height == 57 && cancelFrame.minX == 8 && cancelFrame.width == 374)
        #expect(cancelFrame.minY - authorFrame.maxY == 8)
        #expect(cancelFrame.maxY <= 844 - 8)

        click(at: CGPoint(x: 195, y: 100))
        _ = automation.settle()

        #expect(chosen == ["Cancel"] && sheet.presentingViewController == nil)
    }

    @Test func theAlertAndTheActionSheetLookAsOnIOS() throws {
        let (_, alert) = present(
            .alert,
            [UIAlertAction(title: "Cancel", style: .cancel), UIAlertAction(title: "Delete", style: .destructive)])
        assertSnapshot(of: try #require(automation.screenshot()), as: .image, named: "alert")
        alert.dismiss(animated: false)
        let (_, sheet) = present(
            .actionSheet, title: "Sort the shelf", message: "Choose the order of the books.",
            [
                UIAlertAction(title: "By title", style: .default), UIAlertAction(title: "By author", style: .default),
                UIAlertAction(title: "Remove all", style: .destructive), UIAlertAction(title: "Cancel", style: .cancel),
            ])
        assertSnapshot(of: try #require(automation.screenshot()), as: .image, named: "actionSheet")
        sheet.dismiss(animated: false)
    }
}

import Testing
import UIKit

/// A sheet follows a vertical drag and, released, rests at the detent nearest where it was
/// heading or is dismissed (Apple: "UISheetPresentationController", "isModalInPresentation",
/// "presentationControllerDidAttemptToDismiss(_:)").
@MainActor @Suite struct SheetDragTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()
    private let automation = Automation()

    /// A medium-and-large sheet over A in a 320×480 window, resting at medium.
    private func sheet(modal: Bool = false) -> (Coloured, Coloured, UISheetPresentationController) {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        _ = windows.show(a)
        b.modalPresentationStyle = .pageSheet
        b.isModalInPresentation = modal
        let sheet = b.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        a.present(b, animated: false)
        app.advance(by: 1.0 / 60)
        return (a, b, sheet)
    }

    /// The finger goes down at y and moves by each step, one frame apart, then lifts.
    private func drag(from y: CGFloat, through ys: [CGFloat]) {
        automation.touchDown(at: CGPoint(x: 160, y: y))
        app.advance(by: 1.0 / 60)
        for next in ys {
            automation.touchMove(to: CGPoint(x: 160, y: next))
            app.advance(by: 1.0 / 60)
        }
    }

    private func lift(at y: CGFloat) {
        automation.touchUp(at: CGPoint(x: 160, y: y))
        app.advance(by: 1)
    }

    @Test func theSheetFollowsTheFingerDown() {
        let (_, b, sheet) = sheet()
        let top = sheet.presentedView!.frame.minY

        drag(from: top + 40, through: [top + 60, top + 100, top + 140])
        let followed = sheet.presentedView!.frame.minY

        #expect(followed == top + 100, "140 − 40 from where the finger went down")
        lift(at: top + 140)
        withExtendedLifetime(b) {}
    }

    @Test func draggedMostOfTheWayDownTheSheetIsDismissedAndTheDelegateHears() {
        let (a, b, sheet) = sheet()
        let delegate = DismissalListener()
        sheet.delegate = delegate
        let top = sheet.presentedView!.frame.minY

        drag(from: top + 40, through: [top + 80, top + 140, top + 200, top + 200, top + 200, top + 200])
        lift(at: top + 200)

        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(delegate.heard == ["shouldDismiss", "willDismiss with a coordinator", "didDismiss"])
    }

    @Test func aShortDragDownSpringsBackToMedium() {
        let (a, b, sheet) = sheet()
        let top = sheet.presentedView!.frame.minY

        drag(from: top + 40, through: [top + 60, top + 70, top + 70, top + 70, top + 70])
        lift(at: top + 70)

        #expect(a.presentedViewController === b)
        #expect(sheet.presentedView!.frame.minY == top)
        #expect(sheet.selectedDetentIdentifier == nil || sheet.selectedDetentIdentifier == .medium)
    }

    @Test func draggedUpFromMediumTheSheetRestsAtLarge() {
        let (_, _, sheet) = sheet()
        let medium = sheet.presentedView!.frame.minY

        drag(from: medium + 40, through: [medium, medium - 60, medium - 120, medium - 120, medium - 120])
        lift(at: medium - 120)

        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.presentedView!.frame.minY < medium - 120)
    }

    @Test func aModalSheetSpringsBackAndTheDelegateHearsOfTheAttempt() {
        let (a, b, sheet) = sheet(modal: true)
        let delegate = DismissalListener()
        sheet.delegate = delegate
        let top = sheet.presentedView!.frame.minY

        drag(from: top + 40, through: [top + 80, top + 140, top + 200, top + 200, top + 200, top + 200])
        lift(at: top + 200)

        #expect(a.presentedViewController === b)
        #expect(sheet.presentedView!.frame.minY == top)
        #expect(delegate.heard == ["didAttemptToDismiss"])
    }
}

/// Notes what a presentation controller's delegate is told.
@MainActor
private final class DismissalListener: UIAdaptivePresentationControllerDelegate {
    var heard: [String] = []

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        heard.append("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        let coordinator = presentationController.presentedViewController.transitionCoordinator
        heard.append(coordinator == nil ? "willDismiss" : "willDismiss with a coordinator")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        heard.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        heard.append("didAttemptToDismiss")
    }
}

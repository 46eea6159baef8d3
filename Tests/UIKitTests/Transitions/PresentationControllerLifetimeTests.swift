import Testing
import UIKit

/// A presentation controller holds its presented controller strongly, as UIKit's
/// (`UIPresentationController.presentedViewController` is a strong property in UIKit's header):
/// an app may keep it past the dismissal and the dismissal may end inside a drag's handler. Nothing
/// is kept once neither the app nor a presentation holds it.
@MainActor @Suite struct PresentationControllerLifetimeTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()
    private let automation = Automation()

    /// A, shown, presents a medium sheet B that only the presentation holds.
    private func presentSheet() -> (
        a: Coloured, b: WeakBox<UIViewController>, sheet: WeakBox<UISheetPresentationController>
    ) {
        let a = Coloured("A", .red)
        _ = windows.show(a)
        let b = Coloured("B", .blue)
        b.modalPresentationStyle = .pageSheet
        b.sheetPresentationController!.detents = [.medium()]
        a.present(b, animated: false)
        app.advance(by: 1.0 / 60)
        return (a, WeakBox(b), WeakBox(b.sheetPresentationController!))
    }

    @Test func aSheetDraggedAwayWithAnimationsOffIsDismissedInsideTheDragAndReleased() {
        let (a, b, sheet) = presentSheet()
        let top = sheet.object!.presentedView!.frame.minY
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }

        automation.touchDown(at: CGPoint(x: 160, y: top + 40))
        app.advance(by: 1.0 / 60)
        for y in [top + 80, top + 160, top + 240, top + 240, top + 240] {
            automation.touchMove(to: CGPoint(x: 160, y: y))
            app.advance(by: 1.0 / 60)
        }
        automation.touchUp(at: CGPoint(x: 160, y: top + 240))
        app.advance(by: 1.0 / 60)

        #expect(a.presentedViewController == nil)
        #expect(b.object == nil)
        #expect(sheet.object == nil)
    }

    @Test func aKeptSheetStillNamesItsControllerAndViewAfterTheDismissal() {
        let (a, b, weakSheet) = presentSheet()
        let sheet = weakSheet.object!

        a.dismiss(animated: false)
        app.advance(by: 1.0 / 60)

        #expect(a.presentedViewController == nil)
        #expect(b.object != nil)
        #expect(sheet.presentedViewController === b.object)
        #expect(sheet.presentedView != nil)
        #expect(sheet.containerView == nil)
    }

    /// Found by the fuzzer (seed 48 of the bounded campaign): reading a kept sheet's
    /// `presentedView` after the dismissal put the dismissed controller's view back into the
    /// sheet's card, out of the view the app had since put it in.
    @Test func readingAKeptSheetsViewAfterTheDismissalLeavesTheControllersViewWhereItIs() {
        let (a, b, weakSheet) = presentSheet()
        let sheet = weakSheet.object!
        a.dismiss(animated: false)
        app.advance(by: 1.0 / 60)
        let host = UIView()
        host.addSubview(b.object!.view)

        _ = sheet.presentedView

        #expect(b.object!.view.superview === host)
    }

    /// The same, the dismissed controller since pushed in a presented navigation controller
    /// (fuzzer campaign seed 118): the kept sheet is not the one presenting it now.
    @Test func aKeptSheetLeavesItsFormerControllerInTheNavigationControllerPresentedSince() {
        let (a, b, weakSheet) = presentSheet()
        let sheet = weakSheet.object!
        a.dismiss(animated: false)
        app.advance(by: 1.0 / 60)
        let navigation = UINavigationController(rootViewController: Coloured("Root", .green))
        navigation.modalPresentationStyle = .fullScreen
        a.present(navigation, animated: false)
        navigation.pushViewController(b.object!, animated: false)
        app.advance(by: 1.0 / 60)

        _ = sheet.presentedView

        #expect(b.object!.view.superview !== sheet.presentedView)
        #expect(b.object!.view.window != nil)
    }

    @Test func aDismissedSheetAndItsControllerAreReleased() {
        let (a, b, sheet) = presentSheet()

        a.dismiss(animated: true)
        app.advance(by: 1)

        #expect(a.presentedViewController == nil)
        #expect(b.object == nil)
        #expect(sheet.object == nil)
    }

    @Test func aSheetSetUpButNeverPresentedGoesWithItsController() {
        var b: Coloured? = Coloured("B", .blue)
        b!.modalPresentationStyle = .pageSheet
        let sheet = WeakBox(b!.sheetPresentationController!)
        let controller = WeakBox<UIViewController>(b!)
        #expect(sheet.object?.presentedViewController === b)

        b = nil

        #expect(controller.object == nil)
        #expect(sheet.object == nil)
    }

    @Test func aSheetKeptPastItsUnpresentedControllerIsReportedNotTrapped() {
        var b: Coloured? = Coloured("B", .blue)
        b!.modalPresentationStyle = .pageSheet
        let sheet = b!.sheetPresentationController!
        b = nil

        var named: UIViewController?
        let diagnostics = capturingDiagnostics { named = sheet.presentedViewController }

        #expect(diagnostics.map(\.kind) == [.exception])
        #expect(diagnostics.first?.name == "NSInternalInconsistencyException")
        #expect(named != nil && !(named is Coloured))
    }

    @Test func aCustomPresentationControllerKeptByTheAppHoldsItsController() {
        var b: UIViewController? = UIViewController()
        let controller = WeakBox(b!)
        let presentation = UIPresentationController(presentedViewController: b!, presenting: nil)

        b = nil

        #expect(controller.object != nil)
        #expect(presentation.presentedViewController === controller.object)
    }
}

/// A weak reference a test keeps to see whether something was released.
@MainActor
final class WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

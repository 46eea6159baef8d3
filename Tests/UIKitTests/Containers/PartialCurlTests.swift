import Testing
import Compositor
@testable import UIKit

/// `UIModalTransitionStyle.partialCurl`. Apple: "When the view controller is presented, one
/// corner of the current view curls up to reveal the presented view underneath. On dismissal,
/// the curled up page unfurls itself back on top of the presented view. … supported only if the
/// parent view controller is presenting a full-screen view and you use the fullScreen modal
/// presentation style. Attempting to use a different form factor for the parent view or a
/// different presentation style triggers an exception."
@MainActor @Suite struct PartialCurlTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()
    private let duration = UIModalTransitionStyle.partialCurl.duration

    // Small windows: every frame of a curl is drawn, and a debug build samples the page slowly.

    private func curledPages(_ window: UIWindow) -> [PartialCurlView] {
        window.subviews.compactMap { $0 as? PartialCurlView }
    }

    @Test func presentAndDismissRunTheFullScreenOrderAndThePageStaysCurledBetween() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let window = windows.show(a, width: 160, height: 240)
        b.modalTransitionStyle = .partialCurl

        let presentLines = recordingSequence { recorder in
            a.present(b, animated: true) { recorder.note("present completion") }
            app.advance(by: duration / 2)
            recorder.note("curled pages mid-way: \(curledPages(window).count)")
            app.advance(by: duration / 2)
        }
        let atRest = (window.subviews, a.view.window)
        let dismissLines = recordingSequence { recorder in
            b.dismiss(animated: true) { recorder.note("dismiss completion") }
            recorder.note("curled pages while uncurling: \(curledPages(window).count)")
            app.advance(by: duration)
        }

        #expect(
            presentLines == [
                "Coloured(B) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: true)",
                "Coloured(B) viewWillAppear(animated: true)",
                "Coloured(B) viewIsAppearing(animated: true)",
                "curled pages mid-way: 0",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(A) viewDidDisappear(animated: true)",
                "present completion",
            ])
        #expect(atRest.0.count == 2 && atRest.0[0] === b.view && atRest.0[1] is PartialCurlView && atRest.1 == nil)
        #expect(
            dismissLines == [
                "Coloured(B) viewWillDisappear(animated: true)",
                "Coloured(A) viewWillAppear(animated: true)",
                "curled pages while uncurling: 0",
                "Coloured(A) viewIsAppearing(animated: true)",
                "Coloured(A) viewDidAppear(animated: true)",
                "Coloured(B) viewDidDisappear(animated: true)",
                "dismiss completion",
            ])
        #expect(window.subviews == [a.view] && a.presentedViewController == nil)
        #expect(
            b.presentationFlags == [
                "viewWillAppear presented:true dismissed:false", "viewDidAppear presented:true dismissed:false",
                "viewWillDisappear presented:false dismissed:true", "viewDidDisappear presented:false dismissed:true",
            ])
    }

    @Test func presentedWithoutAnimationThePageIsCurledAtOnce() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let window = windows.show(a, width: 160, height: 240)
        b.modalTransitionStyle = .partialCurl

        a.present(b, animated: false)
        let whilePresented = curledPages(window).count
        a.dismiss(animated: false)

        #expect(whilePresented == 1)
        #expect(window.subviews == [a.view] && b.viewIfLoaded?.window == nil)
    }

    @Test func aTapOnTheCurledPageDismissesAndOneBeneathReachesThePresentedView() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let window = windows.show(a, width: 160, height: 240)
        b.modalTransitionStyle = .partialCurl
        var tapsOnB = 0
        a.present(b, animated: true)
        b.view.addGestureRecognizer(UITapGestureRecognizer { _ in tapsOnB += 1 })
        app.advance(by: duration)
        let bounds = window.bounds
        let beneath = CGPoint(x: bounds.midX, y: bounds.maxY - 20)
        let onPage = CGPoint(x: 20, y: 20)

        click(at: beneath)
        app.advance(by: 0.1)
        let afterTapBeneath = (tapsOnB, a.presentedViewController === b)
        click(at: onPage)
        app.advance(by: duration)

        #expect(!PageCurlPath.covers(beneath, progress: PageCurlPath.partialCurlRest, in: bounds))
        #expect(PageCurlPath.covers(onPage, progress: PageCurlPath.partialCurlRest, in: bounds))
        #expect(afterTapBeneath == (1, true))
        #expect(a.presentedViewController == nil && window.subviews == [a.view])
    }

    @Test func aNonFullScreenPresentationIsRefusedWithUIKitsException() {
        let a = Coloured("A", .red), sheet = Coloured("S", .green), b = Coloured("B", .blue),
            c = Coloured("C", .yellow)
        _ = windows.show(a)
        b.modalTransitionStyle = .partialCurl
        b.modalPresentationStyle = .pageSheet
        c.modalTransitionStyle = .partialCurl
        sheet.modalPresentationStyle = .pageSheet

        let asSheet = capturingDiagnostics { a.present(b, animated: true) }
        a.present(sheet, animated: false)
        let fromSheet = capturingDiagnostics { sheet.present(c, animated: true) }

        #expect(
            (asSheet + fromSheet).map(\.message) == [
                "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view "
                    + "controller \(b).",
                "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view "
                    + "controller \(sheet).",
            ])
        #expect((asSheet + fromSheet).allSatisfy { $0.kind == .exception && $0.name == "NSInvalidArgumentException" })
        #expect(a.presentedViewController === sheet && sheet.presentedViewController == nil)
        #expect(!b.isViewLoaded && !c.isViewLoaded && b.presentingViewController == nil)
    }

    @Test func atRestTheLowerPartShowsThePresentedViewAndTheUpperPartThePage() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let window = windows.show(a, width: 160, height: 240)
        b.modalTransitionStyle = .partialCurl

        a.present(b, animated: true)
        app.advance(by: duration)
        let frame = renderArtifact(window, "partial-curl-at-rest")
        let bounds = window.bounds
        let low = CGPoint(x: bounds.midX, y: bounds.maxY - 10), topLeft = CGPoint(x: 6, y: 30)
        let lowShown = colour(frame.pixel(x: Int(low.x), y: Int(low.y)))
        let topShown = colour(frame.pixel(x: Int(topLeft.x), y: Int(topLeft.y)))

        #expect(PageCurlPath.coverage(at: low, progress: PageCurlPath.partialCurlRest, in: bounds) == .uncovered)
        #expect(PageCurlPath.coverage(at: topLeft, progress: PageCurlPath.partialCurlRest, in: bounds) != .uncovered)
        #expect(lowShown.blue > lowShown.red + 0.3, "\(lowShown)")
        #expect(topShown.red > topShown.blue + 0.2, "the page (its back over the top): \(topShown)")
    }
}

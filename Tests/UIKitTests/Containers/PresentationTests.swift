import Testing
import Compositor
import UIKit

/// Modal presentation: DESIGN §2's present/dismiss orders, the styles, nesting, diagnostics.
@MainActor @Suite struct PresentationTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    @Test(arguments: [UIModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal])
    func fullScreenPresentAndDismissRunUIKitsOrder(_ transition: UIModalTransitionStyle) {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let window = windows.show(a)
        b.modalTransitionStyle = transition

        let presentLines = recordingSequence { recorder in
            a.present(b, animated: true) { recorder.note("present completion") }
            app.advance(by: SystemTimings.modal(transition))
        }
        let presentedLinks = (a.presentedViewController === b, b.presentingViewController === a)
        let aWindowWhilePresented = a.view.window
        var presentingInCompletion: UIViewController? = a
        let dismissLines = recordingSequence { recorder in
            b.dismiss(animated: true) {
                recorder.note("dismiss completion")
                presentingInCompletion = b.presentingViewController
            }
            app.advance(by: SystemTimings.modal(transition))
        }

        #expect(
            presentLines == [
                "Coloured(B) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: true)",
                "Coloured(B) viewWillAppear(animated: true)",
                "Coloured(B) viewIsAppearing(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(A) viewDidDisappear(animated: true)",
                "present completion",
            ])
        #expect(
            dismissLines == [
                "Coloured(B) viewWillDisappear(animated: true)",
                "Coloured(A) viewWillAppear(animated: true)",
                "Coloured(A) viewIsAppearing(animated: true)",
                "Coloured(A) viewDidAppear(animated: true)",
                "Coloured(B) viewDidDisappear(animated: true)",
                "dismiss completion",
            ])
        #expect(
            b.presentationFlags == [
                "viewWillAppear presented:true dismissed:false", "viewDidAppear presented:true dismissed:false",
                "viewWillDisappear presented:false dismissed:true", "viewDidDisappear presented:false dismissed:true",
            ])
        #expect(a.presentationFlags.allSatisfy { $0.hasSuffix("presented:false dismissed:false") })
        #expect(presentedLinks == (true, true) && aWindowWhilePresented == nil)
        #expect(presentingInCompletion == nil && a.presentedViewController == nil && !b.isBeingDismissed)
        #expect(a.view.window === window && b.view.window == nil && a.view.frame == window.bounds)
    }

    @Test func notAnimatedEverythingHappensInTheCall() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        _ = windows.show(a)

        let lines = recordingSequence { recorder in
            a.present(b, animated: false) { recorder.note("present completion") }
            a.dismiss(animated: false) { recorder.note("dismiss completion") }
        }

        #expect(
            lines == [
                "Coloured(B) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: false)",
                "Coloured(B) viewWillAppear(animated: false)",
                "Coloured(B) viewIsAppearing(animated: false)",
                "Coloured(B) viewDidAppear(animated: false)",
                "Coloured(A) viewDidDisappear(animated: false)",
                "present completion",
                "Coloured(B) viewWillDisappear(animated: false)",
                "Coloured(A) viewWillAppear(animated: false)",
                "Coloured(A) viewIsAppearing(animated: false)",
                "Coloured(A) viewDidAppear(animated: false)",
                "Coloured(B) viewDidDisappear(animated: false)",
                "dismiss completion",
            ])
    }

    @Test func overFullScreenLeavesThePresenterOnScreenAndSilent() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let window = windows.show(a)
        b.modalPresentationStyle = .overFullScreen

        let lines = recordingSequence { _ in
            a.present(b, animated: true)
            app.advance(by: 0.5)
            a.dismiss(animated: true)
            app.advance(by: 0.5)
        }

        #expect(
            lines == [
                "Coloured(B) viewDidLoad",
                "Coloured(B) viewWillAppear(animated: true)",
                "Coloured(B) viewIsAppearing(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(B) viewWillDisappear(animated: true)",
                "Coloured(B) viewDidDisappear(animated: true)",
            ])
        #expect(a.view.window === window && a.appearance == .appeared)
    }

    @Test func aPresentationFromAChildIsMadeByTheRootForFullScreen() {
        let root = Coloured("Root", .red), child = Coloured("Child", .green), b = Coloured("B", .blue)
        _ = windows.show(root)
        embed(child, in: root)

        let lines = recordingSequence { _ in child.present(b, animated: false) }

        #expect(b.presentingViewController === root)
        #expect(root.presentedViewController === b && child.presentedViewController === b)
        #expect(
            lines == [
                "Coloured(B) viewDidLoad",
                "Coloured(Root) viewWillDisappear(animated: false)",
                "Coloured(Child) viewWillDisappear(animated: false)",
                "Coloured(B) viewWillAppear(animated: false)",
                "Coloured(B) viewIsAppearing(animated: false)",
                "Coloured(B) viewDidAppear(animated: false)",
                "Coloured(Root) viewDidDisappear(animated: false)",
                "Coloured(Child) viewDidDisappear(animated: false)",
            ])
    }

    @Test func overCurrentContextCoversTheControllerThatDefinesTheContext() {
        let root = Coloured("Root", .red), context = Coloured("Context", .green), b = Coloured("B", .blue)
        let window = windows.show(root)
        embed(context, in: root)
        context.view.frame = CGRect(x: 20, y: 100, width: 200, height: 150)
        context.definesPresentationContext = true
        b.modalPresentationStyle = .overCurrentContext

        context.present(b, animated: false)

        #expect(b.presentingViewController === context && root.presentedViewController == nil)
        #expect(b.view.convert(b.view.bounds, to: window) == CGRect(x: 20, y: 100, width: 200, height: 150))
        #expect(context.appearance == .appeared && root.appearance == .appeared)
    }

    @Test func dismissingFromTheRootTakesTheWholeStackAndAnimatesOnlyTheTop() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), c = Coloured("C", .green)
        let window = windows.show(a)
        a.present(b, animated: false)
        b.present(c, animated: false)

        let lines = recordingSequence { recorder in
            a.dismiss(animated: true) { recorder.note("dismiss completion") }
            app.advance(by: SystemTimings.modal(.coverVertical))
        }

        #expect(
            lines == [
                "Coloured(C) viewWillDisappear(animated: true)",
                "Coloured(A) viewWillAppear(animated: true)",
                "Coloured(A) viewIsAppearing(animated: true)",
                "Coloured(A) viewDidAppear(animated: true)",
                "Coloured(C) viewDidDisappear(animated: true)",
                "dismiss completion",
            ])
        #expect(c.presentationFlags.last == "viewDidDisappear presented:false dismissed:true")
        #expect(
            a.presentedViewController == nil && b.presentingViewController == nil && c.presentingViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(window.subviews == [a.view])
    }

    @Test func dismissingTheMiddleOfAStackKeepsWhatIsBelow() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), c = Coloured("C", .green)
        _ = windows.show(a)
        a.present(b, animated: false)
        b.present(c, animated: false)

        let lines = recordingSequence { _ in c.dismiss(animated: false) }

        #expect(
            lines == [
                "Coloured(C) viewWillDisappear(animated: false)",
                "Coloured(B) viewWillAppear(animated: false)",
                "Coloured(B) viewIsAppearing(animated: false)",
                "Coloured(B) viewDidAppear(animated: false)",
                "Coloured(C) viewDidDisappear(animated: false)",
            ])
        #expect(a.presentedViewController === b && b.presentedViewController == nil)
    }

    @Test func crossDissolveIsHalfWayAtHalfTimeAndCoverVerticalRisesFromTheBottom() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), c = Coloured("C", .green)
        let window = windows.show(a)
        b.modalTransitionStyle = .crossDissolve

        a.present(b, animated: true)
        app.advance(by: SystemTimings.modal(.crossDissolve) / 2)
        let mixed = colour(renderArtifact(window, "present-cross-dissolve-50").pixel(x: 160, y: 300))
        let alpha = b.view.layer.presentation()!.opacity
        app.advance(by: SystemTimings.modal(.crossDissolve) / 2)
        b.present(c, animated: true)
        app.advance(by: SystemTimings.modal(.coverVertical) / 2)
        let coverTop = c.view.layer.presentation()!.frame.minY
        _ = renderArtifact(window, "present-cover-vertical-50")
        app.advance(by: SystemTimings.modal(.coverVertical) / 2)

        #expect(abs(alpha - 0.5) < 0.01)
        #expect(abs(mixed.red - 0.5) < 0.02 && abs(mixed.blue - 0.5) < 0.02)
        #expect(abs(coverTop - 240) < 0.5)
        #expect(c.view.frame == window.bounds && c.appearance == .appeared && b.appearance == .disappeared)
    }

    @Test func presentingAnActiveControllerIsRefused() {
        let a = Coloured("A", .red), child = Coloured("Child", .green), b = Coloured("B", .blue)
        _ = windows.show(a)
        embed(child, in: a)
        a.present(b, animated: false)

        let diagnostics = capturingDiagnostics {
            b.present(b, animated: false)
            b.present(a, animated: false)
        }
        let parented = capturingDiagnostics { b.present(child, animated: false) }

        #expect(
            diagnostics.map(\.message) == [
                "Application tried to present modally an active controller \(b).",
                "Application tried to present modally an active controller \(a).",
            ])
        #expect(diagnostics.allSatisfy { $0.kind == .exception && $0.name == "NSInvalidArgumentException" })
        #expect(
            parented.map(\.message) == [
                "Application tried to present modally a view controller \(child) that has a parent view controller \(a)."
            ])
        #expect(a.presentedViewController === b && b.presentedViewController == nil && child.parent === a)
    }

    @Test func presentingFromOffScreenOrOverAPresentationIsLoggedAndIgnored() {
        let a = Coloured("A", .red), b = Coloured("B", .blue), c = Coloured("C", .green),
            offScreen = Coloured("O", .red)
        _ = windows.show(a)
        a.present(b, animated: false)

        let diagnostics = capturingDiagnostics {
            a.present(c, animated: false)
            offScreen.present(c, animated: false)
        }

        #expect(
            diagnostics == [
                Diagnostic(kind: .log, message: "Attempt to present \(c) on \(a) which is already presenting \(b)"),
                Diagnostic(
                    kind: .log,
                    message: "Attempt to present \(c) on \(offScreen) whose view is not in the window hierarchy"),
            ])
        #expect(c.presentingViewController == nil && !c.isViewLoaded && a.presentedViewController === b)
    }
}

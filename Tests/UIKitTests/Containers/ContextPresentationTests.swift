import Testing
import Compositor
import UIKit

/// `.overCurrentContext` presentations live inside the context's view: they go where it goes, are
/// forgotten with the controller that made them, and pass full-screen requests up (Apple,
/// `present(_:animated:completion:)`: a request the controller cannot fulfil "forwards … up the
/// view controller hierarchy").
@MainActor @Suite struct ContextPresentationTests {
    private let windows = WindowKeeper()

    /// `presenter` presents a blue `.overCurrentContext` controller named Over, not animated.
    private func presentOverContext(from presenter: UIViewController) -> Coloured {
        let over = Coloured("Over", .blue)
        over.modalPresentationStyle = .overCurrentContext
        presenter.present(over, animated: false)
        return over
    }

    @Test func aContextPresentationInATabLeavesAndReturnsWithItsTab() {
        let a = Coloured("A", .red), b = Coloured("B", .green)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        _ = windows.show(tabs)
        a.definesPresentationContext = true
        let over = presentOverContext(from: a)
        let placedOverA = (over.view.superview === a.view, a.view.subviews.last === over.view)

        let away = recordingSequence { _ in tabs.selectedIndex = 1 }
        let hiddenWithTab = over.view.window == nil
        let back = recordingSequence { _ in tabs.selectedIndex = 0 }

        #expect(placedOverA == (true, true))
        #expect(
            away == [
                "Coloured(B) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: false)",
                "Coloured(B) viewWillAppear(animated: false)",
                "Coloured(Over) viewWillDisappear(animated: false)",
                "Coloured(Over) viewDidDisappear(animated: false)",
                "Coloured(A) viewDidDisappear(animated: false)",
                "Coloured(B) viewIsAppearing(animated: false)",
                "Coloured(B) viewDidAppear(animated: false)",
            ])
        #expect(hiddenWithTab)
        #expect(
            back == [
                "Coloured(B) viewWillDisappear(animated: false)",
                "Coloured(A) viewWillAppear(animated: false)",
                "Coloured(Over) viewWillAppear(animated: false)",
                "Coloured(Over) viewIsAppearing(animated: false)",
                "Coloured(Over) viewDidAppear(animated: false)",
                "Coloured(B) viewDidDisappear(animated: false)",
                "Coloured(A) viewIsAppearing(animated: false)",
                "Coloured(A) viewDidAppear(animated: false)",
            ])
        #expect(
            a.presentedViewController === over && over.appearance == .appeared && a.view.subviews.last === over.view)
    }

    @Test func theContextPresentationFollowsTheContextsSize() {
        let root = Coloured("Root", .red), context = Coloured("Context", .green)
        _ = windows.show(root)
        embed(context, in: root)
        context.view.frame = CGRect(x: 20, y: 100, width: 200, height: 150)
        context.definesPresentationContext = true
        let over = presentOverContext(from: context)

        context.view.frame = CGRect(x: 20, y: 100, width: 280, height: 300)

        #expect(over.view.frame == CGRect(x: 0, y: 0, width: 280, height: 300))
    }

    @Test func aCrossDissolveOverTheContextMixesOnlyTheContextsArea() {
        let root = Coloured("Root", .red), context = Coloured("Context", .green), over = Coloured("Over", .blue)
        let window = windows.show(root)
        embed(context, in: root)
        context.view.frame = CGRect(x: 20, y: 100, width: 200, height: 150)
        context.definesPresentationContext = true
        over.modalPresentationStyle = .overCurrentContext
        over.modalTransitionStyle = .crossDissolve

        context.present(over, animated: true)
        UIApplication.shared.advance(by: SystemTimings.modal(.crossDissolve) / 2)
        let frame = renderArtifact(window, "present-over-current-context-50")
        let inside = colour(frame.pixel(x: 120, y: 175)), outside = colour(frame.pixel(x: 260, y: 175))
        UIApplication.shared.advance(by: SystemTimings.modal(.crossDissolve) / 2)

        #expect(abs(inside.green - 0.5) < 0.05 && abs(inside.blue - 0.5) < 0.05 && inside.red < 0.05)
        #expect(outside.red > 0.95 && outside.green < 0.05 && outside.blue < 0.05)
        #expect(over.appearance == .appeared && over.view.frame == context.view.bounds)
    }

    @Test func aFullScreenPresentationTakesTheContextPresentationOffScreenAndBack() {
        let root = Coloured("Root", .red), context = Coloured("Context", .green), cover = Coloured("Cover", .white)
        _ = windows.show(root)
        embed(context, in: root)
        context.definesPresentationContext = true
        let over = presentOverContext(from: context)

        let present = recordingSequence { _ in root.present(cover, animated: false) }
        let coveredState = (over.appearance, over.view.window == nil)
        let dismiss = recordingSequence { _ in root.dismiss(animated: false) }

        #expect(
            present == [
                "Coloured(Cover) viewDidLoad",
                "Coloured(Root) viewWillDisappear(animated: false)",
                "Coloured(Context) viewWillDisappear(animated: false)",
                "Coloured(Cover) viewWillAppear(animated: false)",
                "Coloured(Cover) viewIsAppearing(animated: false)",
                "Coloured(Cover) viewDidAppear(animated: false)",
                "Coloured(Over) viewWillDisappear(animated: false)",
                "Coloured(Over) viewDidDisappear(animated: false)",
                "Coloured(Root) viewDidDisappear(animated: false)",
                "Coloured(Context) viewDidDisappear(animated: false)",
            ])
        #expect(coveredState == (.disappeared, true))
        #expect(
            dismiss == [
                "Coloured(Cover) viewWillDisappear(animated: false)",
                "Coloured(Root) viewWillAppear(animated: false)",
                "Coloured(Context) viewWillAppear(animated: false)",
                "Coloured(Over) viewWillAppear(animated: false)",
                "Coloured(Over) viewIsAppearing(animated: false)",
                "Coloured(Over) viewDidAppear(animated: false)",
                "Coloured(Root) viewIsAppearing(animated: false)",
                "Coloured(Root) viewDidAppear(animated: false)",
                "Coloured(Context) viewIsAppearing(animated: false)",
                "Coloured(Context) viewDidAppear(animated: false)",
                "Coloured(Cover) viewDidDisappear(animated: false)",
            ])
        #expect(context.presentedViewController === over && over.appearance == .appeared)
    }

    @Test func aFullScreenRequestFromAContextPresentationIsMadeByTheTop() {
        let root = Coloured("Root", .red), context = Coloured("Context", .green), cover = Coloured("Cover", .white)
        let window = windows.show(root)
        embed(context, in: root)
        context.definesPresentationContext = true
        let over = presentOverContext(from: context)

        over.present(cover, animated: false)

        #expect(cover.presentingViewController === root && root.presentedViewController === cover)
        #expect(window.subviews == [cover.view] && over.appearance == .disappeared)
    }

    @Test func dismissingAControllerForgetsWhatItsChildrenPresentedOverTheirContext() {
        let root = Coloured("Root", .red), card = Coloured("Card", .white), inner = Coloured("Inner", .green)
        _ = windows.show(root)
        embed(inner, in: card)
        inner.definesPresentationContext = true
        root.present(card, animated: false)
        let over = presentOverContext(from: inner)

        let lines = recordingSequence { _ in root.dismiss(animated: false) }

        #expect(
            lines == [
                "Coloured(Card) viewWillDisappear(animated: false)",
                "Coloured(Inner) viewWillDisappear(animated: false)",
                "Coloured(Root) viewWillAppear(animated: false)",
                "Coloured(Root) viewIsAppearing(animated: false)",
                "Coloured(Root) viewDidAppear(animated: false)",
                "Coloured(Over) viewWillDisappear(animated: false)",
                "Coloured(Over) viewDidDisappear(animated: false)",
                "Coloured(Card) viewDidDisappear(animated: false)",
                "Coloured(Inner) viewDidDisappear(animated: false)",
            ])
        #expect(inner.presentedViewController == nil && over.presentingViewController == nil)
        #expect(root.presentedViewController == nil && over.appearance == .disappeared)
    }
}

import Testing
import Compositor
import UIKit
import SeedContainers

/// Seed 000 §5's SimpleModalContainerController, ported line for line in SeedContainers, run as
/// the seed shows: the card fades in over a 0.3-alpha black button in 0.3 s, its callbacks come
/// through begin/end, and a tap on the dimmed background dismisses it.
@MainActor @Suite struct Seed000ModalContainerTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    private func modal() -> (UIWindow, SimpleModalContainerController, Coloured) {
        let container = SimpleModalContainerController()
        container.title = "Modal"
        let window = windows.show(container)
        container.view.backgroundColor = .white
        let card = Coloured("Card", .blue)
        card.view.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        return (window, container, card)
    }

    @Test func animatedPresentAndDismissRunTheSeedsSequence() {
        let (window, container, card) = modal()

        var atHalf: [String] = []
        let present = recordingSequence { recorder in
            container.presentSimpleModalViewController(card, animated: true)
            app.advance(by: 0.15)
            atHalf = recorder.lines
            app.advance(by: 0.15)
        }
        let dismiss = recordingSequence { _ in
            container.dismissSimpleModalViewController(animated: true)
            app.advance(by: 0.3)
        }

        #expect(
            atHalf == [
                "Coloured(Card) willMove(toParent: SimpleModalContainerController(Modal))",
                "Coloured(Card) viewWillAppear(animated: true)",
                "Coloured(Card) viewIsAppearing(animated: true)",
            ])
        #expect(
            present == atHalf + [
                "Coloured(Card) viewDidAppear(animated: true)",
                "Coloured(Card) didMove(toParent: SimpleModalContainerController(Modal))",
            ])
        #expect(
            dismiss == [
                "Coloured(Card) willMove(toParent: nil)",
                "Coloured(Card) viewWillDisappear(animated: true)",
                "Coloured(Card) viewDidDisappear(animated: true)",
                "Coloured(Card) didMove(toParent: nil)",
            ])
        #expect(
            card.movingFlags == [
                "viewWillAppear to:true from:false", "viewDidAppear to:true from:false",
                "viewWillDisappear to:false from:true", "viewDidDisappear to:false from:true",
            ])
        #expect(container.simpleModalViewController == nil && card.parent == nil && card.view.window == nil)
        #expect(container.view.subviews.isEmpty && window.subviews == [container.view])
        #expect(card.view.alpha == 1)
    }

    @Test func notAnimatedTheSameSequenceHappensInTheCalls() {
        let (_, container, card) = modal()

        let lines = recordingSequence { _ in
            container.presentSimpleModalViewController(card, animated: false)
            container.dismissSimpleModalViewController(animated: false)
        }

        #expect(
            lines == [
                "Coloured(Card) willMove(toParent: SimpleModalContainerController(Modal))",
                "Coloured(Card) viewWillAppear(animated: false)",
                "Coloured(Card) viewIsAppearing(animated: false)",
                "Coloured(Card) viewDidAppear(animated: false)",
                "Coloured(Card) didMove(toParent: SimpleModalContainerController(Modal))",
                "Coloured(Card) willMove(toParent: nil)",
                "Coloured(Card) viewWillDisappear(animated: false)",
                "Coloured(Card) viewDidDisappear(animated: false)",
                "Coloured(Card) didMove(toParent: nil)",
            ])
    }

    @Test func atHalfTheFadeTheCardAndTheDimmingAreHalfWay() {
        let (window, container, card) = modal()

        container.presentSimpleModalViewController(card, animated: true)
        app.advance(by: 0.15)
        let frame = renderArtifact(window, "seed-modal-fade-50")
        let cardPixel = colour(frame.pixel(x: 160, y: 240)), backgroundPixel = colour(frame.pixel(x: 20, y: 400))
        app.advance(by: 0.15)

        #expect(card.view.frame == CGRect(x: 60, y: 180, width: 200, height: 120))
        // White under black at 0.15, then blue at 0.5 over that: the seed's 0.3 and 1, half way.
        #expect(abs(backgroundPixel.red - 0.85) < 0.01 && abs(backgroundPixel.blue - 0.85) < 0.01)
        #expect(abs(cardPixel.red - 0.425) < 0.01 && abs(cardPixel.blue - 0.925) < 0.01)
    }

    @Test func aTapOnTheDimmedBackgroundDismissesThroughHitTesting() {
        let (_, container, card) = modal()
        container.presentSimpleModalViewController(card, animated: false)

        click(at: CGPoint(x: 160, y: 240))
        let afterCardTap = container.simpleModalViewController
        click(at: CGPoint(x: 20, y: 400))
        app.advance(by: 0.3)

        #expect(afterCardTap === card)
        #expect(container.simpleModalViewController == nil && card.appearance == .disappeared && card.parent == nil)
    }

    /// Objective-C ignores messages to nil, so the seed's second dismissal, whose completion runs
    /// after the first has cleared `simpleModalViewController`, does nothing there (the port's
    /// optional chains); the card ends unlinked and off screen. Its second begin nests inside
    /// the first, so the one end the seed makes leaves it disappearing (DESIGN §2: begins nest).
    @Test func dismissingTwiceDuringTheFadeEndsUnlinkedWithoutTrapping() {
        let (window, container, card) = modal()
        container.presentSimpleModalViewController(card, animated: false)

        let lines = recordingSequence { _ in
            container.dismissSimpleModalViewController(animated: true)
            app.advance(by: 0.1)
            container.dismissSimpleModalViewController(animated: true)
            app.advance(by: 0.3)
        }

        #expect(
            lines == [
                "Coloured(Card) willMove(toParent: nil)",
                "Coloured(Card) viewWillDisappear(animated: true)",
                "Coloured(Card) willMove(toParent: nil)",
                "Coloured(Card) didMove(toParent: nil)",
            ])
        #expect(container.simpleModalViewController == nil && card.parent == nil && card.view.window == nil)
        #expect(container.view.subviews.isEmpty && window.subviews == [container.view])
    }

    @Test func childrenFindTheirModalContainerUpTheParentChain() {
        let (_, container, card) = modal()
        let inner = UIViewController()
        container.presentSimpleModalViewController(card, animated: false)
        card.addChild(inner)

        #expect(card.simpleModalContainerController === container)
        #expect(inner.simpleModalContainerController === container)
        #expect(container.simpleModalContainerController == nil)
    }
}

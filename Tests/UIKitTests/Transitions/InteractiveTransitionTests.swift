import Testing
import UIKit

/// Interactive transitions driven by UIPercentDrivenInteractiveTransition: the animator's
/// animations stand still and follow `update(_:)`; `finish()` and `cancel()` run them to the end
/// or back, and a cancelled pop or dismissal puts the from-state back with the order recorded on
/// iOS (DESIGN §2: top.viewWillDisappear · below.viewWillAppear · below.viewWillDisappear ·
/// below.viewDidDisappear · top.viewWillAppear · top.viewDidAppear).
@MainActor @Suite struct InteractiveTransitionTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    private func navigation(_ root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        _ = windows.show(navigation)
        return navigation
    }

    @Test func aPercentDrivenPushShowsTheUpdatedPercentAndFinishes() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = navigation(a)
        let delegate = AnimatingNavigationDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        navigation.delegate = delegate
        let content = contentFrame(of: navigation)

        var frames: [CGRect] = []
        var percents: [CGFloat] = []
        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            navigation.pushViewController(b, animated: true)
            app.advance(by: 1)
            frames.append(b.view.shownFrame)
            interactor.update(0.3)
            app.advance(by: 1.0 / 60)
            frames.append(b.view.shownFrame)
            percents.append(interactor.percentComplete)
            interactor.update(0.7)
            app.advance(by: 1.0 / 60)
            frames.append(b.view.shownFrame)
            percents.append(navigation.transitionCoordinator?.percentComplete ?? -1)
            recorder.note("finish")
            interactor.finish()
            app.advance(by: LoggingSlideAnimator.duration)
        }

        #expect(
            frames == [
                content.offsetBy(dx: 320, dy: 0), content.offsetBy(dx: 224, dy: 0), content.offsetBy(dx: 96, dy: 0),
            ])
        #expect(percents == [0.3, 0.7] && interactor.duration == 0.3)
        #expect(
            lines == [
                "Coloured(B) willMove(toParent: UINavigationController)",
                "Coloured(B) viewDidLoad",
                "delegate animationControllerFor push from Coloured(A) to Coloured(B)",
                "delegate interactionControllerFor",
                "Coloured(A) viewWillDisappear(animated: true)",
                "Coloured(B) viewWillAppear(animated: true)",
                "delegate willShow Coloured(B)",
                "animator animateTransition push",
                "Coloured(B) viewIsAppearing(animated: true)",
                "finish",
                "animator completeTransition(true)",
                "Coloured(A) viewDidDisappear(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: UINavigationController)",
                "delegate didShow Coloured(B)",
                "animator animationEnded(true)",
            ])
        #expect(b.view.frame == content && navigation.viewControllers == [a, b])
        #expect(app.invariantViolations().isEmpty)
    }

    /// The rest after `finish()` takes the remaining part of the duration over `completionSpeed`.
    @Test func finishingRunsTheRestAtTheCompletionSpeed() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = navigation(a)
        let delegate = AnimatingNavigationDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionSpeed = 2
        interactor.completionCurve = .linear
        delegate.interactor = interactor
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        interactor.update(0.5)
        let content = contentFrame(of: navigation)

        interactor.finish()
        app.advance(by: 0.03)
        let quarterWay = b.view.shownFrame
        app.advance(by: 0.045)

        // Half the way (0.15 s of animation) at double speed: 0.075 s; 0.03 s in, 0.6 of the way.
        #expect(approximately(quarterWay, content.offsetBy(dx: 160 * 0.6, dy: 0), 1e-6))
        #expect(navigation.transitionCoordinator == nil && b.isMovingToParent == false)
        #expect(navigation.viewControllers == [a, b] && b.appearance == .appeared)
    }

    @Test func aCancelledInteractivePopPutsTheStackBackWithTheRecordedOrder() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = navigation(a)
        navigation.pushViewController(b, animated: false)
        let delegate = AnimatingNavigationDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        navigation.delegate = delegate
        let content = contentFrame(of: navigation)

        var shownAtHalf = CGRect.zero
        var interaction: [String] = []
        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            navigation.popViewController(animated: true)
            navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
                interaction.append("interactive: \(context.isInteractive) cancelled: \(context.isCancelled)")
            }
            interactor.update(0.5)
            app.advance(by: 1.0 / 60)
            shownAtHalf = b.view.shownFrame
            recorder.note("cancel")
            interactor.cancel()
            app.advance(by: LoggingSlideAnimator.duration)
        }

        #expect(shownAtHalf == content.offsetBy(dx: 160, dy: 0))
        #expect(interaction == ["interactive: false cancelled: true"])
        #expect(
            lines == [
                "Coloured(B) willMove(toParent: nil)",
                "delegate animationControllerFor pop from Coloured(B) to Coloured(A)",
                "delegate interactionControllerFor",
                "Coloured(B) viewWillDisappear(animated: true)",
                "Coloured(A) viewWillAppear(animated: true)",
                "delegate willShow Coloured(A)",
                "animator animateTransition pop",
                "Coloured(A) viewIsAppearing(animated: true)",
                "cancel",
                "animator completeTransition(false)",
                "Coloured(A) viewWillDisappear(animated: true)",
                "Coloured(A) viewDidDisappear(animated: true)",
                "Coloured(B) viewWillAppear(animated: true)",
                "Coloured(B) viewIsAppearing(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: UINavigationController)",
                "animator animationEnded(false)",
            ])
        #expect(navigation.viewControllers == [a, b] && navigation.children == [a, b])
        #expect(b.view.frame == content && b.view.shownFrame == content && a.view.superview == nil)
        #expect(navigation.navigationBar.topItem === b.navigationItem && !b.isMovingFromParent)
        #expect(app.invariantViolations().isEmpty)
    }

    @Test func aCancelledInteractiveDismissalKeepsThePresentation() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        _ = windows.show(a)
        let delegate = CardTransitioningDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteractor = interactor
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        let frame = b.view.frame

        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            delegate.presentationController?.recorder = recorder
            b.dismiss(animated: true) { recorder.note("dismiss completion") }
            interactor.update(0.4)
            app.advance(by: 1.0 / 60)
            recorder.note("cancel")
            interactor.cancel()
            app.advance(by: LoggingSlideAnimator.duration)
        }

        #expect(
            lines == [
                "transitioning animationControllerForDismissed",
                "transitioning interactionControllerForDismissal",
                "presentation dismissalTransitionWillBegin",
                "Coloured(B) viewWillDisappear(animated: true)",
                "animator animateTransition dismiss",
                "cancel",
                "animator completeTransition(false)",
                "presentation dismissalTransitionDidEnd(false)",
                "Coloured(B) viewWillAppear(animated: true)",
                "Coloured(B) viewIsAppearing(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "animator animationEnded(false)",
            ])
        #expect(a.presentedViewController === b && b.view.frame == frame && !b.isBeingDismissed)
        #expect(delegate.presentationController?.dimmingView.alpha == 0.5)
        #expect(app.invariantViolations().isEmpty)
    }

    /// Fuzzer (campaign seed 636): an interactive push cancelled while its navigation controller
    /// is being dismissed gives the covered controller back to a container that is disappearing:
    /// it only finishes disappearing (a child follows its parent's appearance, which Apple
    /// forwards), and nothing appears again inside the navigation controller.
    @Test func aPushCancelledWhileItsNavigationControllerIsDismissedLeavesTheCoveredControllerDisappeared() {
        let host = Coloured("Host", .green), a = Coloured("A", .red), b = Coloured("B", .blue)
        _ = windows.show(host)
        let navigation = UINavigationController(rootViewController: a)
        navigation.modalPresentationStyle = .fullScreen
        host.present(navigation, animated: false)
        app.advance(by: 1.0 / 60)
        let delegate = AnimatingNavigationDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        navigation.delegate = delegate

        let lines = recordingSequence { recorder in
            navigation.pushViewController(b, animated: true)
            interactor.update(0.3)
            app.advance(by: 1.0 / 60)
            recorder.note("dismiss")
            host.dismiss(animated: true)
            app.advance(by: 1.0 / 60)
            recorder.note("cancel")
            interactor.cancel()
            app.advance(by: 1)
        }

        #expect(
            lines == [
                "Coloured(B) willMove(toParent: UINavigationController)",
                "Coloured(B) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: true)",
                "Coloured(B) viewWillAppear(animated: true)",
                "Coloured(B) viewIsAppearing(animated: true)",
                "dismiss",
                "UINavigationController viewWillDisappear(animated: true)",
                "Coloured(B) viewWillDisappear(animated: true)",
                "Coloured(Host) viewWillAppear(animated: true)",
                "Coloured(Host) viewIsAppearing(animated: true)",
                "cancel",
                "Coloured(B) viewDidDisappear(animated: true)",
                "Coloured(B) didMove(toParent: nil)",
                "Coloured(Host) viewDidAppear(animated: true)",
                "UINavigationController viewDidDisappear(animated: true)",
                "Coloured(A) viewDidDisappear(animated: true)",
            ])
        #expect(host.presentedViewController == nil && navigation.viewControllers == [a])
        #expect(app.invariantViolations().isEmpty)
    }
}

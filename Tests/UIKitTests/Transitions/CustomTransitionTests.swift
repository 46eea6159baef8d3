import Testing
import UIKit

/// Custom transitions (issue 20): a delegate's animator runs in place of the built-in push, pop,
/// tab switch, presentation and dismissal, keeping DESIGN §2's orders; the end waits for the
/// animator's `completeTransition(_:)`. Apple, UIPresentationController: presentationTransition-
/// WillBegin · the animator's transition · presentationTransitionDidEnd(_:).
@MainActor @Suite struct CustomTransitionTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    private func navigation(_ root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        _ = windows.show(navigation)
        return navigation
    }

    @Test func aCustomPushRunsTheAnimatorInsideUIKitsPushOrder() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = navigation(a)
        let delegate = AnimatingNavigationDelegate()
        navigation.delegate = delegate

        var atHalf: [String] = []
        var shownAtHalf = CGRect.zero
        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            navigation.pushViewController(b, animated: true)
            app.advance(by: LoggingSlideAnimator.duration / 2)
            atHalf = recorder.lines
            shownAtHalf = b.view.shownFrame
            app.advance(by: LoggingSlideAnimator.duration / 2)
        }

        let head = [
            "Coloured(B) willMove(toParent: UINavigationController)",
            "Coloured(B) viewDidLoad",
            "delegate animationControllerFor push from Coloured(A) to Coloured(B)",
            "delegate interactionControllerFor",
            "Coloured(A) viewWillDisappear(animated: true)",
            "Coloured(B) viewWillAppear(animated: true)",
            "delegate willShow Coloured(B)",
            "animator animateTransition push",
            "Coloured(B) viewIsAppearing(animated: true)",
        ]
        #expect(atHalf == head)
        #expect(
            lines == head + [
                "animator completeTransition(true)",
                "Coloured(A) viewDidDisappear(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: UINavigationController)",
                "delegate didShow Coloured(B)",
                "animator animationEnded(true)",
            ])
        let content = contentFrame(of: navigation)
        // Animation times are sums of 1/60 s steps since the process began: after a long suite
        // they carry rounding noise of a few 1e-12 s, a few 1e-9 points here.
        #expect(approximately(shownAtHalf, content.offsetBy(dx: content.width / 2, dy: 0), 1e-6))
        #expect(a.view.superview == nil && b.view.superview === navigation.view && b.view.frame == content)
        #expect(navigation.view.subviews.last === navigation.navigationBar)
        #expect(app.invariantViolations().isEmpty)
    }

    @Test func aCustomPopRunsTheAnimatorInsideUIKitsPopOrder() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = navigation(a)
        navigation.pushViewController(b, animated: false)
        let delegate = AnimatingNavigationDelegate()
        navigation.delegate = delegate

        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            navigation.popViewController(animated: true)
            app.advance(by: LoggingSlideAnimator.duration)
        }

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
                "animator completeTransition(true)",
                "Coloured(B) viewDidDisappear(animated: true)",
                "Coloured(A) viewDidAppear(animated: true)",
                "Coloured(B) didMove(toParent: nil)",
                "delegate didShow Coloured(A)",
                "animator animationEnded(true)",
            ])
        #expect(
            navigation.viewControllers == [a] && b.view.superview == nil && a.view.frame == contentFrame(of: navigation)
        )
        #expect(app.invariantViolations().isEmpty)
    }

    /// Apple, UIViewControllerTransitionCoordinator: blocks registered in viewWillAppear run in
    /// the transition's animation; completions after it, before the appearance ends.
    @Test func theCoordinatorOfABuiltInPushRunsAlongsideAndCompletionBlocks() {
        let a = Coloured("A", .red)
        let b = CoordinatedController("B")
        let navigation = navigation(a)

        var dimmedAtHalf: CGFloat = 0
        let lines = recordingSequence { recorder in
            b.recorder = recorder
            navigation.pushViewController(b, animated: true)
            app.advance(by: SystemTimings.navigationSlide / 2)
            dimmedAtHalf = CGFloat(b.badge.layer.presentation()?.opacity ?? -1)
            app.advance(by: SystemTimings.navigationSlide / 2)
        }

        #expect(
            lines == [
                "CoordinatedController(B) willMove(toParent: UINavigationController)",
                "CoordinatedController(B) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: true)",
                "CoordinatedController(B) viewWillAppear(animated: true)",
                "coordinator animated: true style: none duration: 0.35 from: Coloured(A) to: CoordinatedController(B) in navigation view: true",
                "alongside percent: 0.0",
                "CoordinatedController(B) viewIsAppearing(animated: true)",
                "completion cancelled: false percent: 1.0",
                "Coloured(A) viewDidDisappear(animated: true)",
                "CoordinatedController(B) viewDidAppear(animated: true)",
                "viewDidAppear coordinator: nil",
                "CoordinatedController(B) didMove(toParent: UINavigationController)",
            ])
        #expect(dimmedAtHalf > 0.3 && dimmedAtHalf < 0.7)
        #expect(b.badge.alpha == 1 && b.transitionCoordinator == nil)
    }

    @Test func aCustomPresentationAndDismissalRunThePresentationControllersPhases() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let window = windows.show(a)
        let delegate = CardTransitioningDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate

        var containerWhilePresented: UIView?
        let presentLines = recordingSequence { recorder in
            delegate.recorder = recorder
            a.present(b, animated: true) { recorder.note("present completion") }
            app.advance(by: LoggingSlideAnimator.duration)
        }
        containerWhilePresented = b.presentationController?.containerView
        let placedWhilePresented = (
            containerWhilePresented?.superview === window, b.view.superview === containerWhilePresented
        )
        let card = delegate.presentationController!
        let framePresented = b.view.frame
        let dimmingAlpha = card.dimmingView.alpha
        let dismissLines = recordingSequence { recorder in
            delegate.recorder = recorder
            card.recorder = recorder
            b.dismiss(animated: true) { recorder.note("dismiss completion") }
            app.advance(by: LoggingSlideAnimator.duration)
        }

        #expect(
            presentLines == [
                "transitioning presentationController",
                "transitioning animationControllerForPresented",
                "Coloured(B) viewDidLoad",
                "presentation presentationTransitionWillBegin",
                "Coloured(B) viewWillAppear(animated: true)",
                "animator animateTransition present",
                "Coloured(B) viewIsAppearing(animated: true)",
                "animator completeTransition(true)",
                "presentation presentationTransitionDidEnd(true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "present completion",
                "animator animationEnded(true)",
            ])
        #expect(
            dismissLines == [
                "transitioning animationControllerForDismissed",
                "transitioning interactionControllerForDismissal",
                "presentation dismissalTransitionWillBegin",
                "Coloured(B) viewWillDisappear(animated: true)",
                "animator animateTransition dismiss",
                "animator completeTransition(true)",
                "presentation dismissalTransitionDidEnd(true)",
                "Coloured(B) viewDidDisappear(animated: true)",
                "dismiss completion",
                "animator animationEnded(true)",
            ])
        #expect(placedWhilePresented == (true, true))
        #expect(framePresented == CGRect(x: 20, y: 240, width: 280, height: 220) && dimmingAlpha == 0.5)
        #expect(a.view.window === window && a.appearance == .appeared)
        #expect(containerWhilePresented?.superview == nil && card.containerView == nil && b.view.superview == nil)
        #expect(a.presentedViewController == nil && b.presentationController == nil)
    }

    @Test func aTabSwitchWithACustomAnimatorKeepsTheTabSwitchOrder() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        _ = windows.show(tabs)
        let delegate = AnimatingTabDelegate()
        tabs.delegate = delegate

        let lines = recordingSequence { recorder in
            delegate.recorder = recorder
            tabs.selectedIndex = 1
            app.advance(by: LoggingSlideAnimator.duration)
        }

        #expect(
            lines == [
                "tab delegate animationControllerForTransitionFrom Coloured(A) to Coloured(B)",
                "tab delegate interactionControllerFor",
                "Coloured(B) viewDidLoad",
                "Coloured(A) viewWillDisappear(animated: true)",
                "Coloured(B) viewWillAppear(animated: true)",
                "animator animateTransition tab",
                "Coloured(B) viewIsAppearing(animated: true)",
                "animator completeTransition(true)",
                "Coloured(A) viewDidDisappear(animated: true)",
                "Coloured(B) viewDidAppear(animated: true)",
                "animator animationEnded(true)",
            ])
        #expect(tabs.selectedViewController === b && a.view.superview == nil && b.view.superview === tabs.view)
        #expect(tabs.view.subviews.last === tabs.tabBar)
        #expect(app.invariantViolations().isEmpty)
    }

    @Test func completingATransitionTwiceIsReportedAndChangesNothing() {
        let a = Coloured("A", .red), b = Coloured("B", .blue)
        let navigation = navigation(a)
        let delegate = AnimatingNavigationDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        app.advance(by: LoggingSlideAnimator.duration)
        let coordinator = delegate.animator?.context

        let diagnostics = capturingDiagnostics { coordinator?.completeTransition(false) }

        #expect(diagnostics.map(\.kind) == [.log])
        #expect(
            diagnostics.first?.message.hasPrefix("completeTransition: called on a transition that already completed")
                == true)
        #expect(navigation.viewControllers == [a, b] && b.view.superview === navigation.view)
    }
}

/// Notes what its transition coordinator says in viewWillAppear and fades a badge in alongside.
@MainActor
final class CoordinatedController: Strict {
    weak var recorder: SequenceRecorder?
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(badge)
        badge.backgroundColor = .black
        badge.alpha = 0
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return }
        let from = coordinator.viewController(forKey: .from).map { traceName($0) } ?? "nil"
        let to = coordinator.viewController(forKey: .to).map { traceName($0) } ?? "nil"
        let inNavigation = coordinator.containerView === navigationController?.view
        recorder?.note(
            "coordinator animated: \(coordinator.isAnimated) style: \(coordinator.presentationStyle) "
                + "duration: \(coordinator.transitionDuration) from: \(from) to: \(to) in navigation view: \(inNavigation)"
        )
        coordinator.animate(
            alongsideTransition: { context in
                self.recorder?.note("alongside percent: \(context.percentComplete)")
                self.badge.alpha = 1
            },
            completion: { context in
                self.recorder?.note("completion cancelled: \(context.isCancelled) percent: \(context.percentComplete)")
            })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder?.note("viewDidAppear coordinator: \(transitionCoordinator == nil ? "nil" : "set")")
    }
}

/// A tab bar delegate that supplies the logging animator for every switch.
@MainActor
final class AnimatingTabDelegate: UITabBarControllerDelegate {
    weak var recorder: SequenceRecorder?

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        recorder?.note(
            "tab delegate animationControllerForTransitionFrom \(traceName(fromVC)) to \(traceName(toVC))"
        )
        return LoggingSlideAnimator("tab", arriving: true, recorder: recorder)
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        recorder?.note("tab delegate interactionControllerFor")
        return nil
    }
}

// A half-height card presentation as iOS tutorials write it (compiled in Swift 5 language
// mode): an NSObject transitioning delegate, a UIPresentationController subclass with a dimming
// view faded alongside the transition, and an animator that slides the card up — none of them
// main-actor isolated in the source.
import Testing
import UIKit

final class HalfSheetPresentationController: UIPresentationController {
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = containerView.bounds.height / 2
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let containerView = transitionContext.containerView
        let shownFrame = transitionContext.finalFrame(for: controller)
        var hiddenFrame = shownFrame
        hiddenFrame.origin.y = containerView.bounds.height
        if presenting {
            containerView.addSubview(controller.view)
            controller.view.frame = hiddenFrame
        }
        let target = presenting ? shownFrame : hiddenFrame
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { controller.view.frame = target },
            completion: { finished in transitionContext.completeTransition(finished) })
    }
}

final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: false)
    }
}

final class HalfSheetHostViewController: UIViewController {
    let sheetDelegate = HalfSheetTransitioningDelegate()
    var events: [String] = []

    func showSheet() {
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetDelegate
        present(sheet, animated: true) { self.events.append("presented") }
    }
}

@MainActor @Suite struct CustomPresentationClientTests {
    @Test func aHalfSheetSlidesUpOverADimmingViewAndDismissesAgain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = HalfSheetHostViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)

        host.showSheet()
        UIApplication.shared.advance(by: 0.2)
        let halfWay = host.presentedViewController?.view.layer.presentation()?.frame.minY ?? 0
        UIApplication.shared.advance(by: 0.3)
        let shown = host.presentedViewController?.view.frame
        host.presentedViewController?.dismiss(animated: true) { host.events.append("dismissed") }
        UIApplication.shared.advance(by: 0.5)

        #expect(halfWay > 240 && halfWay < 480)
        #expect(shown == CGRect(x: 0, y: 240, width: 320, height: 240))
        #expect(host.events == ["presented", "dismissed"] && host.presentedViewController == nil)
        #expect(host.view.window === window)
        window.isHidden = true
    }
}

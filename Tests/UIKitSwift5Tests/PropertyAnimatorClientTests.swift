// A drawer that opens with an interruptible property animator, as iOS articles write it
// (compiled in Swift 5 language mode): the animator is kept in a property, scrubbed while the
// finger moves, then continued or reversed depending on how far it came.
import Testing
import UIKit

final class DrawerViewController: UIViewController {
    let drawer = UIView()
    var animator: UIViewPropertyAnimator?
    var isOpen = false
    var positions: [UIViewAnimatingPosition] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        drawer.backgroundColor = .systemBlue
        drawer.frame = CGRect(x: 0, y: 400, width: 320, height: 300)
        view.addSubview(drawer)
    }

    func beginInteraction() {
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) {
            self.drawer.frame.origin.y = 100
        }
        animator.addCompletion { [weak self] position in
            self?.positions.append(position)
            self?.isOpen = position == .end
        }
        animator.pauseAnimation()
        self.animator = animator
    }

    func moved(by fraction: CGFloat) { animator?.fractionComplete = fraction }

    func ended() {
        guard let animator = animator else { return }
        animator.isReversed = animator.fractionComplete < 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}

@MainActor @Suite struct PropertyAnimatorClientTests {
    @Test func aDrawerReleasedPastHalfWayOpensAndOneReleasedEarlyClosesAgain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = DrawerViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)

        controller.beginInteraction()
        controller.moved(by: 0.7)
        let scrubbed = controller.drawer.layer.presentation()!.frame.minY
        controller.ended()
        UIApplication.shared.advance(by: 1)
        let opened = (controller.isOpen, controller.drawer.frame.minY)
        controller.drawer.frame.origin.y = 400
        controller.beginInteraction()
        controller.moved(by: 0.3)
        controller.ended()
        UIApplication.shared.advance(by: 1)

        #expect(abs(scrubbed - 190) < 1e-6)  // 400 - 0.7 × 300, scrubbed linearly
        #expect(opened == (true, 100))
        #expect(controller.positions == [.end, .start])
        #expect(controller.isOpen == false)
        #expect(controller.drawer.frame.minY == 400)
    }
}

/// A transition animator written the iOS 10 way: `animateTransition` starts the interruptible
/// animator, which is made once per transition.
final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(
        using transitionContext: UIViewControllerContextTransitioning
    )
        -> UIViewImplicitlyAnimating
    {
        if let animator = animator { return animator }
        let toView = transitionContext.view(forKey: .to)!
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { toView.alpha = 1 }
        animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

final class FadingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeInAnimator()
    }
}

@MainActor @Suite struct InterruptibleAnimatorClientTests {
    @Test func aPushFadesInThroughTheInterruptibleAnimator() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = FadingNavigationDelegate()
        navigation.delegate = delegate
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let pushed = UIViewController()

        navigation.pushViewController(pushed, animated: true)
        UIApplication.shared.advance(by: 0.15)
        let halfway = pushed.view.layer.presentation()!.opacity
        UIApplication.shared.advance(by: 0.5)

        #expect(halfway > 0.2 && halfway < 0.8)
        #expect(pushed.view.alpha == 1 && navigation.topViewController === pushed)
        #expect(navigation.transitionCoordinator == nil)
    }
}

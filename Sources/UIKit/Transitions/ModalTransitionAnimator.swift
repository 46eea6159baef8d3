import Foundation

/// UIKit's own animations of a presentation and its dismissal, run through the same context as a
/// custom animator: cover vertical slides the presented view up from the bottom edge (a sheet
/// slides up to its detent the same way), cross dissolve fades it, flip turns the container
/// over from the right, partial curl lifts the screen part-way off it. Dismissal plays them
/// backwards.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let isPresenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        isPresenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        style.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let complete: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if isPresenting {
            guard let view = transitionContext.view(forKey: .to),
                let presented = transitionContext.viewController(forKey: .to)
            else { return complete(true) }
            let frame = transitionContext.finalFrame(for: presented)
            switch style {
            case .coverVertical:
                view.frame = frame.offsetBy(dx: 0, dy: container.bounds.height - frame.minY)
                container.addSubview(view)
                UIView.animate(
                    withDuration: duration, delay: 0, options: [], animations: { view.frame = frame },
                    completion: complete)
            case .crossDissolve:
                view.frame = frame
                view.alpha = 0
                container.addSubview(view)
                UIView.animate(
                    withDuration: duration, delay: 0, options: [], animations: { view.alpha = 1 }, completion: complete)
            case .flipHorizontal:
                view.frame = frame
                UIView.transition(
                    with: container, duration: duration, options: [.transitionFlipFromRight],
                    animations: { container.addSubview(view) }, completion: complete)
            case .partialCurl:
                // The screen curls up part-way over the presented view; the page stays curled
                // (UIViewController+Presentation.swift puts a PartialCurlView there at the end).
                view.frame = frame
                UIView.runTransition(
                    in: container, duration: duration, options: [.transitionCurlUp],
                    curlExtent: PageCurlPath.partialCurlRest, changes: { container.addSubview(view) }, animations: {},
                    completion: complete)
            }
        } else {
            guard let view = transitionContext.view(forKey: .from) else { return complete(true) }
            switch style {
            case .coverVertical:
                UIView.animate(
                    withDuration: duration, delay: 0, options: [],
                    animations: { view.frame.origin.y = container.bounds.height }, completion: complete)
            case .crossDissolve:
                UIView.animate(
                    withDuration: duration, delay: 0, options: [], animations: { view.alpha = 0 }, completion: complete)
            case .flipHorizontal:
                UIView.transition(
                    with: container, duration: duration, options: [.transitionFlipFromLeft],
                    animations: { view.isHidden = true },
                    completion: { finished in
                        view.isHidden = false
                        complete(finished)
                    })
            case .partialCurl:
                // The curled page comes back down over the presented view.
                UIView.runTransition(
                    in: container, duration: duration, options: [.transitionCurlDown],
                    curlExtent: PageCurlPath.partialCurlRest, changes: { view.isHidden = true }, animations: {},
                    completion: { finished in
                        view.isHidden = false
                        complete(finished)
                    })
            }
        }
    }
}

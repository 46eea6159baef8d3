import Foundation

/// The presentation controller of `.pageSheet` and `.formSheet` (and `.automatic`): the presented
/// view as a card with rounded top corners resting at a detent — `.large()` just below the safe
/// area's top, `.medium()` half the safe height — over a dimming view, with an optional grabber.
/// Set it up before presenting through `sheetPresentationController`.
///
/// Not built: the presenting view pushed back behind a large sheet (iOS scales it down over black;
/// here it stays, dimmed), regular-width form sheets (the card is the same at every width),
/// and custom detents.
///
/// The sheet follows a vertical drag on it: released, it settles on the detent nearest where
/// it was heading (its position 0.15 s on at the release velocity), or is dismissed when that
/// is the bottom edge — unless the controller `isModalInPresentation`, or the delegate says no,
/// and the delegate hears of the attempt. Above the largest detent it moves a third as far.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller)
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The name of a detent (`.medium`, `.large`), for `selectedDetentIdentifier` and
        /// `largestUndimmedDetentIdentifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        public let identifier: Identifier

        private init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        /// Half the height of the safe area.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height, below the safe area's top.
        public static func large() -> Detent { Detent(identifier: .large) }

        /// The sheet's height above the container's bottom edge.
        func height(in container: UIView) -> CGFloat {
            let bounds = container.bounds, safe = container.safeAreaInsets
            switch identifier {
            case .medium: return (bounds.height - safe.top - safe.bottom) / 2 + safe.bottom
            default: return bounds.height - safe.top - Self.largeTopGap
            }
        }

        /// The gap between the safe area's top and a large sheet, as iOS leaves it.
        static let largeTopGap: CGFloat = 10
    }

    /// The heights the sheet may rest at, smallest first as UIKit orders them; default `[.large()]`.
    open var detents: [Detent] = [.large()] { didSet { sheetChanged() } }
    /// The detent shown; nil (the default) is the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetChanged() } }
    /// Up to this detent the presenter is not dimmed (and can be touched); nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetChanged() } }
    /// A 36 × 5 capsule 5 points from the sheet's top.
    open var prefersGrabberVisible = false { didSet { grabber.isHidden = !prefersGrabberVisible } }
    /// The radius of the sheet's top corners; nil is the system's (10).
    open var preferredCornerRadius: CGFloat? { didSet { sheetChanged() } }

    static let defaultCornerRadius: CGFloat = 10
    /// How dark the dimming view gets (UIKit does not document it; close to what iOS shows).
    static let dimmingAlpha: CGFloat = 0.2
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopInset: CGFloat = 5

    private let card = UIView(frame: .zero)
    private let grabber = UIView(frame: .zero)
    private let dimmingView = UIView(frame: .zero)
    /// How far a drag has pulled the sheet below its detent (0 at rest; above it, negative).
    private var dragOffset: CGFloat = 0
    /// How far ahead a release projects the sheet's top at its velocity, to pick where it rests.
    static let releaseProjection: TimeInterval = 0.15
    private lazy var drag = UIPanGestureRecognizer { [weak self] pan in self?.followDrag(pan) }

    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        card.layer.masksToBounds = true
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = Self.grabberSize.height / 2
        grabber.isHidden = true
        grabber.isUserInteractionEnabled = false
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        card.addGestureRecognizer(drag)
    }

    /// Changes made in `changes` (detents, the selected detent) move the sheet with an animation.
    open func animateChanges(_ changes: () -> Void) {
        // The block runs before `animate` returns.
        withoutActuallyEscaping(changes) { changes in
            UIView.animate(
                withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                animations: {
                    changes()
                    self.layoutSheet()
                })
        }
    }

    /// The card holding the presented controller's view: it reaches below the container's
    /// bottom by the corner radius, so only its top corners show rounded.
    /// The card holding the presented view while the sheet presents it. Read after the
    /// dismissal (an app keeping the sheet), it leaves the controller's view where the app put it.
    open override var presentedView: UIView? {
        let presented = presentedViewController
        let presenting =
            containerView != nil
            || (presented.presentationController === self && presented.presentingViewController != nil)
        guard presenting else { return card }
        let content = presentedViewController.view!
        if content.superview !== card { card.insertSubview(content, at: 0) }
        if grabber.superview !== card { card.addSubview(grabber) }
        return card
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let height = currentDetent.map { $0.height(in: container) } ?? bounds.height
        let top = bounds.height - min(height, bounds.height)
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top + cornerRadius)
    }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        layoutSheet()
        let alpha = dimmedAlpha
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = alpha
        })
        if presentedViewController.transitionCoordinator == nil { dimmingView.alpha = alpha }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = dimmedAlpha
        }
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        // A transition's animator places the card while it runs.
        guard presentedViewController.presentationTransitionContext?.isRunning != true else {
            layoutCardContent()
            return
        }
        layoutSheet()
    }

    // MARK: Inside

    /// Pulls the sheet `offset` points below its detent (negative: above it), the dimming fading
    /// as it goes down.
    func setDragOffset(_ offset: CGFloat) {
        dragOffset = offset
        layoutSheet()
    }

    private func followDrag(_ pan: UIPanGestureRecognizer) {
        guard let container = containerView, presentedViewController.presentationTransitionContext?.isRunning != true
        else { return }
        switch pan.state {
        case .began, .changed:
            let translation = pan.translation(in: container).y
            // Up to the largest detent the sheet follows the finger; beyond it, a third as far.
            let room =
                (detents.map { $0.height(in: container) }.max() ?? 0) - (currentDetent?.height(in: container) ?? 0)
            setDragOffset(translation >= -room ? translation : -room + (translation + room) / 3)
        case .ended, .cancelled:
            settleDrag(velocity: pan.state == .ended ? pan.velocity(in: container).y : 0)
        default:
            break
        }
    }

    /// Rests at the detent nearest where the sheet was heading, or dismisses it.
    private func settleDrag(velocity: CGFloat) {
        guard let container = containerView else { return }
        let bottom = container.bounds.height
        let heading = card.frame.minY + velocity * CGFloat(Self.releaseProjection)
        let resting = detents.map { (top: bottom - min($0.height(in: container), bottom), detent: Optional($0)) }
        let nearest = (resting + [(top: bottom, detent: nil)]).min { abs($0.top - heading) < abs($1.top - heading) }
        if let nearest, nearest.detent == nil {
            if presentedViewController.isModalInPresentation {
                delegate?.presentationControllerDidAttemptToDismiss(self)
            } else {
                dismissByUser(animated: true)
                if presentedViewController.isBeingDismissed { return }
            }
        }
        animateChanges {
            if let detent = nearest?.detent { selectedDetentIdentifier = detent.identifier }
            dragOffset = 0
        }
    }

    /// The detent shown: the selected one if listed, else the smallest.
    var currentDetent: Detent? {
        if let selected = selectedDetentIdentifier, let detent = detents.first(where: { $0.identifier == selected }) {
            return detent
        }
        guard let container = containerView else { return detents.first }
        return detents.min { $0.height(in: container) < $1.height(in: container) }
    }

    private var cornerRadius: CGFloat { preferredCornerRadius ?? Self.defaultCornerRadius }

    /// Whether the presenter is dimmed at the current detent.
    private var isDimmed: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier, let container = containerView,
            let current = currentDetent
        else { return true }
        let limit = detents.first { $0.identifier == undimmed }?.height(in: container) ?? 0
        return current.height(in: container) > limit
    }

    private var dimmedAlpha: CGFloat { isDimmed ? Self.dimmingAlpha : 0 }

    /// Up to `largestUndimmedDetentIdentifier` the presenter can be touched around the sheet.
    override var letsTouchesThroughContainer: Bool { !isDimmed }

    private func sheetChanged() {
        guard containerView != nil, presentedViewController.presentationTransitionContext?.isRunning != true else {
            return
        }
        layoutSheet()
    }

    /// Places the card at its detent (less a drag) and the dimming for it.
    private func layoutSheet() {
        guard let container = containerView else { return }
        card.layer.cornerRadius = cornerRadius
        var frame = frameOfPresentedViewInContainerView
        // Pulled above its detent, the card grows so no gap opens at the bottom.
        frame.size.height += max(0, -dragOffset)
        card.frame = frame.offsetBy(dx: 0, dy: dragOffset)
        layoutCardContent()
        let height = max(frame.height - cornerRadius, 1)
        dimmingView.frame = container.bounds
        dimmingView.alpha = dimmedAlpha * min(max(0, 1 - dragOffset / height), 1)
        dimmingView.isUserInteractionEnabled = isDimmed
    }

    private func layoutCardContent() {
        let size = card.bounds.size
        presentedViewController.viewIfLoaded?.frame = CGRect(
            x: 0, y: 0, width: size.width, height: max(size.height - cornerRadius, 0))
        grabber.frame = CGRect(
            x: (size.width - Self.grabberSize.width) / 2, y: Self.grabberTopInset, width: Self.grabberSize.width,
            height: Self.grabberSize.height)
        card.bringSubviewToFront(grabber)
    }
}

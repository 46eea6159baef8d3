import Testing
import UIKit

/// A card in the lower half with nothing behind it: the container view is all there is above.
@MainActor
private final class BareCardPresentation: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
}

@MainActor
private final class BareCardTransitioning: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        BareCardPresentation(presentedViewController: presented, presenting: presenting)
    }
}

/// A presentation is modal: touches outside its views stop at its container (UIKit's
/// UITransitionView), except around a sheet resting at or below `largestUndimmedDetentIdentifier`,
/// where the presenter is neither dimmed nor blocked (Apple's `largestUndimmedDetentIdentifier`).
@MainActor @Suite struct PresentationTouchTests {
    private let app = UIApplication.shared
    private let windows = WindowKeeper()

    /// A presenter with a button in its top quarter; returns how often it fired.
    private func presenter() -> (UIViewController, () -> Int) {
        let presenter = UIViewController()
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction { _ in taps += 1 })
        button.frame = CGRect(x: 100, y: 60, width: 120, height: 44)
        presenter.view.addSubview(button)
        _ = windows.show(presenter)
        return (presenter, { taps })
    }

    @Test func aCustomCardKeepsThePresenterFromTouchesOutsideIt() {
        let (presenter, taps) = presenter()
        let delegate = BareCardTransitioning()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        presenter.present(card, animated: false)

        Automation().tap(at: CGPoint(x: 160, y: 82))

        #expect(taps() == 0)
    }

    @Test func aroundAnUndimmedSheetThePresenterStillTakesTouches() {
        let (presenter, taps) = presenter()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        presenter.present(sheet, animated: false)

        Automation().tap(at: CGPoint(x: 160, y: 82))

        #expect(taps() == 1)
    }
}

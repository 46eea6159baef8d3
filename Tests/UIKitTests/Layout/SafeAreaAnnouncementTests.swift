import Foundation
import Testing
@testable import UIKit

/// Whatever moves a controller's view, the safe area it comes to rest with is the one its
/// `viewSafeAreaInsetsDidChange()` last let it read (Apple: "called when the safe area of the
/// view changes"), and the settled "safe area announced" invariant sees when it is not.
@MainActor @Suite(.serialized) struct SafeAreaAnnouncementTests {
    /// A controller that notes the safe area each time it is told it changed.
    final class Listener: UIViewController {
        var told: [UIEdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            told.append(view.safeAreaInsets)
        }
    }

    private func settle() {
        for _ in 0..<600 where UIApplication.shared.isAnimating { UIApplication.shared.advance(by: 1.0 / 60) }
        UIApplication.shared.advance(by: 1.0 / 60)
    }

    private func safeAreaViolations(of controller: UIViewController) -> [String] {
        UIApplication.shared.invariantViolations([.settled]).filter {
            $0.name == Invariant.safeAreaAnnounced.rawValue && $0.message.hasPrefix("\(controller)")
        }.map(\.message)
    }

    /// A form sheet held part way down (its bottom inset grows past the home indicator) while
    /// its presenter leaves the navigation stack (a layout pass tells the sheet the held
    /// position), then let go: it springs back, and its safe area is told again.
    @Test func aFormSheetDraggedWhileItsPresenterLeavesTheStackIsToldWhereItRests() {
        let window = NotchedWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController(), presenter = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(presenter, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let sheet = Listener()
        sheet.modalPresentationStyle = .formSheet
        presenter.present(sheet, animated: false)
        settle()
        let resting = sheet.view.safeAreaInsets

        Automation().touchDown(at: CGPoint(x: 195, y: 400))
        for y in stride(from: 420.0, through: 560, by: 20) {
            Automation().touchMove(to: CGPoint(x: 195, y: y))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        navigation.setViewControllers([root], animated: false)
        UIApplication.shared.advance(by: 1.0 / 60)
        Automation().touchUp(at: CGPoint(x: 195, y: 560))
        settle()

        #expect(sheet.presentingViewController != nil)
        #expect(sheet.view.safeAreaInsets == resting)
        #expect(sheet.told.last == sheet.view.safeAreaInsets)
        #expect(safeAreaViolations(of: sheet).isEmpty)
    }

    /// A custom card whose interactive dismissal starts on the frame after a resize (whose
    /// layout pass tells the card the slid-out position) and is cancelled at 50 %: back in its
    /// place, it is told its safe area again.
    @Test func aCardWhoseInteractiveDismissalIsCancelledIsToldWhereItRests() {
        let window = NotchedWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let presenter = UIViewController()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let card = Listener()
        let delegate = CardTransitioningDelegate()
        delegate.animates = true
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        presenter.present(card, animated: false)
        settle()

        window.frame = CGRect(x: 0, y: 0, width: 390, height: 800)
        UIApplication.shared.advance(by: 1.0 / 60)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteractor = interactor
        card.dismiss(animated: true)
        interactor.update(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        interactor.cancel()
        settle()

        #expect(card.presentingViewController === presenter)
        #expect(card.told.last == card.view.safeAreaInsets)
        #expect(safeAreaViolations(of: card).isEmpty)
    }

    /// The selected tab laid out while its tab bar controller is out of the window (a zero
    /// safe area is what it reads then) and then back as the root: told the safe area again.
    @Test func aTabLaidOutWhileItsRootIsAwayIsToldAgainWhenItComesBack() {
        let window = makeKeyWindow(width: 320, height: 480)
        defer { window.isHidden = true }
        let first = Listener(), second = Listener()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        UIApplication.shared.advance(by: 1.0 / 60)

        tabs.selectedIndex = 1
        window.rootViewController = UIViewController()
        second.view.layoutIfNeeded()
        window.rootViewController = tabs
        UIApplication.shared.advance(by: 1.0 / 60)

        #expect(second.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(second.told.last == second.view.safeAreaInsets)
        #expect(safeAreaViolations(of: second).isEmpty)
    }

    /// The invariant compares the safe area a controller's view has with the one it read when
    /// last told, not with what the view recorded as announced.
    @Test func theInvariantSeesASafeAreaTheControllerWasNeverToldOf() {
        let window = makeKeyWindow(width: 320, height: 480)
        defer { window.isHidden = true }
        let listener = Listener()
        window.rootViewController = listener
        UIApplication.shared.advance(by: 1.0 / 60)

        listener.toldSafeAreaInsets = .zero
        let violations = safeAreaViolations(of: listener)

        #expect(
            violations == [
                "\(listener) was last told the safe area \(UIEdgeInsets.zero) but has \(listener.view.safeAreaInsets)"
            ])
    }
}

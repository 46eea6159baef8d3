import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// Goldens of custom presentations and scrubbed transitions (`__Snapshots__/TransitionSnapshotTests/`),
/// each looked at when recorded: a `.custom` card over a dimming view, sheets at the medium and
/// large detents with the grabber, and a percent-driven push held at 30 % and 70 %.
@MainActor @Suite(.serialized) struct TransitionSnapshotTests {
    private static let size = CGSize(width: 320, height: 480)

    @Test func aCustomCardOverADimmingView() {
        let root = Coloured("A", .systemBlue)
        let delegate = CardTransitioningDelegate()
        delegate.animates = false
        let present: @MainActor (UIViewController) -> Void = { root in
            let card = Coloured("B", .white)
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: false)
        }

        assertSnapshot(of: root as UIViewController, as: .image(size: Self.size, at: 0, after: present))
    }

    @Test(arguments: ["medium", "large"])
    func aSheetAtItsDetentWithTheGrabber(_ detent: String) {
        let root = Coloured("A", .systemBlue)
        let present: @MainActor (UIViewController) -> Void = { root in
            let sheet = Coloured("B", .systemYellow)
            sheet.modalPresentationStyle = .pageSheet
            let controller = sheet.sheetPresentationController
            controller?.detents = detent == "medium" ? [.medium(), .large()] : [.large()]
            controller?.prefersGrabberVisible = true
            root.present(sheet, animated: false)
        }

        assertSnapshot(
            of: root as UIViewController, as: .image(size: Self.size, at: 0, after: present), named: detent)
    }

    @Test(arguments: [0.3, 0.7])
    func aPercentDrivenPushHeldPartWay(_ percent: Double) {
        let navigation = UINavigationController(rootViewController: Coloured("A", .systemRed))
        let delegate = AnimatingNavigationDelegate()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        navigation.delegate = delegate
        let push: @MainActor (UIViewController) -> Void = { controller in
            (controller as! UINavigationController).pushViewController(Coloured("B", .systemGreen), animated: true)
            interactor.update(CGFloat(percent))
        }

        assertSnapshot(
            of: navigation as UIViewController, as: .image(size: Self.size, at: 1.0 / 60, after: push),
            named: "\(Int(percent * 100))")

        interactor.finish()
    }
}

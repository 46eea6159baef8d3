import Foundation
import UIKit

/// The parent a snapshot gives the hosted controller so that traits reach it as iOS gives them:
/// as override traits (`setOverrideTraitCollection(_:forChild:)`, what pointfree does on iOS),
/// which flow on to its children, its views and their dynamic colours. The child's view fills
/// the parent's; the status bar and rotation are the child's to decide.
@MainActor
final class TraitOverrideParent: UIViewController {
    private let child: UIViewController

    init(hosting child: UIViewController, _ traits: UITraitCollection) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
        addChild(child)
        // Before the child's view loads, so viewDidLoad already sees the traits.
        setOverrideTraitCollection(traits, forChild: child)
        let root: UIView = view
        let content: UIView = child.view
        content.frame = root.bounds
        root.addSubview(content)
        if content.translatesAutoresizingMaskIntoConstraints {
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else {
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: root.topAnchor),
                content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
        }
        child.didMove(toParent: self)
    }

    required init?(coder: NSCoder) { nil }

    override var childForStatusBarStyle: UIViewController? { child }
    override var childForStatusBarHidden: UIViewController? { child }
    override var shouldAutorotate: Bool { child.shouldAutorotate }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { child.supportedInterfaceOrientations }

    /// Gives the child back, unparented, once its window has gone (its disappearance has run),
    /// so the same controller can be snapshotted again.
    func letGo() {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

import Foundation
import SeedContainers
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// The pictures of the DocC article "Writing a custom container", rendered headless by the
/// seeds' own containers (`SeedContainers`) at the article's steps. The PNGs are goldens kept in
/// the catalog's `Resources` folder, so the article always shows what the code draws: a changed
/// rendering fails here until it is looked at and recorded again.
@MainActor @Suite(.serialized) struct DocumentationPictureTests {
    private static let size = CGSize(width: 320, height: 480)
    /// `Sources/UIKit/UIKit.docc/Resources`, found from this file.
    private static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/UIKit/UIKit.docc/Resources").path

    /// Step 1: `addChild`, the child's view placed in the container's content area, `didMove`.
    @Test func aChildAddedToTheContainer() {
        let container = PictureContainer()

        picture("1-child-added", of: container, at: 0) { _ in
            container.display(PictureCard("Child A", .systemBlue))
        }

        #expect(container.children.count == 1)
    }

    /// Step 3: seed 002's `cycleFromViewController(_:toViewController:)` half way through its
    /// 0.25 s `transition(from:to:…)`: the old child leaves to the left, the new one comes in.
    @Test func twoChildrenSwappedHalfWay() {
        let container = PictureContainer()
        let old = PictureCard("Child A", .systemBlue)
        container.display(old)

        picture("2-transition-half-way", of: container, at: 0.125) { _ in
            container.cycleFromViewController(old, toViewController: PictureCard("Child B", .systemGreen))
        }

        #expect(container.children.count == 1)
    }

    /// Step 4: seed 004's `flipFromViewController` a quarter into its 0.2 s flip from the left,
    /// inside the container's content area only.
    @Test func twoChildrenFlippedAQuarterWay() {
        let container = PictureContainer()
        let old = PictureCard("Child A", .systemBlue)
        container.display(old)

        picture("3-flip-quarter-way", of: container, at: 0.05) { _ in
            container.flipFromViewController(
                old, toViewController: PictureCard("Child B", .systemOrange), withDirection: .transitionFlipFromLeft)
        }

        #expect(container.children.count == 1)
    }

    /// Step 5: seed 000's modal container, which forwards appearance by hand, half way through its
    /// 0.3 s fade in, and then presented.
    @Test(arguments: [("4-modal-fading-in", 0.15), ("5-modal-presented", 1.0)])
    func aModalChildPresentedByAContainerThatForwardsAppearance(_ name: String, _ time: TimeInterval) {
        let container = PictureModalContainer()
        let card = PictureCard("Modal child", .systemPurple)
        card.preferredContentSize = CGSize(width: 240, height: 160)

        picture(name, of: container, at: time) { _ in
            card.view.bounds = CGRect(origin: .zero, size: card.preferredContentSize)
            container.presentSimpleModalViewController(card, animated: true)
        }

        #expect(container.simpleModalViewController === card)
    }

    private func picture(
        _ name: String, of container: UIViewController, at time: TimeInterval,
        after action: @escaping @MainActor (UIViewController) -> Void,
        filePath: StaticString = #filePath, line: UInt = #line
    ) {
        let failure = verifySnapshot(
            of: container, as: .image(size: Self.size, at: time, after: action), named: name,
            snapshotDirectory: Self.resources, file: filePath, testName: "custom-container", line: line)
        #expect(failure == nil, "\(failure ?? "")")
    }
}

/// A container of the article: a title bar of its own and a content area where it places
/// its child's view, as seed 001's `displayContentController` does; it adopts seed 002's
/// `CyclingContainer` so it can swap children with `transition(from:to:…)`.
private final class PictureContainer: UIViewController, CyclingContainer {
    let contentArea = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Container"
        title.font = .boldSystemFont(ofSize: 20)
        title.textAlignment = .center
        title.frame = CGRect(x: 0, y: 28, width: view.bounds.width, height: 32)
        title.autoresizingMask = [.flexibleWidth]
        view.addSubview(title)
        contentArea.frame = view.bounds.inset(by: UIEdgeInsets(top: 76, left: 20, bottom: 20, right: 20))
        contentArea.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentArea.clipsToBounds = true
        view.addSubview(contentArea)
    }

    /// Seed 001's `displayContentController`: add, place, then tell the child it moved.
    func display(_ content: UIViewController) {
        loadViewIfNeeded()
        addChild(content)
        content.view.frame = contentArea.bounds
        contentArea.addSubview(content.view)
        content.didMove(toParent: self)
    }

    func newViewStartFrame() -> CGRect { contentArea.bounds.offsetBy(dx: contentArea.bounds.width, dy: 0) }
    func oldViewEndFrame() -> CGRect { contentArea.bounds.offsetBy(dx: -contentArea.bounds.width, dy: 0) }
}

/// Seed 000's modal container, with a backdrop of its own so the dimming shows.
private final class PictureModalContainer: SimpleModalContainerController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let label = UILabel()
        label.text = "Modal container"
        label.font = .boldSystemFont(ofSize: 20)
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 40, width: view.bounds.width, height: 32)
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
    }
}

/// A child whose view is one colour with its name in the middle.
private final class PictureCard: UIViewController {
    private let name: String
    private let colour: UIColor

    init(_ name: String, _ colour: UIColor) {
        self.name = name
        self.colour = colour
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = colour
        view.layer.cornerRadius = 12
        let label = UILabel()
        label.text = name
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 22)
        label.textAlignment = .center
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}

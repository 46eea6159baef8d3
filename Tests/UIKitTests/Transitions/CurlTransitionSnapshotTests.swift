import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

/// Goldens of the page curl (`__Snapshots__/CurlTransitionSnapshotTests/`), each looked at when recorded
/// against iOS: `.transitionCurlUp` at 25, 50 and 75 % (the page lifted from the bottom edge,
/// its back showing the front mirrored and faded, the shadow on the page beneath, the highlight
/// along the fold), and a `.partialCurl` presentation at rest.
@MainActor @Suite(.serialized) struct CurlTransitionSnapshotTests {
    private static let size = CGSize(width: 320, height: 480)

    /// A page with a band near its top, a heading and a footer near its bottom, so the fold and
    /// the mirrored back read.
    @MainActor
    final class Page: UIViewController {
        let name: String
        let colour: UIColor

        init(_ name: String, _ colour: UIColor) {
            self.name = name
            self.colour = colour
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            view.backgroundColor = colour
            let band = UIView(frame: CGRect(x: 0, y: 60, width: 320, height: 40))
            band.backgroundColor = .black
            band.autoresizingMask = [.flexibleWidth]
            let label = UILabel(frame: CGRect(x: 20, y: 180, width: 280, height: 60))
            label.text = name
            label.font = .boldSystemFont(ofSize: 44)
            label.textColor = .white
            let footer = UILabel(frame: CGRect(x: 20, y: 380, width: 280, height: 40))
            footer.text = "— \(name) —"
            footer.font = .systemFont(ofSize: 28)
            footer.textColor = .white
            view.addSubview(band)
            view.addSubview(label)
            view.addSubview(footer)
        }
    }

    @Test(arguments: [25, 50, 75])
    func transitionCurlUpPartWay(_ percent: Int) {
        let root = UIViewController()
        let old = Page("Page 1", .systemBlue), new = Page("Page 2", .systemOrange)
        let curl: @MainActor (UIViewController) -> Void = { root in
            root.view.backgroundColor = .white
            old.view.frame = root.view.bounds
            root.view.addSubview(old.view)
            new.view.frame = root.view.bounds
            UIView.transition(
                from: old.view, to: new.view, duration: 0.2, options: [.transitionCurlUp, .curveLinear])
        }

        // A short curl: few frames to draw before the one kept.
        assertSnapshot(
            of: root, as: .image(size: Self.size, at: 0.2 * Double(percent) / 100, after: curl),
            named: "\(percent)-percent")
    }

    @Test func partialCurlPresentationAtRest() {
        let root = Page("Page 1", .systemBlue)
        let present: @MainActor (UIViewController) -> Void = { root in
            let presented = Page("Beneath", .systemGreen)
            presented.modalTransitionStyle = .partialCurl
            root.present(presented, animated: false)
        }

        assertSnapshot(of: root as UIViewController, as: .image(size: Self.size, at: 1.0 / 60, after: present))
    }
}

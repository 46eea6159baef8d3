import Foundation
import Testing
import UIKit

/// A container that embeds its child as Apple's guide shows (seed 002): add the child, add its
/// root view, pin that view with constraints, then `didMove`; and the reverse.
@MainActor
final class PinningContainer: UIViewController {
    var pins: [NSLayoutConstraint] = []

    func embed(_ child: UIViewController, inset: CGFloat) {
        addChild(child)
        view.addSubview(child.view)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        pins = [
            child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
            child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset),
            child.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: inset),
            child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -inset),
        ]
        NSLayoutConstraint.activate(pins)
        child.didMove(toParent: self)
    }

    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        NSLayoutConstraint.deactivate(pins)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

@MainActor
@Suite(.serialized)
struct LayoutContainmentTests {
    @Test func aChildRootViewPinnedWithConstraintsFollowsItsContainer() {
        // Precondition
        let window = makeKeyWindow(width: 320, height: 480)
        let container = PinningContainer()
        window.rootViewController = container
        let child = UIViewController()
        // Action
        container.embed(child, inset: 10)
        UIApplication.shared.advance(by: 1.0 / 60)
        // Assertion: below the status strip's safe area, inset on every side.
        #expect(child.view.frame == CGRect(x: 10, y: 30, width: 300, height: 440))
        #expect(child.parent === container)
        // The window turns to landscape: the strip hides, the child follows.
        Automation().turnDevice(to: .landscapeLeft)
        _ = Automation().settle()
        #expect(child.view.frame == CGRect(x: 10, y: 10, width: 460, height: 300))
        container.unembed(child)
        // What remains are UIKit's own: the safe-area guide's edges.
        #expect(
            container.view.constraints.compactMap(\.identifier).sorted() == [
                "UIViewSafeAreaLayoutGuide-bottom", "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-right",
                "UIViewSafeAreaLayoutGuide-top",
            ])
        #expect(child.view.superview == nil)
        Automation().turnDevice(to: .portrait)
        _ = Automation().settle()
    }

    @Test func aFullScreenPresentationHasTheStripsSafeArea() {
        let window = makeKeyWindow(width: 320, height: 480)
        let root = UIViewController()
        window.rootViewController = root
        UIApplication.shared.advance(by: 1.0 / 60)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(presented.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let pinned = constrainedView(in: presented.view)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: presented.view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: presented.view.layoutMarginsGuide.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(pinned.frame.origin == CGPoint(x: 16, y: 20))
        presented.dismiss(animated: false)
        UIApplication.shared.advance(by: 1.0 / 60)
    }

    @Test func theReadableGuideIsAtMost672WideAndCentred() {
        // A regular width (an iPad-sized window): margins 20, readable width capped.
        let window = makeKeyWindow(width: 1024, height: 768)
        let root = UIViewController()
        window.rootViewController = root
        let text = constrainedView(in: root.view)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.view.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.view.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.view.readableContentGuide.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 40),
        ])
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(root.view.layoutMargins.left == 20)
        #expect(text.frame == CGRect(x: 176, y: 20, width: 672, height: 40))
        // A compact width: the readable guide is the margins guide.
        let narrow = makeKeyWindow(width: 320, height: 480)
        let phone = UIViewController()
        narrow.rootViewController = phone
        let line = constrainedView(in: phone.view)
        NSLayoutConstraint.activate([
            line.leadingAnchor.constraint(equalTo: phone.view.readableContentGuide.leadingAnchor),
            line.trailingAnchor.constraint(equalTo: phone.view.readableContentGuide.trailingAnchor),
            line.topAnchor.constraint(equalTo: phone.view.topAnchor), line.heightAnchor.constraint(equalToConstant: 4),
        ])
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(line.frame == CGRect(x: 16, y: 0, width: 288, height: 4))
        _ = window
    }

    @Test func controlsReportTheirIntrinsicSizes() {
        let label = UILabel()
        label.text = "Size"
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        let wider = button.intrinsicContentSize
        button.setTitle("A longer title", for: .normal)
        let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        swatch.backgroundColor = .red
        let picture = UIGraphicsImageRenderer(size: swatch.bounds.size).image { _ in
            swatch.drawHierarchy(in: swatch.bounds, afterScreenUpdates: true)
        }
        let image = UIImageView(image: picture)
        for view: UIView in [label, button, UISwitch(), UISegmentedControl(items: ["A", "B"]), image] {
            let size = view.intrinsicContentSize
            #expect(size.width > 0 && size.height > 0, "\(type(of: view)) reports \(size)")
        }
        #expect(button.intrinsicContentSize.width > wider.width)
        #expect(image.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(
            UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        // Placed by constraints, a button grows with a longer title.
        let window = makeKeyWindow()
        let placed = UIButton(type: .system)
        placed.setTitle("Go", for: .normal)
        placed.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(placed)
        NSLayoutConstraint.activate([
            placed.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            placed.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        let before = placed.frame.width
        placed.setTitle("Go further", for: .normal)
        window.layoutIfNeeded()
        #expect(placed.frame.width > before)
        #expect(placed.frame.size == placed.intrinsicContentSize)
    }

    @Test func stackViewAlignsFirstBaselines() {
        let window = makeKeyWindow(width: 400, height: 200)
        let small = UILabel(), large = UILabel()
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        // Baselines at the same y: top plus each font's ascent (DejaVu's 0.928 em of a 1.164 em line).
        func baseline(_ label: UILabel) -> CGFloat { label.frame.minY + label.font.lineHeight * 0.928 / 1.164 }
        #expect(abs(baseline(small) - baseline(large)) <= 1)
        #expect(large.frame.minY == 0)
        #expect(small.frame.minY > large.frame.minY)
        #expect(stack.frame.height == large.frame.height)
    }

    @Test func visualFormatAndAnchorsAgree() {
        let window = makeKeyWindow(width: 300, height: 100)
        let a = constrainedView(in: window), b = constrainedView(in: window)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(50)]-[b(==a)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-5-[a(20)]", metrics: nil, views: views)
                + [b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor)])
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 5, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 68, y: 5, width: 50, height: 20))
    }
}

/// A child that sizes itself from its constraints and tells its container, which asks.
@MainActor
final class SelfSizingChild: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Sized by its constraints"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
        ])
        preferredContentSize = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
}

/// A container that gives each child the size it prefers, centred.
@MainActor
final class CentringContainer: UIViewController {
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        guard let child = container as? UIViewController else { return }
        child.view.bounds.size = container.preferredContentSize
        child.view.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }
}

@MainActor
@Suite(.serialized)
struct PreferredContentSizeTests {
    @Test func aChildsPreferredSizeFromItsConstraintsReachesItsContainer() {
        let window = makeKeyWindow(width: 400, height: 400)
        let container = CentringContainer()
        window.rootViewController = container
        let child = SelfSizingChild()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        UIApplication.shared.advance(by: 1.0 / 60)
        let text = UILabel()
        text.text = "Sized by its constraints"
        let expected = CGSize(
            width: text.intrinsicContentSize.width + 40, height: text.intrinsicContentSize.height + 20)
        #expect(child.preferredContentSize == expected)
        #expect(child.view.frame.size == expected)
        #expect(child.view.center == CGPoint(x: 200, y: 200))
    }
}

@MainActor
@Suite(.serialized)
struct PreservedMarginsTests {
    @Test func aViewPreservingItsSuperviewsMarginsKeepsContentInsideThem() {
        let window = makeKeyWindow(width: 300, height: 200)
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        outer.layoutMargins = UIEdgeInsets(top: 10, left: 40, bottom: 10, right: 40)
        window.addSubview(outer)
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 100))
        inner.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        outer.addSubview(inner)
        let content = constrainedView(in: inner)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 264, height: 20))
        inner.preservesSuperviewLayoutMargins = true
        window.layoutIfNeeded()
        // The outer margin reaches 40 - 10 = 30 points into the inner view at each side.
        #expect(content.frame == CGRect(x: 30, y: 10, width: 220, height: 20))
    }
}

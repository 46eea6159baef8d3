import Foundation
import Testing
import UIKit

/// A view with a fixed intrinsic size, as a label or an image would have.
@MainActor
final class SizedView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite(.serialized)
struct StackViewTests {
    /// The window of the test's stack, alive for the whole test.
    static var window: UIWindow?

    /// A stack pinned at (10, 10) with the given size in a fresh window, laid out.
    func stack(
        _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, width: CGFloat = 300, height: CGFloat = 100,
        configure: (UIStackView) -> Void = { _ in }
    ) -> UIStackView {
        let window = makeKeyWindow(width: 400, height: 400)
        Self.window = window
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            stack.widthAnchor.constraint(equalToConstant: width),
            stack.heightAnchor.constraint(equalToConstant: height),
        ])
        window.layoutIfNeeded()
        return stack
    }

    @Test func arrangedSubviewsAreSubviewsPlacedByConstraints() {
        let a = SizedView(50, 20)
        let stack = UIStackView(arrangedSubviews: [a])
        #expect(stack.subviews.first === a)
        #expect(a.translatesAutoresizingMaskIntoConstraints == false)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(a.superview === stack)
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = SizedView(50, 20), b = SizedView(60, 20)
        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        _ = stack([a, b]) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 100))
    }

    @Test func fillEquallyGivesEqualSizes() {
        let views = [SizedView(10, 10), SizedView(80, 10), SizedView(30, 10)]
        _ = stack(views, width: 320) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        #expect(views.map(\.frame.minX) == [0, 110, 220])
        #expect(views.map(\.frame.width) == [100, 100, 100])
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() {
        let views = [SizedView(20, 10), SizedView(60, 10)]
        _ = stack(views, width: 200) { $0.distribution = .fillProportionally }
        #expect(views.map(\.frame.width) == [50, 150])
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() {
        let views = [SizedView(20, 10), SizedView(40, 10), SizedView(60, 10)]
        _ = stack(views, width: 300) { $0.distribution = .equalSpacing }
        #expect(views.map(\.frame.width) == [20, 40, 60])
        #expect(views.map(\.frame.minX) == [0, 110, 240])
    }

    @Test func equalCenteringSpacesTheCentres() {
        let views = [SizedView(20, 10), SizedView(40, 10), SizedView(60, 10)]
        _ = stack(views, width: 300) { $0.distribution = .equalCentering }
        let centres = views.map(\.frame.midX)
        #expect(views.map(\.frame.width) == [20, 40, 60])
        #expect(centres[1] - centres[0] == centres[2] - centres[1])
        #expect(views[0].frame.minX == 0 && views[2].frame.maxX == 300)
    }

    @Test func alignmentsPlaceTheCrossAxis() {
        func placed(_ alignment: UIStackView.Alignment) -> CGRect {
            // Equal hugging would be ambiguous (Xcode warns): the first view hugs harder.
            let view = SizedView(30, 20)
            view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            _ = stack([view, SizedView(30, 60)]) { $0.alignment = alignment }
            return view.frame
        }
        #expect(placed(.fill) == CGRect(x: 0, y: 0, width: 30, height: 100))
        #expect(placed(.top) == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(placed(.center) == CGRect(x: 0, y: 40, width: 30, height: 20))
        #expect(placed(.bottom) == CGRect(x: 0, y: 80, width: 30, height: 20))
    }

    @Test func verticalAxisWithCustomSpacingAndMargins() {
        let a = SizedView(10, 20), b = SizedView(10, 30), c = SizedView(10, 10)
        for view in [a, c] { view.setContentHuggingPriority(.defaultHigh, for: .vertical) }
        let built = stack([a, b, c], axis: .vertical, width: 100, height: 200) { stack in
            stack.spacing = 5
            stack.setCustomSpacing(15, after: a)
            stack.alignment = .leading
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
        }
        #expect(built.customSpacing(after: a) == 15)
        #expect(a.frame.origin == CGPoint(x: 6, y: 4))
        #expect(b.frame.minY == 39, "\(b.frame)")
        #expect(c.frame.maxY == 196)
    }

    @Test func hiddenArrangedViewsCollapseAndAnimateOut() {
        // Precondition
        let a = SizedView(50, 20), b = SizedView(50, 20), c = SizedView(50, 20)
        let built = stack([a, b, c], width: 300) {
            $0.distribution = .fillEqually
            $0.spacing = 12
        }
        #expect(b.frame.minX == 104)
        // Action
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { b.isHidden = true }
        UIApplication.shared.advance(by: 0.5)
        // Assertion: the model is final at once, and the survivors share the line.
        #expect(a.frame.width == 144)
        #expect(c.frame == CGRect(x: 156, y: 0, width: 144, height: 100))
        #expect(b.frame.width == 0)
        // c's centre moves from 254 to 228: half way is 241.
        let half = c.layer.presentation()!.position.x
        #expect(abs(half - 241) < 1.5, "\(half)")
        UIApplication.shared.advance(by: 0.6)
        b.isHidden = false
        built.layoutIfNeeded()
        #expect(b.frame.minX == 104)
    }

    @Test func aStackSizesItselfFromItsViewsWhenNotPinned() {
        let window = makeKeyWindow(width: 400, height: 400)
        let stack = UIStackView(arrangedSubviews: [SizedView(40, 20), SizedView(60, 30)])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: window.centerYAnchor),
        ])
        window.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 146, y: 185, width: 108, height: 30))
    }
}

@MainActor
@Suite(.serialized)
struct StackViewCollapseTests {
    // Found by the fuzzer (seed 2109): every arranged view hidden left the stack's length free.
    @Test func aStackWithEveryViewHiddenHasNoLength() {
        let window = makeKeyWindow(width: 300, height: 300)
        let labels = ["One", "Two"].map { text -> UILabel in
            let label = UILabel()
            label.text = text
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        for label in labels { label.isHidden = true }
        window.layoutIfNeeded()
        #expect(stack.frame.height == 0)
        #expect(stack.hasAmbiguousLayout == false)
    }
}

@MainActor
@Suite(.serialized)
struct StackViewBaselineTests {
    @Test func baselineRelativeSpacingRunsBetweenBaselines() {
        let window = makeKeyWindow(width: 300, height: 300)
        let first = UILabel(), second = UILabel()
        first.text = "First"
        second.text = "Second"
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        // One line each, same font: baseline to baseline is the spacing, so the tops are too.
        #expect(second.frame.minY - first.frame.minY == 30)
        stack.isBaselineRelativeArrangement = false
        window.layoutIfNeeded()
        #expect(second.frame.minY == first.frame.maxY + 30)
    }
}

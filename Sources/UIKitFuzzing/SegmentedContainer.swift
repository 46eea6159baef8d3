import UIKit

/// The classic child switcher: a segmented control over two children of its own, swapped with
/// `transition(from:to:…)` in Apple's sequence when the user picks a segment. A pick while a
/// swap plays is put back, as an app that waits for its transition would do.
@MainActor
public final class SegmentedContainer: UIViewController {
    public let segmentedControl = UISegmentedControl(items: SegmentedContainer.titles)
    static let titles = ["First", "Second"]
    /// The children the segments show, in segment order.
    public let pages = [UIViewController(), UIViewController()]
    private var shown = 0
    private var isSwapping = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        pages[0].view.backgroundColor = .systemTeal
        pages[1].view.backgroundColor = .systemOrange
        let page = pages[shown]
        addChild(page)
        page.view.frame = view.bounds
        page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(page.view)
        page.didMove(toParent: self)
        segmentedControl.selectedSegmentIndex = shown
        segmentedControl.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        segmentedControl.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        segmentedControl.addAction(
            UIAction { [unowned self] _ in show(segmentedControl.selectedSegmentIndex) }, for: .valueChanged)
        view.addSubview(segmentedControl)
    }

    private func show(_ index: Int) {
        guard !isSwapping else {
            segmentedControl.selectedSegmentIndex = shown
            return
        }
        let (from, to) = (pages[shown], pages[index])
        isSwapping = true
        from.willMove(toParent: nil)
        addChild(to)
        to.view.frame = view.bounds
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transition(
            from: from, to: to, duration: 0.25, options: [.transitionCrossDissolve], animations: nil
        ) { _ in
            from.removeFromParent()
            to.didMove(toParent: self)
            self.isSwapping = false
        }
        shown = index
    }

    /// Where a tap picks segment `index`: its title's centre on the screen; nil when the
    /// control is in no visible window.
    public func screenPoint(ofSegment index: Int) -> CGPoint? {
        guard isViewLoaded, let window = segmentedControl.window, !window.isHidden,
            let title = segmentedControl.subviews.first(where: { ($0 as? UILabel)?.text == Self.titles[index] })
        else { return nil }
        return Automation().screenPoint(of: title)
    }
}

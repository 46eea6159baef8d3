import UIKit
import SeedContainers

extension Cycle {
    final class Container: UIViewController, CyclingContainer {
        let stage = UIView()
        private(set) var current: Page
        private var pageCount = 1
        private lazy var nextButton = DemoStyle.button("Next (slide)") { [unowned self] in
            guard !isCycling else { return }
            cycleFromViewController(current, toViewController: makePage())
        }
        private lazy var flipButton = DemoStyle.button("Flip") { [unowned self] in
            guard !isCycling else { return }
            flipFromViewController(current, toViewController: makePage(), withDirection: .transitionFlipFromLeft)
        }
        /// The same helper with `.transitionCurlUp`: the page curls up off the stage.
        private lazy var curlButton = DemoStyle.button("Curl") { [unowned self] in
            guard !isCycling else { return }
            flipFromViewController(current, toViewController: makePage(), withDirection: .transitionCurlUp)
        }
        /// The classic child switcher: a segment per page, each pick one `transition(from:to:)`
        /// slide (seed 002's cycle) to that page.
        private lazy var pagePicker: UISegmentedControl = {
            let picker = UISegmentedControl(items: (1...Self.pickablePages).map { "Page \($0)" })
            picker.selectedSegmentIndex = 0
            picker.accessibilityIdentifier = "cycle-pages"
            picker.addAction(UIAction { [unowned self] _ in pick(pagePicker.selectedSegmentIndex) }, for: .valueChanged)
            return picker
        }()
        static let pickablePages = 3
        /// A second tap while pages are moving would cycle from a page that is leaving.
        private var isCycling: Bool { children.count > 1 }

        init() {
            current = Page(number: 1)
            super.init(nibName: nil, bundle: nil)
            title = "Cycle"
        }

        required init?(coder: NSCoder) { nil }

        override var preferredStatusBarStyle: UIStatusBarStyle { DemoStyle.statusBarStyle(for: traitCollection) }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

        private func makePage() -> Page {
            pageCount += 1
            current = Page(number: pageCount)
            pagePicker.selectedSegmentIndex =
                pageCount <= Self.pickablePages ? pageCount - 1 : UISegmentedControl.noSegment
            return current
        }

        /// Slides to page `index + 1`; a pick while pages move, or of the page shown, does nothing.
        private func pick(_ index: Int) {
            guard !isCycling, index >= 0, index + 1 != current.number else {
                pagePicker.selectedSegmentIndex = current.number - 1
                return
            }
            pageCount = index + 1
            let page = Page(number: pageCount)
            let old = current
            current = page
            cycleFromViewController(old, toViewController: page)
        }

        func newViewStartFrame() -> CGRect { stage.bounds.offsetBy(dx: stage.bounds.width, dy: 0) }
        func oldViewEndFrame() -> CGRect { stage.bounds.offsetBy(dx: -stage.bounds.width, dy: 0) }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            stage.clipsToBounds = true
            view.addSubview(stage)
            view.addSubview(nextButton)
            view.addSubview(flipButton)
            view.addSubview(curlButton)
            view.addSubview(pagePicker)
            addChild(current)
            current.view.frame = stage.bounds
            stage.addSubview(current.view)
            current.didMove(toParent: self)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let bounds = view.bounds
            let top = DemoStyle.statusStrip + 12
            let third = (bounds.width - 48) / 3
            nextButton.frame = CGRect(x: 12, y: top, width: third, height: 44)
            flipButton.frame = CGRect(x: 24 + third, y: top, width: third, height: 44)
            curlButton.frame = CGRect(x: 36 + 2 * third, y: top, width: third, height: 44)
            pagePicker.frame = CGRect(x: 12, y: top + 56, width: bounds.width - 24, height: 32)
            stage.frame = CGRect(x: 12, y: top + 100, width: bounds.width - 24, height: bounds.height - top - 112)
            if !isCycling { current.view.frame = stage.bounds }
        }
    }
}

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
        /// A second tap while pages are moving would cycle from a page that is leaving.
        private var isCycling: Bool { children.count > 1 }

        init() {
            current = Page(number: 1)
            super.init(nibName: nil, bundle: nil)
            title = "Cycle"
        }

        required init?(coder: NSCoder) { nil }

        override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

        private func makePage() -> Page {
            pageCount += 1
            current = Page(number: pageCount)
            return current
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
            addChild(current)
            current.view.frame = stage.bounds
            stage.addSubview(current.view)
            current.didMove(toParent: self)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let bounds = view.bounds
            let top = DemoStyle.statusStrip + 12
            let half = (bounds.width - 36) / 2
            nextButton.frame = CGRect(x: 12, y: top, width: half, height: 44)
            flipButton.frame = CGRect(x: 24 + half, y: top, width: half, height: 44)
            stage.frame = CGRect(x: 12, y: top + 56, width: bounds.width - 24, height: bounds.height - top - 68)
            if !isCycling { current.view.frame = stage.bounds }
        }
    }
}

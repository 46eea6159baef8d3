import UIKit
import Observation
import SeedContainers

/// The Tunnel tab, objc.io issue 1's sample: two maps in container views (42 % of the height
/// each, so a flip turns only that area), a radar button between them. Dragging one map's
/// marker puts the other's at the antipode; the radar flips both maps to their coordinates,
/// the bottom one 0.2 s after the top one, and back.
@MainActor
enum Tunnel {
    static func make() -> Container {
        let tunnel = Container()
        tunnel.tabBarItem = UITabBarItem(title: "Tunnel", image: nil, tag: 2)
        return tunnel
    }

    final class Container: UIViewController {
        let topContainer = UIView()
        let bottomContainer = UIView()
        let topMap = Map(name: "top", location: .start)
        let bottomMap = Map(name: "bottom", location: Location.start.antipode)
        let topInfo = Info(name: "top")
        let bottomInfo = Info(name: "bottom")
        private(set) lazy var radarButton = DemoStyle.button("Radar") { [unowned self] in flip() }
        /// The map whose `currentLocation` changed since the last layout pass.
        private var movedMap: Map?

        init() {
            super.init(nibName: nil, bundle: nil)
            title = "Tunnel"
            bottomMap.updateAnnotationLocation(Location.start.antipode)
        }

        required init?(coder: NSCoder) { nil }

        /// Portrait only: turned to landscape, the window shows it sideways.
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(red: 0.07, green: 0.08, blue: 0.1, alpha: 1)
            for (container, map) in [(topContainer, topMap), (bottomContainer, bottomMap)] {
                view.addSubview(container)
                addChild(map)
                map.view.frame = container.bounds
                map.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(map.view)
                map.didMove(toParent: self)
            }
            view.addSubview(radarButton)
            observe(topMap)
            observe(bottomMap)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let bounds = view.bounds
            let top = DemoStyle.statusStrip
            let height = ((bounds.height - top) * 0.42).rounded()
            topContainer.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
            bottomContainer.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
            for child in children { child.view.frame = child.view.superview?.bounds ?? .zero }
            radarButton.frame = CGRect(x: bounds.midX - 70, y: (topContainer.frame.maxY + bottomContainer.frame.minY) / 2 - 22,
                                       width: 140, height: 44)
            if let moved = movedMap {
                // The observed change has landed: send its antipode to the other map.
                movedMap = nil
                let other = moved === topMap ? bottomMap : topMap
                other.updateAnnotationLocation(moved.currentLocation.antipode)
                observe(moved)
            }
        }

        /// Observation reports a change before it is stored, so the antipode is sent from the
        /// layout pass that follows in the same frame.
        private func observe(_ map: Map) {
            withObservationTracking { _ = map.currentLocation } onChange: { [weak self] in
                MainActor.assumeIsolated {
                    self?.movedMap = map
                    self?.viewIfLoaded?.setNeedsLayout()
                }
            }
        }

        /// Flips the top area, then the bottom one 0.2 s later (when the radar's dimming ends),
        /// with the seed's helper; the radar is disabled until both have landed.
        private func flip() {
            guard radarButton.isEnabled else { return }
            radarButton.isEnabled = false
            let toInfo = topMap.parent === self
            let direction: UIView.AnimationOptions = toInfo ? .transitionFlipFromTop : .transitionFlipFromBottom
            topInfo.location = topMap.annotationLocation
            bottomInfo.location = bottomMap.annotationLocation
            let pairs: [(UIViewController, UIViewController)] = toInfo
                ? [(topMap, topInfo), (bottomMap, bottomInfo)] : [(topInfo, topMap), (bottomInfo, bottomMap)]
            flipFromViewController(pairs[0].0, toViewController: pairs[0].1, withDirection: direction)
            UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: { self.radarButton.alpha = 0.5 }) { _ in
                self.flipFromViewController(pairs[1].0, toViewController: pairs[1].1, withDirection: direction)
                UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: { self.radarButton.alpha = 1 }) { _ in
                    self.radarButton.isEnabled = true
                }
            }
        }
    }
}

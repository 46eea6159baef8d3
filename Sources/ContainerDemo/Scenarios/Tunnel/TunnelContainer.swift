import UIKit
import Observation
import SeedContainers

extension Tunnel {
    /// The parent: lays out the two containers and the radar, observes both maps, flips.
    final class Container: UIViewController {
        /// The bottom area flips this long after the top one; each flip lasts as long (the
        /// seed helper's 0.2 s), so the second starts as the first lands.
        static let stagger: TimeInterval = 0.2

        let topContainer = UIView()
        let bottomContainer = UIView()
        let topMap: Map
        let bottomMap: Map
        let topInfo = Info(name: "top")
        let bottomInfo = Info(name: "bottom")
        private(set) lazy var radarButton = DemoStyle.button("Radar") { [unowned self] in flip() }
        /// Maps whose `currentLocation` changed since the last layout pass.
        private var movedMaps: [Map] = []

        /// The maps draw `earth`.
        init(earth: Earth = Earth()) {
            topMap = Map(name: "top", location: .start, earth: earth)
            bottomMap = Map(name: "bottom", location: Location.start.antipode, earth: earth)
            super.init(nibName: nil, bundle: nil)
            title = "Tunnel"
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
            layOut()
            observe(topMap)
            observe(bottomMap)
        }

        /// The halves take 42 % of the safe area each, at its top and at the bottom; the radar
        /// sits in the middle of the gap between them.
        private func layOut() {
            for part in [topContainer, bottomContainer, radarButton] {
                part.translatesAutoresizingMaskIntoConstraints = false
            }
            let gap = UILayoutGuide()
            view.addLayoutGuide(gap)
            let safe = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                topContainer.topAnchor.constraint(equalTo: safe.topAnchor),
                topContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                topContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                topContainer.heightAnchor.constraint(equalTo: safe.heightAnchor, multiplier: 0.42),
                bottomContainer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                bottomContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bottomContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bottomContainer.heightAnchor.constraint(equalTo: topContainer.heightAnchor),
                gap.topAnchor.constraint(equalTo: topContainer.bottomAnchor),
                gap.bottomAnchor.constraint(equalTo: bottomContainer.topAnchor),
                radarButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                radarButton.centerYAnchor.constraint(equalTo: gap.centerYAnchor),
                radarButton.widthAnchor.constraint(equalToConstant: 140),
                radarButton.heightAnchor.constraint(equalToConstant: 44),
            ])
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            for child in children { child.view.frame = child.view.superview?.bounds ?? .zero }
            // The observed changes have landed: send each one's antipode to the other map.
            let moved = movedMaps
            movedMaps.removeAll()
            for map in moved {
                let other = map === topMap ? bottomMap : topMap
                other.updateAnnotationLocation(map.currentLocation.antipode)
                observe(map)
            }
        }

        /// Observation reports a change before it is stored, so the antipode is sent from the
        /// layout pass that follows in the same frame.
        private func observe(_ map: Map) {
            // The map keeps this closure until it fires: hold it weakly, or it keeps itself.
            withObservationTracking {
                _ = map.currentLocation
            } onChange: { [weak self, weak map] in
                MainActor.assumeIsolated {
                    guard let self, let map, !self.movedMaps.contains(where: { $0 === map }) else { return }
                    self.movedMaps.append(map)
                    self.viewIfLoaded?.setNeedsLayout()
                }
            }
        }

        /// Flips the top area, then the bottom one `stagger` later (the radar dims over that
        /// time and brightens over the second flip), with the seed's helper; the radar is
        /// disabled until both have landed.
        private func flip() {
            guard radarButton.isEnabled else { return }
            radarButton.isEnabled = false
            let toInfo = topMap.parent === self
            let direction: UIView.AnimationOptions = toInfo ? .transitionFlipFromTop : .transitionFlipFromBottom
            topInfo.location = topMap.annotationLocation
            bottomInfo.location = bottomMap.annotationLocation
            let pairs: [(UIViewController, UIViewController)] =
                toInfo
                ? [(topMap, topInfo), (bottomMap, bottomInfo)] : [(topInfo, topMap), (bottomInfo, bottomMap)]
            flipFromViewController(pairs[0].0, toViewController: pairs[0].1, withDirection: direction)
            UIView.animate(
                withDuration: Self.stagger, delay: 0, options: .curveEaseIn,
                animations: { self.radarButton.alpha = 0.5 }
            ) { _ in
                self.flipFromViewController(pairs[1].0, toViewController: pairs[1].1, withDirection: direction)
                UIView.animate(
                    withDuration: Self.stagger, delay: 0, options: .curveEaseIn,
                    animations: { self.radarButton.alpha = 1 }
                ) { _ in
                    self.radarButton.isEnabled = true
                }
            }
        }
    }
}

import UIKit
import Observation

extension Tunnel {
    /// A map with one marker. Dragging the marker sets `currentLocation`, which the parent
    /// observes (the article used KVO; here Swift Observation); the parent moves the other map's
    /// marker with `updateAnnotationLocation(_:)`, which does not touch `currentLocation`.
    @Observable
    final class Map: UIViewController {
        var currentLocation: Location
        /// Where the marker is: the dragged location, or the one the parent last sent.
        @ObservationIgnored private(set) var annotationLocation: Location
        @ObservationIgnored private let earth: Earth

        init(name: String, location: Location, earth: Earth) {
            currentLocation = location
            annotationLocation = location
            self.earth = earth
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        required init?(coder: NSCoder) { nil }

        var mapView: MapView { view as! MapView }

        override func loadView() {
            let map = MapView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), earth: earth)
            map.show(annotationLocation)
            map.onDrag = { [unowned self] location in
                annotationLocation = location
                currentLocation = location
            }
            view = map
        }

        func updateAnnotationLocation(_ location: Location) {
            annotationLocation = location
            viewIfLoaded.map { ($0 as! MapView).show(location) }
        }
    }
}

import UIKit

extension Tunnel {
    /// The region around a draggable marker, as the sample's MKMapView shows it: the Earth
    /// `span` degrees of longitude wide, centred on the marker (as near as the poles allow),
    /// wrapping across the date line. A dragged marker moves over a still map, which glides to
    /// centre it when it is dropped, as the sample's `snapToLocation` does. The world is scaled
    /// once (`Earth.world(width:)`); three copies of it side by side move by their frame.
    final class MapView: UIView {
        /// Degrees of longitude across the map.
        static let span = 90.0
        /// How long the map takes to centre a dropped marker.
        static let glideDuration: TimeInterval = 0.3

        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        /// Called while the marker is dragged, with the location under it.
        var onDrag: ((Location) -> Void)?
        /// Where the marker is.
        private(set) var location = Location.start
        /// What the map centres: the marker's location, once it is dropped. Its longitude can lie
        /// a turn away while the map glides across the date line.
        private var centre = Location.start
        private let earth: Earth
        /// Three copies of the world side by side, −540° to 540°: whatever the centre, there is
        /// Earth on both sides of it.
        let world = UIView()
        private let copies = (0..<3).map { _ in UIImageView(image: nil) }
        /// The image each copy shows: the whole world at `worldWidth`.
        var worldImage: UIImage? { copies[0].image }
        /// Says what to install when there is no Earth to show.
        let caption = DemoStyle.label("", size: 12, colour: .white)
        private var dragging = false

        init(frame: CGRect, earth: Earth) {
            self.earth = earth
            super.init(frame: frame)
            backgroundColor = Earth.ocean
            clipsToBounds = true
            world.isUserInteractionEnabled = false
            for copy in copies { world.addSubview(copy) }
            addSubview(world)
            marker.backgroundColor = .systemRed
            marker.layer.cornerRadius = 11
            marker.layer.borderWidth = 3
            marker.layer.borderColor = UIColor.white.cgColor
            addSubview(marker)
            caption.backgroundColor = UIColor.black.withAlphaComponent(0.55)
            caption.isHidden = true
            addSubview(caption)
        }

        required init?(coder: NSCoder) { nil }

        /// Moves the marker and centres the map on it at once, without reporting a drag: the
        /// other map follows a drag this way, frame by frame.
        func show(_ location: Location) {
            world.layer.removeAllAnimations()
            marker.layer.removeAllAnimations()
            self.location = location
            centre = location
            setNeedsLayout()
        }

        /// The world's width in pixels: `span` degrees fill the map's width, and the world is at
        /// least as tall as the map. Even, so that its height (half) is whole too.
        var worldWidth: Int {
            let width = max(bounds.width * 360 / Self.span, bounds.height * 2)
            return Int((width / 2).rounded(.up)) * 2
        }

        private var pixelsPerDegree: CGFloat { CGFloat(worldWidth) / 360 }

        /// The centre shown: `centre`, its latitude held where the map stays between the poles.
        var shownCentre: Location {
            guard worldWidth > 0 else { return centre }
            let margin = Double(bounds.height / 2 / pixelsPerDegree)
            return Location(latitude: min(max(centre.latitude, margin - 90), 90 - margin), longitude: centre.longitude)
        }

        /// Where the world's corner (−540°, 90° N) lies, on a whole pixel so that the image is
        /// copied, not resampled.
        private var worldOrigin: CGPoint {
            let shown = shownCentre, scale = pixelsPerDegree
            return CGPoint(
                x: (bounds.midX - CGFloat(shown.longitude + 540) * scale).rounded(),
                y: (bounds.midY - CGFloat(90 - shown.latitude) * scale).rounded())
        }

        /// Where `location` is on the map: on the copy of the world nearest the centre.
        func point(for location: Location) -> CGPoint {
            let origin = worldOrigin, scale = pixelsPerDegree
            let longitude = centre.longitude + Self.normalised(location.longitude - centre.longitude)
            return CGPoint(
                x: origin.x + CGFloat(longitude + 540) * scale, y: origin.y + CGFloat(90 - location.latitude) * scale)
        }

        /// The location under `point`, taken inside the map.
        func location(at point: CGPoint) -> Location {
            let origin = worldOrigin, scale = max(pixelsPerDegree, 1)
            let x = min(max(point.x, bounds.minX), bounds.maxX), y = min(max(point.y, bounds.minY), bounds.maxY)
            return Location(
                latitude: min(max(90 - Double((y - origin.y) / scale), -90), 90),
                longitude: Self.normalised(Double((x - origin.x) / scale) - 540))
        }

        /// `longitude` moved by whole turns into −180 ..< 180.
        static func normalised(_ longitude: Double) -> Double {
            longitude - ((longitude + 180) / 360).rounded(.down) * 360
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let width = worldWidth
            guard width > 0 else { return }
            let image = earth.world(width: width)
            for (index, copy) in copies.enumerated() {
                copy.image = image
                copy.frame = CGRect(x: CGFloat(index * width), y: 0, width: CGFloat(width), height: CGFloat(width / 2))
            }
            world.frame = CGRect(origin: worldOrigin, size: CGSize(width: 3 * width, height: width / 2))
            marker.center = point(for: location)
            caption.text = earth.problem == nil ? nil : "No Earth: install Debian's \(Earth.package)"
            caption.isHidden = earth.problem == nil
            caption.frame = CGRect(x: 0, y: bounds.maxY - 22, width: bounds.width, height: 22)
        }

        /// Glides to centre the dropped marker, the short way across the date line.
        private func centreOnMarker() {
            let nearest = location.longitude + Self.normalised(centre.longitude - location.longitude)
            if nearest != centre.longitude {
                // The same view from the copy of the world a turn away; a glide in flight ends.
                world.layer.removeAllAnimations()
                marker.layer.removeAllAnimations()
                centre.longitude = nearest
                UIView.performWithoutAnimation {
                    setNeedsLayout()
                    layoutIfNeeded()
                }
            }
            UIView.animate(
                withDuration: Self.glideDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]
            ) {
                self.centre = self.location
                self.setNeedsLayout()
                self.layoutIfNeeded()
            }
        }

        // The marker follows a touch that starts on it (a 44 pt target, as Apple's guidelines ask).
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let point = touches.first?.location(in: self) else { return }
            dragging = hypot(point.x - marker.center.x, point.y - marker.center.y) <= 22
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard dragging, let point = touches.first?.location(in: self) else { return }
            location = location(at: point)
            setNeedsLayout()
            onDrag?(location)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard dragging else { return }
            dragging = false
            centreOnMarker()
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            touchesEnded(touches, with: event)
        }
    }
}

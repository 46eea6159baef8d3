import UIKit

extension Tunnel {
    /// The whole Earth in an equirectangular projection: ocean, a 30° graticule with a stronger
    /// equator and prime meridian, and a draggable marker. Drawn from plain views.
    final class MapView: UIView {
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        /// Called while the marker is dragged, with the location under it.
        var onDrag: ((Location) -> Void)?
        private var lines: [(view: UIView, latitude: Double?, longitude: Double?)] = []
        private var location = Location.start
        private var dragging = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(red: 0.11, green: 0.27, blue: 0.45, alpha: 1)
            clipsToBounds = true
            for latitude in stride(from: -60.0, through: 60, by: 30) { addLine(latitude: latitude, longitude: nil) }
            for longitude in stride(from: -150.0, through: 150, by: 30) { addLine(latitude: nil, longitude: longitude) }
            marker.backgroundColor = .systemRed
            marker.layer.cornerRadius = 11
            marker.layer.borderWidth = 3
            marker.layer.borderColor = UIColor.white.cgColor
            addSubview(marker)
        }

        required init?(coder: NSCoder) { nil }

        private func addLine(latitude: Double?, longitude: Double?) {
            let line = UIView()
            let major = latitude == 0 || longitude == 0
            line.backgroundColor = UIColor.white.withAlphaComponent(major ? 0.6 : 0.25)
            insertSubview(line, at: 0)
            lines.append((line, latitude, longitude))
        }

        /// Moves the marker without reporting a drag.
        func show(_ location: Location) {
            self.location = location
            setNeedsLayout()
        }

        func point(for location: Location) -> CGPoint {
            CGPoint(
                x: (location.longitude + 180) / 360 * bounds.width, y: (90 - location.latitude) / 180 * bounds.height)
        }

        func location(at point: CGPoint) -> Location {
            let x = min(max(point.x, 0), bounds.width), y = min(max(point.y, 0), bounds.height)
            return Location(
                latitude: 90 - Double(y / max(bounds.height, 1)) * 180,
                longitude: Double(x / max(bounds.width, 1)) * 360 - 180)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            for (line, latitude, longitude) in lines {
                if let latitude {
                    let y = point(for: Location(latitude: latitude, longitude: 0)).y
                    line.frame = CGRect(x: 0, y: y.rounded(), width: bounds.width, height: latitude == 0 ? 2 : 1)
                } else if let longitude {
                    let x = point(for: Location(latitude: 0, longitude: longitude)).x
                    line.frame = CGRect(x: x.rounded(), y: 0, width: longitude == 0 ? 2 : 1, height: bounds.height)
                }
            }
            marker.center = point(for: location)
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

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { dragging = false }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { dragging = false }
    }
}

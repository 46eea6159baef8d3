import Foundation

extension Tunnel {
    /// A point on the globe in degrees (the article's CLLocation).
    struct Location: Equatable, Sendable {
        var latitude: Double
        var longitude: Double

        /// The article's sample start: 56.55° N, 8.316667° E.
        static let start = Location(latitude: 56.55, longitude: 8.316667)

        /// The point straight through the Earth: the latitude mirrored, the longitude half a
        /// turn away (−180 when it is ≥ 0, else +180), as the Tunnel sample computes it.
        var antipode: Location {
            Location(latitude: -latitude, longitude: longitude >= 0 ? longitude - 180 : longitude + 180)
        }

        /// "56.55000° N  8.31667° E"
        var text: String {
            let lat = String(format: "%.5f° %@", abs(latitude), latitude >= 0 ? "N" : "S")
            let lon = String(format: "%.5f° %@", abs(longitude), longitude >= 0 ? "E" : "W")
            return "\(lat)  \(lon)"
        }
    }
}

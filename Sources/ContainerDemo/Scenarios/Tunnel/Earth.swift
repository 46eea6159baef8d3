import Foundation
import UIKit

extension Tunnel {
    /// What the maps show: NASA's Blue Marble in an equirectangular projection (longitude −180°
    /// at the left edge, 90° N at the top), as Debian's xplanet-images ships it, with a 30°
    /// graticule over it. Read on first use; without it the maps show the ocean and the graticule,
    /// and `report` is told once what to install.
    @MainActor
    final class Earth {
        static let defaultPath = "/usr/share/xplanet/images/earth.jpg"
        /// The Debian package that ships `defaultPath`.
        static let package = "xplanet-images"
        static let ocean = UIColor(red: 0.11, green: 0.27, blue: 0.45, alpha: 1)

        let path: String
        private let report: (String) -> Void
        private lazy var loaded: (image: UIImage?, problem: String?) = load()
        /// The last world drawn: both maps have the same size, so they share it.
        private var world: (width: Int, image: UIImage)?

        init(
            path: String = Earth.defaultPath,
            report: @escaping (String) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
        ) {
            self.path = path
            self.report = report
        }

        /// The image as decoded; nil when it is missing or unreadable.
        var image: UIImage? { loaded.image }

        /// Why the maps show no Earth, naming the package to install; nil when they show it.
        var problem: String? { loaded.problem }

        private func load() -> (image: UIImage?, problem: String?) {
            if let image = UIImage(contentsOfFile: path) { return (image, nil) }
            let what = FileManager.default.fileExists(atPath: path) ? "cannot be read as an image" : "is missing"
            let problem =
                "The Tunnel's maps show no Earth: \(path) \(what). "
                + "Install Debian's \(Self.package) package: sudo apt-get install \(Self.package)"
            report(problem)
            return (nil, problem)
        }

        /// The whole world `width` × `width / 2` pixels: the Earth scaled once (the maps then only
        /// move it), the graticule drawn over it.
        func world(width: Int) -> UIImage {
            if let world, world.width == width { return world.image }
            let size = CGSize(width: width, height: width / 2)
            let canvas = UIView(frame: CGRect(origin: .zero, size: size))
            canvas.backgroundColor = Self.ocean
            if let image {
                let earth = UIImageView(image: image)
                earth.frame = canvas.bounds
                canvas.addSubview(earth)
            }
            for line in Self.graticule(in: size) { canvas.addSubview(line) }
            let image = UIGraphicsImageRenderer(size: size).image { _ in
                canvas.drawHierarchy(in: canvas.bounds, afterScreenUpdates: true)
            }
            world = (width, image)
            return image
        }

        /// Parallels and meridians every 30°, the equator and prime meridian stronger; the
        /// meridian at the left edge is the date line, where the next copy of the world starts.
        private static func graticule(in size: CGSize) -> [UIView] {
            func line(_ frame: CGRect, major: Bool) -> UIView {
                let line = UIView(frame: frame)
                line.backgroundColor = UIColor.white.withAlphaComponent(major ? 0.6 : 0.25)
                return line
            }
            let parallels = stride(from: -60.0, through: 60, by: 30).map { latitude in
                let y = ((90 - latitude) / 180 * size.height).rounded()
                return line(CGRect(x: 0, y: y, width: size.width, height: latitude == 0 ? 2 : 1), major: latitude == 0)
            }
            let meridians = stride(from: -180.0, through: 150, by: 30).map { longitude in
                let x = ((longitude + 180) / 360 * size.width).rounded()
                return line(
                    CGRect(x: x, y: 0, width: longitude == 0 ? 2 : 1, height: size.height), major: longitude == 0)
            }
            return parallels + meridians
        }
    }
}

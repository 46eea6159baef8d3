import Foundation

/// Splits a perspective-mapped area into tiles small enough that an affine map (which pixman
/// samples quickly) stays within a quarter source pixel of the true projective map. pixman's own
/// projective path is several times slower per pixel; a card flipping about the y axis is affine
/// along each column, so tiles come out as tall strips.
struct ProjectiveTiler {
    /// Target pixel → source pixel.
    let inverse: Matrix3
    let sourceWidth: Double
    let sourceHeight: Double
    var tolerance = 0.25

    func tiles(in area: PixelRect, _ emit: (PixelRect, Matrix3) -> Void) {
        subdivide(area, emit)
    }

    private func subdivide(_ tile: PixelRect, _ emit: (PixelRect, Matrix3) -> Void) {
        guard !tile.isEmpty else { return }
        let x0 = Double(tile.x), y0 = Double(tile.y), x1 = Double(tile.maxX), y1 = Double(tile.maxY)
        let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)]
        let inFront = corners.allSatisfy { inverse.weight($0.0, $0.1) > 1e-9 }
        if inFront {
            let mapped = corners.map { inverse.apply($0.0, $0.1) }
            if mapped.allSatisfy({ $0.x < -1 }) || mapped.allSatisfy({ $0.x > sourceWidth + 1 })
                || mapped.allSatisfy({ $0.y < -1 }) || mapped.allSatisfy({ $0.y > sourceHeight + 1 }) {
                return // the tile sees nothing of the source
            }
            let affine = linearization(at: (x0 + x1) / 2, (y0 + y1) / 2)
            let error = zip(corners, mapped).map { corner, exact in
                let approx = affine.apply(corner.0, corner.1)
                return max(abs(approx.x - exact.x), abs(approx.y - exact.y))
            }.max()!
            if error <= tolerance || (tile.width <= 2 && tile.height <= 2) {
                emit(tile, affine)
                return
            }
        } else if tile.width <= 2 && tile.height <= 2 {
            return // behind the eye
        }
        if tile.width >= tile.height {
            let half = tile.width / 2
            subdivide(PixelRect(x: tile.x, y: tile.y, width: half, height: tile.height), emit)
            subdivide(PixelRect(x: tile.x + half, y: tile.y, width: tile.width - half, height: tile.height), emit)
        } else {
            let half = tile.height / 2
            subdivide(PixelRect(x: tile.x, y: tile.y, width: tile.width, height: half), emit)
            subdivide(PixelRect(x: tile.x, y: tile.y + half, width: tile.width, height: tile.height - half), emit)
        }
    }

    /// The affine map that agrees with `inverse` in value and first derivatives at (x, y).
    func linearization(at x: Double, _ y: Double) -> Matrix3 {
        let n = inverse
        let u = n.a * x + n.b * y + n.c, v = n.d * x + n.e * y + n.f, w = n.g * x + n.h * y + n.i
        let w2 = w * w
        let ux = (n.a * w - u * n.g) / w2, uy = (n.b * w - u * n.h) / w2
        let vx = (n.d * w - v * n.g) / w2, vy = (n.e * w - v * n.h) / w2
        let u0 = u / w, v0 = v / w
        return Matrix3(a: ux, b: uy, c: u0 - ux * x - uy * y, d: vx, e: vy, f: v0 - vx * x - vy * y)
    }
}

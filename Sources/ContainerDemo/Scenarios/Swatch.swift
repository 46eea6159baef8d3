import UIKit

/// A rounded square of one colour, the icon Settings-style rows carry.
@MainActor
enum Swatch {
    static func image(_ colour: UIColor, side: CGFloat = 29) -> UIImage {
        let square = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        square.backgroundColor = colour
        square.layer.cornerRadius = 7
        return UIGraphicsImageRenderer(size: square.bounds.size).image { _ in
            square.drawHierarchy(in: square.bounds, afterScreenUpdates: true)
        }
    }
}

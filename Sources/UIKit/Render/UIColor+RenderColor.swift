import Foundation
import Compositor

extension UIColor {
    var renderColor: RenderColor {
        RenderColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension CGColor {
    var renderColor: RenderColor {
        let c = components!
        return RenderColor(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
    }
}

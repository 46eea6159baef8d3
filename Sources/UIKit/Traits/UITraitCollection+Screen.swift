import Foundation

extension UITraitCollection {
    /// The traits of a window of `size` points on this desktop "device", by the iPhone and iPad
    /// rules: at least 768 pt both ways is an iPad (regular width and height); otherwise a phone,
    /// compact width and regular height in portrait, compact height in landscape, where the width
    /// is regular on the large phones (a short side of 414 pt or more: the Plus, Max and XR
    /// classes) and compact on the others. Scale 1, left to right, light unless overridden.
    static func window(of size: CGSize) -> UITraitCollection {
        let short = min(size.width, size.height), long = max(size.width, size.height)
        guard short > 0, long > 0 else {
            return UITraitCollection(
                userInterfaceIdiom: .phone, displayScale: 1, userInterfaceStyle: .light, layoutDirection: .leftToRight)
        }
        let idiom: UIUserInterfaceIdiom
        let horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
        if short >= 768 {
            (idiom, horizontal, vertical) = (.pad, .regular, .regular)
        } else if size.height >= size.width {
            (idiom, horizontal, vertical) = (.phone, .compact, .regular)
        } else {
            (idiom, horizontal, vertical) = (.phone, short >= 414 ? .regular : .compact, .compact)
        }
        return UITraitCollection(
            horizontalSizeClass: horizontal, verticalSizeClass: vertical, userInterfaceIdiom: idiom, displayScale: 1,
            userInterfaceStyle: .light, layoutDirection: .leftToRight)
    }

    /// A view or controller in no window: the device's idiom and scale, size classes unspecified.
    static var unattached: UITraitCollection {
        UITraitCollection(
            userInterfaceIdiom: .phone, displayScale: 1, userInterfaceStyle: .light, layoutDirection: .leftToRight)
    }
}

import Foundation

/// Inset distances for the four edges of a rectangle (positive values shrink it).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiedgeinsets)
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top, left, bottom, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}

/// A horizontal and vertical offset.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uioffset)
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal, vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
    }

    public init() { self.init(horizontal: 0, vertical: 0) }

    public static let zero = UIOffset()
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown by negative ones).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

import Foundation

/// Edge insets by reading direction: leading and trailing swap sides in right-to-left layouts.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets)
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top, leading, bottom, trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()
}

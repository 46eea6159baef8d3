import Foundation

/// Which scroll events drive a pan (`UIPanGestureRecognizer.allowedScrollTypesMask`): a mouse
/// wheel's discrete steps, a trackpad's continuous scrolling, or both.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscrolltypemask)
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

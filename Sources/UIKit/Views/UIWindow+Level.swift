import Foundation

extension UIWindow {
    /// Where a window sits among the visible windows: higher levels are drawn above lower ones
    /// and get touches first; at equal levels the window made visible last is on top.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
}

extension UIWindow.Level {
    /// A level just above or below another, as apps place a window over the status bar.
    public static func + (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level {
        UIWindow.Level(rawValue: lhs.rawValue + rhs)
    }

    public static func - (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level {
        UIWindow.Level(rawValue: lhs.rawValue - rhs)
    }
}

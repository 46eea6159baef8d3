import Foundation

/// The app's run state and the notifications that announce its changes, with Apple's names.
extension UIApplication {
    /// Apple's raw values: active 0, inactive 1, background 2.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events: the desktop window has the focus.
        case active
        /// In the foreground without events: launching, or the window lost the focus.
        case inactive
        /// Not seen: the window is minimised or hidden.
        case background
    }

    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
}

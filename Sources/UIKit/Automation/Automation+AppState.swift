import Foundation
internal import Platform

/// The desktop window's focus and visibility, which move `UIApplication.applicationState` and
/// post its notifications. Queued like other input: they reach the app at the next frame.
extension Automation {
    /// Another window takes the focus: the app resigns active (`willResignActive`).
    public func resignActive() { app.enqueue(.focusLost) }

    /// The window takes the focus: the app becomes active (`didBecomeActive`), coming back from
    /// the background first if it was there.
    public func becomeActive() { app.enqueue(.focusGained) }

    /// The window is minimised: the app resigns active if it was, then enters the background.
    public func enterBackground() { app.enqueue(.minimized) }

    /// The window is restored: the app leaves the background and is inactive until it has the
    /// focus (`becomeActive()`).
    public func enterForeground() { app.enqueue(.restored) }
}

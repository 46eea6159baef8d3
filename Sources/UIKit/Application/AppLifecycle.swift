import Foundation

/// Moves `UIApplication.applicationState` as the desktop window gains and loses the focus and is
/// minimised and restored, in Apple's order: each change tells the delegate, then posts the
/// notification on `NotificationCenter.default` with the application as its object (the delegate
/// comes first, as logged on iOS 12 in rdar://49817144). Launch: inactive while
/// `didFinishLaunching` runs, then active. Focus lost: `willResignActive`, then inactive.
/// Minimised: inactive first if active, then background and `didEnterBackground`. Restored:
/// `willEnterForeground` while still in the background, then inactive; the focus then makes it
/// active (`didBecomeActive`). A change to the state the app is already in does nothing. An app
/// with scenes tells its scene delegates (and posts `UIScene`'s notifications) where an app
/// without them tells its delegate (`AppScenes`); `UIApplication`'s notifications come after.
@MainActor
final class AppLifecycle {
    private unowned let app: UIApplication

    init(app: UIApplication) { self.app = app }

    /// Before `didFinishLaunching`: inactive, announcing nothing.
    func beginLaunch() { app.applicationState = .inactive }

    /// The desktop window took the focus: out of the background first if it was there.
    func windowGainedFocus() {
        enterForeground()
        becomeActive()
    }

    /// The desktop window lost the focus to another window.
    func windowLostFocus() { resignActive() }

    /// The desktop window was minimised or hidden.
    func windowMinimized() {
        resignActive()
        enterBackground()
    }

    /// The desktop window was restored or shown again.
    func windowRestored() { enterForeground() }

    func becomeActive() {
        guard app.applicationState == .inactive else { return }
        app.applicationState = .active
        if usesScenes { app.scenes.didBecomeActive() } else { app.delegate?.applicationDidBecomeActive(app) }
        post(UIApplication.didBecomeActiveNotification)
    }

    private func resignActive() {
        guard app.applicationState == .active else { return }
        if usesScenes { app.scenes.willResignActive() } else { app.delegate?.applicationWillResignActive(app) }
        post(UIApplication.willResignActiveNotification)
        app.applicationState = .inactive
    }

    private func enterBackground() {
        guard app.applicationState == .inactive else { return }
        app.applicationState = .background
        if usesScenes { app.scenes.didEnterBackground() } else { app.delegate?.applicationDidEnterBackground(app) }
        post(UIApplication.didEnterBackgroundNotification)
    }

    private func enterForeground() {
        guard app.applicationState == .background else { return }
        if usesScenes {
            app.scenes.willEnterForeground()
        } else {
            app.delegate?.applicationWillEnterForeground(app)
        }
        post(UIApplication.willEnterForegroundNotification)
        app.applicationState = .inactive
    }

    private var usesScenes: Bool { !app.scenes.connected.isEmpty }

    private func post(_ name: Notification.Name) { NotificationCenter.default.post(name: name, object: app) }
}

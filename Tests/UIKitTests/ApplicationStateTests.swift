import Testing
import Foundation
import Platform
@testable import UIKit

/// Records the delegate's state callbacks and the four notifications, each with the
/// application's state when it came, in one list.
@MainActor
final class StateLog {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var log: StateLog?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log?.add("didFinishLaunching", application)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            log?.add("applicationDidBecomeActive", application)
        }
        func applicationWillResignActive(_ application: UIApplication) {
            log?.add("applicationWillResignActive", application)
        }
        func applicationDidEnterBackground(_ application: UIApplication) {
            log?.add("applicationDidEnterBackground", application)
        }
        func applicationWillEnterForeground(_ application: UIApplication) {
            log?.add("applicationWillEnterForeground", application)
        }
    }

    private(set) var entries: [String] = []
    let delegate = Delegate()
    private var observers: [any NSObjectProtocol] = []
    private let previousScreen = UIScreen.main.bounds

    init() {
        delegate.log = self
        let names: [Notification.Name] = [
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
        ]
        observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let (name, object) = (note.name.rawValue, (note.object as AnyObject?).map(ObjectIdentifier.init))
                MainActor.assumeIsolated {
                    let fromTheApp = object == ObjectIdentifier(UIApplication.shared)
                    self?.add(name + (fromTheApp ? "" : " (not from the application)"), .shared)
                }
            }
        }
    }

    func add(_ entry: String, _ application: UIApplication) {
        entries.append("\(entry) \(application.applicationState)")
    }

    /// Launches headless with the recording delegate, as `Automation.launch` does.
    func launch() -> Bool { Automation().launch(delegate, screenSize: CGSize(width: 320, height: 480)) }

    /// What was recorded since the last call.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }

    func close() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        let app = UIApplication.shared
        delegate.window?.isHidden = true
        app.delegate = nil
        app.screen.bounds = previousScreen
    }
}

/// `UIApplication.applicationState` and its notifications as the desktop window gains and loses
/// the focus and is minimised and restored (Apple: `UIApplication.State`,
/// `didBecomeActiveNotification` and the others, "The object of the notification is the
/// UIApplication object"; the delegate is told first, as logged on iOS in rdar://49817144;
/// `willEnterForeground` comes while the state is still `.background`).
@MainActor @Suite(.serialized) struct ApplicationStateTests {
    @Test func theStatesHaveApplesRawValues() {
        #expect(UIApplication.State.active.rawValue == 0)
        #expect(UIApplication.State.inactive.rawValue == 1)
        #expect(UIApplication.State.background.rawValue == 2)
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
        #expect(
            UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(
            UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
    }

    @Test func launchingRunsDidFinishLaunchingInactiveThenBecomesActive() {
        let log = StateLog()
        defer { log.close() }

        let launched = log.launch()

        #expect(launched)
        #expect(
            log.take() == [
                "didFinishLaunching inactive", "applicationDidBecomeActive active",
                "UIApplicationDidBecomeActiveNotification active",
            ])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func losingAndRegainingTheFocus() {
        let log = StateLog()
        defer { log.close() }
        #expect(log.launch())
        _ = log.take()
        let automation = Automation()

        automation.resignActive()
        let beforeTheFrame = log.take()
        automation.advance(by: 1.0 / 60)
        let resigned = log.take()
        let inactive = UIApplication.shared.applicationState
        automation.becomeActive()
        automation.advance(by: 1.0 / 60)

        #expect(beforeTheFrame.isEmpty, "queued for the next frame")
        #expect(
            resigned == ["applicationWillResignActive active", "UIApplicationWillResignActiveNotification active"])
        #expect(inactive == .inactive)
        #expect(
            log.take() == [
                "applicationDidBecomeActive active", "UIApplicationDidBecomeActiveNotification active",
            ])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func minimisingAnActiveAppResignsThenEntersTheBackground() {
        let log = StateLog()
        defer { log.close() }
        #expect(log.launch())
        _ = log.take()

        Automation().enterBackground()
        Automation().advance(by: 1.0 / 60)

        #expect(
            log.take() == [
                "applicationWillResignActive active", "UIApplicationWillResignActiveNotification active",
                "applicationDidEnterBackground background", "UIApplicationDidEnterBackgroundNotification background",
            ])
        #expect(UIApplication.shared.applicationState == .background)
    }

    @Test func restoringEntersTheForegroundInactiveAndTheFocusMakesItActive() {
        let log = StateLog()
        defer { log.close() }
        #expect(log.launch())
        Automation().enterBackground()
        Automation().advance(by: 1.0 / 60)
        _ = log.take()

        Automation().enterForeground()
        Automation().advance(by: 1.0 / 60)
        let restored = log.take()
        let state = UIApplication.shared.applicationState
        Automation().becomeActive()
        Automation().advance(by: 1.0 / 60)

        #expect(
            restored == [
                "applicationWillEnterForeground background",
                "UIApplicationWillEnterForegroundNotification background",
            ])
        #expect(state == .inactive)
        #expect(
            log.take() == [
                "applicationDidBecomeActive active", "UIApplicationDidBecomeActiveNotification active",
            ])
    }

    @Test func theFocusReachingAMinimisedWindowBringsTheAppForwardThenActive() {
        let log = StateLog()
        defer { log.close() }
        #expect(log.launch())
        Automation().enterBackground()
        Automation().advance(by: 1.0 / 60)
        _ = log.take()

        Automation().becomeActive()
        Automation().advance(by: 1.0 / 60)

        #expect(
            log.take() == [
                "applicationWillEnterForeground background",
                "UIApplicationWillEnterForegroundNotification background",
                "applicationDidBecomeActive active", "UIApplicationDidBecomeActiveNotification active",
            ])
    }

    @Test func aChangeToTheStateTheAppIsInAnnouncesNothing() {
        let log = StateLog()
        defer { log.close() }
        #expect(log.launch())
        _ = log.take()

        Automation().becomeActive()
        Automation().enterForeground()
        Automation().advance(by: 1.0 / 60)
        let whileActive = log.take()
        Automation().resignActive()
        Automation().resignActive()
        Automation().advance(by: 1.0 / 60)
        let resignedOnce = log.take()
        Automation().enterBackground()
        Automation().enterBackground()
        Automation().advance(by: 1.0 / 60)

        #expect(whileActive.isEmpty)
        #expect(resignedOnce.count == 2)
        #expect(
            log.take() == [
                "applicationDidEnterBackground background", "UIApplicationDidEnterBackgroundNotification background",
            ])
    }

    /// The desktop loop hands the display's window events to UIKit: the whole round trip.
    @Test func theDisplaysWindowEventsDriveTheStateThroughTheLoop() {
        let log = StateLog()
        defer { log.close() }
        #expect(log.launch())
        _ = log.take()
        let display = ScriptedDisplay(
            width: 320, height: 480, script: [[.focusLost], [.minimized], [.restored], [.focusGained]])

        UIApplication.shared.runWindowed(on: display)

        #expect(
            log.take() == [
                "applicationWillResignActive active", "UIApplicationWillResignActiveNotification active",
                "applicationDidEnterBackground background", "UIApplicationDidEnterBackgroundNotification background",
                "applicationWillEnterForeground background",
                "UIApplicationWillEnterForegroundNotification background",
                "applicationDidBecomeActive active", "UIApplicationDidBecomeActiveNotification active",
            ])
        #expect(UIApplication.shared.applicationState == .active)
        UIApplication.shared.quitRequested = false
    }
}

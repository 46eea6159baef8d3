import Foundation
package import Platform

/// `UIApplication.main` on the desktop: launch, then either the SDL window's frame loop or a
/// headless render. Linux launch arguments: `--headless`, `--screenshot PATH` (with
/// `--headless`; default out/screenshot.png), `--size WIDTHxHEIGHT` (the screen, default 390×844).
extension UIApplication {
    struct LaunchArguments {
        var headless = false
        var screenshotPath = "out/screenshot.png"
        var size: CGSize?

        init(_ arguments: [String]) throws {
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--headless": headless = true
                case "--screenshot":
                    guard let path = rest.popFirst() else { throw LaunchError("--screenshot needs a path") }
                    screenshotPath = path
                case "--size":
                    let parts = rest.popFirst()?.split(separator: "x").compactMap { Int($0) } ?? []
                    guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
                        throw LaunchError("--size needs WIDTHxHEIGHT, e.g. 960x640")
                    }
                    size = CGSize(width: parts[0], height: parts[1])
                default:
                    break  // arguments the app itself may read
                }
            }
        }
    }

    struct LaunchError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Launches with `delegate` and runs until the window closes; returns the exit status.
    /// `output` and `errors` receive what a launch prints (standard output and error by default).
    func run(
        delegate: any UIApplicationDelegate, arguments: [String],
        output: (String) -> Void = { print($0) },
        errors: (String) -> Void = { FileHandle.standardError.write(Data("\($0)\n".utf8)) }
    ) -> Int32 {
        let launch: LaunchArguments
        do { launch = try LaunchArguments(arguments) } catch {
            errors("\(error)")
            return 2
        }
        guard self.launch(delegate, size: launch.size) else { return 1 }
        if launch.headless { return writeScreenshot(to: launch.screenshotPath, output: output, errors: errors) }
        do {
            try runWindowed()
        } catch {
            errors("\(error)")
            return 1
        }
        terminate(delegate)
        return 0
    }

    /// The window closed: each scene disconnects, then the app delegate hears
    /// `applicationWillTerminate(_:)`.
    func terminate(_ delegate: any UIApplicationDelegate) {
        scenes.disconnectAll()
        delegate.applicationWillTerminate(self)
    }

    /// Sets the screen's size and calls the delegate's launch method, the app inactive; then,
    /// unless the delegate refused, the app becomes active (`applicationDidBecomeActive`).
    package func launch(_ delegate: any UIApplicationDelegate, size: CGSize?) -> Bool {
        if let size { screen.reshape(to: CGRect(origin: .zero, size: size)) }
        quitRequested = false
        self.delegate = delegate
        scenes.forgetEarlierLaunch()
        lifecycle.beginLaunch()
        // With a scene manifest the scene's storyboard makes the window, not UIMainStoryboardFile.
        let usesScenes = scenes.manifest != nil
        let mainWindow = usesScenes ? nil : loadMainStoryboard(into: delegate)
        guard delegate.application(self, didFinishLaunchingWithOptions: nil) else { return false }
        // iOS shows the main storyboard's window after the delegate finished launching.
        if let mainWindow, delegate.window === mainWindow, !mainWindow.isKeyWindow { mainWindow.makeKeyAndVisible() }
        if usesScenes { scenes.connectLaunchScene(delegate: delegate) }
        lifecycle.becomeActive()
        return true
    }

    /// The app's Info.plist names a main storyboard (`UIMainStoryboardFile`): its initial
    /// controller becomes the root of a window the size of the screen, given to the delegate's
    /// `window` before `application(_:didFinishLaunchingWithOptions:)`, as iOS does.
    private func loadMainStoryboard(into delegate: any UIApplicationDelegate) -> UIWindow? {
        guard let name = AppResources.infoDictionary(forModuleOf: delegate)?["UIMainStoryboardFile"] as? String else {
            return nil
        }
        guard let root = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController() else {
            report(
                .log,
                "The main storyboard \(name) has no initial view controller: set one in Xcode (Is Initial View Controller)"
            )
            return nil
        }
        let window = UIWindow(frame: screen.bounds)
        window.rootViewController = root
        delegate.window = window
        return window
    }

    /// A few frames for layout and rendering to settle, then the screen as PNG.
    private func writeScreenshot(to path: String, output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        advance(by: 2 * FrameClock.frameDuration)
        guard let window = keyWindow, screenRenderer.isShowing(window) else {
            errors(
                "No visible key window to render: call makeKeyAndVisible() in application(_:didFinishLaunchingWithOptions:)."
            )
            return 1
        }
        do {
            try screenRenderer.writePNG(to: path)
        } catch {
            errors("\(error)")
            return 1
        }
        output(path)
        return 0
    }

    /// The desktop loop in an SDL window the size of the screen, titled with the process's name.
    package func runWindowed() throws {
        let size = screen.bounds.size
        let title = ProcessInfo.processInfo.processName
        runWindowed(on: try PlatformWindow(title: title, width: Int(size.width), height: Int(size.height)))
    }

    /// The desktop loop on `display`: the frame `advance(by:)` runs (`FrameLoop.run`), at 60 Hz of
    /// the display's clock while anything is pending and every quarter second otherwise, between
    /// polling the display's events and presenting what changed, until the display or the app
    /// asks to quit.
    package func runWindowed(on display: any PlatformDisplay) {
        var nextFrame = display.now
        // A new display shows nothing yet: its first frame is presented even when the screen's
        // pixels are the ones an earlier display was shown.
        var presentedOnce = false
        screenRenderer.startShowing(afterDeviceTurns: screen.deviceTurns)
        while true {
            let idle = events.pending.isEmpty && !hasWorkPending && presentedOnce
            let timeout = idle ? 0.25 : max(0, nextFrame - display.now)
            for event in display.waitEvents(timeout: timeout) {
                if event == .quit { return }
                enqueue(event)
            }
            if quitRequested { return }
            // Idle, a frame still runs every quarter second: its main-queue phase runs work
            // queued on the main queue and timers that fell due meanwhile.
            guard nextFrame <= display.now || idle else { continue }
            let exposed = events.pending.contains(.exposed) || !presentedOnce
            if runFrame() || exposed {
                presentedOnce = screenRenderer.present(on: display, deviceTurns: screen.deviceTurns) || presentedOnce
            }
            nextFrame = max(nextFrame + FrameClock.frameDuration, display.now - FrameClock.frameDuration)
        }
    }

    /// Whether the display should show frames at its full rate: a frame would do anything
    /// (below), or the frame observer or a running display link wants every frame.
    var hasWorkPending: Bool { hasWorkPending(countingObserver: true) || runtime.displayLinks.wantsFrames }

    /// Whether a frame would do anything: animations in flight, layout requested or a window to
    /// redraw, optionally with the frame observer's wish for frames; events queued and held
    /// rotations count as work. A display link is a timer, not work: waiting for the app to
    /// settle and skipping idle frames headless do not wait for it.
    func hasWorkPending(countingObserver: Bool) -> Bool {
        if countingObserver && frameObserver?.needsFrames == true { return true }
        let windows = windows
        return animation.isBusy || scrolling.isBusy || frameLoop.layout.isRequested
            || !events.pending.isEmpty
            || events.gestures.isWaitingForTime
            || windows.contains { $0.rotationHeld }
            || screenRenderer.needsRender(windows)
    }
}

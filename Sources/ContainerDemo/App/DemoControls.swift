import Foundation
import UIKit

/// What the demo adds around its controllers: the keys, the log and help overlays, screenshots,
/// filmstrips, slow animations and scripts, through UIKit's `Automation`. It watches every frame
/// (`FrameObserver`) and keeps its overlays above whatever the controllers put in the window.
@MainActor
final class DemoControls: FrameObserver {
    static let slowSpeed = 0.1
    static let filmstripFrames = 8

    let window: UIWindow
    let tabs: DemoTabBarController
    let outputDirectory: String
    let output: (String) -> Void
    let errors: (String) -> Void
    let log = LifecycleLogView()
    let help = HelpOverlayView(frame: CGRect(origin: .zero, size: HelpOverlayView.size))
    private(set) var runner: ScriptRunner?
    /// The filmstrip being recorded or waiting for its transition.
    var filmstrip: FilmstripRecorder?
    private var screenshots = 0
    private var filmstrips = 0
    private var lastLogEvent: TimeInterval = -.infinity
    private var lastLogRefresh: TimeInterval = -.infinity
    /// The screen size last checked against what is drawn, so each size is checked once.
    private var checkedScreenSize: CGSize?
    private let automation = Automation()

    init(
        window: UIWindow, tabs: DemoTabBarController, outputDirectory: String,
        output: @escaping (String) -> Void, errors: @escaping (String) -> Void
    ) {
        self.window = window
        self.tabs = tabs
        self.outputDirectory = outputDirectory
        self.output = output
        self.errors = errors
        let app = UIApplication.shared
        let trace = app.lifecycleTrace ?? LifecycleTrace()
        app.lifecycleTrace = trace
        for event in trace.events { log.append(event, now: automation.currentTime) }
        trace.onRecord = { [weak self] event in
            guard let self else { return }
            log.append(event, now: automation.currentTime)
            lastLogEvent = event.time
        }
        log.isHidden = true
        help.isHidden = true
        window.addSubview(log)
        window.addSubview(help)
        automation.frameObserver = self
    }

    var tabCount: Int { tabs.viewControllers?.count ?? 0 }
    var failure: DemoScript.Failure? { runner?.failure }

    func run(_ script: DemoScript) { runner = ScriptRunner(script: script, controls: self) }

    // MARK: Keys

    /// Handles a key the demo owns; false lets it travel on.
    func handle(_ key: UIKey) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.control, .command, .alternate]) else { return false }
        switch key.keyCode {
        // The Simulator's Rotate Left / Right, as Ctrl+arrows do in every app on this UIKit.
        case .keyboardLeftArrow: automation.rotateLeft()
        case .keyboardRightArrow: automation.rotateRight()
        case .keyboardEscape: automation.quit()
        default:
            switch key.charactersIgnoringModifiers.lowercased() {
            case "1", "2", "3", "4", "5", "6": _ = selectTab(Int(key.charactersIgnoringModifiers)! - 1)
            case "l": toggle(log)
            case "h": toggle(help)
            case "s": screenshotKey()
            case "t": toggleSlowAnimations()
            case "d": toggleDarkAppearance()
            case "f": filmstripKey()
            default: return false
            }
        }
        return true
    }

    /// Selects a tab as a tap on its item would; false when there is no such tab.
    func selectTab(_ index: Int) -> Bool {
        guard (0..<tabCount).contains(index) else { return false }
        tabs.userSelect(index)
        return true
    }

    private func toggle(_ overlay: UIView) {
        overlay.isHidden.toggle()
        if overlay === log { log.refresh(now: automation.currentTime) }
        placeOverlays()
    }

    /// The whole app dark or back to the system's (light) appearance, as the Simulator's
    /// Toggle Appearance does: every dynamic colour resolves again.
    func toggleDarkAppearance() {
        window.overrideUserInterfaceStyle = window.overrideUserInterfaceStyle == .dark ? .unspecified : .dark
        output(window.overrideUserInterfaceStyle == .dark ? "Dark appearance" : "Light appearance")
    }

    private func toggleSlowAnimations() {
        automation.animationSpeed = automation.animationSpeed == 1 ? Self.slowSpeed : 1
        output(automation.animationSpeed == 1 ? "Animations at normal speed" : "Slow animations: 10× slower")
    }

    private func screenshotKey() {
        screenshots += 1
        let path = "\(outputDirectory)/screenshot-\(screenshots).png"
        do { try writeScreenshot(to: path) } catch { errors("\(error)") }
    }

    private func filmstripKey() {
        filmstrips += 1
        filmstrip = FilmstripRecorder(
            frames: Self.filmstripFrames, path: "\(outputDirectory)/filmstrip-\(filmstrips).png")
        output("Filming the next transition…")
    }

    /// The window's pixels as shown (a turned device included), as PNG; prints the path.
    func writeScreenshot(to path: String) throws {
        guard let screenshot = automation.screenshot() else { throw DemoError("the window has not been drawn yet") }
        guard let data = screenshot.pngData() else { throw DemoError("could not encode the screenshot \(path)") }
        try DemoFiles.write(data, to: path)
        output(path)
    }

    // MARK: Frames

    /// Headless, the time until which no frame has anything to show: the script waits, no
    /// filmstrip records and the log is not fading.
    var idleUntil: TimeInterval? {
        let fading = !log.isHidden && automation.currentTime - lastLogEvent < LifecycleLogView.fadeTime
        guard !fading, filmstrip == nil else { return nil }
        return runner?.resumeTime
    }

    var needsFrames: Bool {
        let fading = !log.isHidden && automation.currentTime - lastLogEvent < LifecycleLogView.fadeTime
        return runner.map { !$0.isFinished } == true || filmstrip?.isRecording == true || fading
    }

    func frameDidRender(at time: TimeInterval) {
        reportClampedScreen()
        placeOverlays()
        if !log.isHidden && time - lastLogRefresh >= 0.25 {
            lastLogRefresh = time
            log.refresh(now: time)
        }
        runner?.frameDidRender(at: time)
        if let recorder = filmstrip, let frame = automation.screenshot(),
            recorder.capture(frame, at: time, isAnimating: UIApplication.shared.isAnimating)
        {
            filmstrip = nil
            do {
                try recorder.write()
                output(recorder.path)
            } catch {
                if let line = recorder.scriptLine, let runner {
                    runner.fail(line: line, message: "\(error)")
                } else {
                    errors("\(error)")
                }
            }
        }
    }

    /// UIKit draws at most 8192 pixels a side: a larger screen (`--size`, `resize`) is cut, and
    /// the user is told rather than left guessing. Checked once per screen size.
    private func reportClampedScreen() {
        let screen = UIScreen.main.bounds.size
        guard checkedScreenSize != screen, let drawn = automation.screenshot()?.size else { return }
        checkedScreenSize = screen
        guard drawn.width < screen.width.rounded() || drawn.height < screen.height.rounded() else { return }
        errors(
            "the screen is \(Int(screen.width.rounded()))x\(Int(screen.height.rounded())) points, more than can be drawn: only \(Int(drawn.width))x\(Int(drawn.height)) of it is shown"
        )
    }

    /// The log sits above the tab bar, the help in the middle, both above every other view.
    private func placeOverlays() {
        let bounds = window.bounds
        let logFrame = CGRect(
            x: 8, y: bounds.height - tabs.tabBar.frame.height - 8 - LifecycleLogView.height,
            width: bounds.width - 16, height: LifecycleLogView.height)
        if log.frame != logFrame { log.frame = logFrame }
        let helpSize = HelpOverlayView.size
        let helpFrame = CGRect(
            x: (bounds.width - helpSize.width) / 2, y: (bounds.height - helpSize.height) / 2,
            width: helpSize.width, height: helpSize.height)
        if help.frame != helpFrame { help.frame = helpFrame }
        let top = window.subviews.suffix(2)
        if top.count < 2 || top.first !== log || top.last !== help {
            window.bringSubviewToFront(log)
            window.bringSubviewToFront(help)
        }
    }
}

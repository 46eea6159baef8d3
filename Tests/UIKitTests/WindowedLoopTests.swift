import Testing
import Foundation
import Compositor
import Platform
@testable import UIKit

/// A display that plays a script: each wait hands out the next batch of events, then `.quit` once
/// the script is over. Every wait lasts a second of its clock, longer than any timeout the loop
/// asks for, so each wait ends with a frame due: one batch, then at most one frame, whatever the
/// wall clock does.
@MainActor
final class ScriptedDisplay: PlatformDisplay {
    private(set) var size: (width: Int, height: Int)
    private(set) var now: Double = 0
    private var script: [[PlatformEvent]]
    private(set) var waits = 0
    /// Copies of the frames shown (the framebuffer is the renderer's own and changes).
    private(set) var presented: [(width: Int, height: Int, pixels: [UInt32])] = []
    private(set) var resizes: [(width: Int, height: Int)] = []
    /// A tiled window under a tiling window manager: asked to resize, it keeps its size.
    private let keepsShape: Bool

    init(width: Int, height: Int, keepsShape: Bool = false, script: [[PlatformEvent]]) {
        size = (width, height)
        self.keepsShape = keepsShape
        self.script = script
    }

    func waitEvents(timeout: Double) -> [PlatformEvent] {
        waits += 1
        now += 1
        guard !script.isEmpty else { return [.quit] }
        let events = script.removeFirst()
        // A `.resized` is the user dragging the window's edge: the window has that size already.
        for case .resized(let width, let height) in events { size = (width, height) }
        return events
    }

    func present(_ framebuffer: Framebuffer) {
        presented.append((framebuffer.width, framebuffer.height, framebuffer.pixelArray))
    }

    func resize(width: Int, height: Int) {
        resizes.append((width, height))
        if !keepsShape { size = (width, height) }
    }
}

/// `root` launched in a key window filling a screen of the given size, as an app delegate does;
/// `close()` puts the shared application back.
@MainActor
final class LaunchedApp {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var root: UIViewController?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    private let delegate = Delegate()
    private let previousScreen = UIScreen.main.bounds
    let launched: Bool

    init(_ root: UIViewController, width: Int = 320, height: Int = 480) {
        delegate.root = root
        launched = UIApplication.shared.launch(delegate, size: CGSize(width: width, height: height))
    }

    var window: UIWindow { delegate.window! }

    func close() {
        let app = UIApplication.shared
        delegate.window?.isHidden = true
        // The delegate ends the responder chain: a later test's stray key must not reach it.
        app.delegate = nil
        app.quitRequested = false
        app.screen.bounds = previousScreen
    }
}

/// `runWindowed(on:)` with a stand-in display: what the display hands over reaches UIKit, and
/// what UIKit draws reaches the display.
@MainActor @Suite struct WindowedLoopTests {
    /// Records the keys it is sent as first responder.
    final class KeyField: UIView {
        var keys: [(phase: UIPress.Phase, key: UIKey)] = []
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            keys.append((.began, presses.first!.key!))
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            keys.append((.ended, presses.first!.key!))
        }
    }

    private static func key(_ usage: UIKeyboardHIDUsage, _ characters: String, _ name: String) -> PlatformEvent.Key {
        PlatformEvent.Key(usage: usage.rawValue, characters: characters, name: name)
    }

    @Test func theLoopPresentsTheLaunchedWindowsFrame() throws {
        let app = LaunchedApp(Coloured("Root", .blue))
        defer { app.close() }
        let display = ScriptedDisplay(width: 320, height: 480, script: [[]])
        #expect(app.launched)

        UIApplication.shared.runWindowed(on: display)

        let shown = try #require(display.presented.last)
        let framebuffer = try #require(app.window.renderer?.framebuffer)
        #expect(display.presented.count == 1)
        #expect(shown.width == 320 && shown.height == 480)
        #expect(shown.pixels == framebuffer.pixelArray)
        #expect(shown.pixels[240 * 320 + 160] == UIColor.blue.renderColor.premultipliedARGB)
    }

    /// A second display of the same screen (pixels unchanged since the first) is still shown a
    /// frame: a display that was never presented to shows nothing.
    @Test func aNewDisplayIsShownTheScreenEvenWhenNoPixelChanged() throws {
        let app = LaunchedApp(Coloured("Root", .blue))
        defer { app.close() }
        let first = ScriptedDisplay(width: 320, height: 480, script: [[]])
        UIApplication.shared.runWindowed(on: first)
        UIApplication.shared.quitRequested = false
        let second = ScriptedDisplay(width: 320, height: 480, script: [[]])

        UIApplication.shared.runWindowed(on: second)

        #expect(first.presented.count == 1)
        #expect(second.presented.count == 1)
        #expect(second.presented.last?.pixels == first.presented.last?.pixels)
    }

    @Test func aResizeFromTheDisplayResizesTheScreenAndTheFrameShown() throws {
        let root = Coloured("Root", .blue)
        let app = LaunchedApp(root)
        defer { app.close() }
        let display = ScriptedDisplay(width: 320, height: 480, script: [[.resized(width: 360, height: 540)], []])

        UIApplication.shared.runWindowed(on: display)

        let shown = try #require(display.presented.last)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 360, height: 540))
        #expect(app.window.bounds.size == CGSize(width: 360, height: 540))
        #expect(root.view.frame.size == CGSize(width: 360, height: 540))
        #expect(shown.width == 360 && shown.height == 540)
        #expect(display.resizes.isEmpty, "the display already has the size it reported")
    }

    @Test func keysFromTheDisplayReachTheFirstResponderAsPresses() {
        let root = Coloured("Root", .blue)
        let app = LaunchedApp(root)
        defer { app.close() }
        let field = KeyField(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let a = Self.key(.keyboardA, "a", "A"), left = Self.key(.keyboardLeftArrow, "", "Left")
        let display = ScriptedDisplay(
            width: 320, height: 480,
            script: [
                [.keyDown(key: a, modifiers: .shift, isRepeat: false), .keyUp(key: a, modifiers: .shift)],
                [.keyDown(key: left, modifiers: [], isRepeat: false)],
            ])

        UIApplication.shared.runWindowed(on: display)

        #expect(field.keys.map(\.phase) == [.began, .ended, .began])
        #expect(field.keys.map(\.key.keyCode) == [.keyboardA, .keyboardA, .keyboardLeftArrow])
        #expect(field.keys.map(\.key.characters) == ["A", "A", "UIKeyInputLeftArrow"])
        #expect(field.keys.map(\.key.charactersIgnoringModifiers) == ["a", "a", "UIKeyInputLeftArrow"])
        #expect(field.keys.map(\.key.modifierFlags) == [.shift, .shift, []])
    }

    @Test func quitFromTheDisplayEndsTheLoopBeforeAnotherFrameOrEvent() {
        let root = Coloured("Root", .blue)
        let app = LaunchedApp(root)
        defer { app.close() }
        let field = KeyField(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let a = Self.key(.keyboardA, "a", "A")
        let display = ScriptedDisplay(
            width: 320, height: 480,
            script: [
                [.quit, .keyDown(key: a, modifiers: [], isRepeat: false)],
                [.keyDown(key: a, modifiers: [], isRepeat: false)],
            ])

        UIApplication.shared.runWindowed(on: display)

        #expect(display.waits == 1)
        #expect(display.presented.isEmpty)
        #expect(field.keys.isEmpty)
    }

    /// Ctrl+Right turns the device; the frame then has the turned shape and the display is asked
    /// to take it, as the desktop window follows the device.
    @Test func aTurnedDeviceResizesTheDisplay() throws {
        let app = LaunchedApp(Coloured("Root", .blue))
        defer { app.close() }
        let right = Self.key(.keyboardRightArrow, "", "Right")
        let frames = Int((UIWindow.rotationDuration * 60).rounded(.up)) + 2
        let display = ScriptedDisplay(
            width: 320, height: 480,
            script: [[.keyDown(key: right, modifiers: .control, isRepeat: false)]] + Array(repeating: [], count: frames)
        )

        UIApplication.shared.runWindowed(on: display)

        let shown = try #require(display.presented.last)
        #expect(app.window.deviceOrientation == .landscapeRight)
        #expect(display.resizes.map { [$0.width, $0.height] } == [[480, 320]])
        #expect(shown.width == 480 && shown.height == 320)
    }

    /// A turn is a signal, not a shape the display is found in: a display that keeps its shape
    /// (a tiling window manager refusing the size) is asked for the turned shape once, not again
    /// at every frame of the rotation and after it.
    @Test func aDisplayThatKeepsItsShapeIsAskedOncePerTurn() throws {
        let app = LaunchedApp(Coloured("Root", .blue))
        defer { app.close() }
        let right = Self.key(.keyboardRightArrow, "", "Right")
        let frames = Int((UIWindow.rotationDuration * 60).rounded(.up)) + 2
        let display = ScriptedDisplay(
            width: 320, height: 480, keepsShape: true,
            script: [[.keyDown(key: right, modifiers: .control, isRepeat: false)]] + Array(repeating: [], count: frames)
        )

        UIApplication.shared.runWindowed(on: display)

        let shown = try #require(display.presented.last)
        #expect(display.presented.count > 2)
        #expect(app.window.deviceOrientation == .landscapeRight)
        #expect(display.resizes.map { [$0.width, $0.height] } == [[480, 320]])
        #expect(shown.width == 480 && shown.height == 320)
    }
}

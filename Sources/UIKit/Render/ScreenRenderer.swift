import Foundation
import Compositor
internal import Platform

/// Draws the screen: every visible window, lowest level first (at equal levels in the order they
/// became visible), into the one framebuffer the desktop window shows. The frame loop asks once
/// per frame, passing the animation time; only damaged pixels are recomposited, and a frame in
/// which no window changed builds no tree at all.
///
/// The key window carries the device (resizes and turns reach it, UIWindow+Rotation.swift), so
/// the screen is its screen frame; other windows are placed in it by their own frames. Without
/// a visible key window the topmost visible window's screen frame is used.
@MainActor
final class ScreenRenderer {
    /// Where a missing font or library is reported.
    private let runtime: Runtime

    init(runtime: Runtime) { self.runtime = runtime }

    /// Nil before the first frame with a visible window, or while the renderer cannot start
    /// (the reason is reported every frame it is tried).
    private(set) var renderer: Renderer?

    /// A window drawn in the last frame, with the status strip it showed.
    private struct Drawn {
        weak var window: UIWindow?
        var strip: RenderNode?
    }

    /// The last frame's windows, bottom to top, and where its screen started.
    private var drawn: [Drawn] = []
    private var drawnOrigin = CGPoint.zero

    /// The pixels of the last frame; nil before the first.
    var framebuffer: Framebuffer? { renderer?.framebuffer }

    /// Brings the screen's pixels up to date with `windows` (in level order, hidden ones
    /// skipped) as each looks at its runtime's animation time; returns whether any pixel changed.
    @discardableResult
    func render(_ windows: [UIWindow], keyWindow: UIWindow?) -> Bool {
        let shown = windows.filter { !$0.isHidden }
        let key = keyWindow.flatMap { key in shown.contains { $0 === key } ? key : nil }
        guard let screen = key ?? shown.last else {
            // Nothing to show: the desktop window keeps the last frame, as it has no other.
            drawn = []
            return false
        }
        let (width, height) = Self.pixelSize(of: screen.screenFrame)
        guard let renderer = renderer(width: width, height: height) else { return false }
        var resized = false
        if renderer.framebuffer.width != width || renderer.framebuffer.height != height {
            try? renderer.resize(width: width, height: height)
            resized = true
        }
        let strips = shown.map { $0.statusStrip() }
        let origin = screen.screenOrigin
        guard resized || origin != drawnOrigin || !isDrawn(shown, strips: strips) else { return false }
        drawn = zip(shown, strips).map { Drawn(window: $0, strip: $1) }
        drawnOrigin = origin
        var root = RenderNode(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.children = zip(shown, strips).map { window, strip in
            window.layer.needsRender = false
            return window.screenNode(strip: strip, origin: origin, at: window.hostRuntime.animation.now)
        }
        return !renderer.render(root).isEmpty
    }

    /// Whether a render would draw: a visible window changed, or the windows on screen did.
    func needsRender(_ windows: [UIWindow]) -> Bool {
        var index = 0
        for window in windows where !window.isHidden {
            guard renderer != nil, window.layer.needsRender == false, index < drawn.count,
                drawn[index].window === window
            else { return true }
            index += 1
        }
        return index != drawn.count
    }

    /// Whether `window` was drawn in the last frame.
    func isShowing(_ window: UIWindow) -> Bool { drawn.contains { $0.window === window } }

    /// Whether the last frame drew any window still alive.
    var isShowingAnyWindow: Bool { drawn.contains { $0.window != nil } }

    /// The device turns (`UIScreen.deviceTurns`) the desktop window has followed.
    private var followedTurns = 0

    /// A new desktop window starts with the screen's shape: turns before it are not its to follow.
    func startShowing(afterDeviceTurns turns: Int) { followedTurns = turns }

    /// Shows the last frame in the desktop window. When the device turned since the last frame
    /// shown (`deviceTurns`, the screen's count of turn signals), the desktop window is first asked
    /// for the frame's shape, once per turn: a turn is a signal, not a shape the window is found
    /// in, and a window that keeps its size (a tiling window manager) is not asked every frame.
    /// Returns false when there is no frame to show yet.
    @discardableResult
    func present(on window: any PlatformDisplay, deviceTurns: Int) -> Bool {
        guard let framebuffer else { return false }
        if deviceTurns != followedTurns {
            followedTurns = deviceTurns
            let shown = window.size
            if framebuffer.width != shown.width || framebuffer.height != shown.height {
                window.resize(width: framebuffer.width, height: framebuffer.height)
            }
        }
        window.present(framebuffer)
        return true
    }

    /// Writes the last frame as PNG (nothing before the first frame).
    func writePNG(to path: String) throws {
        try framebuffer?.writePNG(to: path)
    }

    /// The same windows, with the same strips, as the last frame, none of them changed since.
    private func isDrawn(_ shown: [UIWindow], strips: [RenderNode?]) -> Bool {
        guard shown.count == drawn.count else { return false }
        for (index, window) in shown.enumerated() {
            let last = drawn[index]
            guard last.window === window, last.strip == strips[index], !window.layer.needsRender else { return false }
        }
        return true
    }

    /// Sides longer than this are drawn only up to it: the framebuffer stays allocatable.
    static let largestSide = 8192

    /// The framebuffer's pixel size for `screen`, clamped to what can be allocated.
    private static func pixelSize(of screen: CGRect) -> (width: Int, height: Int) {
        func side(_ value: CGFloat) -> Int {
            guard value.isFinite else { return 1 }
            return min(largestSide, max(1, Int(min(value, 1e9).rounded())))
        }
        return (side(screen.width), side(screen.height))
    }

    private func renderer(width: Int, height: Int) -> Renderer? {
        if let renderer { return renderer }
        do {
            renderer = try Renderer(width: width, height: height)
        } catch {
            runtime.report(.log, "\(error)")
        }
        return renderer
    }
}

import Foundation
@_spi(Testing) import UIKit

/// Puts what is being snapshotted on a screen of its own: the screen takes the asked size
/// (views load at the screen's size, so a snapshot must not depend on what ran before), and
/// a headless window of that size on the manual clock is shown (so appearance runs), laid
/// out, and drawn with `drawHierarchy`, on a clock from zero (instants far from zero round
/// differently). Anything still animating afterwards is played to its end; the window is
/// hidden, and the screen and the key window are given back.
///
/// A device (`ViewImageConfig`) is a window whose `safeAreaInsets` are the device's and which
/// draws no status strip (iOS renders the view's layer: no status bar). Traits are given as
/// pointfree gives them on iOS: a parent controller sets them as the hosted controller's
/// override traits (`setOverrideTraitCollection(_:forChild:)`), so they reach its children,
/// its views and their dynamic colours.
@MainActor
enum SnapshotHost {
    /// Longest an animation left running after a snapshot is played out for.
    static let settleLimit: TimeInterval = 30

    /// Shows `controller` in a window as `config` describes (the screen's size when it gives
    /// none), runs `action` once it is on screen and `time` seconds of frames after it, and
    /// hands `body` the window. Whatever still animates afterwards is played out and the
    /// window hidden, so every strategy (image, text, trace) sees the same setup. `asScreen`
    /// hosts in a plain window instead (status strip, its safe area): the strategies without a
    /// device, whose goldens show the desktop screen.
    static func hosting<T>(
        _ controller: UIViewController, config: ViewImageConfig, traits: UITraitCollection,
        asScreen: Bool = false, at time: TimeInterval = 0, after action: ((UIViewController) -> Void)? = nil,
        _ body: (UIWindow) -> T
    ) -> T {
        let size = config.size ?? UIScreen.main.bounds.size
        let overrides = UITraitCollection(traitsFrom: [config.traits, traits])
        return onScreen(of: size) {
            let frame = CGRect(origin: .zero, size: size)
            let window =
                asScreen
                ? UIWindow(frame: frame) : DeviceWindow(frame: frame, safeArea: config.safeArea, hosting: controller)
            let parent =
                overrides.isEqual(UITraitCollection()) ? nil : TraitOverrideParent(hosting: controller, overrides)
            defer { parent?.letGo() }
            window.rootViewController = parent ?? controller
            return show(window) {
                action?(controller)
                advance(by: time)
                return body(window)
            }
        }
    }

    /// Lays `view` out at `size` (its own size when nil) in a window of that size, runs
    /// `action` and `time` seconds of frames, and hands `body` the view. With `traits`, the view
    /// sits in a controller that has them as override traits. The view goes back where it was
    /// afterwards.
    static func hosting<T>(
        _ view: UIView, size: CGSize?, traits: UITraitCollection,
        at time: TimeInterval = 0, after action: ((UIView) -> Void)? = nil,
        _ body: (UIView) -> T
    ) -> T {
        let size = size ?? view.bounds.size
        let (superview, index, frame) = (
            view.superview, view.superview?.subviews.firstIndex { $0 === view }, view.frame
        )
        defer {
            view.removeFromSuperview()
            view.frame = frame
            if let superview, let index { superview.insertSubview(view, at: min(index, superview.subviews.count)) }
        }
        return onScreen(of: size) {
            let bounds = CGRect(origin: .zero, size: size)
            let window = UIWindow(frame: bounds)
            view.frame = bounds
            var parent: TraitOverrideParent?
            defer { parent?.letGo() }
            if traits.isEqual(UITraitCollection()) {
                window.addSubview(view)
            } else {
                let holder = UIViewController()
                holder.view.frame = bounds
                holder.view.addSubview(view)
                parent = TraitOverrideParent(hosting: holder, traits)
                window.rootViewController = parent
            }
            return show(window) {
                action?(view)
                advance(by: time)
                return body(view)
            }
        }
    }

    /// The hosted controller's screen: the device's, or the desktop screen's, status strip
    /// included, with `asScreen`.
    static func image(
        of controller: UIViewController, config: ViewImageConfig, traits: UITraitCollection, asScreen: Bool = false,
        at time: TimeInterval = 0, after action: ((UIViewController) -> Void)? = nil
    ) -> UIImage {
        hosting(controller, config: config, traits: traits, asScreen: asScreen, at: time, after: action) { window in
            // The window's frame is the screen's, turned interface or not (its bounds are the
            // interface's).
            render(window, size: window.frame.size)
        }
    }

    /// The hosted view drawn on its own.
    static func image(
        of view: UIView, size: CGSize?, traits: UITraitCollection,
        at time: TimeInterval = 0, after action: ((UIView) -> Void)? = nil
    ) -> UIImage {
        hosting(view, size: size, traits: traits, at: time, after: action) { view in
            render(view, size: view.bounds.size)
        }
    }

    private static func onScreen<T>(of size: CGSize, _ body: () -> T) -> T {
        let screen = UIScreen.main
        let previous = screen.bounds
        screen.setBounds(CGRect(origin: .zero, size: size))
        defer { screen.setBounds(previous) }
        return body()
    }

    /// On a clock from zero: the same instants, so the same pixels, in every run.
    private static func show<T>(_ window: UIWindow, _ body: () -> T) -> T {
        let app = UIApplication.shared
        let previousKey = app.keyWindow
        let result = app.withClockFromZero {
            window.makeKeyAndVisible()
            // Two frames: layout, then anything layout asked for.
            app.advance(by: 2.0 / 60)
            let result = body()
            var played: TimeInterval = 0
            while app.isAnimating && played < settleLimit {
                app.advance(by: 0.25)
                played += 0.25
            }
            if app.isAnimating {
                FileHandle.standardError.write(
                    Data(
                        "UIKitSnapshotTesting: animations still running \(Int(settleLimit)) s after the snapshot were left running\n"
                            .utf8))
            }
            window.isHidden = true
            return result
        }
        previousKey?.makeKey()
        return result
    }

    private static func advance(by time: TimeInterval) {
        if time > 0 { UIApplication.shared.advance(by: time) }
    }

    private static func render(_ view: UIView, size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            _ = view.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
        }
    }
}

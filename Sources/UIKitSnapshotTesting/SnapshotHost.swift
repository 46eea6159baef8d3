import Foundation
import UIKit

/// Puts what is being snapshotted on a screen of its own: a headless window of the asked size
/// on the manual clock, shown (so appearance runs) and laid out, then drawn with
/// `drawHierarchy`. Anything still animating afterwards is played to its end and the window is
/// hidden again, so one snapshot leaves nothing running into the next test.
@MainActor
enum SnapshotHost {
    /// Longest an animation left running after a snapshot is played out for.
    static let settleLimit: TimeInterval = 30

    /// Shows `controller` as the root of a window of `size` (the screen's size when nil),
    /// runs `action` once it is on screen and `time` seconds of frames after it, and returns
    /// the window's screen as an image.
    static func image(of controller: UIViewController, size: CGSize?, at time: TimeInterval = 0,
                      after action: ((UIViewController) -> Void)? = nil) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size ?? UIScreen.main.bounds.size))
        window.rootViewController = controller
        return show(window) {
            action?(controller)
            advance(by: time)
            return render(window, size: window.screenSize)
        }
    }

    /// Lays `view` out at `size` (its own size when nil) in a window of that size, runs
    /// `action` and `time` seconds of frames, and returns the view drawn on its own.
    static func image(of view: UIView, size: CGSize?, at time: TimeInterval = 0,
                      after action: ((UIView) -> Void)? = nil) -> UIImage {
        let size = size ?? view.bounds.size
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        view.frame = CGRect(origin: .zero, size: size)
        window.addSubview(view)
        defer { view.removeFromSuperview() }
        return show(window) {
            action?(view)
            advance(by: time)
            return render(view, size: size)
        }
    }

    private static func show(_ window: UIWindow, _ body: () -> UIImage) -> UIImage {
        let app = UIApplication.shared
        let previousKey = app.keyWindow
        window.makeKeyAndVisible()
        // Two frames: layout, then anything layout asked for.
        app.advance(by: 2.0 / 60)
        let image = body()
        var played: TimeInterval = 0
        while app.isAnimating && played < settleLimit {
            app.advance(by: 0.25)
            played += 0.25
        }
        window.isHidden = true
        previousKey?.makeKey()
        return image
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

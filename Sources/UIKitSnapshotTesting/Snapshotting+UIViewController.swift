import Foundation
@preconcurrency import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller as the root of a headless window the size of the screen.
    public static var image: Snapshotting { .image() }

    /// pointfree's device strategy: the controller laid out as on the device `config` describes
    /// (its screen size, safe area and traits; `size` overrides the size), with `traits` on top,
    /// shown so its appearance callbacks run, and drawn with `drawHierarchy`, without a status
    /// bar as on iOS. The traits are the controller's override traits, set by a parent.
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(
            on: config, precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits,
            at: 0, after: { _ in })
    }

    /// pointfree's strategy without a device: the controller as the root of a headless window of
    /// `size` (the screen's when nil), with its status strip, and `traits` as override traits.
    /// A landscape size plays a device held sideways. `drawHierarchyInKeyWindow` is accepted
    /// for source compatibility: every snapshot here is drawn in a window of its own.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(
            precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits, at: 0,
            after: { _ in })
    }

    /// Beyond pointfree: the controller `time` seconds into what `action` starts, on the manual
    /// clock: after `{ ($0 as! UINavigationController).pushViewController(next, animated: true) }`,
    /// `at: 0.175` is the push half way. Whatever is still animating is played out afterwards.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init(), at time: TimeInterval,
        after action: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        hosted(
            ViewImageConfig(size: size), asScreen: true, precision: precision,
            perceptualPrecision: perceptualPrecision, traits: traits, at: time, after: action)
    }

    /// Beyond pointfree: as above, on the device `config` describes.
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init(),
        at time: TimeInterval, after action: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        return hosted(
            config, asScreen: false, precision: precision, perceptualPrecision: perceptualPrecision, traits: traits,
            at: time, after: action)
    }

    /// Every controller image strategy: the image strategy pulled back through the host.
    private static func hosted(
        _ config: ViewImageConfig, asScreen: Bool, precision: Float, perceptualPrecision: Float,
        traits: UITraitCollection, at time: TimeInterval, after action: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { controller in
                MainActor.assumeIsolated {
                    SnapshotHost.image(
                        of: controller, config: config, traits: traits, asScreen: asScreen, at: time, after: action)
                }
            }
    }
}

import Foundation

/// The device the app runs on: on the desktop, the window plays it. Its idiom follows the key
/// window's size (the screen's, before there is one) as the traits do (an iPad when both sides are 768 pt or more, else an iPhone),
/// its orientation is the key window's (`UIWindow.turnDevice(to:)`, or the window's shape), and
/// it reports itself as iOS 17, the SDK this UIKit follows. Like the Simulator, it has no
/// battery to report (`batteryLevel` -1, `batteryState` `.unknown`).
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uidevice)
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// Raw values are UIKit's.
    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged, charging, full
    }

    public static let current = UIDevice()

    /// The generic name iOS 16 and later give apps without the entitlement: the model's.
    open var name: String { model }
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let size = UIApplication.shared.keyWindow?.bounds.size ?? UIScreen.main.bounds.size
        return UITraitCollection.window(of: size).userInterfaceIdiom
    }
    /// How the device is held: the key window's.
    open var orientation: UIDeviceOrientation { UIApplication.shared.keyWindow?.deviceOrientation ?? .portrait }
    open var isMultitaskingSupported: Bool { true }

    open var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }
    /// Nests: `orientationDidChangeNotification` is posted until as many `end` calls came.
    open func beginGeneratingDeviceOrientationNotifications() { orientationObservers += 1 }
    open func endGeneratingDeviceOrientationNotifications() { orientationObservers = max(0, orientationObservers - 1) }

    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }

    public nonisolated static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")

    private var orientationObservers = 0

    /// The key window's device turned.
    func deviceDidTurn() {
        guard isGeneratingDeviceOrientationNotifications else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}

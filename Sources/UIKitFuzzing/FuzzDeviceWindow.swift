import UIKit

/// The fuzz world's window: a plain window until `.deviceSafeArea` gives it a device's safe area
/// the way iOS code does, by overriding `safeAreaInsets`; the layout pass must carry it to
/// every controller (the "safe area announced" invariant) and the bars must follow it.
public final class FuzzDeviceWindow: UIWindow {
    /// A notch and home indicator upright, the same held sideways, an iPad's, or none.
    public static let presets: [UIEdgeInsets?] = [
        UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), nil,
    ]

    /// The device's safe area; nil leaves the window's own (its status strip's).
    public var deviceSafeArea: UIEdgeInsets? {
        didSet { if deviceSafeArea != oldValue { setNeedsLayout() } }
    }

    public override var safeAreaInsets: UIEdgeInsets { deviceSafeArea ?? super.safeAreaInsets }
}

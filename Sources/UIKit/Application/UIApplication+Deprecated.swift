import Foundation

/// Members the iOS 17 SDK deprecates but still compiles, which older app code calls.
extension UIApplication {
    /// The status strip at the top of the key window (20 pt tall), or zero when it is hidden.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect {
        guard let window = keyWindow, window.showsStatusStrip else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: UIWindow.statusStripHeight)
    }

    /// The key window's interface orientation.
    @available(*, deprecated, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { keyWindow?.interfaceOrientationState ?? .portrait }

    /// Touches are dropped between `beginIgnoringInteractionEvents()` and as many
    /// `endIgnoringInteractionEvents()` calls (a touch in progress is cancelled); keys still come.
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() {
        ignoringInteractionEvents += 1
        events.cancelActiveTouch()
    }

    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() { ignoringInteractionEvents = max(0, ignoringInteractionEvents - 1) }

    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool { ignoringInteractionEvents > 0 }

    /// Kept for code that sets it; since iOS 13 the system shows no network indicator for it.
    @available(*, deprecated, message: "Provide a custom network activity UI in your app if desired.")
    public var isNetworkActivityIndicatorVisible: Bool {
        get { networkActivityIndicatorVisible }
        set { networkActivityIndicatorVisible = newValue }
    }
}

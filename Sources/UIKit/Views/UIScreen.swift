import Foundation

/// The display. Headless it is a phone-sized 390×844 point screen at scale 1; `UIApplication.main`
/// sizes it from `--size` or the desktop window.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscreen)
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The application owns the one screen (no global state besides `UIApplication.shared`).
    public static var main: UIScreen { UIApplication.shared.screen }

    public package(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Beyond UIKit, Testing SPI for test harnesses (the snapshot library, the fuzzer): the
    /// screen becomes `bounds`, as a test run picks the device it runs on; views that load
    /// afterwards take its size, and no window is resized. UIKit has no setter: on iOS the
    /// device decides. Non-finite bounds are refused as a layer refuses them.
    @_spi(Testing) public func setBounds(_ bounds: CGRect) {
        // The one screen is the application's: so is the runtime that hears of bad bounds.
        guard Runtime.application.acceptsFinite(bounds, owner: "UIScreen", property: "bounds") else { return }
        self.bounds = bounds
    }
    public var scale: CGFloat { 1 }
    public var nativeScale: CGFloat { 1 }
    public var nativeBounds: CGRect { bounds }
}

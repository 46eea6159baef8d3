import Foundation

/// The display. Headless it is a phone-sized 390×844 point screen at scale 1; `UIApplication.main`
/// sizes it from `--size` or the desktop window.
///
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiscreen)
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The application owns the one screen (no global state besides `UIApplication.shared`).
    public static var main: UIScreen { UIApplication.shared.screen }

    /// The screen's shape, interface-oriented as on iOS 8 and later. The screen is its one
    /// owner: launch (`--size`), the desktop window's resize, the key window's device turning and
    /// test harnesses tell `reshape(to:)`; everything else asks.
    public package(set) var bounds: CGRect {
        get { shape }
        set { reshape(to: newValue) }
    }
    private var shape = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// The one way the screen's shape changes.
    func reshape(to bounds: CGRect) { shape = bounds }

    /// How many times the device has turned: each turn is signalled here by the window that
    /// turned (`UIWindow.turn(to:screen:)`), and the desktop window takes the turned shape once
    /// per turn (`ScreenRenderer.present(on:deviceTurns:)`) instead of guessing a turn from the
    /// frame's shape.
    private(set) var deviceTurns = 0

    func deviceDidTurn() { deviceTurns += 1 }

    /// Beyond UIKit, Testing SPI for test harnesses (the snapshot library, the fuzzer): the
    /// screen becomes `bounds`, as a test run picks the device it runs on; views that load
    /// afterwards take its size, and no window is resized. UIKit has no setter: on iOS the
    /// device decides. Non-finite bounds are refused as a layer refuses them.
    @_spi(Testing) public func setBounds(_ bounds: CGRect) {
        // The one screen is the application's: so is the runtime that hears of bad bounds.
        guard Runtime.application.acceptsFinite(bounds, owner: "UIScreen", property: "bounds") else { return }
        reshape(to: bounds)
    }
    public var scale: CGFloat { 1 }
    public var nativeScale: CGFloat { 1 }
    public var nativeBounds: CGRect { bounds }
}

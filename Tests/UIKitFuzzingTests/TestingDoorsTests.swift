import Foundation
import Testing
@_spi(Testing) import UIKit

/// The doors UIKit opens to testing libraries (issue 33, item 5), used as a third party's library
/// would use them: this target imports UIKit without `@testable`, so only public and
/// `@_spi(Testing)` members are reached here, as the snapshot library and the fuzzer reach them.
/// (`withClockFromZero` is tested through the same door in ClockFromZeroTests.)
@MainActor @Suite struct TestingDoorsTests {
    /// Opaque red, half-transparent blue (premultiplied) and transparent.
    static let pixels: [UInt32] = [0xFFFF_0000, 0x8000_0080, 0x0000_0000, 0xFF00_FF00]

    @Test func anImageMadeOfPixelsGivesThemBackAndSurvivesPNG() {
        let image = UIImage(pixelWidth: 2, pixelHeight: 2, premultipliedARGBPixels: Self.pixels)

        let decoded = image?.pngData().flatMap { UIImage(data: $0) }

        #expect(image?.size == CGSize(width: 2, height: 2))
        #expect(image?.pixelWidth == 2)
        #expect(image?.pixelHeight == 2)
        #expect(image?.premultipliedARGBPixels == Self.pixels)
        #expect(decoded?.premultipliedARGBPixels == Self.pixels)
        #expect(decoded?.isEqual(image) == true)
    }

    @Test func pixelsThatDoNotFillTheSizeMakeNoImage() {
        let tooFew = UIImage(pixelWidth: 2, pixelHeight: 3, premultipliedARGBPixels: Self.pixels)
        let negative = UIImage(pixelWidth: -2, pixelHeight: -2, premultipliedARGBPixels: Self.pixels)
        let empty = UIImage(pixelWidth: 0, pixelHeight: 0, premultipliedARGBPixels: [])

        #expect(tooFew == nil)
        #expect(negative == nil)
        #expect(empty?.size == .zero)
    }

    /// iOS draws the status bar outside the app's windows; ours draw it unless told not to.
    @Test func aWindowThatDrawsNoStatusStripShowsItsViewsUnderIt() {
        let controller = UIViewController()
        controller.view.backgroundColor = .red
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)
        // Inside the battery the strip draws at the top right (66, 6, 22 × 9; filled from 68, 8).
        let battery = 10 * 100 + 72

        let withStrip = drawn(window)
        window.drawsStatusStrip = false
        let withoutStrip = drawn(window)

        #expect(withStrip[battery] == 0xFF00_0000)
        #expect(withoutStrip[battery] == 0xFFFF_0000)
        window.isHidden = true
    }

    @Test func theScreenTakesTheBoundsAHarnessGivesIt() {
        let screen = UIScreen.main
        let previous = screen.bounds
        var diagnostics: [String] = []
        let handler = UIApplication.shared.diagnosticHandler
        UIApplication.shared.diagnosticHandler = { diagnostics.append($0.message) }
        defer {
            UIApplication.shared.diagnosticHandler = handler
            screen.setBounds(previous)
        }

        screen.setBounds(CGRect(x: 0, y: 0, width: 320, height: 480))
        let loaded = UIViewController().view.bounds.size
        screen.setBounds(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 480))

        #expect(loaded == CGSize(width: 320, height: 480))
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(diagnostics == ["UIScreen bounds contains NaN: [0 0; nan 480]"])
    }

    @Test func theDebuggingTextsDescribeTheTree() {
        let controller = UIViewController()
        controller.view.addSubview(UILabel())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.advance(by: 1.0 / 60)

        let hierarchy = controller._printHierarchy()
        let views = controller.view.recursiveDescription().split(separator: "\n")

        #expect(hierarchy.hasPrefix("<UIViewController"))
        #expect(hierarchy.contains(", state: appeared, view: <UIView"))
        #expect(views.count == 2)
        #expect(views.first?.hasPrefix("<UIView: 0x") == true)
        #expect(views.last?.hasPrefix("   | <UILabel: 0x") == true)
        window.isHidden = true
    }

    private func drawn(_ window: UIWindow) -> [UInt32] {
        UIGraphicsImageRenderer(size: window.frame.size).image { _ in
            _ = window.drawHierarchy(in: window.frame, afterScreenUpdates: true)
        }.premultipliedARGBPixels
    }
}

import Foundation
import Testing
import UIKit

/// Members the iOS 17 SDK deprecates and still compiles (Apple: "beginIgnoringInteractionEvents
/// — Tells the receiver to suspend the handling of touch-related events", nesting with
/// `endIgnoringInteractionEvents`).
@MainActor @Suite(.serialized) struct DeprecatedApplicationTests {
    private let windows = WindowKeeper()

    @available(*, deprecated)
    @Test func ignoringInteractionEventsDropsTouchesUntilEveryBeginIsEnded() {
        // Precondition: a button that counts its taps.
        let host = UIViewController()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 100, width: 120, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.view.addSubview(button)
        _ = windows.show(host)
        let app = UIApplication.shared

        // Action: two begins, one end, a tap; the last end, a tap.
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        let ignoring = app.isIgnoringInteractionEvents
        click(at: centre(of: button))
        let whileIgnoring = taps
        app.endIgnoringInteractionEvents()
        click(at: centre(of: button))

        // Assertion
        #expect(ignoring && whileIgnoring == 0)
        #expect(!app.isIgnoringInteractionEvents && taps == 1)
    }

    @available(*, deprecated)
    @Test func theStatusBarsFrameAndOrientationAreTheKeyWindows() {
        let window = windows.show(UIViewController(), width: 390, height: 844)

        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 20))
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        window.turnDevice(to: .landscapeLeft)
        UIApplication.shared.advance(by: 1)
        // A device held landscape-left shows a landscape-right interface, as UIKit pairs them.
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
        window.turnDevice(to: .portrait)
        UIApplication.shared.advance(by: 1)
    }
}

import Foundation
import Testing
import UIKit

/// `UIDevice.current` on the desktop: the window plays the device (DESIGN §2 "Rotation").
@MainActor @Suite(.serialized) struct DeviceTests {
    private let windows = WindowKeeper()

    @Test func theIdiomAndModelFollowTheScreensSizeAsTheTraitsDo() {
        let phone = UIViewController()
        _ = windows.show(phone, width: 390, height: 844)
        let phoneAnswers = (UIDevice.current.userInterfaceIdiom, UIDevice.current.model)
        windows.close()
        let pad = UIViewController()
        _ = windows.show(pad, width: 1024, height: 768)

        #expect(phoneAnswers == (.phone, "iPhone"))
        #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.model == "iPad")
        #expect(pad.traitCollection.userInterfaceIdiom == UIDevice.current.userInterfaceIdiom)
        #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.name == UIDevice.current.model)
        #expect(UIDevice.current.batteryLevel == -1 && UIDevice.current.batteryState == .unknown)
    }

    @Test func theOrientationIsTheKeyWindowsAndItsChangeIsPostedWhileGenerating() {
        // Precondition
        let window = windows.show(UIViewController(), width: 390, height: 844)
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(UIDevice.current.orientation == .portrait)

        // Action: a turn while not generating, then two while generating, then after the end.
        window.turnDevice(to: .landscapeLeft)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        window.turnDevice(to: .portrait)
        window.turnDevice(to: .landscapeRight)
        let generating = UIDevice.current.isGeneratingDeviceOrientationNotifications
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        window.turnDevice(to: .portrait)

        // Assertion
        #expect(posted.value == 2 && generating && !UIDevice.current.isGeneratingDeviceOrientationNotifications)
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3 && UIDevice.BatteryState.full.rawValue == 3)
    }
}

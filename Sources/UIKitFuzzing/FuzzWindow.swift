import UIKit

// The window and the device in the fuzzer: the root replaced, the window hidden, turned,
// resized to odd sizes, given a device's safe area; the app's state changed by the desktop.

// MARK: Generation

extension FuzzDraws {
    mutating func resizeWindow() -> FuzzOperation {
        let sizes: [(Double, Double)] = [
            (0, 0), (0, 720), (400, 0), (390.5, 843.7), (320.25, 480.75), (1, 1), (400, 720), (720, 400),
        ]
        let (width, height) = sizes.randomElement(using: &generator)!
        return .resizeWindow(width: width, height: height)
    }
}

// MARK: Steps

extension FuzzWorld {
    /// A free controller, or one presented (refused, with a log), becomes the root; or none.
    func setRoot(_ index: Int?) -> Bool {
        if let index {
            let presented = pool[index].parent == nil && pool[index].presentingViewController != nil
            guard isFree(index) || presented else { return false }
            window.rootViewController = pool[index]
        } else {
            window.rootViewController = nil
        }
        return true
    }

    func turnDevice(clockwise: Bool) {
        if clockwise { Automation().rotateRight() } else { Automation().rotateLeft() }
    }
}

// MARK: Program text

extension FuzzOperation {
    static func deviceSafeAreaSwift(_ preset: Int) -> [String] {
        let insets = FuzzDeviceWindow.presets[preset].map {
            "UIEdgeInsets(top: \($0.top), left: \($0.left), bottom: \($0.bottom), right: \($0.right))"
        }
        return ["window.deviceSafeArea = \(insets ?? "nil")"]
    }

    static let rotateSwift = [
        "window.frame = CGRect(x: 0, y: 0, width: window.frame.height, height: window.frame.width)"
    ]

    static func resizeWindowSwift(width: Double, height: Double) -> [String] {
        ["window.frame = CGRect(x: 0, y: 0, width: \(width), height: \(height))"]
    }

    static func darkStyleSwift(_ c: String, _ dark: Bool) -> [String] {
        ["\(c).overrideUserInterfaceStyle = .\(dark ? "dark" : "unspecified")"]
    }

    static func appStateSwift(_ event: FuzzAppEvent) -> [String] {
        ["Automation().\(event.rawValue)()", "UIApplication.shared.advance(by: 1.0 / 60)"]
    }
}
